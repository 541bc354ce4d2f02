import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import { PglitePreparedStatements } from './pglite-prepared.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** One Drizzle type for both drivers, so services never care which database runs underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema>;
/** Queries accept either the database or a transaction a service opened. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations, under the start lock. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the lock every instance's start takes (issue 14 of round 25): what
   * a start writes (migrations, superadmin, reference and demo data) is written by one instance at
   * a time, and the next one finds it done. Calls nested inside `work` (migrate) run in the held lock.
   */
  underStartLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The PGlite extensions every instance loads (tests load dumps with the same set). */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent, cube, earthdistance };

/**
 * The committed migrations sit next to this module in source (src/db/migrations) and next to the
 * bundle in the build (dist/migrations, copied by build.mjs), so one relative URL serves both.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export function countCommittedMigrations(folder = MIGRATIONS_DIR): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export function wrapPglite(client: PGlite, migrationsFolder = MIGRATIONS_DIR): DatabaseHandle {
  // Every parameterised statement drizzle sends becomes a named server-side prepared statement, kept
  // with this handle (decision 034). Drizzle's pglite session calls only `query` and `transaction` on
  // its client, which is all the stand-in offers; hence the cast.
  const prepared = new PglitePreparedStatements(client);
  const db = drizzlePglite({ client: prepared as unknown as PGlite, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // PGlite serves one process only, so no other instance can start against it.
    underStartLock: (work) => work(),
    close: () => client.close(),
  };
}

export function wrapPostgres(connectionString: string, migrationsFolder = MIGRATIONS_DIR): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // No JIT on our connections: every statement here is meant to answer in milliseconds, and the
    // planner's cost passes jit_above_cost on estimates alone (a lot search's day window): compiling
    // then took ~100 ms of a statement that ran in 19 ms without it. Set on each new connection
    // before the pool hands it out (pg-pool awaits `onConnect`), not as a startup option a
    // connection pooler might refuse. From the pool's 'connect' event it was sent alongside the
    // first query, which node-postgres warns is deprecated and 9.0 refuses.
    onConnect: (client) =>
      client
        .query('set jit = off')
        .then(() => undefined)
        .catch((error: Error) => console.warn(`postgres pool: set jit: ${error.message}`)),
  });
  // An idle client whose connection dies (server restart, failover) must not crash the process: the pool
  // drops it and the next query opens a fresh one.
  pool.on('error', (error) => console.warn(`postgres pool: idle client error: ${error.message}`));
  const db = drizzleNodePg({ client: pool, schema });
  const underStartLock = startLockOn(pool);
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => underStartLock(() => migrateNodePg(db, { migrationsFolder })),
    underStartLock,
    close: () => pool.end(),
  };
}

/** An arbitrary constant naming our start's advisory lock (the same for every instance). */
export const MIGRATION_LOCK_KEY = 7_317_004_115;

/**
 * Two instances starting at once must not both apply the same migration (issue 15) nor both seed
 * (round 25): a session-level advisory lock, held on its own connection, makes the second wait and
 * then find nothing to do. The work itself runs on the pool's other connections, so a nested call
 * in the same async flow must not ask for the lock again on yet another connection (it would wait
 * for itself forever): it knows it holds the lock through AsyncLocalStorage.
 */
function startLockOn(pool: pg.Pool) {
  const holding = new AsyncLocalStorage<true>();
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (holding.getStore()) return work();
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      return await holding.run(true, work);
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      lock.release();
    }
  };
}

/** PostgreSQL through node-postgres when DATABASE_URL is set, else PGlite persisted in DATA_DIR/db. */
export async function createDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return wrapPostgres(config.databaseUrl);
  const dataDir = path.join(config.dataDir, 'db');
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client);
}

/** Applies the committed migrations (drizzle's migrator of the handle's driver). */
export const migrate = (handle: DatabaseHandle): Promise<void> => handle.migrate();

/** True once the database answers and every committed migration is recorded as applied. */
export async function isMigrated(db: Database): Promise<boolean> {
  // Both drivers answer raw queries with `rows`; the shared PgDatabase type cannot say so.
  const result = (await db.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { count: number }[] };
  const applied = Number(result.rows[0]?.count ?? 0);
  return applied >= countCommittedMigrations();
}
