import {
  type Auction,
  type CreateAuctionData,
  type CreateAuctionResponse,
  DEFAULT_PROVINCE,
  guessProvince,
  isOnlineSaleType,
  isSuperAdminRole,
  MESSAGES,
  type Province,
  premiumToBasisPoints,
  type SaleFactsData,
  type SaleWindow,
  type UpdateAuctionData,
} from '@mariner/contracts';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import type { Storage } from '../../plugins/storage/index.ts';
import { recordAudit } from '../audit/record.ts';
import { createInvoice, voidUnpaidInvoices } from '../invoices/service.ts';
import { findLotImagesOfAuction } from '../lots/service.ts';
import { geocodeLocation, requirePlace } from '../places/service.ts';
import { findPriceCents } from '../pricing/service.ts';
import { noRejection } from '../reviews/rejection.ts';
import { findUserById } from '../users/service.ts';
import { deleteAuctionImages } from './images.ts';
import { forgetAuctionReads } from './public-cache.ts';
import * as queries from './queries.ts';
import { editNeedsReview } from './review-on-edit.ts';
import { type AuctionWrites, assertCanManage, getAuction } from './service.ts';

/**
 * Decision 018: the facts' columns from a create or an edit. A fact left out is not stated on
 * create and kept on an edit (`undefined` writes nothing); null or an empty list clears it. A sale
 * made on site (or of no stated type) keeps no bidding link: the schema refuses one sent with it,
 * and here a link kept from before is dropped when the type changes.
 */
export function saleFactColumns(data: SaleFactsData, mode: 'create' | 'edit') {
  const fill = <T>(value: T | undefined, empty: T): T | undefined =>
    value === undefined && mode === 'create' ? empty : value;
  const saleType = fill(data.saleType, null);
  const dropsLink = saleType !== undefined && !isOnlineSaleType(saleType);
  return {
    saleType,
    biddingUrl: dropsLink ? null : fill(data.biddingUrl, null),
    buyersPremiumBasisPoints:
      data.buyersPremiumPercent === undefined
        ? fill(undefined, null)
        : data.buyersPremiumPercent === null
          ? null
          : premiumToBasisPoints(data.buyersPremiumPercent),
    paymentMethods: fill(data.paymentMethods, []),
    previewTimes: fill(inOrder(data.previewTimes), []),
    pickupTimes: fill(inOrder(data.pickupTimes), []),
    terms: fill(data.terms, null),
    termsFr: fill(data.termsFr, null),
  };
}

/** Windows stored as UTC instants, soonest first, whatever offset they were sent with. */
const inOrder = (windows: SaleWindow[] | undefined): SaleWindow[] | undefined =>
  windows
    ?.map((window) => ({
      start: new Date(window.start).toISOString(),
      end: new Date(window.end).toISOString(),
    }))
    .sort((a, b) => a.start.localeCompare(b.start));

export interface ListingPayment {
  paymentRequired: boolean;
  invoice: CreateAuctionResponse['invoice'];
}

/**
 * Decision 4: whether this listing must be paid for before review, and the invoice to pay. No
 * invoice for a superadmin actor or a seller with free auction listings; otherwise an invoice for
 * the listing at the current AUCTION_LISTING price (tax is added at checkout), made in the create
 * transaction, and the listing waits for payment (AWAITING_PAYMENT: neither public nor in review).
 */
export async function decideListingPayment(
  tx: Executor,
  listing: { actor: UserRow; seller: UserRow; auctionId: string; title: string },
): Promise<ListingPayment> {
  if (isSuperAdminRole(listing.actor.role) || listing.seller.freeAuctionListings) {
    return { paymentRequired: false, invoice: null };
  }
  const invoice = await createInvoice(tx, {
    user: listing.seller,
    itemType: 'LISTING_FEE',
    itemId: listing.auctionId,
    description: `Auction listing: ${listing.title}`,
    subtotalCents: await findPriceCents(tx, 'AUCTION_LISTING'),
  });
  await queries.updateAuction(tx, listing.auctionId, { status: 'AWAITING_PAYMENT' });
  return { paymentRequired: true, invoice: { id: invoice.id, amount: invoice.totalCents } };
}

