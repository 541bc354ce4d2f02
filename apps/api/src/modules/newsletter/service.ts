import { Readable } from 'node:stream';
import {
  type Locale,
  MESSAGES,
  NEWSLETTER_CONFIRM_TTL_MS,
  NEWSLETTER_CSV_COLUMNS,
  type NewsletterSource,
  type NewsletterSubscriber,
  type NewsletterSubscribersResponse,
  newsletterConfirmationMailText,
  pathFor,
} from '@mariner/contracts';
import type { Database, Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import { enqueueMail } from '../../plugins/mail/outbox.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { hashSessionToken, newSessionToken } from '../auth/tokens.ts';
import { signatureMatches, signedTokenSubscriber } from './campaign-token.ts';
import { csvRow, UTF8_BOM } from './csv.ts';
import * as queries from './queries.ts';

/** Active and confirmed subscribers: what the admin stats show as "newsletter subscribers". */
export const countActiveSubscribers = (db: Executor): Promise<number> => queries.countActiveConfirmed(db);

export interface NewsletterDeps {
  db: Database;
  /** SESSION_SECRET, peppering token hashes like sessions and reset tokens. */
  pepper: string | undefined;
}

export interface SubscribeDeps extends NewsletterDeps {
  limiter: RateLimiter;
  publicUrl: string;
}

/** Issue 16: the pages of the mail's language. */
export const confirmLink = (publicUrl: string, token: string, locale: Locale = 'en'): string =>
  `${publicUrl}${pathFor('newsletterConfirm', locale)}?token=${encodeURIComponent(token)}`;
export const unsubscribeLink = (publicUrl: string, token: string, locale: Locale = 'en'): string =>
  `${publicUrl}${pathFor('newsletterUnsubscribe', locale)}?token=${encodeURIComponent(token)}`;

function confirmationMail(to: string, locale: Locale, links: { confirm: string; unsubscribe: string }) {
  const days = Math.round(NEWSLETTER_CONFIRM_TTL_MS / 86_400_000);
  return { to, ...newsletterConfirmationMailText(locale, { days, ...links }) };
}

/**
 * Decision 12: records the sign-up and mails a single-use confirmation link through the outbox, in
 * one transaction. Resolves the same way for a new, pending, unsubscribed or confirmed address, so
 * the answer never tells who is on the list. An already active and confirmed subscriber gets no
 * mail: a new mail would only be noise, and rotating the tokens would break the unsubscribe link
 * of the mail they confirmed from.
 */
export async function subscribe(
  { db, pepper, limiter, publicUrl }: SubscribeDeps,
  data: { email: string; source: NewsletterSource; language: Locale },
  user: UserRow | null,
  client: { ip: string },
  now = new Date(),
): Promise<void> {
  const email = data.email.toLowerCase();
  // Its own budget (issue 25): sign-ups never spend what logins or password resets may use.
  if (!(await limiter.admitNewsletterSignUp(client.ip, email))) {
    throw new AppError('RATE_LIMITED', MESSAGES.tooManyRequests);
  }

  const confirmToken = newSessionToken();
  const unsubscribeToken = newSessionToken();
  const signUp: queries.PendingSignUp = {
    userId: user?.id ?? null,
    source: data.source,
    language: data.language,
    confirmTokenHash: hashSessionToken(confirmToken, pepper),
    confirmTokenExpiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRM_TTL_MS),
    unsubscribeTokenHash: hashSessionToken(unsubscribeToken, pepper),
  };
  await db.transaction(async (tx) => {
    const existing = await queries.findSubscriberByEmailForUpdate(tx, email);
    if (existing?.isActive && existing.isConfirmed) return;
    if (existing) {
      await queries.refreshPendingSubscriber(tx, existing.id, signUp, now);
    } else if (!(await queries.insertPendingSubscriber(tx, email, signUp))) {
      // A concurrent sign-up of the same address won the insert and mails its own link.
      return;
    }
    await enqueueMail(
      tx,
      confirmationMail(email, data.language, {
        confirm: confirmLink(publicUrl, confirmToken, data.language),
        unsubscribe: unsubscribeLink(publicUrl, unsubscribeToken, data.language),
      }),
    );
  });
}

