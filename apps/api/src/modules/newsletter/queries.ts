import type { Locale } from '@mariner/contracts';
import { and, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type NewsletterSubscriberRow, newsletterSubscribers, users } from '../../db/schema.ts';

const subscribers = newsletterSubscribers;

/** Subscribers who count (spec 001 §3): still active and past the double opt-in (decision 12). */
export async function countActiveConfirmed(db: Executor): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(subscribers)
    .where(and(eq(subscribers.isActive, true), eq(subscribers.isConfirmed, true)));
  return row?.total ?? 0;
}

/** Locks the row so two sign-ups of one address cannot both rotate its tokens. */
export async function findSubscriberByEmailForUpdate(
  tx: Executor,
  email: string,
): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscribers)
    .where(eq(sql`lower(${subscribers.email})`, email.toLowerCase()))
    .for('update');
  return row;
}

export async function findSubscriberByEmail(
  db: Executor,
  email: string,
): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await db
    .select()
    .from(subscribers)
    .where(eq(sql`lower(${subscribers.email})`, email.toLowerCase()));
  return row;
}

export interface PendingSignUp {
  userId: string | null;
  source: string;
  language: Locale;
  confirmTokenHash: string;
  confirmTokenExpiresAt: Date;
  unsubscribeTokenHash: string;
}

/** A new sign-up; undefined when a concurrent request inserted the same address first. */
export async function insertPendingSubscriber(
  tx: Executor,
  email: string,
  values: PendingSignUp,
): Promise<string | undefined> {
  const [row] = await tx
    .insert(subscribers)
    .values({ email: email.toLowerCase(), ...values, isActive: true, isConfirmed: false })
    .onConflictDoNothing()
    .returning({ id: subscribers.id });
  return row?.id;
}

/** Back to "waiting for confirmation" with fresh tokens; a known user link is kept. */
export async function refreshPendingSubscriber(
  tx: Executor,
  id: string,
  values: PendingSignUp,
  now: Date,
): Promise<void> {
  await tx
    .update(subscribers)
    .set({
      ...values,
      userId: sql`coalesce(${values.userId}::uuid, ${subscribers.userId})`,
      isActive: true,
      isConfirmed: false,
      confirmedAt: null,
      updatedAt: now,
    })
    .where(eq(subscribers.id, id));
}

/** Spends a confirm token in one statement (single use); undefined when unknown, used or expired. */
export async function confirmByTokenHash(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(subscribers)
    .set({
      isActive: true,
      isConfirmed: true,
      confirmedAt: now,
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
      updatedAt: now,
    })
    .where(and(eq(subscribers.confirmTokenHash, tokenHash), gt(subscribers.confirmTokenExpiresAt, now)))
    .returning({ id: subscribers.id });
  return row?.id;
}

/**
 * Deactivates by unsubscribe token. The token stays, so a second click still answers "unsubscribed";
 * the pending confirm token goes, so the same mail's confirm link cannot undo the choice.
 */
export async function unsubscribeByTokenHash(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(subscribers)
    .set({ isActive: false, confirmTokenHash: null, confirmTokenExpiresAt: null, updatedAt: now })
    .where(eq(subscribers.unsubscribeTokenHash, tokenHash))
    .returning({ id: subscribers.id });
  return row?.id;
}

export async function findSubscriberById(
  db: Executor,
  id: string,
): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id));
  return row;
}

/** A campaign mail's one-click unsubscribe (issue 31): the signed token named this subscriber. */
export async function unsubscribeById(db: Executor, id: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(subscribers)
    .set({ isActive: false, confirmTokenHash: null, confirmTokenExpiresAt: null, updatedAt: now })
    .where(eq(subscribers.id, id))
    .returning({ id: subscribers.id });
  return row?.id;
}

export interface SubscriberFilters {
  active?: boolean | undefined;
  confirmed?: boolean | undefined;
}

const filterSql = ({ active, confirmed }: SubscriberFilters): SQL | undefined =>
  and(
    active === undefined ? undefined : eq(subscribers.isActive, active),
    confirmed === undefined ? undefined : eq(subscribers.isConfirmed, confirmed),
  );

const listColumns = {
  id: subscribers.id,
  email: subscribers.email,
  source: subscribers.source,
  isActive: subscribers.isActive,
  isConfirmed: subscribers.isConfirmed,
  createdAt: subscribers.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  companyName: users.companyName,
};

export interface SubscriberListRow {
  id: string;
  email: string;
  source: string;
  isActive: boolean;
  isConfirmed: boolean;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
}

/** One page, newest first (the (created_at, id) indexes serve the order with or without filters). */
export async function findSubscriberPage(
  db: Executor,
  filters: SubscriberFilters,
  page: number,
  limit: number,
): Promise<{ rows: SubscriberListRow[]; total: number }> {
  const where = filterSql(filters);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(listColumns)
      .from(subscribers)
      .leftJoin(users, eq(users.id, subscribers.userId))
      .where(where)
      .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(subscribers).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/**
 * Where the previous keyset page ended. `createdAt` is Postgres's own text of the timestamp: a JS Date
 * keeps milliseconds only, and timestamptz has microseconds, so a Date cursor would skip or repeat rows.
 */
export interface SubscriberCursor {
  createdAt: string;
  id: string;
}

/** The next page after `cursor`, newest first, for the streamed export (keyset: no growing OFFSET). */
export async function findSubscribersAfter(
  db: Executor,
  filters: SubscriberFilters,
  cursor: SubscriberCursor | undefined,
  limit: number,
): Promise<{ rows: SubscriberListRow[]; next: SubscriberCursor | undefined }> {
  const after = cursor
    ? sql`(${subscribers.createdAt}, ${subscribers.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const rows = await db
    .select({ ...listColumns, cursorCreatedAt: sql<string>`${subscribers.createdAt}::text` })
    .from(subscribers)
    .leftJoin(users, eq(users.id, subscribers.userId))
    .where(and(filterSql(filters), after))
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
    .limit(limit);
  const last = rows.at(-1);
  const next = last && rows.length === limit ? { createdAt: last.cursorCreatedAt, id: last.id } : undefined;
  return { rows, next };
}
