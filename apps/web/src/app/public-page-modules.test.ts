// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PUBLIC_ROUTES, type RouteId } from '@mariner/contracts';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE, PUBLIC_PAGE_MODULES } from '../../public-page-modules.ts';
import { SRC } from '../test/source-files.ts';

const ROUTER = readFileSync(path.join(SRC, 'app/router.tsx'), 'utf8');

/**
 * The module the router loads for each route it names by id (`path: at('auctions'), lazy: page(() =>
 * import('./routes/AuctionsRoute.tsx')`), and the home page's (`const home = { lazy: page(…) }`),
 * as files under src/.
 */
function routerModules(): Map<RouteId | 'home', string> {
  const fromRouter = (spec: string) =>
    path
      .relative(SRC, path.resolve(path.join(SRC, 'app'), spec))
      .split(path.sep)
      .join('/');
  const modules = new Map<RouteId | 'home', string>();
  for (const [, id, spec] of ROUTER.matchAll(
    /path:\s*at\('(\w+)'\),\s*lazy:\s*page\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g,
  ))
    if (id && spec) modules.set(id as RouteId, fromRouter(spec));
  const home = /const home = \{\s*lazy:\s*page\(\s*\(\)\s*=>\s*import\('([^']+)'\)/.exec(ROUTER)?.[1];
  if (home) modules.set('home', fromRouter(home));
  return modules;
}

/**
 * Issue 26: vite.config.ts chunks what the public pages share by the public pages' route modules
 * (PUBLIC_PAGE): a public page's module missing from the list would have its shared modules split
 * as a signed-in page's, many small files more on its first load, with nothing failing.
 */
describe('the public pages’ route modules (public-page-modules.ts)', () => {
  const modules = routerModules();

  it('are read from the router for every public route', () => {
    expect(PUBLIC_ROUTES.filter((route) => !modules.has(route))).toEqual([]);
  });

  it('are the modules the router loads for the public routes, no more, no fewer', () => {
    const routed = PUBLIC_ROUTES.map((route) => modules.get(route));
    expect([...PUBLIC_PAGE_MODULES].sort()).toEqual([...routed].sort());
  });

  it('match PUBLIC_PAGE by their built id, with either separator, and no other page does', () => {
    for (const file of PUBLIC_PAGE_MODULES) {
      expect(PUBLIC_PAGE.test(path.join(SRC, file)), file).toBe(true);
      expect(PUBLIC_PAGE.test(`C:\\mariner\\apps\\web\\src\\${file.replaceAll('/', '\\')}`), file).toBe(true);
    }
    const others = [...modules.entries()].filter(([route]) => !PUBLIC_ROUTES.includes(route as RouteId));
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter(([, file]) => PUBLIC_PAGE.test(path.join(SRC, file)))).toEqual([]);
    expect(PUBLIC_PAGE.test(path.join(SRC, 'app/routes/HomeRoute.test.tsx'))).toBe(false);
  });
});
