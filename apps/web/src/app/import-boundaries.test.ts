// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC } from '../test/source-files.ts';

/**
 * ARCHITECTURE "Layout" and issue 26: imports run one way. `app/` assembles features; a feature
 * imports only its own folder, `components/`, `lib/` and the texts; `components/` and `lib/` import
 * no feature and nothing of `app/`. What every feature needs (the session, the paths table) lives in
 * `lib/`. Tests may use the app's harness (`app/`, `test/`), but a test that assembles two features
 * belongs beside the route that assembles them, in `app/`.
 */

const SHARED = ['components', 'lib', 'locales'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) ? [file] : [];
  });
}

/** The relative imports of a file (static, dynamic and re-exports), as paths under src/. */
export function relativeImports(file: string, code: string): string[] {
  const specifiers = [...code.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)];
  return specifiers.map(([, specifier]) =>
    path
      .relative(SRC, path.resolve(path.dirname(file), specifier ?? ''))
      .split(path.sep)
      .join('/'),
  );
}

/** Why `from` (a path under src/) may not import `target`, or null when it may. */
export function boundaryBreach(from: string, target: string): string | null {
  const [area, feature] = from.split('/');
  const [targetArea, targetFeature] = target.split('/');
  // Tests and their fixtures render inside the app's harness (its i18n, its guards, test/).
  const isTestCode = /\.test\.|(^|\/)test-|fixture/.test(from);
  if (isTestCode && (targetArea === 'test' || targetArea === 'app')) return null;
  if (area === 'features') {
    if (targetArea === 'features' && targetFeature === feature) return null;
    if (SHARED.includes(targetArea ?? '')) return null;
    return targetArea === 'features'
      ? `imports the feature "${targetFeature}"`
      : `imports ${targetArea}/, which only app/ may`;
  }
  if (area === 'components' || area === 'lib') {
    if (targetArea === 'features' || targetArea === 'app') return `imports ${targetArea}/`;
  }
  return null;
}

describe('import boundaries', () => {
  it('knows a breach when it sees one', () => {
    expect(boundaryBreach('features/home/pages/HomePage.tsx', 'features/auth/api/login.ts')).toMatch(
      'feature "auth"',
    );
    expect(boundaryBreach('features/home/pages/HomePage.tsx', 'app/paths.ts')).toMatch('app/');
    expect(boundaryBreach('lib/api/session.ts', 'features/auth/api/login.ts')).toMatch('features/');
    expect(boundaryBreach('features/home/pages/HomePage.tsx', 'features/home/components/X.tsx')).toBeNull();
    expect(boundaryBreach('features/home/pages/HomePage.tsx', 'lib/paths.ts')).toBeNull();
    expect(boundaryBreach('app/router.tsx', 'features/home/pages/HomePage.tsx')).toBeNull();
    expect(
      relativeImports(path.join(SRC, 'features/a/pages/P.tsx'), "import x from '../../b/api/y.ts';"),
    ).toEqual(['features/b/api/y.ts']);
  });

  it('hold in every source file: no feature imports another, and shared code imports no feature', () => {
    const breaches = sourceFiles(SRC).flatMap((file) => {
      const from = path.relative(SRC, file).split(path.sep).join('/');
      return relativeImports(file, readFileSync(file, 'utf8')).flatMap((target) => {
        const why = boundaryBreach(from, target);
        return why ? [`${from} ${why} (${target})`] : [];
      });
    });
    expect(breaches).toEqual([]);
  });
});
