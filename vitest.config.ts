import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the machine's cores: on CI's two cores that is one,
    // and the whole unit suite ran file after file (11 min, summed test time ≈ wall time). The main
    // process only collects results, so both cores run test files.
    maxWorkers: 2,
    projects: [
      'packages/contracts',
      'apps/api',
      'apps/api/vitest.isolated.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
    ],
  },
});
