import {
  type Auction,
  auctionEventStatusMailText,
  auctionTimeZone,
  type ChangeEventStatusRequest,
  formatInZone,
  isLocale,
  MESSAGES,
  pathFor,
} from '@mariner/contracts';
import { and, eq, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { auctions, follows, savedAuctions, type UserRow, users } from '../../db/schema.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import { enqueueMail } from '../../plugins/mail/index.ts';
import { forgetAuctionReads } from './public-cache.ts';
import { type AuctionWrites, assertCanManage, getAuction } from './service.ts';

/**
 * Who hears of a change to a sale: everyone who saved it or follows its auctioneer, once each (a
 * saver who also follows gets one mail).
 */
async function audience(tx: Executor, auctionId: string, sellerId: string) {
  // One after the other: a transaction is one connection.
  const saving = await tx
    .select({ email: users.email, language: users.language })
    .from(savedAuctions)
    .innerJoin(users, eq(users.id, savedAuctions.userId))
    // Issue 27: alerts go to confirmed addresses only.
    .where(and(eq(savedAuctions.auctionId, auctionId), isNotNull(users.emailConfirmedAt)));
  const following = await tx
    .select({ email: users.email, language: users.language })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.userId))
    .where(and(eq(follows.sellerId, sellerId), isNotNull(users.emailConfirmedAt)));
  return [...new Map([...saving, ...following].map((person) => [person.email, person])).values()];
}

type EventChange = Partial<typeof auctions.$inferInsert>;

/** The row is not already what this change makes it: another status, or for a new date, other dates. */
function differsFrom(change: EventChange): SQL | undefined {
  const status = change.eventStatus ?? 'SCHEDULED';
  if (!change.auctionStartDate || !change.auctionEndDate) return ne(auctions.eventStatus, status);
  return or(
    ne(auctions.eventStatus, status),
    ne(auctions.auctionStartDate, change.auctionStartDate),
    ne(auctions.auctionEndDate, change.auctionEndDate),
  );
}

/**
 * Issue 17 §7: the seller (or an admin) cancels a sale or postpones it, to a new date or to one
 * still to come. Everyone who saved it is mailed once, in the same transaction as the change, so a
 * change is never made without its mail nor mailed twice; the same status again changes nothing and
 * mails no one. A cancelled sale is final; an ended one cannot change.
 */
export async function changeEventStatus(
  app: AuctionWrites,
  actor: UserRow,
  id: string,
  request: z.output<typeof ChangeEventStatusRequest>,
  options: { publicUrl: string; now?: Date },
): Promise<Auction> {
  const { db } = app;
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(auctions).where(eq(auctions.id, id)).for('update');
    assertCanManage(actor, row);
    if (row.eventStatus === 'CANCELLED') {
      // Cancelled again is no change (answered as it is); anything else after a cancellation is refused.
      if (request.eventStatus === 'CANCELLED') return;
      throw new AppError('CONFLICT', MESSAGES.auctionCancelledFinal);
    }
    if (row.auctionEndDate.getTime() <= now.getTime()) {
      throw new AppError('CONFLICT', MESSAGES.auctionAlreadyEnded);
    }

    let change: EventChange;
    if (request.eventStatus === 'CANCELLED') {
      change = { eventStatus: 'CANCELLED' };
    } else if (!request.newStartDate) {
      change = { eventStatus: 'POSTPONED' };
    } else {
      const start = new Date(request.newStartDate);
      if (start.getTime() <= now.getTime()) {
        throw validationError({ newStartDate: MESSAGES.startDateInFuture });
      }
      const length = row.auctionEndDate.getTime() - row.auctionStartDate.getTime();
      const end = request.newEndDate ? new Date(request.newEndDate) : new Date(start.getTime() + length);
      if (end.getTime() <= start.getTime()) {
        throw validationError({ newEndDate: MESSAGES.endDateAfterStart });
      }
      change = {
        eventStatus: 'RESCHEDULED',
        previousStartDate: row.auctionStartDate,
        auctionStartDate: start,
        auctionEndDate: end,
      };
    }
    // Issue 25, defect 10: only a real change is written and mailed. The condition is in the
    // statement itself, so however many identical calls race, one changes the row and one batch of
    // mail goes out; the others answer the sale as it now is.
    const [changed] = await tx
      .update(auctions)
      .set({ ...change, updatedAt: now })
      .where(and(eq(auctions.id, id), differsFrom(change)))
      .returning({ id: auctions.id });
    if (!changed) return;

    // Only a public sale has savers to tell; a listing still in review changes quietly.
    if (row.status !== 'APPROVED') return;
    const status = change.eventStatus as 'CANCELLED' | 'POSTPONED' | 'RESCHEDULED';
    const timeZone = auctionTimeZone(row);
    for (const saver of await audience(tx, id, row.sellerId)) {
      const locale = isLocale(saver.language) ? saver.language : 'en';
      const text = auctionEventStatusMailText(locale, {
        title: locale === 'fr' && row.titleFr ? row.titleFr : row.title,
        status,
        when: formatInZone(row.auctionStartDate, timeZone, locale),
        newWhen: change.auctionStartDate ? formatInZone(change.auctionStartDate, timeZone, locale) : null,
        link: `${options.publicUrl}${pathFor('auction', locale, { id })}`,
      });
      await enqueueMail(tx, { to: saver.email, ...text });
    }
  });
  forgetAuctionReads(app);
  return getAuction(app, actor, id);
}
