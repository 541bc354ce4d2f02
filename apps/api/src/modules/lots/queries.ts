import { and, asc, count, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { auctions, type LotRow, lots } from '../../db/schema.ts';

/** Drizzle reads and writes of an auction's lots (issue 29); the service holds the rules. */

/**
 * A lot as the application reads it: without its search vector and without the copies of its
 * sale's facts the search filters on (migration 0036), which only the database writes.
 */
const {
  searchVector: _searchVector,
  saleListed: _saleListed,
  saleStartDate: _saleStartDate,
  saleEndDate: _saleEndDate,
  saleProvince: _saleProvince,
  searchCategoryId: _searchCategoryId,
  saleLat: _saleLat,
  saleLng: _saleLng,
  saleEarth: _saleEarth,
  ...lotColumns
} = getTableColumns(lots);

export { lotColumns };

type HiddenLotColumn =
  | 'searchVector'
  | 'saleListed'
  | 'saleStartDate'
  | 'saleEndDate'
  | 'saleProvince'
  | 'searchCategoryId'
  | 'saleLat'
  | 'saleLng'
  | 'saleEarth';
export type LotRecord = Omit<LotRow, HiddenLotColumn>;

const prepareLotPage = (db: Executor) =>
  db
    .select(lotColumns)
    .from(lots)
    .where(eq(lots.auctionId, sql.placeholder('auctionId')))
    .orderBy(asc(lots.position), asc(lots.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('lot_page');

const prepareLotCount = (db: Executor) =>
  db
    .select({ total: count() })
    .from(lots)
    .where(eq(lots.auctionId, sql.placeholder('auctionId')))
    .prepare('lot_count');

/**
 * Issue 26 item 7: every auction page reads its lot count (and, when it has lots, a page of them),
 * so both are prepared once per database handle, as the detail read is (auctions/queries.ts):
 * drizzle builds their SQL once, not on every page.
 */
const preparedLotPage = preparedPerDatabase(prepareLotPage);
const preparedLotCount = preparedPerDatabase(prepareLotCount);

/** A page of the catalogue in lot order (the (auction_id, position) index gives it in order). */
export function findLotPage(db: Executor, auctionId: string, limit: number, offset: number) {
  return preparedLotPage(db).execute({ auctionId, limit, offset });
}

/** The catalogue position of the lot of this number (any case), if the auction has one. */
export async function findLotPosition(db: Executor, auctionId: string, lotNumber: string) {
  const [row] = await db
    .select({ position: lots.position })
    .from(lots)
    .where(and(eq(lots.auctionId, auctionId), sql`lower(${lots.lotNumber}) = lower(${lotNumber})`))
    .limit(1);
  return row?.position;
}

export async function countLots(db: Executor, auctionId: string): Promise<number> {
  const [row] = await preparedLotCount(db).execute({ auctionId });
  return row?.total ?? 0;
}

export async function findLot(
  db: Executor,
  auctionId: string,
  lotId: string,
  options: { forUpdate?: boolean } = {},
): Promise<LotRecord | undefined> {
  const query = db
    .select(lotColumns)
    .from(lots)
    .where(and(eq(lots.id, lotId), eq(lots.auctionId, auctionId)))
    .limit(1)
    .$dynamic();
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

/** The auction's lot count, read under the lock its caller holds on the auction row. */
export async function findLotCount(db: Executor, auctionId: string): Promise<number> {
  const [row] = await db
    .select({ lotCount: auctions.lotCount })
    .from(auctions)
    .where(eq(auctions.id, auctionId));
  return row?.lotCount ?? 0;
}

const changeLotCount = (db: Executor, auctionId: string, by: number) =>
  db
    .update(auctions)
    .set({ lotCount: sql`${auctions.lotCount} + ${by}` })
    .where(eq(auctions.id, auctionId));

export type LotValues = Omit<typeof lots.$inferInsert, 'id' | 'auctionId' | 'position' | 'searchVector'>;

/**
 * Appends a lot at the end of the catalogue and counts it; the caller holds the auction's lock. The
 * import gives the id it already stored the lot's photos under.
 */
export async function insertLot(
  db: Executor,
  auctionId: string,
  position: number,
  values: LotValues,
  id?: string,
): Promise<string> {
  const [row] = await db
    .insert(lots)
    .values({ ...values, auctionId, position, ...(id ? { id } : {}) })
    .returning({ id: lots.id });
  if (!row) throw new Error('lot insert returned nothing');
  await changeLotCount(db, auctionId, 1);
  return row.id;
}

/** Rows a multi-row insert carries: about 20 columns each, well under PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 500;

/**
 * Appends many lots in order from `position` (the import: 2,000 rows in four statements rather
 * than 4,000) and counts them once; the caller holds the auction's lock.
 */
export async function insertLots(
  db: Executor,
  auctionId: string,
  position: number,
  rows: { id: string; values: LotValues }[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    const batch = rows.slice(start, start + INSERT_BATCH);
    await db
      .insert(lots)
      .values(
        batch.map((row, i) => ({ ...row.values, auctionId, position: position + start + i, id: row.id })),
      );
  }
  if (rows.length > 0) await changeLotCount(db, auctionId, rows.length);
}

export async function updateLot(db: Executor, lotId: string, values: Partial<LotValues>) {
  await db
    .update(lots)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(lots.id, lotId));
}

/** Removes a lot, closes the gap it leaves in the order and uncounts it; answers its photos. */
export async function deleteLot(db: Executor, auctionId: string, lotId: string) {
  const [row] = await db
    .delete(lots)
    .where(and(eq(lots.id, lotId), eq(lots.auctionId, auctionId)))
    .returning({
      position: lots.position,
      images: lots.images,
      lotNumber: lots.lotNumber,
      title: lots.title,
    });
  if (!row) return undefined;
  await db
    .update(lots)
    .set({ position: sql`${lots.position} - 1` })
    .where(and(eq(lots.auctionId, auctionId), gt(lots.position, row.position)));
  await changeLotCount(db, auctionId, -1);
  return row;
}

/** Every lot id of the auction (at most LOT_LIMITS.lotsPerAuction). */
export async function findLotIds(db: Executor, auctionId: string): Promise<string[]> {
  const rows = await db.select({ id: lots.id }).from(lots).where(eq(lots.auctionId, auctionId));
  return rows.map((row) => row.id);
}

/** Gives each lot its place in `lotIds` (from 1), in one statement. */
export async function setLotPositions(db: Executor, auctionId: string, lotIds: string[]) {
  if (lotIds.length === 0) return;
  await db.execute(sql`
    update lots set position = ordered.position, updated_at = now()
    from unnest(${sql`array[${sql.join(
      lotIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]`}) with ordinality as ordered(id, position)
    where lots.id = ordered.id and lots.auction_id = ${auctionId}`);
}

/** Every photo of every lot of the auction, for deleting their files with the auction. */
export async function findAllLotImages(db: Executor, auctionId: string): Promise<string[]> {
  const rows = await db.select({ images: lots.images }).from(lots).where(eq(lots.auctionId, auctionId));
  return rows.flatMap((row) => row.images);
}

/** Every lot of the auction (at most LOT_LIMITS.lotsPerAuction), for an import to match rows to. */
export function findAllLots(db: Executor, auctionId: string): Promise<LotRecord[]> {
  return db.select(lotColumns).from(lots).where(eq(lots.auctionId, auctionId));
}
