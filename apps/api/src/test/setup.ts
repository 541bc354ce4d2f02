import { afterEach, beforeEach, expect, type MockInstance, vi } from 'vitest';

// Production hashes passwords with OWASP's argon2id baseline (19 MiB, 2 passes: ~40 ms of a core, three
// times that on a busy CI machine), and tests create a user, register or sign in by the thousand. Here
// the same algorithm runs with the smallest memory and one pass. modules/auth/tokens.test.ts checks
// what the app asks for and what the real module makes of it. Verifying reads the parameters from the
// stored hash, so a test hash verifies as cheaply.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...argon2,
    hash: vi.fn((password: string | Uint8Array, options?: import('@node-rs/argon2').Options) =>
      argon2.hash(password, { ...options, memoryCost: 64, timeCost: 1 }),
    ),
  };
});

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
