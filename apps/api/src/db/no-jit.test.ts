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
});
