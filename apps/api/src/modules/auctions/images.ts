import { createHash } from 'node:crypto';
import {
  AUCTION_IMAGE_WIDTHS,
  IMAGE_PIXEL_LIMITS,
  IMAGE_STORED_BOXES,
  imageVariants,
  MESSAGES,
  UPLOAD_LIMITS,
} from '@mariner/contracts';
import type { Storage, UploadOwner, UploadStorage } from '../../plugins/storage/index.ts';
import { type ImageRule, processImage } from '../uploads/images.ts';

export const AUCTION_IMAGE: ImageRule = {
  maxBytes: UPLOAD_LIMITS.auctionImageBytes,
  pixels: IMAGE_PIXEL_LIMITS.auctionImage,
  boxes: IMAGE_STORED_BOXES.auctionImage,
  tooLargeMessage: MESSAGES.auctionImageTooLarge,
  notImageMessage: MESSAGES.auctionImageInvalidType,
  tooManyPixelsMessage: MESSAGES.auctionImageTooManyPixels,
};

/**
 * The same pictures in bulk (a lot import, issue 29 item 5): a lower WebP effort, since at 2,000
 * photos the encoder's effort is most of the import's time; and the work waits its turn however
 * busy the instance is, as the import bounds its own photos in flight.
 */
const BULK_AUCTION_IMAGE: ImageRule = { ...AUCTION_IMAGE, webpEffort: 2 };

/**
 * Re-encodes an auction picture at every width of AUCTION_IMAGE_WIDTHS and stores the variants as
 * `auctions/<auction>/<hash>-<width>.webp`. One hash names all variants (contracts' imageSrcSet
 * derives the others from the address), so it is taken from the input, and a file never changes
 * under its name (immutable caching). Answers the address of the largest variant.
 */
export function storeAuctionImage(
  storage: UploadStorage,
  auctionId: string,
  buffer: Buffer,
  owner: UploadOwner | null = null,
): Promise<string> {
  return storeAuctionImageIn(storage, `auctions/${auctionId}`, buffer, owner);
}

/**
 * The same, under `folder`: a lot's photos (issue 29) go under `auctions/<auction>/lots/<lot>`, so
 * one picture used by the gallery and a lot, or by two lots, is two files, and deleting one of them
 * never takes the other's away. `bulk`: see BULK_AUCTION_IMAGE.
 */
export async function storeAuctionImageIn(
  storage: UploadStorage,
  folder: string,
  buffer: Buffer,
  owner: UploadOwner | null = null,
  { bulk = false }: { bulk?: boolean } = {},
): Promise<string> {
  const variants = bulk
    ? await processImage(buffer, BULK_AUCTION_IMAGE, { alwaysWait: true })
    : await processImage(buffer, AUCTION_IMAGE);
  const hash = createHash('sha256').update(buffer).digest('hex').slice(0, 32);
  const keyOf = (width: number) => `${folder}/${hash}-${width}.webp`;
  const url = storage.url(keyOf(Math.max(...AUCTION_IMAGE_WIDTHS)));
  const objects = variants.map((variant) => ({
    key: keyOf(variant.width),
    buffer: variant.buffer,
    contentType: 'image/webp',
  }));
  await storage.putUploads(objects, { owner, url });
  return url;
}

/** Deletes every stored variant behind the given addresses (foreign addresses are ignored). */
export async function deleteAuctionImages(storage: Storage, urls: Iterable<string | null | undefined>) {
  const all = [...urls].filter((url): url is string => Boolean(url)).flatMap(imageVariants);
  await Promise.all(all.map((url) => storage.deleteUrl(url)));
}
