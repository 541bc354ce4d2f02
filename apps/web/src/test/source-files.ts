import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/web/src, for the tests that read every component's source. */
export const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every component (.tsx) under `dir`, tests and the test helpers left out. */
export function componentFiles(dir: string = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'test' ? [] : componentFiles(file);
    return file.endsWith('.tsx') && !file.includes('.test.') ? [file] : [];
  });
}
