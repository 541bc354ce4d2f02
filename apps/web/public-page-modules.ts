/**
 * Issue 26: the route modules of the public pages (contracts PUBLIC_ROUTES, the pages
 * e2e/support/public-pages.json lists), by file under src/: the pages the first-load goal (≤ 150 KB
 * gzip) is counted on, which vite.config.ts groups the shared chunks by (`publicPagesChunk`).
 * src/app/public-page-modules.test.ts checks it against the router's table, so a public page whose
 * module moves or is added cannot be left out.
 */
export const PUBLIC_PAGE_MODULES: readonly string[] = [
  'app/routes/HomeRoute.tsx',
  'app/routes/AuctionsRoute.tsx',
  'app/routes/AuctionDetailRoute.tsx',
  'app/routes/CalendarRoute.tsx',
  'features/directory/pages/AuctioneersDirectoryPage.tsx',
  'features/directory/pages/ServicesDirectoryPage.tsx',
  'app/routes/DirectoryProfileRoute.tsx',
  'app/routes/AdvertiseRoute.tsx',
  'features/pricing/pages/PricingPage.tsx',
  'features/static-pages/pages/AboutPage.tsx',
  'app/routes/TermsRoute.tsx',
  'features/static-pages/pages/PrivacyPage.tsx',
  'features/auth/pages/LoginPage.tsx',
  'features/auth/pages/RegisterPage.tsx',
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A module id (an absolute path, either separator) that is one of PUBLIC_PAGE_MODULES. */
export const PUBLIC_PAGE = new RegExp(
  `src[\\\\/](${PUBLIC_PAGE_MODULES.map((file) => file.split('/').map(escaped).join('[\\\\/]')).join('|')})$`,
);
