import { and, asc, count, eq, isNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auctions, categories, lots } from '../../db/schema.ts';

const order = [asc(categories.sortOrder), asc(categories.name)] as const;

/** The active categories in their order (the public list: forms, filters, home chips). */
export const listCategories = (db: Executor) =>
  db
    .select({ id: categories.id, name: categories.name, nameFr: categories.nameFr })
    .from(categories)
    .where(isNull(categories.retiredAt))
    .orderBy(...order);

/** Every category, the retired ones too, in the spec's shape (GET /api/categories?include=retired). */
export const listAllCategories = (db: Executor) =>
  db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(...order);

const auctionCounts = (db: Executor) =>
  db
    .select({ categoryId: auctions.categoryId, count: count().as('count') })
    .from(auctions)
    .groupBy(auctions.categoryId)
    .as('auction_counts');

const managedColumns = (counts: ReturnType<typeof auctionCounts>) => ({
  id: categories.id,
  name: categories.name,
  nameFr: categories.nameFr,
  slug: categories.slug,
  sortOrder: categories.sortOrder,
  retired: sql<boolean>`${categories.retiredAt} is not null`,
  auctionCount: sql<number>`coalesce(${counts.count}, 0)::int`,
});

/** What the admin tab shows: every category with its number of auctions (any status). */
export function listManagedCategories(db: Executor) {
  const counts = auctionCounts(db);
  return db
    .select(managedColumns(counts))
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .orderBy(...order);
}

export async function findManagedCategory(db: Executor, id: string) {
  const counts = auctionCounts(db);
  const [row] = await db
    .select(managedColumns(counts))
    .from(categories)
    .leftJoin(counts, eq(counts.categoryId, categories.id))
    .where(eq(categories.id, id));
  return row;
}

export const findCategoryRow = async (db: Executor, id: string) =>
  (await db.select().from(categories).where(eq(categories.id, id)))[0];

/** Another category already named `name` (English) or `nameFr` (French), whatever the case. */
export async function findNameClash(
  db: Executor,
  field: 'name' | 'nameFr',
  value: string,
  exceptId?: string,
): Promise<boolean> {
  const column = field === 'name' ? categories.name : categories.nameFr;
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        sql`lower(${column}) = lower(${value})`,
        exceptId ? sql`${categories.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export const slugTaken = async (db: Executor, slug: string) =>
  (await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)).limit(1)).length >
  0;

export async function nextSortOrder(db: Executor): Promise<number> {
  const [row] = await db.select({ last: max(categories.sortOrder) }).from(categories);
  return (row?.last ?? -1) + 1;
}

export async function countAuctionsIn(db: Executor, categoryId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auctions).where(eq(auctions.categoryId, categoryId));
  return row?.n ?? 0;
}

/** Moves every auction and lot of `fromId` to `toId`; answers how many of each moved. */
export async function moveCategoryContents(db: Executor, fromId: string, toId: string) {
  const movedAuctions = await db
    .update(auctions)
    .set({ categoryId: toId, updatedAt: new Date() })
    .where(eq(auctions.categoryId, fromId))
    .returning({ id: auctions.id });
  const movedLots = await db
    .update(lots)
    .set({ categoryId: toId })
    .where(eq(lots.categoryId, fromId))
    .returning({ id: lots.id });
  return { movedAuctions: movedAuctions.length, movedLots: movedLots.length };
}
