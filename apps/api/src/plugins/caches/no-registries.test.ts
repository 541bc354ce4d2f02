import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 26 item 5 (decision 012): every per-instance cache is a Fastify decorator reached through
 * the app a service is given, never a module-level registry keyed by database handle. The maps by
 * handle left hold prepared statements (named `prepared…`), which belong to the handle a query runs
 * on.
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
  it('are not kept in module-level maps by database handle (only prepared statements are)', async () => {
    const keyedByHandle: string[] = [];
    for (const file of await sources(SRC)) {
      const text = await readFile(file, 'utf8');
      for (const [, name] of text.matchAll(
        /(?:const|let)\s+(\w+)\s*=\s*new\s+(?:Weak)?Map<\s*(?:Executor|Database)\b/g,
      )) {
        keyedByHandle.push(`${path.relative(SRC, file)}: ${name}`);
      }
    }
    // Prepared statements belong to the handle they run on; anything else kept by handle is a cache.
    expect(keyedByHandle.filter((entry) => !/: prepared[A-Z]\w*$/.test(entry))).toEqual([]);
    expect(keyedByHandle).toContain('modules/auctions/queries.ts: preparedFindById');
  });
});
