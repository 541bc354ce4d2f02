import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { MESSAGES } from '@mariner/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countCommittedMigrations, isMigrated, wrapPostgres } from '../../db/client.ts';
import { RawConnection, requestHead } from '../../test/raw-http.ts';
import { createSharedPostgresDatabase, reachablePostgresUrl } from '../../test/shared-postgres.ts';
import { spawnServer } from '../../test/spawn-server.ts';
import { createTestApp } from '../../test/test-db.ts';

/** Issue 15: liveness and readiness, a clean drain on SIGTERM, and migrations safe from two instances. */

describe('GET /api/health/ready', () => {
  it('is ready until the instance drains, while liveness stays 200', async () => {
    const t = await createTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({
        status: 'ready',
      });
      t.app.lifecycle.draining = true;
      const draining = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ error: 'SERVICE_UNAVAILABLE', message: MESSAGES.draining });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('SIGTERM', () => {
  it('finishes the request in flight, then exits 0', async () => {
    const server = await spawnServer({});
    try {
      // A request whose body is still arriving when SIGTERM comes.
      const body = Buffer.from(JSON.stringify({ email: 'drain@example.ca', source: 'footer' }));
      const connection = await RawConnection.open(server.port);
      connection.send(
        requestHead('POST', '/api/newsletter/subscribe', { 'content-type': 'application/json' }, body.length),
        body.subarray(0, 10),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      connection.send('', body.subarray(10));
      const answer = await connection.read(10_000);
      expect(answer.status, server.logs()).toBe(200);
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toEqual({ message: MESSAGES.newsletterCheckEmail });
      expect(await server.exited, server.logs()).toBe(0);
      connection.close();
    } finally {
      await server.stop();
    }
  }, 60_000);
});

describe('a promise rejected with nobody to handle it', () => {
  it('is logged, and the instance keeps answering', async () => {
    // The rejection a bug would leave (as a server render of the map once did, 0319ca9), made on
    // demand in the real process by a preloaded module, after the server is up.
    const folder = await mkdtemp(path.join(os.tmpdir(), 'mm-rejection-'));
    const probe = path.join(folder, 'reject-on-signal.mjs');
    await writeFile(
      probe,
      "process.on('SIGUSR2', () => { Promise.reject(new Error('probe rejection nobody handles')); });\n",
    );
    const server = await spawnServer({ NODE_OPTIONS: `--import=${pathToFileURL(probe).href}` });
    try {
      server.child.kill('SIGUSR2');
      for (let attempt = 0; attempt < 50 && !server.logs().includes('probe rejection'); attempt++)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(server.logs()).toContain('unhandled rejection');
      expect(server.logs()).toContain('probe rejection nobody handles');
      expect((await fetch(`${server.url}/api/health`)).status, server.logs()).toBe(200);
      expect(server.child.exitCode).toBeNull();
    } finally {
      await server.stop();
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});

const postgresUrl = await reachablePostgresUrl();

describe('migrations from two instances at once', () => {
  it.skipIf(!postgresUrl)('are applied once, the second instance waiting for the first', async () => {
    if (!postgresUrl) return;
    const shared = await createSharedPostgresDatabase(postgresUrl, { migrate: false });
    const [a, b] = [wrapPostgres(shared.url), wrapPostgres(shared.url)];
    try {
      await Promise.all([a.migrate(), b.migrate()]);
      expect(await isMigrated(a.db)).toBe(true);
      const rows = (await a.db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { count: number }[] };
      expect(rows.rows[0]?.count).toBe(countCommittedMigrations());
    } finally {
      await a.close();
      await b.close();
      await shared.drop();
    }
  });
});
