import {
  type Locale,
  type LoginData,
  MESSAGES,
  PASSWORD_RESET_TTL_MS,
  passwordResetMailText,
  pathFor,
  type RegisterData,
  registrationAttemptMailText,
  SESSION_TTL_MS,
  type UpgradeAccountData,
} from '@mariner/contracts';
import type { Database, Executor } from '../../db/client.ts';
import type { NewUserRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import { enqueueMail } from '../../plugins/mail/outbox.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
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

export type Registration =
  | { kind: 'created'; user: UserRow; session: IssuedSession }
  /** Issue 25: the address has an account; the caller is not told, its owner is mailed. */
  | { kind: 'taken'; owner: UserRow };

/**
 * The row a registration makes (decision 015, amending 002): a BUYER is a `USER` with no company; an
 * AUCTIONEER or SERVICE_PROVIDER, and any request without `accountType` (the spec's), a SELLER.
 * Nobody chooses a role by name, so a `role` in the payload still changes nothing.
 */
function newAccountOf(data: RegisterData, passwordHash: string): NewUserRow {
  const common = {
    email: data.email,
    passwordHash,
    firstName: data.firstName,
    lastName: data.lastName,
    province: data.province ?? null,
    town: data.town ?? null,
    language: data.language ?? null,
  };
  if (data.accountType === 'BUYER') return { ...common, role: 'USER' };
  return { ...common, ...sellerFieldsOf(data) };
}

/**
 * What makes an account a seller's, at registration and at a buyer's upgrade alike: the role, the
 * advertiser type (an auctioneer's is fixed) and the company fields.
 */
export function sellerFieldsOf(
  data: Omit<UpgradeAccountData, 'accountType'> & { accountType?: RegisterData['accountType'] },
) {
  return {
    role: 'SELLER' as const,
    advertiserType: data.accountType === 'AUCTIONEER' ? ('AUCTIONEER' as const) : data.advertiserType,
    companyName: data.companyName,
    companyPhone: data.companyPhone,
    companyWebsite: data.companyWebsite,
    companyAddress: data.companyAddress,
    companyDescription: data.companyDescription,
    companyDescriptionFr: data.companyDescriptionFr,
    companyContactName: data.companyContactName,
    companyContactEmail: data.companyContactEmail,
    companyContactPhone: data.companyContactPhone,
  };
}

/**
 * The password is hashed before the address is looked up, so a taken address costs the same as a
 * new one (decision 013). A new account's address is unconfirmed until its mailed link is opened
 * (issue 27); the caller mails that link after the answer.
 */
export async function registerUser(
  { db, pepper }: AuthDeps,
  data: RegisterData,
  client: ClientInfo,
): Promise<Registration> {
  const passwordHash = await hashPassword(data.password);
  const existing = await queries.findUserByEmail(db, data.email);
  if (existing) return { kind: 'taken', owner: existing };
  try {
    return await db.transaction(async (tx) => {
      const user = await queries.insertUser(tx, newAccountOf(data, passwordHash));
      const session = await createSession(tx, pepper, user.id, { client });
      return { kind: 'created' as const, user, session };
    });
  } catch (error) {
    // Two registrations racing for one e-mail: the unique index decides, the loser is told like any taken one.
    if (!isUniqueViolation(error)) throw error;
    const owner = await queries.findUserByEmail(db, data.email);
    if (!owner) throw error;
    return { kind: 'taken', owner };
  }
}

/** Issue 25 (decision 013): tells the owner of a taken address that someone tried to register it. */
export async function mailRegistrationAttempt(
  db: Executor,
  publicUrl: string,
  owner: UserRow,
  requestLanguage: Locale,
): Promise<void> {
  const locale = owner.language ?? requestLanguage;
  const links = {
    login: `${publicUrl}${pathFor('login', locale)}`,
    reset: `${publicUrl}${pathFor('forgotPassword', locale)}`,
  };
  await enqueueMail(db, {
    to: owner.email,
    ...registrationAttemptMailText(locale, { firstName: owner.firstName, ...links }),
  });
}

/** Sessions expired for a day are swept by an occasional login, so no scheduler is needed. */
const SESSION_SWEEP_PROBABILITY = 0.01;

/**
 * The attempt is counted before the password is checked (issue 25), so of a burst of guesses only
 * those within the budget are ever checked; a success takes its count back.
 */
export async function loginUser(
  { db, pepper, limiter }: AuthDeps & { limiter: RateLimiter },
  data: LoginData,
  client: ClientInfo,
): Promise<{ user: UserRow; session: IssuedSession }> {
  const attempt = await limiter.admitLogin(client.ip, data.email);
  if (!attempt) throw new AppError('RATE_LIMITED', MESSAGES.tooManyLoginAttempts);
  const user = await queries.findUserByEmail(db, data.email);
  const isValid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), data.password);
  if (!user || !isValid) throw new AppError('UNAUTHORIZED', MESSAGES.invalidEmailOrPassword);
  await attempt.succeeded();
  if (Math.random() < SESSION_SWEEP_PROBABILITY) await queries.deleteExpiredSessions(db);
  const session = await createSession(db, pepper, user.id, { rememberMe: data.rememberMe, client });
  return { user, session };
}

