import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../db/client.ts';
import { migratedPgliteDump, pgliteDumpKey } from './global-setup.ts';

/** The migrated dump kept between runs must be the one of the migrations there are, never an old one. */
describe('the kept migrated dump', () => {
  const folders: string[] = [];
  const folder = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mm-dump-key-'));
    folders.push(dir);
    return dir;
  };
  afterEach(async () => {
    await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('is named by every file of the migrations folder, the journal included', async () => {
    const copy = await folder();
    await cp(MIGRATIONS_DIR, copy, { recursive: true });
    const key = await pgliteDumpKey(copy);
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(await pgliteDumpKey(copy)).toBe(key);
    expect(await pgliteDumpKey(MIGRATIONS_DIR)).toBe(key);

    await writeFile(path.join(copy, '9999_new.sql'), 'create table t (id int);');
    const withNew = await pgliteDumpKey(copy);
    expect(withNew).not.toBe(key);

    const journal = path.join(copy, 'meta', '_journal.json');
    await writeFile(journal, `${await readFile(journal, 'utf8')} `);
    expect(await pgliteDumpKey(copy)).not.toBe(withNew);
  });

  it('is reused as it is when one of these migrations is there', async () => {
    const cache = await folder();
    const kept = path.join(cache, `migrated-${await pgliteDumpKey()}.tar`);
    await writeFile(kept, 'a dump made by an earlier run');
    expect(await migratedPgliteDump(cache)).toBe(kept);
    expect(await readFile(kept, 'utf8')).toBe('a dump made by an earlier run');
  });
});
