import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { ISOLATED_FILES, webTestOptions } from './vitest.config.ts';

/** The web tests that replace a module (vitest.config.ts): each file in a module graph of its own. */
export default defineProject({
  plugins: [react()],
  test: { ...webTestOptions, name: 'web-isolated', include: ISOLATED_FILES },
});
