import { DURATIONS, type InvoiceLine } from '@mariner/contracts';
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  auctions,
  banners,
  directoryListings,
  type InvoiceRow,
  invoiceSequences,
  invoices,
  type NewInvoiceRow,
  payments,
  refunds,
} from '../../db/schema.ts';

/**
 * The next number of a year's sequence. The row lock taken by the upsert is held until the
 * creating transaction ends, so numbers are handed out in order and a rollback gives its back.
 */
export async function nextInvoiceNumber(tx: Executor, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceSequences.year,
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  if (!row) throw new Error('invoice sequence did not answer');
  return row.lastNumber;
}

export async function insertInvoice(tx: Executor, values: NewInvoiceRow): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) throw new Error('invoice was not inserted');
  return row;
}

export async function findInvoice(db: Executor, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(invoices).where(eq(invoices.id, id));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

export type ItemColumn = 'auctionId' | 'bannerId' | 'directoryListingId';

/** The newest invoice for an item (one item has one live invoice; a voided one may precede it). */
export async function findInvoiceOfItem(db: Executor, column: ItemColumn, itemId: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(eq(invoices[column], itemId))
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  return row;
}

/** Of these items, the ids whose newest invoice has this status (one read, whatever their number). */
export async function findItemsWhoseNewestInvoiceIs(
  db: Executor,
  column: ItemColumn,
  itemIds: string[],
  status: InvoiceRow['status'],
): Promise<Set<string>> {
  if (itemIds.length === 0) return new Set();
  const newest = await db
    .selectDistinctOn([invoices[column]], { itemId: invoices[column], status: invoices.status })
    .from(invoices)
    .where(inArray(invoices[column], itemIds))
    .orderBy(invoices[column], desc(invoices.createdAt));
  return new Set(newest.flatMap((row) => (row.status === status && row.itemId ? [row.itemId] : [])));
}

export async function updateInvoice(
  db: Executor,
  id: string,
  changes: Partial<Omit<NewInvoiceRow, 'id' | 'invoiceNumber' | 'createdAt'>>,
) {
  const [row] = await db
    .update(invoices)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(invoices.id, id))
    .returning();
  return row;
}

/** Voids the unpaid invoices of an item (its listing was deleted before it was paid for). */
export async function voidPendingInvoicesOfItem(db: Executor, column: ItemColumn, itemId: string) {
  await db
    .update(invoices)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(and(eq(invoices[column], itemId), eq(invoices.status, 'pending')));
}

export async function findUserInvoicePage(db: Executor, userId: string, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(desc(invoices.createdAt), desc(invoices.invoiceNumber))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(invoices).where(eq(invoices.userId, userId)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export const findPaymentsOfInvoice = (db: Executor, invoiceId: string) =>
  db.select().from(payments).where(eq(payments.invoiceId, invoiceId)).orderBy(payments.createdAt);

export async function findPaymentByIntent(db: Executor, providerPaymentIntentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentIntentId, providerPaymentIntentId));
  return row;
}

/** Inserts a payment once per processor intent; answers null when it was already recorded. */
export async function insertPayment(db: Executor, values: typeof payments.$inferInsert) {
  const [row] = await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: payments.providerPaymentIntentId })
    .returning();
  return row ?? null;
}

/**
 * Money taken in [from, to): every charge made in it (a refunded payment was still charged then),
 * less every refund made in it. Cents, tax included.
 */