/**
 * Decision 4: a listing goes to review once paid, or at once when free; a seller with auto-approve
 * goes live instead. The payment confirmation calls this too (through markListingPaid).
 */
export async function submitListingForReview(
  tx: Executor,
  auctionId: string,
  seller: Pick<UserRow, 'autoApprove'>,
): Promise<void> {
  if (!seller.autoApprove) {
    await queries.updateAuction(tx, auctionId, { status: 'PENDING' });
    return;
  }
  await queries.updateAuction(tx, auctionId, { status: 'APPROVED', reviewedAt: new Date() });
}

/**
 * The listing fee is paid (called by checkout inside its transaction): an AWAITING_PAYMENT listing
 * goes to review, or live for an auto-approve seller. A listing already past that is left alone.
 */
export async function markListingPaid(tx: Executor, auctionId: string): Promise<void> {
  const current = await queries.findAuctionState(tx, auctionId, { forUpdate: true });
  if (current?.status !== 'AWAITING_PAYMENT') return;
  const seller = await findUserById(tx, current.sellerId);
  await submitListingForReview(tx, auctionId, { autoApprove: seller?.autoApprove ?? false });
}

/** An unknown category is reported like a missing one; the foreign key decides, race-free. */
const CATEGORY_FOREIGN_KEY = 'auctions_category_id_categories_id_fk';

function isUnknownCategory(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const candidate = cause as { code?: string; constraint?: string };
    if (candidate.code === '23503' && candidate.constraint === CATEGORY_FOREIGN_KEY) return true;
  }
  return false;
}

async function withCategoryCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUnknownCategory(error)) throw validationError({ categoryId: MESSAGES.categoryRequired });
    throw error;
  }
}

const listsForSomeoneElse = (actor: UserRow, sellerId: string | null | undefined): sellerId is string =>
  Boolean(sellerId) && sellerId !== actor.id;

/**
 * Spec 000 §6: only a superadmin may list for someone else (`sellerId`). The route asks before
 * anything else (the saved-card check included), so a forbidden request is answered 403 first.
 */
export function assertMayListFor(actor: UserRow, sellerId: string | null | undefined): void {
  if (listsForSomeoneElse(actor, sellerId) && actor.role !== 'SUPERADMIN') {
    throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  }
}

async function resolveSeller(db: Executor, actor: UserRow, sellerId: string | null | undefined) {
  if (!listsForSomeoneElse(actor, sellerId)) return actor;
  assertMayListFor(actor, sellerId);
  const seller = await findUserById(db, sellerId);
  if (!seller) throw validationError({ sellerId: MESSAGES.sellerNotFound });
  return seller;
}

/**
 * Issue 17: where an auction happens, from the place the seller chose (its province too, when the
 * seller gave none) or else from the location text where it names one place of the province.
 */
async function locateAuction(
  db: Executor,
  data: Pick<CreateAuctionData, 'placeId' | 'location' | 'province'>,
  fallbackProvince: () => Province,
) {
  if (data.placeId) {
    const place = await requirePlace(db, data.placeId, 'placeId');
    const province = data.province ?? place.province;
    return { province, placeId: place.id, lat: place.lat, lng: place.lng };
  }
  const province = data.province ?? guessProvince(data.location) ?? fallbackProvince();
  const found = await geocodeLocation(db, data.location, province);
  return { province, placeId: found?.placeId ?? null, lat: found?.lat ?? null, lng: found?.lng ?? null };
}

