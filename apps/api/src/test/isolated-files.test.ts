import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ISOLATED_FILES } from '../../vitest.config.ts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const testFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return testFiles(file);
    return name.endsWith('.test.ts') ? [file] : [];
  });

describe('the API tests that need a module graph of their own (vitest.config.ts)', () => {
  it('are exactly the test files that replace a module with vi.mock', () => {
    const replacing = testFiles(SRC)
      .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')))
      .map((file) => `src/${path.relative(SRC, file).split(path.sep).join('/')}`)
      .filter((file) => file !== 'src/test/isolated-files.test.ts');
    expect([...replacing].sort()).toEqual([...ISOLATED_FILES].sort());
  });
});
