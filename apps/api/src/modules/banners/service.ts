import {
  type AdminBannerSort,
  type AdminBannersResponse,
  BANNER_MESSAGES,
  type Banner,
  type BannerPlacement,
  type BannerStatus,
  bannerClickUrl,
  bannerPrice,
  type CreateBannerData,
  type CreateBannerResponse,
  describeInvoiceLine,
  fitsMobileBanner,
  type HomepageBannersResponse,
  isAdminRole,
  isHttpUrl,
  isSuperAdminRole,
  MESSAGES,
  type PublicBanner,
  type ServedPlacement,
  UPLOAD_LIMITS,
  type UploadBannerResponse,
} from '@mariner/contracts';
import type { Database, Executor } from '../../db/client.ts';
import type { BannerRow, UserRow } from '../../db/schema.ts';
import type { CacheSync } from '../../plugins/cache-sync/index.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import type { PaymentDriver } from '../../plugins/payments/driver.ts';
import type { Storage, UploadStorage } from '../../plugins/storage/index.ts';
import { recordAudit } from '../audit/record.ts';
import { createInvoice, isItemRefunded, refundItemInvoice, voidUnpaidInvoices } from '../invoices/service.ts';
import { findPriceCents } from '../pricing/service.ts';
import {
  enqueueRejectionMail,
  noRejection,
  type RejectionInput,
  rejectionColumns,
  rejectionOf,
} from '../reviews/rejection.ts';
import { BANNER_IMAGE, MOBILE_BANNER_IMAGE, processImage } from '../uploads/images.ts';
import { uploadOwnerOf } from '../uploads/upload-records.ts';
import { findUserById } from '../users/service.ts';
import type { ImpressionCounter } from './impressions.ts';
import { forgetLiveBanners, type LiveBanners } from './live-banners.ts';
import * as queries from './queries.ts';

/**
 * What the banner service reads and forgets besides the database: this instance's live banners and
 * impression counts (the app's decorators `liveBanners` and `bannerImpressions`), and the link that
 * tells the other instances to forget theirs. A route passes `app`.
 */
export interface BannerDeps {
  db: Database;
  liveBanners: LiveBanners;
  bannerImpressions: ImpressionCounter;
  cacheSync: Pick<CacheSync, 'announce'>;
}

const bannerNotFound = () => new AppError('NOT_FOUND', BANNER_MESSAGES.bannerNotFound);

// --- upload (decision 13)

/** What an upload is for: a banner's image, or a leaderboard's mobile image (issue 28). */
export type UploadBannerKind = 'banner' | 'mobile';

const MOBILE_IMAGE_PREFIX = 'mobile-';

/** Spec 001 §5: JPG, PNG or GIF only, told by the first bytes, never by the name or the type sent. */
export function sniffBannerFormat(buffer: Buffer): 'jpeg' | 'png' | 'gif' | null {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  if (buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  const head = buffer.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}

/**
 * Checks the upload by content, re-encodes it to WebP at its own pixel size (fitted into the
 * largest placement at twice its density, issue 25) and stores it as
 * `banners/<user>/<hash>.webp`; answers the address and the actual width and height, so the form
 * can warn about wrong dimensions (spec 001 §5).
 */
export async function uploadBannerImage(
  storage: UploadStorage,
  user: UserRow,
  buffer: Buffer,
  kind: UploadBannerKind = 'banner',
): Promise<UploadBannerResponse> {
  if (buffer.length > UPLOAD_LIMITS.bannerBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.bannerFileTooLarge);
  }
  if (!sniffBannerFormat(buffer)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.bannerInvalidType);
  await storage.assertRoomFor(uploadOwnerOf(user));
  const mobile = kind === 'mobile';
  const [image] = await processImage(buffer, mobile ? MOBILE_BANNER_IMAGE : BANNER_IMAGE);
  if (!image) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES.bannerInvalidType);
  // Issue 28: the shape is checked on the stored result (fitted without enlarging, so a picture
  // smaller than 320 × 100 stays smaller), before anything is stored.
  if (mobile && !fitsMobileBanner(image.pixels.width, image.pixels.height)) {
    throw validationError({ image: BANNER_MESSAGES.mobileImageShape });
  }
  // A mobile image's name says so: create accepts it only as a mobile image, and never as the main one.
  const key = `banners/${user.id}/${mobile ? MOBILE_IMAGE_PREFIX : ''}${image.name}`;
  const imageUrl = storage.url(key);
  await storage.putUploads([{ key, buffer: image.buffer, contentType: 'image/webp' }], {
    owner: uploadOwnerOf(user),
    url: imageUrl,
  });
  return { imageUrl, width: image.pixels.width, height: image.pixels.height };
}

