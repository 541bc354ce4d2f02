import {
  type AdminDirectoryListingsResponse,
  type DirectoryListing,
  type DirectoryReviewStatus,
  isAdminRole,
  MESSAGES,
} from '@mariner/contracts';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import { forgetAuctionReads } from '../auctions/public-cache.ts';
import type { AuctionWrites } from '../auctions/service.ts';
import { recordAudit } from '../audit/record.ts';
import {
  enqueueRejectionMail,
  noRejection,
  type RejectionInput,
  rejectionColumns,
  rejectionOf,
} from '../reviews/rejection.ts';
import { findUserById } from '../users/queries.ts';
import * as queries from './queries.ts';
import * as reviewQueries from './review-queries.ts';
import { isRunning, syncDirectoryHold } from './review-state.ts';
import { listingNotFound, toDirectoryListing } from './service.ts';

/**
 * Issue 31 item 2 (decision 033): directory listings are reviewed after they go live. Payment puts
 * a listing live and in the admins' queue (PENDING); an admin approves it, or rejects it with a
 * reason (stored, mailed to the owner in their language, audited), which takes the owner's profile
 * out of the public directories while the rejected listing is the one it shows. The owner's edit or
 * resubmission puts it back live and in the queue, at no new fee (the paid term keeps running).
 */

/** GET /api/directory-listings/admin: one review state's running listings, paged, searched, sorted. */
export async function listDirectoryReviewQueue(
  db: Executor,
  query: reviewQueries.ReviewPageQuery,
): Promise<AdminDirectoryListingsResponse> {
  const now = new Date();
  const { rows, total } = await reviewQueries.findReviewPage(db, query, now);
  return {
    listings: rows.map(({ listing, owner }) => ({
      ...toDirectoryListing(listing, null, now),
      owner,
      reviewedAt: listing.reviewedAt?.toISOString() ?? null,
    })),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.ceil(total / query.limit),
    },
  };
}

/**
 * PUT /api/directory-listings/{id}/approve and /reject (admins), and each id of the bulk review.
 * Only a paid, running listing is reviewed (409 otherwise); deciding again is allowed (an approved
 * listing found wrong later is rejected, a rejection made in error is approved). Nothing is refunded
 * or charged: the listing keeps its paid term either way (decision 033).
 */
export async function reviewDirectoryListing(
  app: AuctionWrites,
  admin: UserRow,
  listingId: string,
  decision: Exclude<DirectoryReviewStatus, 'PENDING'>,
  rejection?: { reason: RejectionInput; publicUrl: string },
): Promise<DirectoryListing> {
  const now = new Date();
  const updated = await app.db.transaction(async (tx) => {
    const current = await queries.findListing(tx, listingId, { forUpdate: true });
    if (!current) throw listingNotFound();
    if (!isRunning(current, now)) throw new AppError('CONFLICT', MESSAGES.directoryListingNotReviewable);
    const reason = decision === 'REJECTED' ? (rejection?.reason ?? rejectionOf(undefined)) : null;
    await queries.updateListing(tx, listingId, {
      reviewStatus: decision,
      reviewedAt: now,
      reviewedBy: admin.id,
      ...(reason ? rejectionColumns(reason, now) : noRejection),
    });
    await syncDirectoryHold(tx, current.userId, now);
    // Issue 31 item 5: the decision's audit record, in this transaction (no record without the change).
    await recordAudit(tx, {
      actor: admin,
      action: decision === 'APPROVED' ? 'directory_listing.approve' : 'directory_listing.reject',
      subject: { type: 'directory_listing', id: listingId, label: current.companyName },
      changes:
        current.reviewStatus === decision
          ? {}
          : { reviewStatus: { before: current.reviewStatus, after: decision } },
      reason,
    });
    const owner = reason && rejection ? await findUserById(tx, current.userId) : undefined;
    if (reason && rejection && owner) {
      await enqueueRejectionMail(tx, owner, {
        kind: 'directoryListing',
        title: current.companyName,
        rejection: reason,
        publicUrl: rejection.publicUrl,
      });
    }
    return (await queries.findListing(tx, listingId)) ?? current;
  });
  // The owner's profile may have left or joined the directories; auction pages link to it.
  forgetAuctionReads(app);
  return toDirectoryListing(updated, null, now);
}

/**
 * PUT /api/directory-listings/{id}/resubmit: the owner (or an admin) sends a rejected listing back
 * without changing it (say, once its website works again): live again and in the queue, no new fee.
 * Anything but a rejected, running listing is refused with 409.
 */
export async function resubmitDirectoryListing(
  app: AuctionWrites,
  actor: UserRow,
  listingId: string,
): Promise<DirectoryListing> {
  const now = new Date();
  const updated = await app.db.transaction(async (tx) => {
    const current = await queries.findListing(tx, listingId, { forUpdate: true });
    if (!current || (current.userId !== actor.id && !isAdminRole(actor.role))) throw listingNotFound();
    if (current.reviewStatus !== 'REJECTED' || !isRunning(current, now)) {
      throw new AppError('CONFLICT', MESSAGES.directoryListingNotRejected);
    }
    await queries.updateListing(tx, listingId, { reviewStatus: 'PENDING', ...noRejection });
    await syncDirectoryHold(tx, current.userId, now);
    return (await queries.findListing(tx, listingId)) ?? current;
  });
  forgetAuctionReads(app);
  return toDirectoryListing(updated, null, now);
}
