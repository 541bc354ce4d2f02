import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestConfig } from '../../config.ts';
import { wrapPostgres } from '../../db/client.ts';
import { createUser } from '../../test/factories.ts';
import {
  createSharedPostgresDatabase,
  isRedisReachable,
  reachablePostgresUrl,
} from '../../test/shared-postgres.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';

/**
 * Issue 25: of 40 wrong passwords sent at once, 39 were checked and a correct one in the same burst
 * signed in. Each attempt is now counted before its password is checked, on every counter store.
 */

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const postgresUrl = await reachablePostgresUrl();
const redisUp = await isRedisReachable(REDIS_URL);

async function postgresApp(serverUrl: string): Promise<TestApp> {
  const shared = await createSharedPostgresDatabase(serverUrl);
  const handle = wrapPostgres(shared.url);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mm-login-burst-'));
  const config = createTestConfig({
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: shared.url,
  });
  const app = await buildApp({ config, db: handle.db, logger: false });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    async close() {
      await app.close();
      await handle.close();
      await shared.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const stores: [string, () => Promise<TestApp>, boolean][] = [
  ['PGlite', () => createTestApp(), false],
  ['PostgreSQL', () => postgresApp(postgresUrl ?? ''), !postgresUrl],
  ['Redis', () => createTestApp({ config: { redisUrl: REDIS_URL } }), !redisUp],
];

describe.each(stores)('a burst of logins, counted in %s', (_name, start, skip) => {
  let t: TestApp;
  beforeAll(async () => {
    if (!skip) t = await start();
  });
  afterAll(() => t?.close());

  // Each run its own address, so the counts a shared Redis keeps between runs never meet.
  const address = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 255)).join('.')}`;
  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it.skipIf(skip)('checks no more than 5 of 40 wrong passwords and 1 right one sent at once', async () => {
    const { user, password } = await createUser(t.db, {
      email: `burst-${randomBytes(4).toString('hex')}@example.ca`,
    });
    const ip = address();
    const wrong = Array.from({ length: 40 }, () => login(user.email, 'not-the-password', ip));
    const right = login(user.email, password, ip);
    const answers = await Promise.all([...wrong, right]);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(36);
    expect(statuses).not.toContain(200);

    // The owner, from an address that never failed, still signs in.
    expect((await login(user.email, password, address())).statusCode).toBe(200);
  });
});
