import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/setup.ts'],
    pool: 'forks',
    // Every file builds its own app on its own database, so files need no fresh module graph: kept per
    // worker, the app's modules (fastify, drizzle, the AWS SDK, sharp…) are loaded once, not once a file:
    // summed import time went from 484 s to 24 s (issue 26 item 9). Module-level state must therefore
    // not carry one file's data into another (tokens.test.ts shows how to load a module afresh).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
