import { type LoginData, MESSAGES, type RegisterData, SESSION_TTL_MS } from '@mariner/contracts';
import type { Database, Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import type { LoginLimiter } from '../../plugins/rate-limit.ts';
import * as queries from './queries.ts';
import { getDummyHash, hashPassword, hashSessionToken, newSessionToken, verifyPassword } from './tokens.ts';

export interface ClientInfo {
  ip: string;
  userAgent?: string | undefined;
}

export interface IssuedSession {
  token: string;
  maxAgeMs: number;
}

export interface AuthDeps {
  db: Database;
  pepper: string | undefined;
}

export async function createSession(
  db: Executor,
  pepper: string | undefined,
  userId: string,
  options: { rememberMe?: boolean; client?: ClientInfo } = {},
): Promise<IssuedSession> {
  const token = newSessionToken();
  const maxAgeMs = options.rememberMe ? SESSION_TTL_MS.rememberMe : SESSION_TTL_MS.default;
  await queries.insertSession(db, {
    userId,
    tokenHash: hashSessionToken(token, pepper),
    expiresAt: new Date(Date.now() + maxAgeMs),
    userAgent: options.client?.userAgent?.slice(0, 500) ?? null,
    ip: options.client?.ip ?? null,
  });
  return { token, maxAgeMs };
}

const emailTaken = () =>
  new AppError('CONFLICT', MESSAGES.emailAlreadyRegistered, { email: MESSAGES.emailAlreadyRegistered });

const isUniqueViolation = (error: unknown): boolean => {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate?.code === '23505' || candidate?.cause?.code === '23505';
};

/** Decision 002: every account registers as a SELLER, whatever the payload says. */
export async function registerUser(
  { db, pepper }: AuthDeps,
  data: RegisterData,
  client: ClientInfo,
): Promise<{ user: UserRow; session: IssuedSession }> {
  if (await queries.findUserByEmail(db, data.email)) throw emailTaken();
  const passwordHash = await hashPassword(data.password);
  try {
    return await db.transaction(async (tx) => {
      const user = await queries.insertUser(tx, {
        email: data.email,
        passwordHash,
        firstName: data.firstName,
        lastName: data.lastName,
        role: 'SELLER',
        advertiserType: data.advertiserType,
        companyName: data.companyName,
        companyPhone: data.companyPhone,
        companyWebsite: data.companyWebsite,
        companyAddress: data.companyAddress,
        companyDescription: data.companyDescription,
        companyContactName: data.companyContactName,
        companyContactEmail: data.companyContactEmail,
        companyContactPhone: data.companyContactPhone,
      });
      const session = await createSession(tx, pepper, user.id, { client });
      return { user, session };
    });
  } catch (error) {
    // Two registrations racing for one e-mail: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Sessions expired for a day are swept by an occasional login, so no scheduler is needed. */
const SESSION_SWEEP_PROBABILITY = 0.01;

export async function loginUser(
  { db, pepper, limiter }: AuthDeps & { limiter: LoginLimiter },
  data: LoginData,
  client: ClientInfo,
): Promise<{ user: UserRow; session: IssuedSession }> {
  if (await limiter.isBlocked(client.ip, data.email)) {
    throw new AppError('RATE_LIMITED', MESSAGES.tooManyLoginAttempts);
  }
  const user = await queries.findUserByEmail(db, data.email);
  const isValid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), data.password);
  if (!user || !isValid) {
    await limiter.recordFailure(client.ip, data.email);
    throw new AppError('UNAUTHORIZED', MESSAGES.invalidEmailOrPassword);
  }
  await limiter.clearEmail(data.email);
  if (Math.random() < SESSION_SWEEP_PROBABILITY) await queries.deleteExpiredSessions(db);
  const session = await createSession(db, pepper, user.id, { rememberMe: data.rememberMe, client });
  return { user, session };
}

export async function revokeSession({ db, pepper }: AuthDeps, token: string): Promise<void> {
  await queries.deleteSessionByHash(db, hashSessionToken(token, pepper));
}

const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** The user behind a token, or null; an expired session is deleted on sight. */
export async function authenticateToken({ db, pepper }: AuthDeps, token: string): Promise<UserRow | null> {
  const tokenHash = hashSessionToken(token, pepper);
  const found = await queries.findActiveSession(db, tokenHash);
  if (!found) {
    await queries.deleteExpiredSessionByHash(db, tokenHash);
    return null;
  }
  const lastSeen = found.session.lastSeenAt?.getTime() ?? 0;
  if (Date.now() - lastSeen > TOUCH_INTERVAL_MS) await queries.touchSession(db, found.session.id);
  return found.user;
}
