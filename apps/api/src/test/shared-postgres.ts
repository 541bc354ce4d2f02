import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { wrapPostgres } from '../db/client.ts';
import { databaseUrlWith } from './global-setup.ts';

/**
 * PostgreSQL for tests of several instances sharing one database (cache changes, shutdown): the
 * server DATABASE_URL names, else the one this machine runs on 127.0.0.1 when it answers. Null
 * when there is none, and those tests are skipped (CI's second API run always has one).
 */
export async function reachablePostgresUrl(): Promise<string | null> {
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A new database on that server (migrated unless told), and how to drop it. */
export async function createSharedPostgresDatabase(serverUrl: string, options: { migrate?: boolean } = {}) {
  const name = `mm_shared_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = databaseUrlWith(serverUrl, name);
  if (options.migrate !== false) {
    const handle = wrapPostgres(url);
    await handle.migrate();
    await handle.close();
  }
  return {
    url,
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** True when a Redis server answers at `url`. */
export async function isRedisReachable(url: string): Promise<boolean> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
