import {
  bannerPrice,
  computeTax,
  DURATIONS,
  describeInvoiceLine,
  type InvoiceLine,
  isSuperAdminRole,
  MESSAGES,
  provinceOrDefault,
  RENEWAL_ITEM_TYPES,
  type RenewalKind,
  type RenewalQuoteResponse,
  type RenewResponse,
} from '@mariner/contracts';
import type { Database, Executor } from '../../db/client.ts';
import type { BannerRow, DirectoryListingRow, InvoiceRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import type { PaymentDriver } from '../../plugins/payments/driver.ts';
import * as bannerQueries from '../banners/queries.ts';
import { invoiceBanner, isFreeFor } from '../banners/service.ts';
import * as listingQueries from '../directory-listings/queries.ts';
import { activateDirectoryListing } from '../directory-listings/service.ts';
import { createInvoice, reissueCancelledInvoice } from '../invoices/service.ts';
import { findPaymentMethods } from '../payment-methods/queries.ts';
import { findPriceCents } from '../pricing/service.ts';
import { findUserById } from '../users/service.ts';
import * as queries from './queries.ts';

/**
 * Issue 30 item 6 (decision 027): renewing is buying the same item again for its next term. A
 * banner's renewal is a new banner with the same placement, size, images and link for a period as
 * long as the current one, starting when it ends; a directory listing's is a new listing with the
 * same details for the next 12 months, which activateDirectoryListing starts at the current
 * expiry. Both are priced by the pricing table and taxed by the account's province like any new
 * purchase, and go through the usual checkout (and, for a banner, review once paid).
 */

const notRenewable = () => new AppError('CONFLICT', MESSAGES.renewalNotAvailable);
const notFound = () => new AppError('NOT_FOUND', MESSAGES.notFound);

const addMonths = (date: Date, months: number): Date => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

const later = (a: Date, b: Date) => (a > b ? a : b);

/** What a renewal would be: its term, its line, its price before tax and who pays. */
interface Plan {
  ownerId: string;
  currentEnd: Date;
  start: Date;
  end: Date;
  line: InvoiceLine;
  subtotalCents: number;
}

/** A banner paid for (in review or approved) can be renewed; its next period is as long as this one. */
async function planBanner(db: Executor, banner: BannerRow, owner: UserRow, now: Date): Promise<Plan> {
  if (banner.status !== 'APPROVED' && banner.status !== 'PENDING') throw notRenewable();
  const start = later(banner.endDate, now);
  const end = new Date(start.getTime() + (banner.endDate.getTime() - banner.startDate.getTime()));
  const monthly = await findPriceCents(
    db,
    banner.size === 'LEADERBOARD' ? 'BANNER_LEADERBOARD_MONTHLY' : 'BANNER_SQUARE_MONTHLY',
  );
  return {
    ownerId: banner.advertiserId,
    currentEnd: banner.endDate,
    start,
    end,
    line: {
      itemType: 'BANNER_AD',
      size: banner.size,
      placement: banner.placement,
      advertiserName: banner.advertiserName,
    },
    subtotalCents: isFreeFor(owner) ? 0 : bannerPrice(monthly, start, end),
  };
}

/** A paid directory listing can be renewed: 12 more months from the owner's current expiry. */
async function planListing(
  db: Executor,
  listing: DirectoryListingRow,
  owner: UserRow,
  now: Date,
): Promise<Plan> {
  if (listing.status !== 'ACTIVE' || !listing.expiresAt) throw notRenewable();
  const running =
    owner.directoryStatus === 'ACTIVE' && owner.directoryExpiresAt && owner.directoryExpiresAt > now
      ? owner.directoryExpiresAt
      : null;
  const start = running ?? now;
  return {
    ownerId: listing.userId,
    currentEnd: listing.expiresAt,
    start,
    end: addMonths(start, DURATIONS.directoryListingMonths),
    line: {
      itemType: 'DIRECTORY_LISTING',
      companyName: listing.companyName,
      months: DURATIONS.directoryListingMonths,
    },
    subtotalCents: isSuperAdminRole(owner.role) ? 0 : await findPriceCents(db, 'DIRECTORY_LISTING'),
  };
}

type Source =
  | { kind: 'banner'; row: BannerRow; owner: UserRow }
  | { kind: 'directory'; row: DirectoryListingRow; owner: UserRow };

/** The item and its owner; the owner's and a superadmin's to renew, to anyone else it does not exist. */
async function findSource(
  db: Executor,
  actor: UserRow,
  kind: RenewalKind,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<Source> {
  const row =
    kind === 'banner'
      ? await bannerQueries.findBanner(db, id, options)
      : await listingQueries.findListing(db, id, options);
  if (!row) throw notFound();
  const ownerId = 'advertiserId' in row ? row.advertiserId : row.userId;
  if (ownerId !== actor.id && !isSuperAdminRole(actor.role)) throw notFound();
  const owner = ownerId === actor.id ? actor : await findUserById(db, ownerId);
  if (!owner) throw notFound();
  return 'advertiserId' in row ? { kind: 'banner', row, owner } : { kind: 'directory', row, owner };
}

const planOf = (db: Executor, source: Source, now: Date) =>
  source.kind === 'banner'
    ? planBanner(db, source.row, source.owner, now)
    : planListing(db, source.row, source.owner, now);

async function existingRenewal(db: Executor, kind: RenewalKind, id: string) {
  const row =
    kind === 'banner' ? await queries.findBannerRenewal(db, id) : await queries.findListingRenewal(db, id);
  if (!row) return null;
  const invoice = await queries.findNewestInvoice(
    db,
    kind === 'banner' ? 'bannerId' : 'directoryListingId',
    row.id,
  );
  return { itemId: row.id, invoice: invoice ?? null };
}

const invoiceAnswer = (invoice: InvoiceRow | null) =>
  invoice ? { id: invoice.id, amount: invoice.totalCents, status: invoice.status } : null;

/** GET /api/renewals/{kind}/{id}: what renewing would buy, priced and taxed, and the card to charge. */
export async function quoteRenewal(
  db: Database,
  payments: PaymentDriver,
  actor: UserRow,
  kind: RenewalKind,
  id: string,
  now = new Date(),
): Promise<RenewalQuoteResponse> {
  const source = await findSource(db, actor, kind, id);
  const renewal = await existingRenewal(db, kind, id);
  const plan = await planOf(db, source, now);
  // The account's province (issue 30 item 4), under the law in force today, as the checkout does.
  const tax = computeTax(plan.subtotalCents, provinceOrDefault(source.owner.province), now);
  const [card] = await findPaymentMethods(db, source.owner.id, payments.provider);
  return {
    kind,
    itemId: id,
    line: plan.line,
    currentEnd: plan.currentEnd.toISOString(),
    term: { start: plan.start.toISOString(), end: plan.end.toISOString() },
    subtotal: tax.subtotalCents,
    taxRateMillipercent: tax.taxRateMillipercent,
    tax: tax.taxCents,
    taxLines: tax.taxLines,
    total: tax.totalCents,
    province: provinceOrDefault(source.owner.province),
    currency: 'CAD',
    savedCard: card ? { id: card.id, brand: card.brand, last4: card.last4 } : null,
    renewal: renewal ? { itemId: renewal.itemId, invoice: invoiceAnswer(renewal.invoice) } : null,
  };
}

/**
 * POST /api/renewals/{kind}/{id}: makes the renewal and its invoice (tax is set at checkout, as on
 * any invoice), once: the item's row lock and the unique `renews_id` make a second click, a second
 * tab or a second instance answer the same renewal. A renewal whose invoice was cancelled gets a
 * fresh one.
 */
export async function renew(
  db: Database,
  actor: UserRow,
  kind: RenewalKind,
  id: string,
  now = new Date(),
): Promise<RenewResponse> {
  const made = await db.transaction(async (tx) => {
    const source = await findSource(tx, actor, kind, id, { forUpdate: true });
    const earlier = await existingRenewal(tx, kind, id);
    if (earlier) return earlier;
    const plan = await planOf(tx, source, now);
    if (source.kind === 'banner') {
      const free = plan.subtotalCents === 0;
      const banner = source.row;
      const row = await bannerQueries.insertBanner(tx, {
        advertiserId: banner.advertiserId,
        advertiserName: banner.advertiserName,
        contactEmail: banner.contactEmail,
        targetUrl: banner.targetUrl,
        imageUrl: banner.imageUrl,
        mobileImageUrl: banner.mobileImageUrl,
        placement: banner.placement,
        size: banner.size,
        startDate: plan.start,
        endDate: plan.end,
        status: free ? 'PENDING' : 'AWAITING_PAYMENT',
        renewsId: banner.id,
      });
      const invoice = free ? null : await invoiceBanner(tx, source.owner, row);
      return { itemId: row.id, invoice };
    }
    const listing = source.row;
    const row = await listingQueries.insertListing(tx, {
      userId: listing.userId,
      companyName: listing.companyName,
      description: listing.description,
      descriptionFr: listing.descriptionFr,
      website: listing.website,
      phone: listing.phone,
      email: listing.email,
      address: listing.address,
      categories: listing.categories,
      socialMedia: listing.socialMedia,
      logo: listing.logo,
      status: 'PENDING_PAYMENT',
      renewsId: listing.id,
    });
    if (plan.subtotalCents === 0) {
      await activateDirectoryListing(tx, row.id, now);
      return { itemId: row.id, invoice: null };
    }
    const invoice = await createInvoice(tx, {
      user: source.owner,
      itemType: RENEWAL_ITEM_TYPES.directory,
      itemId: row.id,
      description: describeInvoiceLine(plan.line, 'en'),
      subtotalCents: plan.subtotalCents,
      now,
    });
    return { itemId: row.id, invoice };
  });
  const invoice = made.invoice ? await reissueCancelledInvoice(db, made.invoice) : null;
  return { kind, itemId: made.itemId, invoice: invoiceAnswer(invoice) };
}
