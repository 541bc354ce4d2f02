import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  type DirectoryListingRow,
  directoryListings,
  invoices,
  type UserRow,
  users,
} from '../../db/schema.ts';

type NewListing = typeof directoryListings.$inferInsert;

export async function insertListing(db: Executor, values: NewListing): Promise<DirectoryListingRow> {
  const [row] = await db.insert(directoryListings).values(values).returning();
  if (!row) throw new Error('directory listing insert returned nothing');
  return row;
}

export async function findListing(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<DirectoryListingRow | undefined> {
  const query = db.select().from(directoryListings).where(eq(directoryListings.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

export async function updateListing(db: Executor, id: string, values: Partial<NewListing>) {
  await db
    .update(directoryListings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(directoryListings.id, id));
}

export const findUserListings = (db: Executor, userId: string) =>
  db
    .select()
    .from(directoryListings)
    .where(eq(directoryListings.userId, userId))
    .orderBy(desc(directoryListings.createdAt), desc(directoryListings.id));

/**
 * The invoices to pay for these listings, newest first, for their Pay now links: the pending ones,
 * and (issue 30 item 6) one its owner cancelled, which the checkout issues afresh.
 */
export async function findPendingInvoices(db: Executor, listingIds: string[]) {
  if (listingIds.length === 0) return [];
  return db
    .select({ id: invoices.id, listingId: invoices.directoryListingId, amount: invoices.totalCents })
    .from(invoices)
    .where(
      and(
        inArray(invoices.directoryListingId, listingIds),
        or(
          eq(invoices.status, 'pending'),
          and(eq(invoices.status, 'failed'), isNotNull(invoices.cancelledAt)),
        ),
      ),
    )
    .orderBy(desc(invoices.createdAt));
}

export async function findUserForUpdate(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function updateUserDirectory(
  db: Executor,
  id: string,
  values: Partial<typeof users.$inferInsert>,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}
