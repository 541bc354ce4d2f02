import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys run in Debian's Chromium (no browser download is possible here) against the built
 * server, started once for all journeys on a fresh, throw-away data directory.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } };

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Journeys take 10–30 s on a busy two-core machine (two browsers, the server and the build share it).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    // Recording a trace (a snapshot of the page at every action) costs each journey time on a
    // two-core machine; in CI a failure is retried once and that retry records the trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [
        'responsive.spec.ts',
        'phone-filters.spec.ts',
        'admin-pricing.spec.ts',
        'admin-categories.spec.ts',
      ],
      use: desktop,
    },
    {
      name: 'phone',
      testMatch: ['responsive.spec.ts', 'phone-filters.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false },
    },
    {
      // Changing a price is seen by every journey that reads prices, so it runs after them all.
      name: 'pricing-edit',
      testMatch: ['admin-pricing.spec.ts'],
      dependencies: ['desktop', 'phone'],
      use: desktop,
    },
    {
      // A new category shows in every list of categories (home, filters, forms), so it runs after them all.
      name: 'category-edit',
      testMatch: ['admin-categories.spec.ts'],
      dependencies: ['desktop', 'phone'],
      use: desktop,
    },
  ],
  webServer: {
    command: 'node support/serve.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
});