export async function createAuction(
  app: AuctionWrites,
  actor: UserRow,
  data: CreateAuctionData,
): Promise<CreateAuctionResponse> {
  const { db } = app;
  const seller = await resolveSeller(db, actor, data.sellerId);
  // Decision 004 (docs/decisions): the province whose time zone the dates are shown in.
  const where = await locateAuction(db, data, () => seller.province ?? DEFAULT_PROVINCE);
  const { id, payment } = await withCategoryCheck(() =>
    db.transaction(async (tx) => {
      const id = await queries.insertAuction(tx, {
        sellerId: seller.id,
        categoryId: data.categoryId,
        title: data.title,
        description: data.description,
        titleFr: data.titleFr,
        descriptionFr: data.descriptionFr,
        location: data.location,
        ...where,
        status: 'PENDING',
        auctionStartDate: new Date(data.auctionStartDate),
        auctionEndDate: new Date(data.auctionEndDate),
        previewUrl: data.previewUrl,
        catalogUrl: data.catalogUrl,
        ...saleFactColumns(data, 'create'),
      });
      const payment = await decideListingPayment(tx, { actor, seller, auctionId: id, title: data.title });
      if (!payment.paymentRequired) await submitListingForReview(tx, id, seller);
      return { id, payment };
    }),
  );
  forgetAuctionReads(app);
  const auction = await getAuction(app, actor, id);
  return { id, auction, ...payment };
}

export async function updateAuction(
  app: AuctionWrites,
  storage: Storage,
  actor: UserRow,
  id: string,
  data: UpdateAuctionData,
): Promise<Auction> {
  const { db } = app;
  const dropped = await withCategoryCheck(() =>
    db.transaction(async (tx) => {
      const current = await queries.findAuctionState(tx, id, { forUpdate: true });
      assertCanManage(actor, current);
      const where = await locateAuction(tx, data, () => current.province);
      const kept = data.images ? [...new Set(data.images)] : current.images;
      if (kept.some((url) => !current.images.includes(url))) {
        throw new AppError('BAD_REQUEST', MESSAGES.galleryImageNotInListing, {
          images: MESSAGES.galleryImageNotInListing,
        });
      }
      // Issue 31 item 2: the seller's edit of a rejected listing is its resubmission: back to review,
      // its reason cleared, no new fee (the refunded fee is asked again only on approval, issue 25).
      const resubmitted = current.status === 'REJECTED' && current.sellerId === actor.id;
      const backToReview = resubmitted || (await editNeedsReview(tx, actor, current, data));
      await queries.updateAuction(tx, id, {
        ...(backToReview ? { status: 'PENDING' as const } : {}),
        ...(resubmitted ? noRejection : {}),
        title: data.title,
        description: data.description,
        titleFr: data.titleFr,
        descriptionFr: data.descriptionFr,
        categoryId: data.categoryId,
        location: data.location,
        ...where,
        auctionStartDate: new Date(data.auctionStartDate),
        auctionEndDate: new Date(data.auctionEndDate),
        previewUrl: data.previewUrl,
        catalogUrl: data.catalogUrl,
        ...saleFactColumns(data, 'edit'),
        images: kept,
      });
      // A picture also used as the featured image keeps its files.
      return current.images.filter((url) => !kept.includes(url) && url !== current.featuredImage);
    }),
  );
  forgetAuctionReads(app);
  await deleteAuctionImages(storage, dropped);
  return getAuction(app, actor, id);
}

export async function deleteAuction(
  app: AuctionWrites,
  storage: Storage,
  actor: UserRow,
  id: string,
): Promise<void> {
  const { db } = app;
  const removed = await db.transaction(async (tx) => {
    const current = await queries.findAuctionState(tx, id, { forUpdate: true });
    assertCanManage(actor, current);
    // An unpaid listing's invoice is voided; a paid one stays paid (the invoice outlives the listing).
    await voidUnpaidInvoices(tx, 'LISTING_FEE', id);
    // Its lots go with it (foreign key cascade); their photos' files are deleted after commit.
    const lotImages = await findLotImagesOfAuction(tx, id);
    const row = await queries.deleteAuction(tx, id);
    // Issue 31 item 5: an admin deleting someone else's auction is an admin action, and audited
    // (a deleted user's auctions too, each beside the user's own record).
    if (row && current && current.sellerId !== actor.id) {
      await recordAudit(tx, {
        actor,
        action: 'auction.delete',
        subject: { type: 'auction', id, label: current.title },
        changes: { status: { before: current.status, after: null } },
      });
    }
    return row && { ...row, lotImages };
  });
  forgetAuctionReads(app);
  if (removed) {
    await deleteAuctionImages(storage, [removed.featuredImage, ...removed.images, ...removed.lotImages]);
    await Promise.all(Object.values(removed.shareCards).map((key) => storage.delete(key)));
  }
}
