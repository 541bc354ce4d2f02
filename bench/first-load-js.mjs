// Issue 14: the JavaScript a public page makes a browser download before it is interactive, read
// from the build's manifest (apps/web/dist/.vite/manifest.json): the entry chunk, the page's own
// route chunk, the texts it reads (the namespaces its server render names, loaded before it
// hydrates) and every chunk they import statically, gzipped as the server sends them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const GOAL_KB = 120;

/** Each public route and the module its route loads (apps/web/src/app/router.tsx); `/` is the entry's. */
const PUBLIC_ROUTES = {
  '/': null,
  '/auctions': 'src/app/routes/AuctionsRoute.tsx',
  '/auctions/{id}': 'src/app/routes/AuctionDetailRoute.tsx',
  '/calendar': 'src/features/calendar/pages/CalendarPage.tsx',
  '/directory/auctioneers': 'src/features/directory/pages/AuctioneersDirectoryPage.tsx',
  '/directory/services': 'src/features/directory/pages/ServicesDirectoryPage.tsx',
  '/directory/{id}': 'src/app/routes/DirectoryProfileRoute.tsx',
  '/advertise': 'src/app/routes/AdvertiseRoute.tsx',
  '/pricing': 'src/features/pricing/pages/PricingPage.tsx',
  '/about': 'src/features/static-pages/pages/AboutPage.tsx',
  '/terms': 'src/app/routes/TermsRoute.tsx',
  '/privacy': 'src/features/static-pages/pages/PrivacyPage.tsx',
  '/login': 'src/features/auth/pages/LoginPage.tsx',
  '/register': 'src/features/auth/pages/RegisterPage.tsx',
};

/** `namespaces`: route → the namespaces its server-rendered page names (read by run.mjs). */
export function firstLoadJs(webDist, namespaces = {}) {
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`no build manifest at ${manifestFile}; run npm run build`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const gzipBytes = new Map();
  const sizeOf = (file) => {
    if (!gzipBytes.has(file))
      gzipBytes.set(file, gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length);
    return gzipBytes.get(file);
  };
  const collect = (key, files) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, files);
    return files;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  return Object.entries(PUBLIC_ROUTES).map(([route, module]) => {
    const files = collect(entryKey, new Set());
    // The entry is a few lines that load the app once the page is painted (src/main.tsx): the
    // app it loads is first-load JavaScript all the same.
    for (const loaded of manifest[entryKey].dynamicImports ?? []) collect(loaded, files);
    if (module) collect(module, files);
    for (const namespace of namespaces[route] ?? []) {
      const key = `src/locales/en/${namespace}.json`;
      if (manifest[key]) collect(key, files);
    }
    const bytes = [...files]
      .filter((file) => file.endsWith('.js'))
      .reduce((sum, file) => sum + sizeOf(file), 0);
    return { route, kb: bytes / 1024, chunks: files.size };
  });
}

/** A public route's address with real ids, to read which texts its page names. */
export const PUBLIC_ROUTE_NAMES = Object.keys(PUBLIC_ROUTES);

export function printFirstLoadJs(webDist, namespaces = {}) {
  console.log('\nFirst-load JavaScript per public route (gzip, from the build manifest):');
  console.table(
    firstLoadJs(webDist, namespaces).map((row) => ({
      route: row.route,
      'KB gzip': Number(row.kb.toFixed(1)),
      chunks: row.chunks,
      goal: `≤ ${GOAL_KB} KB ${row.kb <= GOAL_KB ? 'met' : 'MISSED'}`,
    })),
  );
}
