import { type Auction, MESSAGES } from '@mariner/contracts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import { findUserById } from '../users/service.ts';
import { forgetPublicReads } from './public-cache.ts';
import * as queries from './queries.ts';
import { auctionNotFound, getAuction } from './service.ts';

/** Spec 001 §2 Pending Auctions: an admin approves (live) or rejects an auction. */
export async function reviewAuction(
  db: Database,
  admin: UserRow,
  auctionId: string,
  status: 'APPROVED' | 'REJECTED',
): Promise<Auction> {
  const changed = await queries.updateAuction(db, auctionId, { status, reviewedAt: new Date() });
  if (!changed) throw auctionNotFound();
  forgetPublicReads(db);
  return getAuction(db, admin, auctionId);
}

/** Approve-all for one seller: every PENDING auction of theirs goes live; answers how many. */
export async function approveAllOfSeller(db: Database, sellerId: string) {
  const seller = await findUserById(db, sellerId);
  if (!seller) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  const count = await queries.approvePendingOfSeller(db, sellerId, new Date());
  if (count > 0) forgetPublicReads(db);
  return { success: true as const, count };
}
