import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { type Config, createTestConfig } from '../config.ts';
import { type DatabaseHandle, PGLITE_EXTENSIONS, wrapPglite, wrapPostgres } from '../db/client.ts';
import { databaseUrlWith } from './global-setup.ts';

/** A fresh, migrated database for one test file: a loaded PGlite dump, or a copy of the Postgres template. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate');
  const databaseUrl = process.env.DATABASE_URL;
  if (template && databaseUrl) {
    const name = `mm_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    // Copies from one template can collide when files start together; a short retry settles it.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        break;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
    const handle = wrapPostgres(databaseUrlWith(databaseUrl, name));
    return {
      ...handle,
      async close() {
        await handle.close();
        // pool.end() can resolve a moment before the server has seen every socket close; wait for that
        // rather than FORCE-killing a connection mid-goodbye.
        for (let attempt = 0; ; attempt++) {
          try {
            await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
            break;
          } catch (error) {
            if (attempt >= 30) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
        await admin.end();
      },
    };
  }
  const dump = await readFile(inject('pgliteDumpFile'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client);
}

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: DatabaseHandle['db'];
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh database with a throwaway data dir; no logs. */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    /** Adds test-only routes before the app is sealed. */
    beforeReady?: (app: Awaited<ReturnType<typeof buildApp>>) => void | Promise<void>;
  } & Partial<Pick<BuildAppOptions, 'webDist'>> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mm-api-data-'));
  const config = createTestConfig({ dataDir, uploadsDir: path.join(dataDir, 'uploads'), ...options.config });
  const app = await buildApp({ config, db: database.db, logger: false, webDist: options.webDist });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The file's app, built in `beforeAll` and closed in `afterAll`, for harnesses that set it up their
 * own way. Its fields read the app of the moment, so the answer can be held in a module constant.
 */
export function useTestApp(start: () => Promise<TestApp>, stop?: () => Promise<void>): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await start();
  });
  afterAll(async () => {
    await current?.close();
    await stop?.();
  });
  const started = () => {
    if (!current) throw new Error('the test app starts in beforeAll');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get db() {
      return started().db;
    },
    get config() {
      return started().config;
    },
    close: () => started().close(),
  };
}
