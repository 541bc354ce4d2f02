import type { SavedAuctionOrder } from '@mariner/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auctions, categories, savedAuctions } from '../../db/schema.ts';
import { hasStatus } from './queries.ts';

/** Answers whether the auction was newly saved (false: it already was). */
export async function insertSavedAuction(db: Executor, userId: string, auctionId: string): Promise<boolean> {
  const rows = await db
    .insert(savedAuctions)
    .values({ userId, auctionId })
    .onConflictDoNothing()
    .returning({ auctionId: savedAuctions.auctionId });
  return rows.length > 0;
}

export async function deleteSavedAuction(db: Executor, userId: string, auctionId: string): Promise<void> {
  await db
    .delete(savedAuctions)
    .where(and(eq(savedAuctions.userId, userId), eq(savedAuctions.auctionId, auctionId)));
}

export async function isAuctionSaved(db: Executor, userId: string, auctionId: string): Promise<boolean> {
  const rows = await db
    .select({ auctionId: savedAuctions.auctionId })
    .from(savedAuctions)
    .where(and(eq(savedAuctions.userId, userId), eq(savedAuctions.auctionId, auctionId)))
    .limit(1);
  return rows.length > 0;
}

/** Which of `auctionIds` the user has saved. */
export async function findSavedAmong(db: Executor, userId: string, auctionIds: string[]): Promise<string[]> {
  if (auctionIds.length === 0) return [];
  const rows = await db
    .select({ auctionId: savedAuctions.auctionId })
    .from(savedAuctions)
    .where(and(eq(savedAuctions.userId, userId), inArray(savedAuctions.auctionId, auctionIds)));
  return rows.map((row) => row.auctionId);
}

type SavedOrder = SavedAuctionOrder;

/** Issue 27: the buyer's home lists the sales still to come first, the one ending soonest on top. */
const hasEnded = sql`(${auctions.auctionEndDate} < now())`;
const ORDERS: Record<SavedOrder, SQL[]> = {
  saved: [desc(savedAuctions.createdAt), desc(savedAuctions.auctionId)],
  upcoming: [
    asc(hasEnded),
    sql`case when ${auctions.auctionEndDate} >= now() then ${auctions.auctionEndDate} end asc`,
    desc(auctions.auctionEndDate),
    desc(savedAuctions.auctionId),
  ],
};

/** The user's saved auctions that are public (APPROVED), newest saved first or upcoming first. */
export async function findSavedAuctionPage(
  db: Executor,
  userId: string,
  limit: number,
  offset: number,
  order: SavedOrder = 'saved',
) {
  const where = and(eq(savedAuctions.userId, userId), hasStatus('APPROVED'));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: auctions.id,
        title: auctions.title,
        description: auctions.description,
        featuredImage: auctions.featuredImage,
        auctionStartDate: auctions.auctionStartDate,
        auctionEndDate: auctions.auctionEndDate,
        location: auctions.location,
        province: auctions.province,
        lat: auctions.lat,
        lng: auctions.lng,
        category: { id: categories.id, name: categories.name, nameFr: categories.nameFr },
        savedAt: savedAuctions.createdAt,
      })
      .from(savedAuctions)
      .innerJoin(auctions, eq(auctions.id, savedAuctions.auctionId))
      .innerJoin(categories, eq(categories.id, auctions.categoryId))
      .where(where)
      .orderBy(...ORDERS[order])
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(savedAuctions)
      .innerJoin(auctions, eq(auctions.id, savedAuctions.auctionId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
