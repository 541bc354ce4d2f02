import { randomBytes } from 'node:crypto';
import {
  ALERT_PERIOD_MS,
  type AlertFrequency,
  AuctionListQuery,
  type CreateSavedSearchRequest,
  type Follow,
  MAX_SAVED_SEARCHES,
  MESSAGES,
  type SavedSearch,
  type SavedSearchFilters,
  type UpdateSavedSearchRequest,
} from '@mariner/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { follows, type SavedSearchRow, savedSearches, type UserRow, users } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import { nextSalesOf } from '../auctions/service.ts';

/** The one-click unsubscribe token of a saved search or a follow: 32 random bytes, URL-safe. */
export const newUnsubscribeToken = () => randomBytes(32).toString('base64url');

/** The first digest covers what is approved from now on: nothing already listed is "new". */
const freshAlert = (frequency: AlertFrequency, now: Date) => ({
  frequency,
  checkedUntil: now,
  nextDigestAt: new Date(now.getTime() + ALERT_PERIOD_MS[frequency]),
  unsubscribeToken: newUnsubscribeToken(),
});

/** The filters as the list's own query string, in the contract's key order. */
export function queryOfFilters(filters: SavedSearchFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    query.set(key, typeof value === 'object' ? formatNear(value) : String(value));
  }
  return query.toString();
}
const formatNear = (near: object) =>
  'placeId' in near
    ? String(near.placeId)
    : `${(near as { lat: number }).lat},${(near as { lng: number }).lng}`;

/** A stored query read back as list parameters (it was valid when saved; a bad one matches nothing). */
export function listParamsOf(query: string) {
  const parsed = AuctionListQuery.safeParse(Object.fromEntries(new URLSearchParams(query)));
  return parsed.success ? parsed.data : null;
}

const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  frequency: row.frequency,
  query: row.query,
  createdAt: row.createdAt.toISOString(),
  checkedUntil: row.checkedUntil.toISOString(),
});

const notFound = () => new AppError('NOT_FOUND', MESSAGES.savedSearchNotFound);

export async function listSavedSearches(db: Executor, user: UserRow): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, user.id))
    .orderBy(asc(savedSearches.createdAt));
  return rows.map(toSavedSearch);
}

export async function createSavedSearch(
  db: Executor,
  user: UserRow,
  request: z.output<typeof CreateSavedSearchRequest>,
  now = new Date(),
): Promise<SavedSearch> {
  return db.transaction(async (tx) => {
    // Counted under a lock on the user's row, so two tabs cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, user.id));
    if (total >= MAX_SAVED_SEARCHES) throw new AppError('CONFLICT', MESSAGES.savedSearchLimit);
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId: user.id,
        name: request.name,
        query: queryOfFilters(request.filters),
        ...freshAlert(request.frequency, now),
      })
      .returning();
    if (!row) throw new Error('saved search not stored');
    return toSavedSearch(row);
  });
}

export async function updateSavedSearch(
  db: Executor,
  user: UserRow,
  id: string,
  request: z.output<typeof UpdateSavedSearchRequest>,
  now = new Date(),
): Promise<SavedSearch> {
  const change: Partial<SavedSearchRow> = {};
  if (request.name !== undefined) change.name = request.name;
  if (request.frequency !== undefined) {
    change.frequency = request.frequency;
    change.nextDigestAt = new Date(now.getTime() + ALERT_PERIOD_MS[request.frequency]);
  }
  const [row] = await db
    .update(savedSearches)
    .set(change)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, user.id)))
    .returning();
  if (!row) throw notFound();
  return toSavedSearch(row);
}

export async function deleteSavedSearch(db: Executor, user: UserRow, id: string): Promise<void> {
  const [row] = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, user.id)))
    .returning({ id: savedSearches.id });
  if (!row) throw notFound();
}

/* ---------------------------------------------------------------- follows */

export async function listFollows(db: Executor, user: UserRow): Promise<Follow[]> {
  const rows = await db
    .select({
      sellerId: follows.sellerId,
      companyName: users.companyName,
      frequency: follows.frequency,
      createdAt: follows.createdAt,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.sellerId))
    .where(eq(follows.userId, user.id))
    .orderBy(asc(users.companyName));
  const nextSales = await nextSalesOf(
    db,
    rows.map((row) => row.sellerId),
  );
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    nextSale: nextSales.get(row.sellerId) ?? null,
  }));
}

export async function getFollow(db: Executor, user: UserRow, sellerId: string): Promise<Follow | null> {
  const found = (await listFollows(db, user)).find((follow) => follow.sellerId === sellerId);
  return found ?? null;
}

/** Follows an auctioneer (or changes how often); following again keeps the watermark. */
export async function follow(
  db: Executor,
  user: UserRow,
  sellerId: string,
  frequency: AlertFrequency,
  now = new Date(),
): Promise<Follow> {
  if (sellerId === user.id) throw new AppError('BAD_REQUEST', MESSAGES.cannotFollowYourself);
  const [seller] = await db.select({ id: users.id }).from(users).where(eq(users.id, sellerId));
  if (!seller) throw new AppError('NOT_FOUND', MESSAGES.auctioneerNotFound);
  await db
    .insert(follows)
    .values({ userId: user.id, sellerId, ...freshAlert(frequency, now) })
    .onConflictDoUpdate({
      target: [follows.userId, follows.sellerId],
      set: { frequency, nextDigestAt: new Date(now.getTime() + ALERT_PERIOD_MS[frequency]) },
    });
  const found = await getFollow(db, user, sellerId);
  if (!found) throw new Error('follow not stored');
  return found;
}

export async function unfollow(db: Executor, user: UserRow, sellerId: string): Promise<void> {
  await db.delete(follows).where(and(eq(follows.userId, user.id), eq(follows.sellerId, sellerId)));
}

/* ------------------------------------------------------------ unsubscribe */

/**
 * The one-click link of a digest turns that one alert off, signed in or not (RFC 8058); answers
 * what was turned off, for the page to say so.
 */
export async function unsubscribe(db: Executor, token: string): Promise<{ name: string }> {
  const [search] = await db
    .delete(savedSearches)
    .where(eq(savedSearches.unsubscribeToken, token))
    .returning({ name: savedSearches.name });
  if (search) return search;
  const [followed] = await db
    .delete(follows)
    .where(eq(follows.unsubscribeToken, token))
    .returning({ sellerId: follows.sellerId });
  if (followed) {
    const [seller] = await db
      .select({ companyName: users.companyName })
      .from(users)
      .where(eq(users.id, followed.sellerId));
    return { name: seller?.companyName ?? '' };
  }
  throw new AppError('NOT_FOUND', MESSAGES.unsubscribeLinkInvalid);
}
