// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SRC } from '../test/source-files.ts';
import { ALWAYS_LOADED } from './i18n.ts';

/**
 * Each page's module lists the texts it shows (`export const texts`, app/route-module.ts), which
 * its route loads before the navigation commits. A list missing a namespace lets that page suspend
 * after its navigation has committed (the previous page stays on screen under the new address),
 * and the server names the list to the browser to load before hydrating; so each list must be
 * exactly the namespaces its page's modules declare, following static imports (a component
 * imported with `import()` waits under its own Suspense).
 */
const ROUTER = path.join(SRC, 'app/router.tsx');

/** Declared (`useTranslation('auctions')`) or named in a key (`t('checkout:payNow')`). */
const namespacesIn = (code: string): string[] => [
  ...[...code.matchAll(/useTranslation\(([^)]*)\)/g)].flatMap(([, args]) =>
    [...(args ?? '').matchAll(/'([\w-]+)'/g)].map(([, name]) => name ?? ''),
  ),
  ...[...code.matchAll(/\bt\(\s*['`]([\w-]+):/g)].map(([, name]) => name ?? ''),
];

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
  // A text may nest another namespace's (`$t(pricing:perMonth)` in advertise.json): that one is read too.
  const pending = [...found];
  while (pending.length) {
    const file = path.join(SRC, 'locales/en', `${pending.pop()}.json`);
    if (!existsSync(file)) continue;
    for (const [, nested] of readFileSync(file, 'utf8').matchAll(/\$t\(([\w-]+):/g)) {
      if (nested && !found.has(nested)) {
        found.add(nested);
        pending.push(nested);
      }
    }
  }
  return [...found].filter((name) => !ALWAYS_LOADED.includes(name)).sort();
}

const list = (text: string): string[] =>
  [...text.matchAll(/'([\w-]+)'/g)].map(([, name]) => name ?? '').sort();

/** The page modules the router loads (each lazily). */
function pageModules(): string[] {
  const source = readFileSync(ROUTER, 'utf8');
  const lazy = [...source.matchAll(/\(\) => import\('([^']+)'\)/g)].map(([, file]) => file ?? '');
  return [...new Set(lazy)].map((file) => path.resolve(path.dirname(ROUTER), file));
}

function declaredLists(): { page: string; listed: string[] | null }[] {
  return pageModules().map((page) => {
    const declared = /export const texts: readonly string\[\] = \[([^\]]*)\]/.exec(
      readFileSync(page, 'utf8'),
    );
    return { page: path.relative(SRC, page), listed: declared ? list(declared[1] ?? '') : null };
  });
}

describe("a page's texts", () => {
  it('are listed by every page module the router loads', () => {
    const modules = declaredLists();
    expect(modules.length).toBeGreaterThan(30);
    expect(modules.filter(({ listed }) => listed === null)).toEqual([]);
  });

  it('are exactly what the page and the modules it imports declare', () => {
    const wrong = declaredLists()
      .map(({ page, listed }) => ({
        page,
        listed,
        needed: pageTexts(path.join(SRC, page)),
      }))
      .filter(({ listed, needed }) => listed?.join() !== needed.join());
    expect(wrong).toEqual([]);
  });

  it('follow texts nested from another namespace', () => {
    // advertise.json shows prices with pricing.json's units: `$t(pricing:perMonth)`.
    expect(pageTexts(path.join(SRC, 'app/routes/AdvertiseRoute.tsx'))).toContain('pricing');
  });

  it('follow imports through other modules', () => {
    const needed = pageTexts(path.join(SRC, 'app/routes/AuctionsRoute.tsx'));
    // AuctionsRoute → AuctionsPage (auctions); the signed-in saved-search form (alerts) and the cards
    // (cards) are imported with import(), so they wait for their texts under their own Suspense.
    expect(needed).toContain('auctions');
    expect(needed).not.toContain('alerts');
    expect(needed).not.toContain('cards');
    expect(needed).not.toContain('admin');
  });
});
