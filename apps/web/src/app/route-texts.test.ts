// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC } from '../test/source-files.ts';
import { ALWAYS_LOADED } from './i18n.ts';

/**
 * router.tsx loads each page's texts with its code, from a list written beside the page's import.
 * A list missing a namespace lets that page suspend after its navigation has committed (the previous
 * page stays on screen under the new address); so each list must be exactly the namespaces its
 * page's modules declare, following static imports (a component imported with `import()` waits
 * under its own Suspense).
 */
const ROUTER = path.join(SRC, 'app/router.tsx');

const namespacesIn = (code: string): string[] =>
  [...code.matchAll(/useTranslation\(([^)]*)\)/g)].flatMap(([, args]) =>
    [...(args ?? '').matchAll(/'([\w-]+)'/g)].map(([, name]) => name ?? ''),
  );

const staticImports = (code: string): string[] =>
  [...code.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gms)].map(
    ([, spec]) => spec ?? '',
  );

/** The namespaces the modules reachable from `entry` by static imports declare, beyond ALWAYS_LOADED. */
export function pageTexts(entry: string): string[] {
  const seen = new Set<string>();
  const found = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const name of namespacesIn(code)) found.add(name);
    for (const spec of staticImports(code)) visit(path.resolve(path.dirname(file), spec));
  };
  visit(entry);
  return [...found].filter((name) => !ALWAYS_LOADED.includes(name)).sort();
}

const list = (text: string): string[] =>
  [...text.matchAll(/'([\w-]+)'/g)].map(([, name]) => name ?? '').sort();

function declaredLists(): { page: string; listed: string[] }[] {
  const source = readFileSync(ROUTER, 'utf8');
  const pages = [...source.matchAll(/\(\) => import\('([^']+)'\),\s*\(m\) => m\.\w+,\s*\[([^\]]*)\]/g)].map(
    ([, file, texts]) => ({ page: file ?? '', listed: list(texts ?? '') }),
  );
  const home = /HOME_TEXTS: readonly string\[\] = \[([^\]]*)\]/.exec(source);
  return [{ page: './routes/HomeRoute.tsx', listed: list(home?.[1] ?? '') }, ...pages];
}

describe("a page's texts", () => {
  it('are listed in the router for every lazily loaded page', () => {
    const source = readFileSync(ROUTER, 'utf8');
    const lazyPages = source.match(/\(\) => import\(/g)?.length ?? 0;
    expect(declaredLists()).toHaveLength(lazyPages + 1);
  });

  it('are exactly what the page and the modules it imports declare', () => {
    const wrong = declaredLists()
      .map(({ page, listed }) => ({
        page,
        listed,
        needed: pageTexts(path.resolve(path.dirname(ROUTER), page)),
      }))
      .filter(({ listed, needed }) => listed.join() !== needed.join());
    expect(wrong).toEqual([]);
  });

  it('follow imports through other modules', () => {
    const needed = pageTexts(path.join(SRC, 'app/routes/AuctionsRoute.tsx'));
    // AuctionsRoute → AuctionsPage → AuctionFilters (auctions); the saved-search control (alerts).
    expect(needed).toContain('auctions');
    expect(needed).toContain('alerts');
    expect(needed).not.toContain('admin');
  });
});
