import {
  ACCOUNT_DELETE_TTL_MS,
  accountDeleteMailText,
  confirmEmailMailText,
  EMAIL_CONFIRM_TTL_MS,
  EMAIL_LINK_TTL_MS,
  emailLinkMailText,
  type Locale,
  MESSAGES,
  pathFor,
  type RouteId,
  safeReturnPath,
} from '@mariner/contracts';
import type { Database, Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import { enqueueMail } from '../../plugins/mail/outbox.ts';
import * as queries from './queries.ts';
import {
  type AuthDeps,
  type ClientInfo,
  createSession,
  type IssuedSession,
  isUniqueViolation,
} from './service.ts';
import { hashSessionToken, newSessionToken } from './tokens.ts';

/**
 * Issue 27: the links the product mails besides password resets. Each is 32 random bytes, kept only
 * as its peppered hash (like sessions, decision 001), works once, and makes older unused links of its
 * kind for the same address worthless.
 */

export interface LinkDeps extends AuthDeps {
  publicUrl: string;
}

const minutesOf = (ms: number) => Math.round(ms / 60_000);

async function newLink(
  tx: Executor,
  { pepper, publicUrl }: LinkDeps,
  values: {
    purpose: queries.EmailTokenPurpose;
    email: string;
    userId: string | null;
    ttlMs: number;
    page: RouteId;
    locale: Locale;
    extra?: { firstName?: string | null; lastName?: string | null; returnTo?: string | null };
  },
  now: Date,
): Promise<string> {
  const token = newSessionToken();
  await queries.invalidateEmailTokens(tx, values.purpose, values.email, now);
  await queries.insertEmailToken(tx, {
    purpose: values.purpose,
    email: values.email,
    userId: values.userId,
    tokenHash: hashSessionToken(token, pepper),
    expiresAt: new Date(now.getTime() + values.ttlMs),
    language: values.locale,
    ...values.extra,
  });
  return `${publicUrl}${pathFor(values.page, values.locale)}?token=${encodeURIComponent(token)}`;
}

export interface EmailLinkAsk {
  email: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  returnTo?: string | undefined;
  language?: Locale | undefined;
}

/**
 * POST /api/auth/email-link, after the answer (the answer is the same 202 for any address): mails a
 * sign-in link, whether or not the address has an account yet.
 */
export async function sendEmailLink(
  deps: LinkDeps,
  ask: EmailLinkAsk,
  requestLanguage: Locale,
  now = new Date(),
): Promise<void> {
  const user = await queries.findUserByEmail(deps.db, ask.email);
  const locale = user?.language ?? ask.language ?? requestLanguage;
  await deps.db.transaction(async (tx) => {
    const link = await newLink(
      tx,
      deps,
      {
        purpose: 'SIGN_IN',
        email: ask.email,
        userId: user?.id ?? null,
        ttlMs: EMAIL_LINK_TTL_MS,
        page: 'emailLinkSignIn',
        locale,
        extra: {
          firstName: ask.firstName ?? null,
          lastName: ask.lastName ?? null,
          returnTo: safeReturnPath(ask.returnTo),
        },
      },
      now,
    );
    await enqueueMail(tx, {
      to: ask.email,
      ...emailLinkMailText(locale, { minutes: minutesOf(EMAIL_LINK_TTL_MS), link }),
    });
  });
}

/** The first use of a link for an address without an account makes a buyer's account (issue 27 item 2). */
async function accountForLink(
  db: Database,
  link: { email: string; firstName: string | null; lastName: string | null; language: Locale | null },
  now: Date,
): Promise<UserRow> {
  const existing = await queries.findUserByEmail(db, link.email);
  if (existing) {
    // Opening the link proved the address.
    if (existing.emailConfirmedAt) return existing;
    return (await queries.markEmailConfirmed(db, existing.id, existing.email, now)) ?? existing;
  }
  try {
    return await queries.insertUser(db, {
      email: link.email,
      passwordHash: null,
      // Without names the address's local part stands in until the person edits their profile.
      firstName: link.firstName ?? link.email.split('@')[0] ?? link.email,
      lastName: link.lastName ?? '',
      role: 'USER',
      language: link.language,
      emailConfirmedAt: now,
    });
  } catch (error) {
    // Two links of one address opened at once: the unique index decides, both sign in to one account.
    if (!isUniqueViolation(error)) throw error;
    const winner = await queries.findUserByEmail(db, link.email);
    if (!winner) throw error;
    return winner;
  }
}

/** POST /api/auth/email-link/verify: spends the link and signs in. */
export async function signInWithEmailLink(
  { db, pepper }: AuthDeps,
  token: string,
  client: ClientInfo,
  now = new Date(),
): Promise<{ user: UserRow; session: IssuedSession; returnTo: string | null }> {
  const link = await queries.consumeEmailToken(db, 'SIGN_IN', hashSessionToken(token, pepper), now);
  if (!link) throw new AppError('BAD_REQUEST', MESSAGES.emailLinkInvalid);
  const user = await accountForLink(db, link, now);
  const session = await createSession(db, pepper, user.id, { client });
  return { user, session, returnTo: safeReturnPath(link.returnTo) };
}

/**
 * Mails a link about a person's own account, in their language (else the request's): a new link of
 * `purpose` replaces any earlier one, and the mail is written with it in the same transaction.
 */
async function mailAccountLink(
  deps: LinkDeps,
  user: UserRow,
  requestLanguage: Locale,
  link: { purpose: queries.EmailTokenPurpose; ttlMs: number; page: RouteId },
  mailOf: (locale: Locale, address: string) => { subject: string; text: string; html?: string },
  now: Date,
): Promise<void> {
  const locale = user.language ?? requestLanguage;
  await deps.db.transaction(async (tx) => {
    const address = await newLink(tx, deps, { ...link, email: user.email, userId: user.id, locale }, now);
    await enqueueMail(tx, { to: user.email, ...mailOf(locale, address) });
  });
}

/** Mails the confirmation of a new account's address (after registration, and on resend). */
export function sendEmailConfirmation(
  deps: LinkDeps,
  user: UserRow,
  requestLanguage: Locale,
  now = new Date(),
): Promise<void> {
  return mailAccountLink(
    deps,
    user,
    requestLanguage,
    { purpose: 'CONFIRM_EMAIL', ttlMs: EMAIL_CONFIRM_TTL_MS, page: 'confirmEmail' },
    (locale, link) => confirmEmailMailText(locale, { firstName: user.firstName, link }),
    now,
  );
}

/** POST /api/auth/confirm-email: spends the link and confirms the address it was sent to. */
export async function confirmEmail({ db, pepper }: AuthDeps, token: string, now = new Date()): Promise<void> {
  const link = await queries.consumeEmailToken(db, 'CONFIRM_EMAIL', hashSessionToken(token, pepper), now);
  const confirmed = link?.userId
    ? await queries.markEmailConfirmed(db, link.userId, link.email, now)
    : undefined;
  if (!confirmed) throw new AppError('BAD_REQUEST', MESSAGES.emailConfirmInvalid);
}

/** Mails the confirmation of a password-less account's deletion; the link opens the profile page. */
export function sendAccountDeleteLink(
  deps: LinkDeps,
  user: UserRow,
  requestLanguage: Locale,
  now = new Date(),
): Promise<void> {
  return mailAccountLink(
    deps,
    user,
    requestLanguage,
    { purpose: 'DELETE_ACCOUNT', ttlMs: ACCOUNT_DELETE_TTL_MS, page: 'profile' },
    (locale, link) =>
      accountDeleteMailText(locale, {
        firstName: user.firstName,
        minutes: minutesOf(ACCOUNT_DELETE_TTL_MS),
        link: link.replace('?token=', '?deleteToken='),
      }),
    now,
  );
}

/** Spends a deletion link of this user; false when it is not theirs, used or expired. */
export async function consumeAccountDeleteLink(
  { db, pepper }: AuthDeps,
  user: UserRow,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const link = await queries.consumeEmailToken(db, 'DELETE_ACCOUNT', hashSessionToken(token, pepper), now);
  return link?.userId === user.id;
}