export async function revokeSession({ db, pepper }: AuthDeps, token: string): Promise<void> {
  await queries.deleteSessionByHash(db, hashSessionToken(token, pepper));
}

const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** The user behind a session token, or null. */
export type Authenticate = (token: string) => Promise<UserRow | null>;

/**
 * The user behind a token, or null; an expired session is deleted on sight. The lookup is prepared
 * once here (issue 31 item 1): the auth plugin makes one authenticator per app (`app.authenticate`).
 */
export function createAuthenticator({ db, pepper }: AuthDeps): Authenticate {
  const findActiveSession = queries.prepareActiveSessionLookup(db);
  return async (token) => {
    const tokenHash = hashSessionToken(token, pepper);
    const found = await findActiveSession(tokenHash);
    if (!found) {
      await queries.deleteExpiredSessionByHash(db, tokenHash);
      return null;
    }
    const lastSeen = found.lastSeenAt?.getTime() ?? 0;
    if (Date.now() - lastSeen > TOUCH_INTERVAL_MS) await queries.touchSession(db, found.sessionId);
    return found.user;
  };
}

// --- Password recovery and change (decision 7, decision 9) ---

export interface PasswordDeps extends AuthDeps {
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
 * Counts a forgot-password request against its own budget; the same for any e-mail, registered or
 * not. The rest (lookup, token, mail) is `sendPasswordReset`, run after the answer (issue 25).
 */
export async function admitPasswordReset(limiter: RateLimiter, email: string, client: ClientInfo) {
  if (!(await limiter.admitPasswordReset(client.ip, email))) {
    throw new AppError('RATE_LIMITED', MESSAGES.tooManyPasswordResets);
  }
}

/** Mails a reset link when the e-mail is registered; only the hash of the token is stored. */
export async function sendPasswordReset(
  { db, pepper, publicUrl }: PasswordDeps,
  email: string,
  /** The language of the request: the mail's, unless the account has chosen one. */
  requestLanguage: Locale = 'en',
  now = new Date(),
): Promise<void> {
  const user = await queries.findUserByEmail(db, email);
  if (!user) return;
  const token = newSessionToken();
  const tokenHash = hashSessionToken(token, pepper);
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
  { db, pepper, limiter }: AuthDeps & { limiter: RateLimiter },
  user: UserRow,
  currentToken: string | null,
  data: { currentPassword: string; newPassword: string },
): Promise<void> {
  // Counted before the check, like a login, so a burst of guesses gets no further than the budget.
  const attempt = await limiter.admitPasswordChange(user.id);
  if (!attempt) throw new AppError('RATE_LIMITED', MESSAGES.tooManyLoginAttempts);
  if (!(await verifyPassword(user.passwordHash ?? (await getDummyHash()), data.currentPassword))) {
    throw new AppError('VALIDATION_ERROR', MESSAGES.currentPasswordIncorrect, {
      currentPassword: MESSAGES.currentPasswordIncorrect,
    });
  }
  await attempt.succeeded();
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
