import { type Auction, MESSAGES } from '@mariner/contracts';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import type { PaymentDriver } from '../../plugins/payments/driver.ts';
import { recordAudit } from '../audit/record.ts';
import { findItemsRefunded, refundItemInvoice } from '../invoices/service.ts';
import {
  enqueueRejectionMail,
  noRejection,
  type RejectionInput,
  rejectionColumns,
  rejectionOf,
} from '../reviews/rejection.ts';
import { findUserById } from '../users/service.ts';
import { decideListingPayment } from './listing-service.ts';
import { forgetAuctionReads } from './public-cache.ts';
import * as queries from './queries.ts';
import { type AuctionWrites, auctionNotFound, getAuction } from './service.ts';

/**
 * Issue 25, defect 8: of these listings of one seller, those whose payment was refunded (they were
 * rejected) are not paid for; each goes back to awaiting payment with a new invoice at today's price,
 * as a first listing does, unless listing costs the seller nothing (decision 4). The caller holds
 * their row locks. Answers the ids sent back to payment.
 */
async function chargeAgainIfRefunded(
  tx: Executor,
  seller: UserRow,
  listings: { id: string; title: string }[],
): Promise<Set<string>> {
  const refunded = await findItemsRefunded(
    tx,
    'LISTING_FEE',
    listings.map((listing) => listing.id),
  );
  const charged = new Set<string>();
  for (const listing of listings.filter((candidate) => refunded.has(candidate.id))) {
    const payment = await decideListingPayment(tx, {
      actor: seller,
      seller,
      auctionId: listing.id,
      title: listing.title,
    });
    if (payment.paymentRequired) charged.add(listing.id);
  }
  return charged;
}

async function sellerOf(tx: Executor, sellerId: string): Promise<UserRow> {
  const seller = await findUserById(tx, sellerId);
  if (!seller) throw auctionNotFound();
  return seller;
}

/**
 * Spec 001 §2 Pending Auctions: an admin approves (live) or rejects an auction. A listing still
 * awaiting payment is not in review and cannot be decided. Rejecting a paid listing refunds its
 * invoice in full (decision 4); the refund is keyed per invoice, so repeating the rejection after
 * a failure refunds once. Approving a refunded listing asks for a new payment instead (issue 25).
 */
export async function reviewAuction(
  app: AuctionWrites,
  payments: PaymentDriver,
  admin: UserRow,
  auctionId: string,
  status: 'APPROVED' | 'REJECTED',
  /** Issue 31 item 2: with a rejection, why (stored, mailed to the seller) and the site's address. */
  rejection?: { reason: RejectionInput; publicUrl: string },
): Promise<Auction> {
  const { db } = app;
  const changed = await db.transaction(async (tx) => {
    const current = await queries.findAuctionState(tx, auctionId, { forUpdate: true });
    if (!current) return false;
    if (current.status === 'AWAITING_PAYMENT') {
      throw new AppError('CONFLICT', MESSAGES.auctionAwaitingPayment);
    }
    // Issue 31 item 5: the decision's audit record, in this transaction (no record without the change).
    const audit = (after: string, reason: RejectionInput | null = null) =>
      recordAudit(tx, {
        actor: admin,
        action: status === 'APPROVED' ? 'auction.approve' : 'auction.reject',
        subject: { type: 'auction', id: auctionId, label: current.title },
        changes: current.status === after ? {} : { status: { before: current.status, after } },
        reason,
      });
    if (status === 'APPROVED') {
      const seller = await sellerOf(tx, current.sellerId);
      const charged = await chargeAgainIfRefunded(tx, seller, [{ id: auctionId, title: current.title }]);
      if (charged.size > 0) {
        await audit('AWAITING_PAYMENT');
        return true;
      }
    }
    const now = new Date();
    if (status === 'APPROVED') {
      const approved = await queries.updateAuction(tx, auctionId, {
        status,
        reviewedAt: now,
        ...noRejection,
      });
      if (approved) await audit(status);
      return approved;
    }
    const reason = rejection?.reason ?? rejectionOf(undefined);
    const updated = await queries.updateAuction(tx, auctionId, {
      status,
      reviewedAt: now,
      ...rejectionColumns(reason, now),
    });
    if (updated) await audit(status, reason);
    if (updated && rejection) {
      const seller = await sellerOf(tx, current.sellerId);
      await enqueueRejectionMail(tx, seller, {
        kind: 'auction',
        title: current.title,
        rejection: reason,
        publicUrl: rejection.publicUrl,
      });
    }
    return updated;
  });
  if (!changed) throw auctionNotFound();
  forgetAuctionReads(app);
  if (status === 'REJECTED') {
    await refundItemInvoice(db, payments, 'LISTING_FEE', auctionId, admin);
    // An approval made while the refund was on its way saw the invoice still paid: it pays again now.
    const chargedAgain = await db.transaction(async (tx) => {
      const current = await queries.findAuctionState(tx, auctionId, { forUpdate: true });
      if (current?.status !== 'APPROVED') return false;
      const seller = await sellerOf(tx, current.sellerId);
      return (await chargeAgainIfRefunded(tx, seller, [{ id: auctionId, title: current.title }])).size > 0;
    });
    if (chargedAgain) forgetAuctionReads(app);
  }
  return getAuction(app, admin, auctionId);
}

/**
 * Approve-all for one seller: every PENDING auction of theirs goes live, except one whose payment
 * was refunded, which goes back to awaiting payment as a single approval would; answers how many
 * went live.
 */
export async function approveAllOfSeller(app: AuctionWrites, admin: UserRow, sellerId: string) {
  const { db } = app;
  const seller = await findUserById(db, sellerId);
  if (!seller) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  const count = await db.transaction(async (tx) => {
    const pending = await queries.findPendingOfSeller(tx, sellerId);
    const charged = await chargeAgainIfRefunded(tx, seller, pending);
    const approvable = pending.filter((listing) => !charged.has(listing.id)).map((listing) => listing.id);
    // One audit record per auction, as a single approval writes.
    for (const listing of pending) {
      await recordAudit(tx, {
        actor: admin,
        action: 'auction.approve',
        subject: { type: 'auction', id: listing.id, label: listing.title },
        changes: {
          status: { before: 'PENDING', after: charged.has(listing.id) ? 'AWAITING_PAYMENT' : 'APPROVED' },
        },
      });
    }
    return queries.approveAuctions(tx, approvable, new Date());
  });
  if (count > 0) forgetAuctionReads(app);
  return { success: true as const, count };
}
