// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC } from '../../test/source-files.ts';

/**
 * Issue 26: a production build parses no answer, so its pages carry no schema and no zod. Every
 * schema handed to apiFetch or apiUpload is written `import.meta.env.DEV ? Schema : undefined`,
 * which the build folds to undefined; a bare `schema: Schema` would bring the schema (and zod)
 * back into whichever page makes the call.
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\./.test(name) ? [file] : [];
  });
}

const UNGATED = /\bschema:\s*(?!import\.meta\.env\.DEV\s*\?)[A-Z]\w*/g;

describe('answers read by the browser', () => {
  it('are checked against their schema in development and tests only', () => {
    const ungated = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(UNGATED)].map(
        ([match]) => `${path.relative(SRC, file)}: ${match}`,
      ),
    );
    expect(ungated).toEqual([]);
  });

  it('knows an ungated schema when it sees one', () => {
    expect('apiFetch(url, { schema: AuctionResponse })'.match(UNGATED)).toHaveLength(1);
    expect(
      'apiFetch(url, { schema: import.meta.env.DEV ? AuctionResponse : undefined })'.match(UNGATED),
    ).toBeNull();
  });
});
