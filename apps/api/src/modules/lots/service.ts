import {
  type CreateLotData,
  LOT_LIMITS,
  type Lot,
  type LotImageResponse,
  type LotListResponse,
  MESSAGES,
  type UpdateLotData,
} from '@mariner/contracts';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import type { Storage, UploadStorage } from '../../plugins/storage/index.ts';
import { deleteAuctionImages, storeAuctionImageIn } from '../auctions/images.ts';
import { forgetAuctionReads } from '../auctions/public-cache.ts';
import {
  type AuctionReads,
  type AuctionWrites,
  findManagedAuction,
  getAuction,
  type Viewer,
} from '../auctions/service.ts';
import { recordAudit } from '../audit/record.ts';
import { uploadOwnerOf } from '../uploads/upload-records.ts';
import * as queries from './queries.ts';

/**
 * Issue 29: an auction's lots. Who may read them is who may read the auction (public once
 * APPROVED, else its seller and admins; a stranger is told it does not exist); who may change them
 * is who may change the auction. Lots cost nothing and are not reviewed one by one: they are held
 * to the auctions' text and picture rules (contracts' field builders, the text guard, the image
 * pipeline), a lot never sends its auction back to review, and an admin can delete any lot.
 */

export const lotNotFound = () => new AppError('NOT_FOUND', MESSAGES.lotNotFound);

export function toLot(row: queries.LotRecord): Lot {
  return {
    id: row.id,
    auctionId: row.auctionId,
    position: row.position,
    lotNumber: row.lotNumber,
    title: row.title,
    description: row.description,
    titleFr: row.titleFr,
    descriptionFr: row.descriptionFr,
    estimateLow: row.estimateLow,
    estimateHigh: row.estimateHigh,
    categoryId: row.categoryId,
    quantity: row.quantity,
    images: row.images,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /api/auctions/:id/lots: a page of the catalogue, in lot order. */
export async function listLots(
  reads: AuctionReads,
  viewer: Viewer,
  auctionId: string,
  asked: { page: number; limit: number; lot?: string | undefined },
): Promise<LotListResponse> {
  const auction = await getAuction(reads, viewer, auctionId);
  // Issue 26 item 7: the auction's own count (kept by the lot writes in their transaction, migration
  // 0024), read with it, so the same number as its page's header; an auction page's render then
  // sends one statement fewer. Counted only when an answer lacks it.
  const total = auction.lotCount ?? (await queries.countLots(reads.db, auctionId));
  // Issue 29: `lot=12` asks for the page holding lot 12 (a shared anchor past the first page).
  const position = asked.lot ? await queries.findLotPosition(reads.db, auctionId, asked.lot) : undefined;
  const page = position ? { ...asked, page: Math.ceil(position / asked.limit) } : asked;
  const offset = (page.page - 1) * page.limit;
  const rows = offset < total ? await queries.findLotPage(reads.db, auctionId, page.limit, offset) : [];
  return {
    lots: rows.map(toLot),
    pagination: { page: page.page, limit: page.limit, total, totalPages: Math.ceil(total / page.limit) },
  };
}

/* ---------------------------------------------------------------- writes */

type LotConstraint = 'lots_auction_number_idx' | 'lots_category_id_categories_id_fk';

function violatedConstraint(error: unknown): LotConstraint | null {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const candidate = cause as { code?: string; constraint?: string };
    if (candidate.code === '23505' && candidate.constraint === 'lots_auction_number_idx')
      return candidate.constraint;
    if (candidate.code === '23503' && candidate.constraint === 'lots_category_id_categories_id_fk')
      return candidate.constraint;
  }
  return null;
}

/** A taken lot number and an unknown category are told from the database's own checks, race-free. */
async function withLotChecks<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === 'lots_auction_number_idx')
      throw new AppError('CONFLICT', MESSAGES.lotNumberTaken, { lotNumber: MESSAGES.lotNumberTaken });
    if (constraint) throw validationError({ categoryId: MESSAGES.lotCategoryNotFound });
    throw error;
  }
}

const fieldsOf = (data: CreateLotData) => ({
  lotNumber: data.lotNumber,
  title: data.title,
  description: data.description,
  titleFr: data.titleFr,
  descriptionFr: data.descriptionFr,
  estimateLow: data.estimateLow,
  estimateHigh: data.estimateHigh,
  categoryId: data.categoryId,
  quantity: data.quantity,
});

async function readLot(db: Executor, auctionId: string, lotId: string): Promise<Lot> {
  const row = await queries.findLot(db, auctionId, lotId);
  if (!row) throw lotNotFound();
  return toLot(row);
}

/** POST /api/auctions/:id/lots: appended at the end of the catalogue. */
export async function createLot(
  app: AuctionWrites,
  actor: UserRow,
  auctionId: string,
  data: CreateLotData,
): Promise<Lot> {
  const { db } = app;
  const id = await withLotChecks(() =>
    db.transaction(async (tx) => {
      // The auction's lock serializes its lot writes: the count and the next position are exact.
      await findManagedAuction(tx, actor, auctionId, { forUpdate: true });
      const lotCount = await queries.findLotCount(tx, auctionId);
      if (lotCount >= LOT_LIMITS.lotsPerAuction) throw new AppError('BAD_REQUEST', MESSAGES.tooManyLots);
      return queries.insertLot(tx, auctionId, lotCount + 1, fieldsOf(data));
    }),
  );
  forgetAuctionReads(app);
  return readLot(db, auctionId, id);
}