// --- wire form

/** Decision 6: APPROVED is answered as ACTIVE while it is being served (start <= now < end). */
export function bannerStatusAt(row: Pick<BannerRow, 'status' | 'startDate' | 'endDate'>, now: Date) {
  const live = row.startDate.getTime() <= now.getTime() && now.getTime() < row.endDate.getTime();
  return (row.status === 'APPROVED' && live ? 'ACTIVE' : row.status) as BannerStatus;
}

export const toBanner = (row: queries.BannerWithStats, now = new Date()): Banner => ({
  id: row.id,
  advertiserId: row.advertiserId,
  advertiserName: row.advertiserName,
  contactEmail: row.contactEmail,
  targetUrl: row.targetUrl,
  imageUrl: row.imageUrl,
  mobileImageUrl: row.mobileImageUrl,
  placement: row.placement,
  size: row.size,
  startDate: row.startDate.toISOString(),
  endDate: row.endDate.toISOString(),
  status: bannerStatusAt(row, now),
  createdAt: row.createdAt.toISOString(),
  impressions: row.impressions,
  clicks: row.clicks,
  // Issue 31 item 2: a banner is answered to its advertiser and admins only, so its reason goes along.
  rejection:
    row.status === 'REJECTED' && row.rejectionCode
      ? {
          code: row.rejectionCode,
          note: row.rejectionNote,
          at: (row.rejectedAt ?? row.updatedAt).toISOString(),
        }
      : null,
});

async function getBanner({ db, bannerImpressions }: BannerDeps, id: string): Promise<Banner> {
  await bannerImpressions.flush();
  const row = await queries.findBannerWithStats(db, id);
  if (!row) throw bannerNotFound();
  return toBanner(row);
}

// --- create (spec 001 §5; decision 4)

