import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 26 item 5 (decision 012): every per-instance cache is a Fastify decorator reached through
 * the app a service is given, never a module-level registry keyed by database handle. The one map by
 * handle left holds prepared statements, which belong to the handle a query runs on: db/prepared.ts.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function sources(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await sources(file)));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) found.push(file);
  }
  return found;
}

describe('per-instance caches', () => {
  it('are not kept in maps by database handle (only prepared statements are, in db/prepared.ts)', async () => {
    const keyedByHandle: string[] = [];
    for (const file of await sources(SRC)) {
      const text = await readFile(file, 'utf8');
      for (const [, name] of text.matchAll(/\bnew\s+(?:Weak)?Map<\s*(Executor|Database)\b/g)) {
        keyedByHandle.push(`${path.relative(SRC, file)}: ${name}`);
      }
    }
    // Prepared statements belong to the handle they run on; anything else kept by handle is a cache.
    expect(keyedByHandle.sort()).toEqual(['db/prepared.ts: Executor', 'db/prepared.ts: Executor']);
  });

  it('keeps no map at module level beyond the ones listed here, whatever their key type', async () => {
    // A registry keyed by `object` (or untyped) escapes the check above: every module-level map
    // is named here with why it is not per-instance state that two apps in one process would share.
    const allowed = [
      // Memoises an encoded answer by the frozen answer object itself, never by handle or instance.
      'modules/pages/render-reads.ts: encodedOnce',
      // Image slots in flight per account, for the process-wide image worker pool it guards.
      'modules/uploads/image-work.ts: jobsOfAccount',
      // The test helper's migrated PGlite templates, one per test process.
      'test/spawn-server.ts: migratedPgliteDirs',
    ];
    const found: string[] = [];
    for (const file of await sources(SRC)) {
      const text = await readFile(file, 'utf8');
      const atTopLevel = /^(?:export\s+)?(?:const|let|var)\s+(\w+)[^=\n]*=\s*new\s+(?:Weak)?Map\b/gm;
      for (const [, name] of text.matchAll(atTopLevel)) found.push(`${path.relative(SRC, file)}: ${name}`);
    }
    expect(found.sort()).toEqual(allowed);
  });
});
