import {
  type CreateDirectoryListingData,
  type CreateDirectoryListingResponse,
  type DirectoryListing,
  DURATIONS,
  isSuperAdminRole,
  MESSAGES,
  type MyDirectoryListingsResponse,
  type UpdateDirectoryListingData,
} from '@mariner/contracts';
import type { Database, Executor } from '../../db/client.ts';
import type { DirectoryListingRow, UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import type { UploadStorage } from '../../plugins/storage/index.ts';
import { createInvoice } from '../invoices/service.ts';
import { findPriceCents } from '../pricing/service.ts';
import { LOGO_IMAGE, processImage } from '../uploads/images.ts';
import { releaseLogo } from '../uploads/logo-files.ts';
import { uploadOwnerOf } from '../uploads/upload-records.ts';
import * as queries from './queries.ts';
import { reviewAgainAfterOwnerChange, syncDirectoryHold } from './review-state.ts';

/**
 * Directory listings (spec 001 §2 Create Directory Listing; decisions 4–5). Creating one issues a
 * DIRECTORY_LISTING invoice unless the creator is a superadmin; paying it (PAID_ITEM_HANDLERS)
 * activates the listing for 12 months and copies its details onto the owner's directory profile.
 *
 * A second listing is a renewal: it replaces the profile's details and runs 12 months from the
 * later of now and the current expiry, so paying early never loses the time already bought.
 */

export const listingNotFound = () => new AppError('NOT_FOUND', MESSAGES.notFound);

const addMonths = (date: Date, months: number): Date => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

/** An ACTIVE listing past its renewal date has lapsed (decision 5); the read says so. */
const statusOf = (row: DirectoryListingRow, now: Date): DirectoryListing['status'] =>
  row.status === 'ACTIVE' && row.expiresAt && row.expiresAt <= now ? 'EXPIRED' : row.status;

export const toDirectoryListing = (
  row: DirectoryListingRow,
  pendingInvoice: DirectoryListing['pendingInvoice'] = null,
  now = new Date(),
): DirectoryListing => ({
  id: row.id,
  companyName: row.companyName,
  description: row.description,
  descriptionFr: row.descriptionFr,
  website: row.website,
  phone: row.phone,
  email: row.email,
  address: row.address,
  categories: row.categories,
  socialMedia: row.socialMedia,
  logo: row.logo,
  status: statusOf(row, now),
  activatedAt: row.activatedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  pendingInvoice,
  createdAt: row.createdAt.toISOString(),
  reviewStatus: row.reviewStatus,
  rejection:
    row.reviewStatus === 'REJECTED' && row.rejectionCode && row.rejectedAt
      ? { code: row.rejectionCode, note: row.rejectionNote, at: row.rejectedAt.toISOString() }
      : null,
});

/** POST /api/directory-listings. */
export async function createDirectoryListing(
  db: Database,
  user: UserRow,
  data: CreateDirectoryListingData,
): Promise<CreateDirectoryListingResponse> {
  return db.transaction(async (tx) => {
    const listing = await queries.insertListing(tx, {
      userId: user.id,
      companyName: data.companyName,
      description: data.description,
      descriptionFr: data.descriptionFr,
      website: data.website,
      phone: data.phone,
      email: data.email,
      address: data.address,
      categories: data.categories,
      socialMedia: {
        facebook: data.socialMedia?.facebook ?? null,
        twitter: data.socialMedia?.twitter ?? null,
        linkedin: data.socialMedia?.linkedin ?? null,
        instagram: data.socialMedia?.instagram ?? null,
      },
      status: 'PENDING_PAYMENT',
    });
    if (isSuperAdminRole(user.role)) {
      // A superadmin's own listing is theirs to review: it goes live approved.
      await activateDirectoryListing(tx, listing.id, new Date(), { approvedBy: user.id });
      const active = await queries.findListing(tx, listing.id);
      return { listing: toDirectoryListing(active ?? listing), paymentRequired: false, invoice: null };
    }
    const invoice = await createInvoice(tx, {
      user,
      itemType: 'DIRECTORY_LISTING',
      itemId: listing.id,
      description: `Directory listing: ${listing.companyName} (${DURATIONS.directoryListingMonths} months)`,
      subtotalCents: await findPriceCents(tx, 'DIRECTORY_LISTING'),
    });
    const amount = { id: invoice.id, amount: invoice.totalCents };
    return { listing: toDirectoryListing(listing, amount), paymentRequired: true, invoice: amount };
  });
}

/** GET /api/directory-listings/mine: newest first, each with its renewal date. */
export async function listMyDirectoryListings(
  db: Database,
  user: UserRow,
): Promise<MyDirectoryListingsResponse> {
  const rows = await queries.findUserListings(db, user.id);
  const pending = await queries.findPendingInvoices(
    db,
    rows.filter((row) => row.status === 'PENDING_PAYMENT').map((row) => row.id),
  );
  const now = new Date();
  return {
    listings: rows.map((row) => {
      const invoice = pending.find((entry) => entry.listingId === row.id);
      return toDirectoryListing(row, invoice ? { id: invoice.id, amount: invoice.amount } : null, now);
    }),
  };
}

/**
 * The listing is paid (called by checkout inside its transaction, or at once for a superadmin):
 * ACTIVE for 12 months from the later of now and the owner's current expiry, and its details
 * become the owner's directory profile. A listing already active is left alone. Decision 033: it is
 * live at once and waits in the admins' review queue, unless a superadmin approves it as they make it.
 */
export async function activateDirectoryListing(
  tx: Executor,
  listingId: string,
  now = new Date(),
  review: { approvedBy?: string } = {},
) {
  const listing = await queries.findListing(tx, listingId, { forUpdate: true });
  if (listing?.status !== 'PENDING_PAYMENT') return;
  const owner = await queries.findUserForUpdate(tx, listing.userId);
  if (!owner) return;
  const running =
    owner.directoryStatus === 'ACTIVE' && owner.directoryExpiresAt && owner.directoryExpiresAt > now
      ? owner.directoryExpiresAt
      : null;
  const expiresAt = addMonths(running ?? now, DURATIONS.directoryListingMonths);
  await queries.updateListing(tx, listing.id, {
    status: 'ACTIVE',
    activatedAt: now,
    expiresAt,
    ...(review.approvedBy
      ? { reviewStatus: 'APPROVED' as const, reviewedAt: now, reviewedBy: review.approvedBy }
      : { reviewStatus: 'PENDING' as const, reviewedAt: null, reviewedBy: null }),
    rejectionCode: null,
    rejectionNote: null,
    rejectedAt: null,
  });
  await queries.updateUserDirectory(tx, owner.id, {
    companyName: listing.companyName,
    companyDescription: listing.description,
    companyDescriptionFr: listing.descriptionFr,
    companyWebsite: listing.website,
    companyPhone: listing.phone,
    companyContactEmail: listing.email,
    companyAddress: listing.address,
    ...(listing.logo ? { companyLogo: listing.logo } : {}),
    directoryCategories: listing.categories,
    // A listing shows under the owner's type; one who never chose a type is an "Other Service".
    advertiserType: owner.advertiserType ?? 'OTHER_SERVICE',
    isDirectoryListed: true,
    directoryStatus: 'ACTIVE',
    directoryActivatedAt: running ? (owner.directoryActivatedAt ?? now) : now,
    directoryExpiresAt: expiresAt,
  });
  await syncDirectoryHold(tx, owner.id, now);
}

/**
 * PUT/PATCH /api/directory-listings/{id} (issue 30 item 6): the owner (or a superadmin) edits a
 * listing for its whole term, paid or not; its term, status and invoice are untouched. An active
 * listing's details are the owner's directory profile (activateDirectoryListing copied them), so
 * the profile takes the change at once. A listing whose term is over is refused (409): it is
 * renewed, not edited.
 */
export async function updateDirectoryListing(
  db: Database,
  actor: UserRow,
  listingId: string,
  data: UpdateDirectoryListingData,
  now = new Date(),
): Promise<DirectoryListing> {
  return db.transaction(async (tx) => {
    const current = await queries.findListing(tx, listingId, { forUpdate: true });
    if (!current || (current.userId !== actor.id && !isSuperAdminRole(actor.role))) throw listingNotFound();
    if (statusOf(current, now) === 'EXPIRED') throw new AppError('CONFLICT', MESSAGES.directoryListingEnded);
    const changes = {
      ...(data.companyName === undefined ? {} : { companyName: data.companyName }),
      ...(data.description === undefined ? {} : { description: data.description }),
      ...(data.descriptionFr === undefined ? {} : { descriptionFr: data.descriptionFr }),
      ...(data.website === undefined ? {} : { website: data.website }),
      ...(data.phone === undefined ? {} : { phone: data.phone }),
      ...(data.email === undefined ? {} : { email: data.email }),
      ...(data.address === undefined ? {} : { address: data.address }),
      ...(data.categories === undefined ? {} : { categories: data.categories }),
      ...(data.socialMedia === undefined
        ? {}
        : {
            socialMedia: {
              facebook: data.socialMedia?.facebook ?? null,
              twitter: data.socialMedia?.twitter ?? null,
              linkedin: data.socialMedia?.linkedin ?? null,
              instagram: data.socialMedia?.instagram ?? null,
            },
          }),
    };
    await queries.updateListing(tx, current.id, changes);
    const updated = (await queries.findListing(tx, current.id)) ?? current;
    if (current.status === 'ACTIVE' && (await isOwnersCurrentListing(tx, updated))) {
      await queries.updateUserDirectory(tx, updated.userId, {
        companyName: updated.companyName,
        companyDescription: updated.description,
        companyDescriptionFr: updated.descriptionFr,
        companyWebsite: updated.website,
        companyPhone: updated.phone,
        companyContactEmail: updated.email,
        companyAddress: updated.address,
        directoryCategories: updated.categories,
      });
    }
    // Decision 033: the owner's edit of a rejected listing resubmits it; of an approved one, asks
    // for a new look. Either way it is live and in the review queue again.
    await reviewAgainAfterOwnerChange(tx, actor, updated, now);
    const reviewed = (await queries.findListing(tx, current.id)) ?? updated;
    const pending =
      updated.status === 'PENDING_PAYMENT' ? await queries.findPendingInvoices(tx, [updated.id]) : [];
    const invoice = pending[0];
    return toDirectoryListing(reviewed, invoice ? { id: invoice.id, amount: invoice.amount } : null, now);
  });
}

/**
 * Whether this active listing is the one the owner's profile shows: the newest active one (an
 * older listing still running under a renewal must not overwrite the renewal's details).
 */
async function isOwnersCurrentListing(db: Executor, listing: DirectoryListingRow): Promise<boolean> {
  const rows = await queries.findUserListings(db, listing.userId);
  const newestActive = rows.find((row) => row.status === 'ACTIVE');
  return newestActive?.id === listing.id;
}

/** POST /api/directory-listings/{id}/upload-logo: the owner's (or a superadmin's), re-encoded. */
export async function uploadDirectoryLogo(
  db: Database,
  storage: UploadStorage,
  actor: UserRow,
  listingId: string,
  buffer: Buffer,
): Promise<{ logo: string }> {
  const listing = await queries.findListing(db, listingId);
  if (!listing || (listing.userId !== actor.id && !isSuperAdminRole(actor.role))) throw listingNotFound();
  await storage.assertRoomFor(uploadOwnerOf(actor));
  const [image] = await processImage(buffer, { ...LOGO_IMAGE, tooLargeMessage: MESSAGES.logoTooLarge });
  if (!image) throw new Error('image processing produced no output');
  const key = `directory-listings/${listing.id}/${image.name}`;
  const url = storage.url(key);
  await storage.putUploads([{ key, buffer: image.buffer, contentType: 'image/webp' }], {
    owner: uploadOwnerOf(actor),
    url,
  });
  await db.transaction(async (tx) => {
    const current = await queries.findListing(tx, listing.id, { forUpdate: true });
    if (!current) throw listingNotFound();
    await queries.updateListing(tx, listing.id, { logo: url });
    // An active listing's logo is the profile's: the directory shows the new one at once.
    if (current.status === 'ACTIVE') {
      await queries.updateUserDirectory(tx, current.userId, { companyLogo: url });
    }
    await reviewAgainAfterOwnerChange(tx, actor, current);
  });
  if (listing.logo !== url) await releaseLogo(db, storage, listing.logo);
  return { logo: url };
}
