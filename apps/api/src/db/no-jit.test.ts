import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { reachablePostgresUrl } from '../test/shared-postgres.ts';
import { type DatabaseHandle, wrapPostgres } from './client.ts';

/**
 * JIT compiling cost ~100 ms of a lot search that runs in 19 ms without it (5 million lots): the
 * pool turns it off on every connection it opens. Skipped where no PostgreSQL answers (CI's second
 * API run always has one); PGlite has no JIT.
 */
const url = await reachablePostgresUrl();

describe.skipIf(!url)('PostgreSQL connections', () => {
  let handle: DatabaseHandle | undefined;
  afterAll(() => handle?.close());

  it('run without JIT, on every connection of the pool', async () => {
    handle = wrapPostgres(url ?? '');
    const db = handle.db;
    // Several at once, so the pool opens several connections.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select pg_sleep(0.05)`);
          return (await tx.execute(sql`select current_setting('jit') as jit`)) as unknown as {
            rows: { jit: string }[];
          };
        }),
      ),
    );
    expect(answers.map((answer) => answer.rows[0]?.jit)).toEqual(['off', 'off', 'off', 'off']);
  });

  it('is set before the pool hands the connection out, not queued beside its first query', async () => {
    // node-postgres warns once per process, so a fresh one opens a few connections and queries.
    const script = `
      const { wrapPostgres } = await import(${JSON.stringify(fileURLToPath(new URL('./client.ts', import.meta.url)))});
      const { sql } = await import('drizzle-orm');
      const handle = wrapPostgres(process.env.NO_JIT_URL);
      await Promise.all([1, 2, 3].map(() => handle.db.execute(sql\`select 1\`)));
      await handle.close();`;
    const { stderr } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: { ...process.env, NO_JIT_URL: url ?? '' },
    });
    expect(stderr).not.toContain('DeprecationWarning');
  });
});
