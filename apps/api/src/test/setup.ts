import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';

// A test that makes something log console.error fails (epic-stack habit): errors must not go unseen.
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  expect(calls, 'console.error was called').toEqual([]);
});
