import { describe, expect, it, vi } from 'vitest';

// Without isolation a worker keeps tokens.ts, bound to the argon2 mock of the file that first loaded
// it; loaded afresh here, it shares this file's mock, whose calls the test reads.
vi.resetModules();
const { hash } = await import('@node-rs/argon2');
const { getDummyHash, hashPassword, verifyPassword } = await import('./tokens.ts');

/** The `$argon2id$v=19$m=…,t=…,p=…$` part of a hash: its algorithm and cost. */
const parametersOf = (passwordHash: string) => passwordHash.split('$').slice(0, 4).join('$');

// API tests run argon2 at the smallest cost (test/setup.ts); these check what production asks for.
describe('password hashes', () => {
  it("are argon2id with OWASP's baseline: 19 MiB, 2 passes, 1 lane", async () => {
    const passwordHash = await hashPassword('correct-horse-battery');
    const asked = vi.mocked(hash).mock.lastCall;
    expect(asked).toEqual([
      'correct-horse-battery',
      { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
    ]);
    expect(await verifyPassword(passwordHash, 'correct-horse-battery')).toBe(true);

    // What the real module makes of those parameters, and that such a hash verifies.
    const argon2 = await vi.importActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
    const real = await argon2.hash('correct-horse-battery', asked?.[1]);
    expect(parametersOf(real)).toBe('$argon2id$v=19$m=19456,t=2,p=1');
    expect(await verifyPassword(real, 'correct-horse-battery')).toBe(true);
    expect(await verifyPassword(real, 'wrong-horse-battery')).toBe(false);
  });

  it('check an unknown e-mail against a hash as costly as a real one', async () => {
    expect(parametersOf(await getDummyHash())).toBe(parametersOf(await hashPassword('any password')));
  });
});
