import type { AdminDirectoryListingSort, DirectoryReviewStatus } from '@mariner/contracts';
import { and, asc, count, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { type DirectoryListingRow, directoryListings, users } from '../../db/schema.ts';

/**
 * Issue 31 item 2 (decision 033): the admins' review queue of directory listings. Only a paid
 * listing inside its term is reviewed (an unpaid one is not live, a lapsed one no longer is).
 */
const running = (now: Date): SQL | undefined =>
  and(eq(directoryListings.status, 'ACTIVE'), gt(directoryListings.expiresAt, now));

/**
 * The search matches a part of the company on the listing, its contact e-mail, or the owner's
 * names, e-mail or company (users.search_key, migration 0029), whatever the case and accents.
 */
function searchFilter(search: string): SQL {
  const pattern = sql`lower(unaccent(${containsPattern(search)}))`;
  return sql`(lower(unaccent(${directoryListings.companyName})) like ${pattern}
    or lower(unaccent(${directoryListings.email})) like ${pattern}
    or ${directoryListings.userId} in (select ${users.id} from ${users} where ${users.searchKey} like ${pattern}))`;
}

const ORDER: Record<AdminDirectoryListingSort, SQL[]> = {
  oldest: [asc(directoryListings.createdAt), asc(directoryListings.id)],
  newest: [desc(directoryListings.createdAt), desc(directoryListings.id)],
  name: [asc(sql`lower(${directoryListings.companyName})`), asc(directoryListings.id)],
};

export interface ReviewPageQuery {
  reviewStatus: DirectoryReviewStatus;
  search?: string | undefined;
  sort: AdminDirectoryListingSort;
  page: number;
  limit: number;
}

export const ownerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

export async function findReviewPage(db: Executor, query: ReviewPageQuery, now: Date) {
  const where = and(
    running(now),
    eq(directoryListings.reviewStatus, query.reviewStatus),
    query.search ? searchFilter(query.search) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ listing: directoryListings, owner: ownerColumns })
      .from(directoryListings)
      .innerJoin(users, eq(users.id, directoryListings.userId))
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(directoryListings).where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** Who bought a listing, as the queue and the mail name them. */
export async function findOwner(db: Executor, userId: string) {
  const [row] = await db.select(ownerColumns).from(users).where(eq(users.id, userId));
  return row;
}

/**
 * The listing the owner's profile shows: the newest paid one still inside its term (as
 * activateDirectoryListing and an edit copy it), or undefined.
 */
export async function findCurrentListing(
  db: Executor,
  userId: string,
  now: Date,
): Promise<DirectoryListingRow | undefined> {
  const [row] = await db
    .select()
    .from(directoryListings)
    .where(and(eq(directoryListings.userId, userId), running(now)))
    .orderBy(desc(directoryListings.createdAt), desc(directoryListings.id))
    .limit(1);
  return row;
}

/** Whether the public directories leave the owner's profile out (decision 033). */
export async function setDirectoryRejected(db: Executor, userId: string, rejected: boolean) {
  await db
    .update(users)
    .set({ directoryRejected: rejected, updatedAt: new Date() })
    .where(and(eq(users.id, userId), sql`${users.directoryRejected} is distinct from ${rejected}`));
}