/** Spec 001 §6: only a superadmin may create a banner for someone else (`advertiserId`). */
async function resolveAdvertiser(db: Executor, actor: UserRow, advertiserId: string | null | undefined) {
  if (!advertiserId || advertiserId === actor.id) return actor;
  if (!isSuperAdminRole(actor.role)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const advertiser = await findUserById(db, advertiserId);
  if (!advertiser) throw validationError({ advertiserId: BANNER_MESSAGES.advertiserNotFound });
  return advertiser;
}

/** Whether `url` is an upload of POST /banners/upload (of `kind`) by one of `owners`. */
function isOwnUpload(storage: Storage, url: string, owners: string[], kind: UploadBannerKind) {
  const name = kind === 'mobile' ? /^mobile-[0-9a-f]+\.webp$/ : /^[0-9a-f]+\.webp$/;
  return owners.some((owner) => {
    const prefix = storage.url(`banners/${owner}/`);
    return url.startsWith(prefix) && name.test(url.slice(prefix.length));
  });
}

/**
 * The image must be one uploaded through POST /banners/upload by the actor or the advertiser, and
 * the mobile image (issue 28) one uploaded there with `kind=mobile`, whose shape was checked then.
 */
function assertOwnUploads(storage: Storage, data: CreateBannerData, owners: string[]) {
  if (!isOwnUpload(storage, data.imageUrl, owners, 'banner')) {
    throw validationError({ imageUrl: MESSAGES.uploadBannerImage });
  }
  if (data.mobileImageUrl && !isOwnUpload(storage, data.mobileImageUrl, owners, 'mobile')) {
    throw validationError({ mobileImageUrl: BANNER_MESSAGES.mobileImageUpload });
  }
}

export async function createBanner(
  deps: BannerDeps,
  storage: Storage,
  actor: UserRow,
  data: CreateBannerData,
): Promise<CreateBannerResponse> {
  const { db } = deps;
  const advertiser = await resolveAdvertiser(db, actor, data.advertiserId);
  assertOwnUploads(storage, data, [actor.id, advertiser.id]);
  const startDate = new Date(data.startDate);
  const endDate = new Date(data.endDate);
  const { id, payment } = await db.transaction(async (tx) => {
    const free = isSuperAdminRole(actor.role) || isFreeFor(advertiser);
    const row = await queries.insertBanner(tx, {
      advertiserId: advertiser.id,
      advertiserName: data.advertiserName,
      contactEmail: data.contactEmail,
      targetUrl: data.targetUrl,
      imageUrl: data.imageUrl,
      mobileImageUrl: data.mobileImageUrl || null,
      placement: data.placement,
      size: data.size,
      startDate,
      endDate,
      status: free ? 'PENDING' : 'AWAITING_PAYMENT',
    });
    if (free) return { id: row.id, payment: { paymentRequired: false, invoice: null } };
    const invoice = await invoiceBanner(tx, advertiser, row);
    return {
      id: row.id,
      payment: { paymentRequired: true, invoice: { id: invoice.id, amount: invoice.totalCents } },
    };
  });
  return { id, banner: await getBanner(deps, id), ...payment };
}

/** Decision 4: a superadmin's banners and those of a user with free banner ads cost nothing. */
export const isFreeFor = (advertiser: UserRow) =>
  isSuperAdminRole(advertiser.role) || advertiser.freeBannerAds;

/** The invoice of a banner's run at today's price: on creation, and to be paid again after a refund. */
export async function invoiceBanner(tx: Executor, advertiser: UserRow, banner: BannerRow) {
  const monthly = await findPriceCents(
    tx,
    banner.size === 'LEADERBOARD' ? 'BANNER_LEADERBOARD_MONTHLY' : 'BANNER_SQUARE_MONTHLY',
  );
  return createInvoice(tx, {
    user: advertiser,
    itemType: 'BANNER_AD',
    itemId: banner.id,
    // Issue 30 item 6: the stored words (shown when the banner is gone) name no internal codes.
    description: describeInvoiceLine(
      {
        itemType: 'BANNER_AD',
        size: banner.size,
        placement: banner.placement,
        advertiserName: banner.advertiserName,
      },
      'en',
    ),
    subtotalCents: bannerPrice(monthly, banner.startDate, banner.endDate),
  });
}

/**
 * Issue 25, defect 8: a banner whose payment was refunded (it was rejected) is not paid for. Approving
 * it, or finding it approved once the refund is written, sends it back to awaiting payment with a
 * new invoice, unless it costs its advertiser nothing. The caller holds the banner's row lock.
 * Answers whether it did.
 */
async function chargeAgainIfRefunded(tx: Executor, banner: BannerRow): Promise<boolean> {
  if (!(await isItemRefunded(tx, 'BANNER_AD', banner.id))) return false;
  const advertiser = await findUserById(tx, banner.advertiserId);
  if (!advertiser || isFreeFor(advertiser)) return false;
  await invoiceBanner(tx, advertiser, banner);
  await queries.updateBanner(tx, banner.id, { status: 'AWAITING_PAYMENT' });
  return true;
}

/** Checkout's handler (inside its transaction): a paid banner goes to review. */
export async function markBannerPaid(tx: Executor, bannerId: string): Promise<void> {
  const current = await queries.findBanner(tx, bannerId, { forUpdate: true });
  if (current?.status !== 'AWAITING_PAYMENT') return;
  await queries.updateBanner(tx, bannerId, { status: 'PENDING' });
}

// --- reads

export async function listMyBanners({ db, bannerImpressions }: BannerDeps, user: UserRow): Promise<Banner[]> {
  // Stats read here include every impression served so far on this instance (impressions.ts).
  await bannerImpressions.flush();
  const now = new Date();
  return (await queries.findBannersOfAdvertiser(db, user.id)).map((row) => toBanner(row, now));
}

export async function listAdminBanners(
  { db, bannerImpressions }: BannerDeps,
  query: {
    status?: BannerStatus | undefined;
    page: number;
    limit: number;
    search?: string | undefined;
    placement?: BannerPlacement | undefined;
    sort?: AdminBannerSort | undefined;
  },
): Promise<AdminBannersResponse> {
  await bannerImpressions.flush();
  const now = new Date();
  const { rows, total } = await queries.findBannerPage(
    db,
    queries.adminBannersWhere(query, now),
    query.page,
    query.limit,
    query.sort ?? 'newest',
  );
  return {
    banners: rows.map((row) => toBanner(row, now)),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.ceil(total / query.limit),
    },
  };
}

