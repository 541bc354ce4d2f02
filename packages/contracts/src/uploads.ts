import { AUCTION_IMAGE_WIDTHS } from './auction-values.ts';
import { BANNER_DIMENSIONS } from './constants.ts';

/**
 * Issue 25, defect 5: what an uploaded picture may cost and how large it is kept. A picture is
 * refused from its header, before any decoding, when it has more pixels (or a longer side) than
 * its kind could ever need: those are what make a small file cost seconds of work.
 */
export const IMAGE_PIXEL_LIMITS = {
  /** 40 MP covers the cameras auctioneers use (24–36 MP) and every phone's saved photo. */
  auctionImage: { maxPixels: 40_000_000, maxSide: 12_000 },
  /** Ten times the largest placement at twice its pixel density. */
  banner: { maxPixels: 4_000_000, maxSide: 4_000 },
  /** A designer's export of a logo, far larger than any place shows it. */
  logo: { maxPixels: 25_000_000, maxSide: 8_000 },
} as const;

/**
 * The largest box each kind is stored at: the largest size the site shows it, at twice the pixel
 * density for sharp screens. Auction pictures keep their widths (AUCTION_IMAGE_WIDTHS, for
 * `srcset`) with a height of at most twice the width; a banner's upload does not know its
 * placement yet, so it fits the widest and the tallest one; logos are shown at most 400 wide.
 */
export const IMAGE_STORED_BOXES = {
  auctionImage: AUCTION_IMAGE_WIDTHS.map((width) => ({ width, height: 2 * width })),
  banner: [
    {
      width: 2 * BANNER_DIMENSIONS.LEADERBOARD.width,
      height: 2 * Math.max(BANNER_DIMENSIONS.LEADERBOARD.height, BANNER_DIMENSIONS.SQUARE.height),
    },
  ],
  logo: [{ width: 400, height: 400 }],
} as const;

/** Pictures of one account processed at once on an instance; a third waits for none (429). */
export const IMAGE_JOBS_PER_ACCOUNT = 2;

/** UPLOAD_QUOTA_MB_PER_ACCOUNT's default: the stored bytes of an account's uploads. */
export const DEFAULT_UPLOAD_QUOTA_MB = 500;

/** An upload nothing refers to a day after it was stored is removed. */
export const UNREFERENCED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
