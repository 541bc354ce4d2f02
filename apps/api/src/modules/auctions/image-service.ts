import {
  type FeaturedImageResponse,
  type GalleryImageResponse,
  MAX_GALLERY_IMAGES,
  MESSAGES,
} from '@mariner/contracts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import type { UploadStorage } from '../../plugins/storage/index.ts';
import { uploadOwnerOf } from '../uploads/upload-records.ts';
import { deleteAuctionImages, storeAuctionImage } from './images.ts';
import { forgetAuctionReads } from './public-cache.ts';
import * as queries from './queries.ts';
import { type AuctionWrites, assertCanManage, auctionNotFound, getAuction } from './service.ts';

const tooManyImages = () => new AppError('BAD_REQUEST', MESSAGES.tooManyGalleryImages);

/** One picture can be both featured and in the gallery (same content, same address): keep it then. */
const isStillUsed = (url: string, auction: { featuredImage: string | null; images: string[] }) =>
  auction.featuredImage === url || auction.images.includes(url);

/**
 * Permission is checked before the upload is read, so a refused caller never costs a decode. The
 * image is processed and stored outside the transaction (seconds of CPU must not hold a row lock),
 * then the row is locked and changed; files nobody references any more are deleted after commit.
 */
async function storeFor(
  db: Database,
  storage: UploadStorage,
  actor: UserRow,
  auctionId: string,
  readImage: () => Promise<Buffer>,
  check: (auction: { images: string[] }) => void = () => {},
): Promise<string> {
  const current = await queries.findAuctionState(db, auctionId);
  assertCanManage(actor, current);
  check(current);
  await storage.assertRoomFor(uploadOwnerOf(actor));
  return storeAuctionImage(storage, auctionId, await readImage(), uploadOwnerOf(actor));
}

export async function setFeaturedImage(
  app: AuctionWrites,
  storage: UploadStorage,
  actor: UserRow,
  auctionId: string,
  readImage: () => Promise<Buffer>,
): Promise<FeaturedImageResponse> {
  const { db } = app;
  const imageUrl = await storeFor(db, storage, actor, auctionId, readImage);
  const previous = await db.transaction(async (tx) => {
    const current = await queries.findAuctionState(tx, auctionId, { forUpdate: true });
    if (!current) return undefined;
    await queries.updateAuction(tx, auctionId, { featuredImage: imageUrl });
    return current;
  });
  if (!previous) {
    // Deleted while the picture was being processed.
    await deleteAuctionImages(storage, [imageUrl]);
    throw auctionNotFound();
  }
  forgetAuctionReads(app);
  const old = previous.featuredImage;
  if (old && old !== imageUrl && !previous.images.includes(old)) await deleteAuctionImages(storage, [old]);
  return { imageUrl, auction: await getAuction(app, actor, auctionId) };
}

export async function addGalleryImage(
  app: AuctionWrites,
  storage: UploadStorage,
  actor: UserRow,
  auctionId: string,
  readImage: () => Promise<Buffer>,
): Promise<GalleryImageResponse> {
  const { db } = app;
  const imageUrl = await storeFor(db, storage, actor, auctionId, readImage, (auction) => {
    if (auction.images.length >= MAX_GALLERY_IMAGES) throw tooManyImages();
  });
  const outcome = await db.transaction(async (tx) => {
    const current = await queries.findAuctionState(tx, auctionId, { forUpdate: true });
    if (!current) return { kind: 'gone' as const };
    // The same picture uploaded twice has the same address: it is in the gallery once.
    if (current.images.includes(imageUrl)) return { kind: 'kept' as const, images: current.images };
    if (current.images.length >= MAX_GALLERY_IMAGES) return { kind: 'full' as const, current };
    const images = [...current.images, imageUrl];
    await queries.updateAuction(tx, auctionId, { images });
    return { kind: 'added' as const, images };
  });
  if (outcome.kind === 'gone') {
    await deleteAuctionImages(storage, [imageUrl]);
    throw auctionNotFound();
  }
  if (outcome.kind === 'full') {
    // Another upload filled the gallery meanwhile.
    if (!isStillUsed(imageUrl, outcome.current)) await deleteAuctionImages(storage, [imageUrl]);
    throw tooManyImages();
  }
  forgetAuctionReads(app);
  return { imageUrl, images: outcome.images };
}
