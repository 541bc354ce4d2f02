import { defineProject } from 'vitest/config';
import { apiTestOptions, ISOLATED_FILES } from './vitest.config.ts';

/** The API tests that replace a module (vitest.config.ts): each file in a module graph of its own. */
export default defineProject({
  test: { ...apiTestOptions, name: 'api-isolated', include: ISOLATED_FILES, isolate: true },
});
