import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_FILES } from '../../vitest.config.ts';
import { SRC } from './source-files.ts';

const testFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return testFiles(file);
    return /\.test\.tsx?$/.test(name) ? [file] : [];
  });

describe('the web tests that need a module graph of their own (vitest.config.ts)', () => {
  it('are exactly the files that replace a module with vi.mock', () => {
    const replacing = testFiles(SRC)
      .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')))
      .map((file) => `src/${path.relative(SRC, file).split(path.sep).join('/')}`)
      .filter((file) => file !== 'src/test/isolated-files.test.ts');
    expect([...replacing].sort()).toEqual([...ISOLATED_FILES].sort());
  });
});
