import { createHash, randomBytes } from 'node:crypto';
import { access, copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_DIR, PGLITE_EXTENSIONS, wrapPglite, wrapPostgres } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite mode: a dump of a migrated database, loaded fresh by every test file. */
    pgliteDumpFile: string;
    /** PostgreSQL mode: the migrated template every test file copies. */
    postgresTemplate: string;
  }
}

export const databaseUrlWith = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/**
 * One migrated database per run (ARCHITECTURE: a new PGlite costs ~3 s, loading a dump ~0.7 s; STYLE §7,
 * epic-stack decision 038): PGlite dumps it to a file (kept between runs, see migratedPgliteDump),
 * PostgreSQL keeps it as a template database.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `mm_tpl_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${template}"`);
    const handle = wrapPostgres(databaseUrlWith(databaseUrl, template));
    await handle.migrate();
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteDumpFile', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
      await admin.end();
    };
  }

  // The run's own copy, in a folder of its own that the teardown removes with what the run put beside
  // it (spawn-server.ts's data folders).
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mm-api-test-'));
  const file = path.join(dir, 'migrated.tar');
  await copyFile(await migratedPgliteDump(), file);
  project.provide('pgliteDumpFile', file);
  project.provide('postgresTemplate', '');
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

/** Where migrated dumps are kept between runs (the package's node_modules, like Vite's own cache). */
export const DUMP_CACHE_DIR = fileURLToPath(
  new URL('../../node_modules/.cache/mariner-test-db', import.meta.url),
);

/** The version of an installed package, from the nearest node_modules that holds it (as Node looks). */
async function installedVersion(name: string): Promise<string> {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    try {
      const manifest = path.join(dir, 'node_modules', name, 'package.json');
      return String(JSON.parse(await readFile(manifest, 'utf8')).version);
    } catch {
      // Not installed here: look in the folder above.
    }
    const parent = path.dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

/**
 * What a migrated dump is made of: every file of the migrations folder (SQL and journal), the
 * extensions loaded, and the versions of PGlite and of drizzle's migrator. Another value of any of
 * them names another dump.
 */
export async function pgliteDumpKey(migrationsDir = MIGRATIONS_DIR): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`pglite ${await installedVersion('@electric-sql/pglite')}\n`);
  hash.update(`drizzle-orm ${await installedVersion('drizzle-orm')}\n`);
  hash.update(`extensions ${Object.keys(PGLITE_EXTENSIONS).sort().join(',')}\n`);
  const files = (await readdir(migrationsDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(migrationsDir, path.join(entry.parentPath, entry.name)))
    .sort();
  for (const file of files) {
    hash.update(`${file}\n`);
    hash.update(await readFile(path.join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The migrated PGlite database as a dump file every test file loads (~0.7 s). Making it costs a new
 * PGlite and every migration (~4 s on a quiet machine, 14 s under load 14, for each API project of a
 * run), so it is kept between runs, named by pgliteDumpKey: a changed migration makes a new one, and
 * older dumps are removed. Written under a temporary name and renamed, so a run never reads half a dump.
 */
export async function migratedPgliteDump(cacheDir = DUMP_CACHE_DIR): Promise<string> {
  const key = await pgliteDumpKey();
  const file = path.join(cacheDir, `migrated-${key}.tar`);
  try {
    await access(file);
    return file;
  } catch {
    // Not made yet for these migrations: make it below.
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await wrapPglite(client).migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  await mkdir(cacheDir, { recursive: true });
  const partial = `${file}.${process.pid}.${randomBytes(3).toString('hex')}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  for (const name of await readdir(cacheDir)) {
    if (name.startsWith('migrated-') && name.endsWith('.tar') && name !== path.basename(file)) {
      await rm(path.join(cacheDir, name), { force: true });
    }
  }
  return file;
}
