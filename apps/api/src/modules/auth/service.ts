import {
  type Locale,
  type LoginData,
  MESSAGES,
  PASSWORD_RESET_TTL_MS,
  passwordResetMailText,
  pathFor,
  type RegisterData,
  SESSION_TTL_MS,
} from '@mariner/contracts';
import type { Database, Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import { enqueueMail } from '../../plugins/mail/outbox.ts';
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

export const emailTaken = () =>
  new AppError('CONFLICT', MESSAGES.emailAlreadyRegistered, { email: MESSAGES.emailAlreadyRegistered });

export const isUniqueViolation = (error: unknown): boolean => {
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
        companyDescriptionFr: data.companyDescriptionFr,
        companyContactName: data.companyContactName,
        companyContactEmail: data.companyContactEmail,
        companyContactPhone: data.companyContactPhone,
        language: data.language ?? null,
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

// --- Password recovery and change (decision 7, decision 9) ---

/** Forgot-password requests count against the login limiter under their own e-mail key. */
const resetLimiterKey = (email: string) => `reset:${email.toLowerCase()}`;
const passwordChangeLimiterKey = (userId: string) => `password-change:${userId}`;

export interface PasswordDeps extends AuthDeps {
  limiter: LoginLimiter;
  publicUrl: string;
}

/** Issue 16: the page of the mail's language (/fr/reinitialiser-mot-de-passe in French). */
export const resetLink = (publicUrl: string, token: string, locale: Locale = 'en'): string =>
  `${publicUrl}${pathFor('resetPassword', locale)}?token=${encodeURIComponent(token)}`;

function resetMail(to: string, locale: Locale, firstName: string, link: string) {
  const minutes = Math.round(PASSWORD_RESET_TTL_MS / 60_000);
  return { to, ...passwordResetMailText(locale, { firstName, minutes, link }) };
}

/**
 * Always resolves the same way whether or not the e-mail is registered; for an unknown e-mail the same
 * token and hash work is done so the timing tells nothing either. Only the hash of the token is stored.
 */
export async function requestPasswordReset(
  { db, pepper, limiter, publicUrl }: PasswordDeps,
  email: string,
  client: ClientInfo,
  /** The language of the request: the mail's, unless the account has chosen one. */
  requestLanguage: Locale = 'en',
  now = new Date(),
): Promise<void> {
  if (await limiter.isBlocked(client.ip, resetLimiterKey(email))) {
    throw new AppError('RATE_LIMITED', MESSAGES.tooManyPasswordResets);
  }
  await limiter.recordFailure(client.ip, resetLimiterKey(email));
  const user = await queries.findUserByEmail(db, email);
  const token = newSessionToken();
  const tokenHash = hashSessionToken(token, pepper);
  if (!user) return;
  await db.transaction(async (tx) => {
    await queries.invalidateResetTokensOf(tx, user.id, now);
    await queries.insertPasswordResetToken(tx, {
      userId: user.id,
      tokenHash,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
    });
    const locale = user.language ?? requestLanguage;
    await enqueueMail(tx, resetMail(user.email, locale, user.firstName, resetLink(publicUrl, token, locale)));
  });
}

/** Spends the token, sets the new argon2id hash and revokes every session of the user. */
export async function resetPassword(
  { db, pepper }: AuthDeps,
  token: string,
  password: string,
  now = new Date(),
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    const userId = await queries.consumePasswordResetToken(tx, hashSessionToken(token, pepper), now);
    if (!userId) return false;
    await queries.setPasswordHash(tx, userId, passwordHash);
    await queries.deleteSessionsOfUser(tx, userId);
    return true;
  });
  if (!done) throw new AppError('BAD_REQUEST', MESSAGES.passwordResetInvalid);
}

/**
 * Checks the current password, sets the new one and revokes every other session of the user; the
 * session making the change stays signed in.
 */
export async function changePassword(
  { db, pepper, limiter }: AuthDeps & { limiter: LoginLimiter },
  user: UserRow,
  currentToken: string | null,
  data: { currentPassword: string; newPassword: string },
  client: ClientInfo,
): Promise<void> {
  const key = passwordChangeLimiterKey(user.id);
  if (await limiter.isBlocked(client.ip, key))
    throw new AppError('RATE_LIMITED', MESSAGES.tooManyLoginAttempts);
  if (!(await verifyPassword(user.passwordHash, data.currentPassword))) {
    await limiter.recordFailure(client.ip, key);
    throw new AppError('VALIDATION_ERROR', MESSAGES.currentPasswordIncorrect, {
      currentPassword: MESSAGES.currentPasswordIncorrect,
    });
  }
  const passwordHash = await hashPassword(data.newPassword);
  await db.transaction(async (tx) => {
    await queries.setPasswordHash(tx, user.id, passwordHash);
    await queries.deleteSessionsOfUser(
      tx,
      user.id,
      currentToken ? hashSessionToken(currentToken, pepper) : undefined,
    );
    await queries.invalidateResetTokensOf(tx, user.id, new Date());
  });
}

/**
 * Decision 9: a role change, a password set by an admin and an account deletion sign the user out
 * everywhere. `keepToken` spares the caller's own session when they change their own account.
 */
export async function revokeUserSessions(
  db: Executor,
  pepper: string | undefined,
  userId: string,
  keepToken?: string | null,
): Promise<void> {
  await queries.deleteSessionsOfUser(db, userId, keepToken ? hashSessionToken(keepToken, pepper) : undefined);
}