/** The admin stat cards: banners being served now (decision 6) and waiting for review. */
export async function countActiveAndPendingBanners(db: Executor, now = new Date()) {
  const [active, pending] = await Promise.all([
    queries.countBanners(db, queries.statusFilter('ACTIVE', now)),
    queries.countBanners(db, queries.statusFilter('PENDING', now)),
  ]);
  return { active, pending };
}

// --- review and delete

export async function reviewBanner(
  deps: BannerDeps,
  payments: PaymentDriver,
  admin: UserRow,
  bannerId: string,
  status: 'APPROVED' | 'REJECTED',
  /** Issue 31 item 2: with a rejection, why (stored, mailed to the advertiser) and the site's address. */
  rejection?: { reason: RejectionInput; publicUrl: string },
): Promise<Banner> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    const current = await queries.findBanner(tx, bannerId, { forUpdate: true });
    if (!current) throw bannerNotFound();
    if (current.status === 'AWAITING_PAYMENT') {
      throw new AppError('CONFLICT', BANNER_MESSAGES.awaitingPayment);
    }
    // Issue 31 item 5: the decision's audit record, in this transaction (no record without the change).
    const audit = (after: string, reason: RejectionInput | null = null) =>
      recordAudit(tx, {
        actor: admin,
        action: status === 'APPROVED' ? 'banner.approve' : 'banner.reject',
        subject: { type: 'banner', id: bannerId, label: current.advertiserName },
        changes: current.status === after ? {} : { status: { before: current.status, after } },
        reason,
      });
    if (status === 'APPROVED' && (await chargeAgainIfRefunded(tx, current))) {
      await audit('AWAITING_PAYMENT');
      return;
    }
    const now = new Date();
    if (status === 'APPROVED') {
      await queries.updateBanner(tx, bannerId, { status, reviewedAt: now, ...noRejection });
      await audit(status);
      return;
    }
    const reason = rejection?.reason ?? rejectionOf(undefined);
    await queries.updateBanner(tx, bannerId, { status, reviewedAt: now, ...rejectionColumns(reason, now) });
    await audit(status, reason);
    const advertiser = rejection && (await findUserById(tx, current.advertiserId));
    if (rejection && advertiser) {
      await enqueueRejectionMail(tx, advertiser, {
        kind: 'banner',
        title: current.advertiserName,
        rejection: reason,
        publicUrl: rejection.publicUrl,
      });
    }
  });
  // Served from the next view on (live-banners.ts): approved joins the rotation, rejected leaves it.
  forgetLiveBanners(deps);
  if (status === 'REJECTED') {
    // Decision 4: a rejected paid banner is refunded in full (keyed per invoice: a retry refunds once).
    await refundItemInvoice(db, payments, 'BANNER_AD', bannerId, admin);
    // An approval made while the refund was on its way saw the invoice still paid: it pays again now.
    const chargedAgain = await db.transaction(async (tx) => {
      const current = await queries.findBanner(tx, bannerId, { forUpdate: true });
      return current?.status === 'APPROVED' && (await chargeAgainIfRefunded(tx, current));
    });
    if (chargedAgain) forgetLiveBanners(deps);
  }
  return getBanner(deps, bannerId);
}

/**
 * Issue 31 item 2: the advertiser sends a rejected banner back to review once they have changed
 * what was wrong (its reason cleared, no new fee: a refunded fee is asked again only on approval,
 * as chargeAgainIfRefunded does). Anything but a rejected banner is refused with 409.
 */
export async function resubmitBanner(deps: BannerDeps, actor: UserRow, id: string): Promise<Banner> {
  await deps.db.transaction(async (tx) => {
    const current = await queries.findBanner(tx, id, { forUpdate: true });
    if (!current) throw bannerNotFound();
    if (current.advertiserId !== actor.id && !isAdminRole(actor.role)) {
      throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    }
    if (current.status !== 'REJECTED') throw new AppError('CONFLICT', BANNER_MESSAGES.notRejected);
    await queries.updateBanner(tx, id, { status: 'PENDING', ...noRejection });
  });
  return getBanner(deps, id);
}

