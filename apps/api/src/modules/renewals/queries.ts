import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { banners, directoryListings, invoices, renewalReminders, users } from '../../db/schema.ts';

export const findBannerRenewal = async (db: Executor, bannerId: string) =>
  (await db.select().from(banners).where(eq(banners.renewsId, bannerId)).limit(1))[0];

export const findListingRenewal = async (db: Executor, listingId: string) =>
  (await db.select().from(directoryListings).where(eq(directoryListings.renewsId, listingId)).limit(1))[0];

/** The newest invoice of a banner or directory listing, if any. */
export async function findNewestInvoice(db: Executor, column: 'bannerId' | 'directoryListingId', id: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(eq(invoices[column], id))
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  return row;
}

/** Who a reminder goes to. */
export interface Recipient {
  userId: string;
  email: string;
  firstName: string;
  language: string | null;
}

const recipient = {
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
  language: users.language,
};

/**
 * Banners paid and approved (or in review) that end within `horizon` of now and are not yet
 * renewed: a renewal that is only awaiting payment still leaves the reminder useful.
 */
export const findBannersEndingBy = (db: Executor, now: Date, by: Date) =>
  db
    .select({
      id: banners.id,
      endsAt: banners.endDate,
      size: banners.size,
      placement: banners.placement,
      advertiserName: banners.advertiserName,
      ...recipient,
    })
    .from(banners)
    .innerJoin(users, eq(users.id, banners.advertiserId))
    .where(
      and(
        sql`${banners.status} in ('APPROVED', 'PENDING')`,
        gt(banners.endDate, now),
        lte(banners.endDate, by),
        sql`not exists (select 1 from banners r where r.renews_id = ${banners.id} and r.status <> 'AWAITING_PAYMENT')`,
      ),
    );

/**
 * Active directory listings ending within the horizon that carry their owner's whole term (a
 * later listing already bought runs past them) and are not yet renewed.
 */
export const findListingsEndingBy = (db: Executor, now: Date, by: Date) =>
  db
    .select({
      id: directoryListings.id,
      endsAt: directoryListings.expiresAt,
      companyName: directoryListings.companyName,
      ...recipient,
    })
    .from(directoryListings)
    .innerJoin(users, eq(users.id, directoryListings.userId))
    .where(
      and(
        eq(directoryListings.status, 'ACTIVE'),
        gt(directoryListings.expiresAt, now),
        lte(directoryListings.expiresAt, by),
        sql`not exists (select 1 from directory_listings r where r.renews_id = ${directoryListings.id} and r.status <> 'PENDING_PAYMENT')`,
        sql`not exists (select 1 from directory_listings l where l.user_id = ${directoryListings.userId} and l.status = 'ACTIVE' and l.expires_at > ${directoryListings.expiresAt})`,
      ),
    );

/** The claim: true only for the one caller that records this reminder first. */
export async function claimReminder(
  tx: Executor,
  itemType: 'BANNER_AD' | 'DIRECTORY_LISTING',
  itemId: string,
  daysBefore: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(renewalReminders)
    .values({ itemType, itemId, daysBefore, sentAt: now })
    .onConflictDoNothing()
    .returning({ itemId: renewalReminders.itemId });
  return rows.length > 0;
}

export const findRemindersOf = (db: Executor, itemId: string) =>
  db.select().from(renewalReminders).where(eq(renewalReminders.itemId, itemId));
