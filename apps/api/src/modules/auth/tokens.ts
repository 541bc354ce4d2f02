import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Decision 001: 32 random bytes, base64url; only a (peppered) SHA-256 of it is ever stored. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string, pepper?: string): string =>
  createHash('sha256')
    .update(pepper ? `${pepper}:${token}` : token)
    .digest('hex');

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. Algorithm 2 is Argon2id. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Checking an unknown e-mail against a real hash keeps its timing like a wrong password's. */
export const getDummyHash = (): Promise<string> => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};
