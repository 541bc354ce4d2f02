import { auctionTimeZone, type SaveAuctionResponse, type SavedAuctionsResponse } from '@mariner/contracts';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { countSave } from '../auction-stats/service.ts';
import * as queries from './queries.ts';
import * as savedQueries from './saved-queries.ts';
import { auctionNotFound } from './service.ts';

/**
 * Only a public (APPROVED) auction can be saved; saving twice keeps one row. A new save counts in
 * the auction's statistics (issue 30 item 1); saving what is already saved does not.
 */
export async function saveAuction(
  db: Executor,
  user: UserRow,
  auctionId: string,
): Promise<SaveAuctionResponse> {
  const auction = await queries.findAuctionState(db, auctionId);
  if (auction?.status !== 'APPROVED') throw auctionNotFound();
  if (await savedQueries.insertSavedAuction(db, user.id, auctionId)) {
    await countSave(db, auctionId);
  }
  return { success: true, isSaved: true };
}

/** Unsaving is allowed whatever became of the auction, and unsaving an unsaved one is fine. */
export async function unsaveAuction(
  db: Executor,
  user: UserRow,
  auctionId: string,
): Promise<SaveAuctionResponse> {
  await savedQueries.deleteSavedAuction(db, user.id, auctionId);
  return { success: true, isSaved: false };
}

/** A visitor has saved nothing (answered, not refused: the web app reads any 401 as a lost session). */
export async function isAuctionSaved(db: Executor, user: UserRow | null, auctionId: string) {
  return { isSaved: user ? await savedQueries.isAuctionSaved(db, user.id, auctionId) : false };
}

/** Which of a list page's auctions the user saved; a visitor has saved none. */
export async function findSavedIds(db: Executor, user: UserRow | null, auctionIds: string[]) {
  return { savedIds: user ? await savedQueries.findSavedAmong(db, user.id, auctionIds) : [] };
}

export async function listSavedAuctions(
  db: Executor,
  user: UserRow,
  page: { page: number; limit: number; order?: 'saved' | 'upcoming' },
): Promise<SavedAuctionsResponse> {
  const { rows, total } = await savedQueries.findSavedAuctionPage(
    db,
    user.id,
    page.limit,
    (page.page - 1) * page.limit,
    page.order,
  );
  return {
    auctions: rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      featuredImage: row.featuredImage,
      auctionStartDate: row.auctionStartDate.toISOString(),
      auctionEndDate: row.auctionEndDate.toISOString(),
      location: row.location,
      timeZone: auctionTimeZone(row),
      category: row.category,
      savedAt: row.savedAt.toISOString(),
    })),
    pagination: { page: page.page, limit: page.limit, total, totalPages: Math.ceil(total / page.limit) },
  };
}