/** PUT /api/auctions/:id/lots/:lotId: the whole lot; `images` keeps some photos, in a new order. */
export async function updateLot(
  app: AuctionWrites,
  storage: Storage,
  actor: UserRow,
  auctionId: string,
  lotId: string,
  data: UpdateLotData,
): Promise<Lot> {
  const { db } = app;
  const dropped = await withLotChecks(() =>
    db.transaction(async (tx) => {
      await findManagedAuction(tx, actor, auctionId);
      const current = await queries.findLot(tx, auctionId, lotId, { forUpdate: true });
      if (!current) throw lotNotFound();
      const kept = data.images ? [...new Set(data.images)] : current.images;
      if (kept.some((url) => !current.images.includes(url))) {
        throw new AppError('BAD_REQUEST', MESSAGES.lotImageNotInLot, { images: MESSAGES.lotImageNotInLot });
      }
      await queries.updateLot(tx, lotId, { ...fieldsOf(data), images: kept });
      return current.images.filter((url) => !kept.includes(url));
    }),
  );
  await deleteAuctionImages(storage, dropped);
  return readLot(db, auctionId, lotId);
}

/** DELETE /api/auctions/:id/lots/:lotId: the seller's, or an admin removing what breaks the rules. */
export async function deleteLot(
  app: AuctionWrites,
  storage: Storage,
  actor: UserRow,
  auctionId: string,
  lotId: string,
): Promise<void> {
  const { db } = app;
  const removed = await db.transaction(async (tx) => {
    const auction = await findManagedAuction(tx, actor, auctionId, { forUpdate: true });
    const row = await queries.deleteLot(tx, auctionId, lotId);
    // Issue 31 item 5: an admin removing another seller's lot is an admin action, and audited.
    if (row && auction && auction.sellerId !== actor.id) {
      await recordAudit(tx, {
        actor,
        action: 'lot.remove',
        subject: { type: 'lot', id: lotId, label: `${auction.title} — ${row.lotNumber} ${row.title}` },
        changes: {
          auction: { before: auction.title, after: null },
          lotNumber: { before: row.lotNumber, after: null },
          title: { before: row.title, after: null },
        },
      });
    }
    return row;
  });
  if (!removed) throw lotNotFound();
  forgetAuctionReads(app);
  await deleteAuctionImages(storage, removed.images);
}

/** PUT /api/auctions/:id/lots/order: every lot of the auction, once each, in the order wanted. */
export async function orderLots(app: AuctionWrites, actor: UserRow, auctionId: string, lotIds: string[]) {
  await app.db.transaction(async (tx) => {
    await findManagedAuction(tx, actor, auctionId, { forUpdate: true });
    const current = new Set(await queries.findLotIds(tx, auctionId));
    const asked = new Set(lotIds);
    if (
      asked.size !== lotIds.length ||
      asked.size !== current.size ||
      lotIds.some((id) => !current.has(id))
    ) {
      throw new AppError('BAD_REQUEST', MESSAGES.lotOrderMismatch, { lotIds: MESSAGES.lotOrderMismatch });
    }
    await queries.setLotPositions(tx, auctionId, lotIds);
  });
}

const tooManyImages = () => new AppError('BAD_REQUEST', MESSAGES.tooManyLotImages);

/**
 * POST /api/auctions/:id/lots/:lotId/images, as the auction gallery's upload (image-service.ts):
 * permission and room are checked before the upload is read, the picture is processed and stored
 * outside the transaction, then the lot is locked and changed; a lost race deletes the new files.
 */
export async function addLotImage(
  app: AuctionWrites,
  storage: UploadStorage,
  actor: UserRow,
  auctionId: string,
  lotId: string,
  readImage: () => Promise<Buffer>,
): Promise<LotImageResponse> {
  const { db } = app;
  await findManagedAuction(db, actor, auctionId);
  const before = await queries.findLot(db, auctionId, lotId);
  if (!before) throw lotNotFound();
  if (before.images.length >= LOT_LIMITS.imagesPerLot) throw tooManyImages();
  await storage.assertRoomFor(uploadOwnerOf(actor));
  const folder = `auctions/${auctionId}/lots/${lotId}`;
  const imageUrl = await storeAuctionImageIn(storage, folder, await readImage(), uploadOwnerOf(actor));
  const outcome = await db.transaction(async (tx) => {
    const current = await queries.findLot(tx, auctionId, lotId, { forUpdate: true });
    if (!current) return 'gone' as const;
    // The same photo uploaded twice has the same address: the lot shows it once.
    if (current.images.includes(imageUrl)) return 'kept' as const;
    if (current.images.length >= LOT_LIMITS.imagesPerLot) return 'full' as const;
    await queries.updateLot(tx, lotId, { images: [...current.images, imageUrl] });
    return 'added' as const;
  });
  if (outcome === 'gone') {
    await deleteAuctionImages(storage, [imageUrl]);
    throw lotNotFound();
  }
  if (outcome === 'full') {
    await deleteAuctionImages(storage, [imageUrl]);
    throw tooManyImages();
  }
  return { imageUrl, lot: await readLot(db, auctionId, lotId) };
}

/** Every lot photo of an auction, read before the auction is deleted (its lots go with it). */
export const findLotImagesOfAuction = queries.findAllLotImages;
