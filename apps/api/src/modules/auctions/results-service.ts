import {
  type Auction,
  type AuctionResultsData,
  auctionTimeZone,
  DIRECTORY_PAST_AUCTIONS,
  DIRECTORY_PAST_MONTHS,
  hasSaleEnded,
  MESSAGES,
  type PastDirectoryAuction,
} from '@mariner/contracts';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import { forgetAuctionReads } from './public-cache.ts';
import * as queries from './queries.ts';
import { type AuctionWrites, assertCanManage, getAuction } from './service.ts';

/**
 * PUT /api/auctions/{id}/results (issue 28, item 6): the seller or an admin links a sale's results
 * and adds a note, once the sale has ended (400 before). The note does not send the listing back to
 * review, as a changed description does: decision 019 says why.
 */
export async function setAuctionResults(
  app: AuctionWrites,
  actor: UserRow,
  id: string,
  data: AuctionResultsData,
  now: Date = new Date(),
): Promise<Auction> {
  await app.db.transaction(async (tx) => {
    const current = await queries.findAuctionEnd(tx, id);
    assertCanManage(actor, current);
    if (!hasSaleEnded(current, now)) {
      throw new AppError('BAD_REQUEST', MESSAGES.resultsBeforeSaleEnded);
    }
    await queries.updateAuction(tx, id, { resultsUrl: data.resultsUrl, resultsNote: data.resultsNote });
  });
  forgetAuctionReads(app);
  return getAuction(app, actor, id);
}

/** A profile's past sales: those of the seller that ended in the last DIRECTORY_PAST_MONTHS months. */
export async function listPastAuctionsOfSeller(
  db: Executor,
  sellerId: string,
  now: Date = new Date(),
): Promise<PastDirectoryAuction[]> {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - DIRECTORY_PAST_MONTHS);
  const rows = await queries.findPastAuctionsOfSeller(db, sellerId, {
    since,
    now,
    limit: DIRECTORY_PAST_AUCTIONS,
  });
  return rows.map(({ province, lat, lng, ...row }) => ({
    ...row,
    auctionStartDate: row.auctionStartDate.toISOString(),
    auctionEndDate: row.auctionEndDate.toISOString(),
    timeZone: auctionTimeZone({ province, lat, lng, location: row.location }),
  }));
}
