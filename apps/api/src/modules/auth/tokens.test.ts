import { describe, expect, it, vi } from 'vitest';
import { getDummyHash, hashPassword, verifyPassword } from './tokens.ts';

// Every other API test hashes with cheap parameters (test/setup.ts); this file checks the real ones.
vi.unmock('@node-rs/argon2');

describe('password hashes', () => {
  it("are argon2id with OWASP's baseline: 19 MiB, 2 passes, 1 lane", async () => {
    const hash = await hashPassword('correct-horse-battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct-horse-battery')).toBe(true);
    expect(await verifyPassword(hash, 'wrong-horse-battery')).toBe(false);
  });

  it('check an unknown e-mail against a hash as costly as a real one', async () => {
    expect(await getDummyHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
