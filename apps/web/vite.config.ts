import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext, OutputBundle } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { PUBLIC_PAGE } from './public-page-modules.ts';

/**
 * React Router publishes its production build (no dev warnings, smaller) but names no export
 * condition for it: every bundler and Node pick the development build. Point builds at it; the
 * server's render bundles it for the same reason (`ssrBuild` below).
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The API's dev server (`npm run dev` starts it on the default PORT; API_ORIGIN points elsewhere). */
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';

/**
 * The server's render (`vite build --ssr`, apps/web/dist-server): every library bundled in, with
 * `process.env.NODE_ENV` fixed at build (issue 26). React, React DOM and their neighbours pick their
 * build from NODE_ENV when they load; left to Node, they read it at run time, so a start that sets
 * nothing (`npm start`) rendered every page with React's development build, about ten times slower,
 * unless the API set the variable before loading the render. Bundled, the render is the production
 * build whatever the environment says, and one copy of React serves every library that uses it.
 * Vite builds (and the tests) of the browser's side are unchanged.
 */
const ssrBuild = {
  ssr: { noExternal: true as const },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
};

/**
 * Modules that only re-export (lucide-react's index, the contracts' entries): a page importing one
 * name from them does not load every module behind them, so a walk up the importers passes them
 * only towards the importers that name one of the module's exports.
 */
const BARREL =
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$|packages[\\/]contracts[\\/]src[\\/](index|zod-free)\.ts$/;

/**
 * Issue 26: the chunk of a module the public pages share, named by the set of public pages whose
 * route module imports it (directly or through other static imports); null (the default
 * splitting) for the pages themselves, for a module no public page loads so, and for one importing
 * zod. The default splitting made one chunk per set of *every* entry using a module, signed-in
 * pages and lazy components included, so the auction list fetched 49 scripts of 0.2–2 KB each
 * gzipped alone. Grouped by public pages only, a public page still fetches the modules it uses (at
 * most an icon more, whose name its code happens to hold) in fewer files (the list 27); a signed-in
 * page may fetch a little it does not use. A page added to the public ones belongs in
 * public-page-modules.ts (its test fails otherwise).
 */
const publicPagesChunk = (id: string, ctx: ChunkingContext): string | null => {
  if (id.startsWith('\0') || PUBLIC_PAGE.test(id) || BARREL.test(id)) return null;
  // A schema module stays where the default splitting puts it (issue 26: no zod on a public page).
  if (ctx.getModuleInfo(id)?.importedIds.some((imported) => /[\\/]zod(\.ts$|[\\/])/.test(imported)))
    return null;
  const pageName = (page: string) => page.replace(/^.*[\\/]/, '').replace(/\.tsx$/, '');
  // lucide-react's icons export only `default`, re-exported under the icon's name.
  const icon = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([a-z0-9-]+)\.mjs$/.exec(id)?.[1];
  const exported = icon
    ? [icon.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase())]
    : (ctx.getModuleInfo(id)?.exports ?? []).filter(
        (name) => /^[A-Za-z_][\w]*$/.test(name) && name !== 'default',
      );
  const names = exported.length ? new RegExp(`\\b(${exported.join('|')})(Icon)?\\b`) : null;
  const pages = new Set<string>();
  const seen = new Set<string>([id]);
  // Each step: a module, and whether it was reached through a barrel (then only the importers
  // naming one of `id`'s exports count).
  const stack: [string, boolean][] = [[id, false]];
  for (let step = stack.pop(); step !== undefined; step = stack.pop()) {
    const [current, throughBarrel] = step;
    for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
      if (seen.has(importer)) continue;
      const barrel = BARREL.test(importer);
      if (throughBarrel && !barrel && names && !names.test(ctx.getModuleInfo(importer)?.code ?? '')) continue;
      seen.add(importer);
      if (PUBLIC_PAGE.test(importer)) pages.add(pageName(importer));
      else stack.push([importer, barrel]);
    }
  }
  if (pages.size === 0) return null;
  const sorted = [...pages].sort();
  return sorted.length <= 2
    ? sorted.join('-')
    : `pages-${createHash('sha256').update(sorted.join(',')).digest('hex').slice(0, 8)}`;
};

/**
 * Issue 26: a dynamic import's list of chunks to preload with it (`__vite__mapDeps`, the file names
 * written into the importing chunk) leaves out the chunks the importing one imports statically,
 * directly or not: the browser evaluated those before the importing chunk ran, so preloading them
 * again did nothing, and their names (hashes that do not compress) weighed on each page's first
 * load (about 0.2 KB gzip of the auction page's own chunk). The bundle is kept (`keepBundle`) for
 * `resolveDependencies`, which Vite calls while it writes those lists.
 */
let builtBundle: OutputBundle | undefined;
const keepBundle: Plugin = {
  name: 'mariner:keep-bundle',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_options, bundle) {
      builtBundle = bundle;
    },
  },
};
const loadedWith = (host: string): Set<string> => {
  const loaded = new Set<string>();
  const stack = [host];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    const chunk = builtBundle?.[file];
    if (chunk?.type !== 'chunk') continue;
    for (const imported of chunk.imports) {
      if (loaded.has(imported)) continue;
      loaded.add(imported);
      stack.push(imported);
    }
  }
  return loaded;
};
const notYetLoaded = (_file: string, deps: string[], { hostId }: { hostId: string }): string[] => {
  const loaded = loadedWith(hostId);
  return deps.filter((dep) => !loaded.has(dep));
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), keepBundle],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  ...(command === 'build' && isSsrBuild ? ssrBuild : { ssr: { noExternal: ['react-router'] } }),
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/uploads': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bench reads which chunks each public page loads from it (bench/first-load-js.mjs).
    manifest: true,
    // The server's CSP allows only same-origin scripts (script-src 'self'), so nothing is inlined.
    assetsInlineLimit: 0,
    // Every browser the site serves preloads modules itself (Chromium 66, Firefox 115, Safari 17);
    // one without would only fetch the app's chunks a little later, not fail. Vite's polyfill was
    // 0.4 KB gzip of every page's first load (issue 26).
    modulePreload: { polyfill: false, resolveDependencies: notYetLoaded },
    rolldownOptions: {
      output: {
        // React changes less often than the app: its own chunk stays cached across releases. Other
        // libraries go with the pages that use them (issue 14: Stripe, forms and the admin never
        // load on a public page), so there is no catch-all vendor chunk.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
            // Only forms and development builds use zod (issue 26: the browser does not parse answers
            // in production); the forms' route chunks share this one rather than each carrying it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
            // The browser's stages (src/main.tsx); the server's render bundle is split as before.
            ...(isSsrBuild
              ? []
              : [
                  // Vite's preload helper, which src/main.tsx's stages use: in the app's chunk (the router
                  // uses it too), it made the entry import that chunk, so the whole app was evaluated
                  // before the first paint instead of in the last stage.
                  { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 30 },
                  // Issue 26: the app's shell (boot.tsx and every module it imports: the router table, the
                  // layout, TanStack Query, the API client, the contracts' constants) in
                  // one file. Left to the default splitting, the modules it shares with page chunks came
                  // as 23 files of 0.1–5 KB, each gzipped alone (about 8 KB more on every page than
                  // together) and each a request of its own.
                  {
                    name: 'app',
                    test: /src[\\/]app[\\/]boot\.tsx$/,
                    priority: 10,
                  },
                  // Issue 26: what the public pages share, one chunk per set of public pages using it.
                  { name: publicPagesChunk, priority: 5, includeDependenciesRecursively: false },
                ]),
          ],
        },
      },
    },
  },
}));