export async function sumNetPaymentsCents(db: Executor, from: Date, to: Date): Promise<number> {
  const [[charged], [refunded]] = await Promise.all([
    db
      .select({ total: sql<string>`coalesce(sum(${payments.amountCents}), 0)` })
      .from(payments)
      .where(
        and(
          inArray(payments.status, ['succeeded', 'refunded']),
          gte(payments.createdAt, from),
          lt(payments.createdAt, to),
        ),
      ),
    db
      .select({ total: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` })
      .from(refunds)
      .where(and(gte(refunds.createdAt, from), lt(refunds.createdAt, to))),
  ]);
  return Number(charged?.total ?? 0) - Number(refunded?.total ?? 0);
}

export async function markPaymentRefunded(db: Executor, id: string) {
  await db.update(payments).set({ status: 'refunded' }).where(eq(payments.id, id));
}

export async function insertRefund(db: Executor, values: typeof refunds.$inferInsert) {
  await db.insert(refunds).values(values).onConflictDoNothing({ target: refunds.providerRefundId });
}

/** Issue 27: every invoice of a user by number, for their own data export. */
export const findInvoiceNumbersOf = (db: Executor, userId: string) =>
  db
    .select({
      invoiceNumber: invoices.invoiceNumber,
      totalCents: invoices.totalCents,
      status: invoices.status,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(invoices.createdAt, invoices.invoiceNumber);

const idsOf = (rows: readonly InvoiceRow[], pick: (row: InvoiceRow) => string | null) => [
  ...new Set(rows.map(pick).filter((id): id is string => id !== null)),
];

/**
 * What each invoice bought, as data (issue 30 item 6), by invoice id: three small reads by primary
 * key for a page of invoices. An item deleted since has no line (its stored description stands).
 */
export async function findInvoiceLines(
  db: Executor,
  rows: readonly InvoiceRow[],
): Promise<Map<string, InvoiceLine>> {
  const bannerIds = idsOf(rows, (row) => (row.itemType === 'BANNER_AD' ? row.bannerId : null));
  const listingIds = idsOf(rows, (row) =>
    row.itemType === 'DIRECTORY_LISTING' ? row.directoryListingId : null,
  );
  const auctionIds = idsOf(rows, (row) => (row.itemType === 'LISTING_FEE' ? row.auctionId : null));
  const [bannerRows, listingRows, auctionRows] = await Promise.all([
    bannerIds.length === 0
      ? []
      : db
          .select({
            id: banners.id,
            size: banners.size,
            placement: banners.placement,
            advertiserName: banners.advertiserName,
          })
          .from(banners)
          .where(inArray(banners.id, bannerIds)),
    listingIds.length === 0
      ? []
      : db
          .select({ id: directoryListings.id, companyName: directoryListings.companyName })
          .from(directoryListings)
          .where(inArray(directoryListings.id, listingIds)),
    auctionIds.length === 0
      ? []
      : db
          .select({ id: auctions.id, title: auctions.title })
          .from(auctions)
          .where(inArray(auctions.id, auctionIds)),
  ]);
  const bannerById = new Map(bannerRows.map((row) => [row.id, row]));
  const listingById = new Map(listingRows.map((row) => [row.id, row]));
  const auctionById = new Map(auctionRows.map((row) => [row.id, row]));
  const lines = new Map<string, InvoiceLine>();
  for (const row of rows) {
    const banner = row.bannerId ? bannerById.get(row.bannerId) : undefined;
    const listing = row.directoryListingId ? listingById.get(row.directoryListingId) : undefined;
    const auction = row.auctionId ? auctionById.get(row.auctionId) : undefined;
    if (row.itemType === 'BANNER_AD' && banner) {
      lines.set(row.id, {
        itemType: 'BANNER_AD',
        size: banner.size,
        placement: banner.placement,
        advertiserName: banner.advertiserName,
      });
    } else if (row.itemType === 'DIRECTORY_LISTING' && listing) {
      lines.set(row.id, {
        itemType: 'DIRECTORY_LISTING',
        companyName: listing.companyName,
        months: DURATIONS.directoryListingMonths,
      });
    } else if (row.itemType === 'LISTING_FEE' && auction) {
      lines.set(row.id, { itemType: 'LISTING_FEE', title: auction.title });
    }
  }
  return lines;
}

/**
 * Issue 30 item 6: whether an invoice's item still exists and still waits for its payment (the
 * state a cancelled invoice leaves it in), read under the item's row lock.
 */
export async function itemAwaitsPayment(tx: Executor, invoice: InvoiceRow): Promise<boolean> {
  if (invoice.itemType === 'BANNER_AD' && invoice.bannerId) {
    const [row] = await tx
      .select({ status: banners.status })
      .from(banners)
      .where(eq(banners.id, invoice.bannerId))
      .for('update');
    return row?.status === 'AWAITING_PAYMENT';
  }
  if (invoice.itemType === 'DIRECTORY_LISTING' && invoice.directoryListingId) {
    const [row] = await tx
      .select({ status: directoryListings.status })
      .from(directoryListings)
      .where(eq(directoryListings.id, invoice.directoryListingId))
      .for('update');
    return row?.status === 'PENDING_PAYMENT';
  }
  if (invoice.itemType === 'LISTING_FEE' && invoice.auctionId) {
    const [row] = await tx
      .select({ status: auctions.status })
      .from(auctions)
      .where(eq(auctions.id, invoice.auctionId))
      .for('update');
    return row?.status === 'AWAITING_PAYMENT';
  }
  return false;
}
