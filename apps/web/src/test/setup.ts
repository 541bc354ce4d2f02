import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';
import { i18n } from '../app/i18n.ts';
import { addEveryText } from '../app/i18n-bundled.ts';

addEveryText(i18n);

// A test that makes React (or anything else) call console.error fails: such calls hide real bugs
// (act warnings, bad props, unhandled render errors) behind a green run.
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  const original = console.error;
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    original(...args);
  });
});

afterEach(() => {
  cleanup();
  const calls = consoleError.mock.calls;
  vi.restoreAllMocks();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called ${calls.length} time(s); the first call: ${String(calls[0]?.[0])}`,
    );
  }
});
