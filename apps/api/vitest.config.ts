import { defineProject } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';

/**
 * The API tests that replace a module with vi.mock. With `isolate: false` below such a module may
 * already be loaded, unreplaced, by an earlier file in the worker, so these run in the api-isolated
 * project (vitest.isolated.config.ts), each file in a module graph of its own.
 */
export const ISOLATED_FILES = ['src/modules/lots/import-photos.test.ts'];

export const apiTestOptions: InlineConfig = {
  environment: 'node',
  globalSetup: ['./src/test/global-setup.ts'],
  setupFiles: ['./src/test/setup.ts'],
  pool: 'forks',
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineProject({
  test: {
    ...apiTestOptions,
    name: 'api',
    include: ['src/**/*.test.ts'],
    exclude: ISOLATED_FILES,
    // Every file builds its own app on its own database, so files need no fresh module graph: kept per
    // worker, the app's modules (fastify, drizzle, the AWS SDK, sharp…) are loaded once, not once a file:
    // summed import time went from 484 s to 24 s (issue 26 item 9). Module-level state must therefore
    // not carry one file's data into another (tokens.test.ts shows how to load a module afresh).
    isolate: false,
  },
});
