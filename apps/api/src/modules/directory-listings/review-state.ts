import { isSuperAdminRole } from '@mariner/contracts';
import type { Executor } from '../../db/client.ts';
import type { DirectoryListingRow, UserRow } from '../../db/schema.ts';
import { noRejection } from '../reviews/rejection.ts';
import * as queries from './queries.ts';
import * as reviewQueries from './review-queries.ts';

/**
 * Issue 31 item 2 (decision 033): how a listing's review follows its owner's changes and what the
 * public directories show of it. The admins' decisions are in review.ts.
 */

/** A paid listing inside its term: the only kind that is live, and so reviewed. */
export const isRunning = (row: DirectoryListingRow, now: Date) =>
  row.status === 'ACTIVE' && Boolean(row.expiresAt && row.expiresAt > now);

/**
 * Makes the owner's public profile follow the review of the listing it shows (the newest running
 * one): out of the directories while that one is REJECTED, back in otherwise. Called in the
 * transaction of every change of a listing's review or activation.
 */
export async function syncDirectoryHold(tx: Executor, userId: string, now = new Date()): Promise<void> {
  const current = await reviewQueries.findCurrentListing(tx, userId, now);
  await reviewQueries.setDirectoryRejected(tx, userId, current?.reviewStatus === 'REJECTED');
}

/**
 * What an owner's change does to a running listing's review (the edit and the logo upload call it
 * in their transaction): a rejected listing's edit is its resubmission, and a change to an approved
 * one is reviewed again; either way it is (back) live and in the queue, its reason cleared, at no
 * fee. A superadmin's change leaves the review alone (they manage the directory and review it).
 */
export async function reviewAgainAfterOwnerChange(
  tx: Executor,
  actor: Pick<UserRow, 'id' | 'role'>,
  listing: DirectoryListingRow,
  now = new Date(),
): Promise<void> {
  if (actor.id !== listing.userId || isSuperAdminRole(actor.role)) return;
  if (!isRunning(listing, now) || listing.reviewStatus === 'PENDING') return;
  await queries.updateListing(tx, listing.id, { reviewStatus: 'PENDING', ...noRejection });
  await syncDirectoryHold(tx, listing.userId, now);
}
