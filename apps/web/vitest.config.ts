import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/**
 * Test files that replace a module (`vi.mock`) need a module graph of their own: in a shared one the
 * module may already be loaded, unreplaced, by an earlier file (web-isolated runs them so). A source
 * test (src/test/isolated-files.test.ts) keeps this list equal to the files that call vi.mock.
 */
export const ISOLATED_FILES = [
  'src/entry-server.test.tsx',
  'src/one-render.test.tsx',
  'src/app/page-error.test.tsx',
  'src/components/charts/ChartCanvas.test.tsx',
  'src/features/auctions/components/AuctionPlaceAndSeller.test.tsx',
  'src/features/banners/pages/CreateBannerPage.test.tsx',
  'src/features/payments/pages/CheckoutPage.stripe.test.tsx',
  'src/features/users/components/PaymentMethodsSection.stripe.test.tsx',
];

export const webTestOptions = {
  environment: 'jsdom' as const,
  setupFiles: ['./src/test/setup.ts'],
  // A bound, not a goal: a busy machine must not fail a test that is only slow (speed lives in bench/).
  testTimeout: 30_000,
};

export default defineProject({
  plugins: [react()],
  test: {
    ...webTestOptions,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: ISOLATED_FILES,
    // Issue 26 item 9: one jsdom and one module graph per worker, not one per file. Loading React,
    // the router, i18next and jsdom again for each of 70 files was most of this project's time
    // (environment 109 s, import 56 s and setup 54 s of a 419 s run; 208 s without). Files must
    // therefore leave no module or global state behind (setup.ts restores spies and the DOM).
    isolate: false,
  },
});
