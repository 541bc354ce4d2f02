import { type Auction, MESSAGES } from '@mariner/contracts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import type { PaymentDriver } from '../../plugins/payments/driver.ts';
import { refundItemInvoice } from '../invoices/service.ts';
import { findUserById } from '../users/service.ts';
import { forgetPublicReads } from './public-cache.ts';
import * as queries from './queries.ts';
import { auctionNotFound, getAuction } from './service.ts';

/**
 * Spec 001 §2 Pending Auctions: an admin approves (live) or rejects an auction. A listing still
 * awaiting payment is not in review and cannot be decided. Rejecting a paid listing refunds its
 * invoice in full (decision 4); the refund is keyed per invoice, so repeating the rejection after
 * a failure refunds once.
 */
export async function reviewAuction(
  db: Database,
  payments: PaymentDriver,
  admin: UserRow,
  auctionId: string,
  status: 'APPROVED' | 'REJECTED',
): Promise<Auction> {
  const changed = await db.transaction(async (tx) => {
    const current = await queries.findAuctionState(tx, auctionId, { forUpdate: true });
    if (!current) return false;
    if (current.status === 'AWAITING_PAYMENT') {
      throw new AppError('CONFLICT', MESSAGES.auctionAwaitingPayment);
    }
    return queries.updateAuction(tx, auctionId, { status, reviewedAt: new Date() });
  });
  if (!changed) throw auctionNotFound();
  forgetPublicReads(db);
  if (status === 'REJECTED') await refundItemInvoice(db, payments, 'LISTING_FEE', auctionId);
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