/** Spends the token: active and confirmed from now on. */
export async function confirmSubscription(
  { db, pepper }: NewsletterDeps,
  token: string,
  now = new Date(),
): Promise<void> {
  const id = await queries.confirmByTokenHash(db, hashSessionToken(token, pepper), now);
  if (!id) throw new AppError('BAD_REQUEST', MESSAGES.newsletterConfirmLinkInvalid);
}

/** A confirmation mail's token, or a campaign mail's signed one (issue 31, campaign-token.ts). */
export async function unsubscribe({ db, pepper }: NewsletterDeps, token: string, now = new Date()) {
  const signed = signedTokenSubscriber(token);
  let id: string | undefined;
  if (signed) {
    const row = await queries.findSubscriberById(db, signed.subscriberId);
    if (row && signatureMatches(row.id, signed.signature, row.unsubscribeTokenHash, pepper)) {
      id = await queries.unsubscribeById(db, row.id, now);
    }
  } else {
    id = await queries.unsubscribeByTokenHash(db, hashSessionToken(token, pepper), now);
  }
  if (!id) throw new AppError('BAD_REQUEST', MESSAGES.newsletterUnsubscribeLinkInvalid);
}

const toSubscriber = (row: queries.SubscriberListRow): NewsletterSubscriber => ({
  id: row.id,
  email: row.email,
  user:
    row.firstName !== null && row.lastName !== null
      ? { firstName: row.firstName, lastName: row.lastName, companyName: row.companyName }
      : null,
  source: row.source,
  isActive: row.isActive,
  isConfirmed: row.isConfirmed,
  createdAt: row.createdAt.toISOString(),
});

export async function listSubscribers(
  db: Executor,
  query: queries.SubscriberFilters & { page: number; limit: number },
): Promise<NewsletterSubscribersResponse> {
  const { rows, total } = await queries.findSubscriberPage(db, query, query.page, query.limit);
  return {
    subscribers: rows.map(toSubscriber),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

/** Rows fetched per keyset page of the export: memory stays flat whatever the list's size. */
export const EXPORT_PAGE_SIZE = 1000;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * The CSV export as a stream: a header, then keyset pages of EXPORT_PAGE_SIZE rows, each fetched only
 * when the client has read the previous one (Readable.from pulls lazily), so 100,000 subscribers
 * never sit in memory together and no transaction is held open between pages.
 */
export function exportSubscribersCsv(
  db: Executor,
  filters: queries.SubscriberFilters,
  pageSize = EXPORT_PAGE_SIZE,
): Readable {
  async function* lines() {
    yield UTF8_BOM + csvRow(NEWSLETTER_CSV_COLUMNS);
    let cursor: queries.SubscriberCursor | undefined;
    do {
      const page = await queries.findSubscribersAfter(db, filters, cursor, pageSize);
      if (page.rows.length === 0) break;
      yield page.rows
        .map((row) =>
          csvRow([
            row.email,
            row.firstName,
            row.lastName,
            row.companyName,
            row.source,
            yesNo(row.isActive),
            yesNo(row.isConfirmed),
            row.createdAt.toISOString(),
          ]),
        )
        .join('');
      cursor = page.next;
    } while (cursor);
  }
  return Readable.from(lines(), { objectMode: false });
}

/** e.g. newsletter-subscribers-2026-11-23.csv (UTC date of the export). */
export const exportFileName = (now = new Date()): string =>
  `newsletter-subscribers-${now.toISOString().slice(0, 10)}.csv`;

/** Issue 27: the subscription of an address, for the person's own data export; null when none. */
export async function findSubscriptionOf(db: Executor, email: string) {
  const row = await queries.findSubscriberByEmail(db, email);
  if (!row) return null;
  return {
    email: row.email,
    language: row.language,
    isActive: row.isActive,
    isConfirmed: row.isConfirmed,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    subscribedAt: row.createdAt.toISOString(),
  };
}
