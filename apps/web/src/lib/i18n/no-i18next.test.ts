import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC } from '../../test/source-files.ts';

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(file) ? [file] : [];
  });

describe('texts', () => {
  // Decision 030: i18next left the app. A component importing react-i18next's useTranslation would
  // still compile where the package lingers in node_modules, and show keys with no provider of its
  // own: `node apps/web/scripts/local-i18n-imports.mjs FILE…` points such imports at lib/i18n.
  it('are read through lib/i18n, never i18next or react-i18next', () => {
    const offenders = sourceFiles(SRC).filter((file) =>
      /from ['"](react-)?i18next['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