export async function deleteBanner(
  deps: BannerDeps,
  storage: Storage,
  actor: UserRow,
  id: string,
): Promise<void> {
  const { db } = deps;
  const removed = await db.transaction(async (tx) => {
    const current = await queries.findBanner(tx, id, { forUpdate: true });
    if (!current) throw bannerNotFound();
    if (current.advertiserId !== actor.id && !isAdminRole(actor.role)) {
      throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    }
    // An unpaid banner's invoice is voided; a paid one stays paid (the invoice outlives the banner).
    await voidUnpaidInvoices(tx, 'BANNER_AD', id);
    const row = await queries.deleteBanner(tx, id);
    // Issue 31 item 5: an admin deleting someone else's banner is an admin action, and audited.
    if (row && current.advertiserId !== actor.id) {
      await recordAudit(tx, {
        actor,
        action: 'banner.delete',
        subject: { type: 'banner', id, label: current.advertiserName },
        changes: { status: { before: current.status, after: null } },
      });
    }
    return row;
  });
  forgetLiveBanners(deps);
  // A renewal (issue 30 item 6) shows the same files: they go with the last banner that shows them.
  for (const url of [removed?.imageUrl, removed?.mobileImageUrl]) {
    if (url && !(await queries.isBannerImageInUse(db, url))) await storage.deleteUrl(url);
  }
}

// --- serving and counting (decision 6)

const SIDEBARS = ['HOMEPAGE_SIDEBAR_1', 'HOMEPAGE_SIDEBAR_2', 'HOMEPAGE_SIDEBAR_3'] as const;

const toPublic = (banner: queries.ServableBanner): PublicBanner => ({
  id: banner.id,
  imageUrl: banner.imageUrl,
  mobileImageUrl: banner.mobileImageUrl,
  size: banner.size,
  placement: banner.placement,
  advertiserName: banner.advertiserName,
  clickUrl: bannerClickUrl(banner.id),
});

/**
 * `slots[placement]` banners of each placement, picked at random among the live ones this instance
 * remembers (live-banners.ts); each one served counts one impression (impressions.ts).
 */
async function serve(
  { liveBanners, bannerImpressions }: BannerDeps,
  slots: Partial<Record<BannerPlacement, number>>,
  now: Date,
) {
  const picked = await liveBanners.pick(slots, now);
  bannerImpressions.count(
    [...picked.values()].flatMap((banners) => banners.map((banner) => banner.id)),
    now,
  );
  return picked;
}

/**
 * Home page slots: top and featured are two different leaderboards of HOMEPAGE_FEATURED (random
 * order, so each is fairly rotated); one square per sidebar placement, in sidebar order.
 */
export async function homepageBanners(deps: BannerDeps, now = new Date()): Promise<HomepageBannersResponse> {
  const picked = await serve(
    deps,
    { HOMEPAGE_FEATURED: 2, HOMEPAGE_SIDEBAR_1: 1, HOMEPAGE_SIDEBAR_2: 1, HOMEPAGE_SIDEBAR_3: 1 },
    now,
  );
  const [top, featured] = picked.get('HOMEPAGE_FEATURED') ?? [];
  return {
    topBanner: top ? toPublic(top) : null,
    featuredBanner: featured ? toPublic(featured) : null,
    sidebarBanners: SIDEBARS.flatMap((placement) => (picked.get(placement) ?? []).map(toPublic)),
  };
}

/** The square of the auctions list (CATEGORY_PAGE) or of an auction's page (LISTING_DETAIL). */
export async function placementBanner(
  deps: BannerDeps,
  placement: ServedPlacement,
  now = new Date(),
): Promise<PublicBanner | null> {
  const [banner] = (await serve(deps, { [placement]: 1 }, now)).get(placement) ?? [];
  return banner ? toPublic(banner) : null;
}

/**
 * Counts a click and answers where to send the visitor: the stored target only, only for a banner
 * being served now (approved and within its dates) and only when it is an http(s) address; anything
 * else is reported as not found (never an open redirect).
 */
export async function clickTarget(db: Database, id: string, now = new Date()): Promise<string> {
  const target = await queries.clickBanner(db, id, now);
  if (!target || !isHttpUrl(target)) throw bannerNotFound();
  return target;
}
