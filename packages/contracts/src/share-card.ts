import { createHash } from 'node:crypto';
import { auctionText } from './auction-values.ts';
import type { Auction } from './auctions.ts';
import type { Locale } from './i18n/index.ts';

/**
 * `@mariner/contracts/share-card`: the address of an auction's share card (og:image, issue 14), read
 * by the API, which draws and serves the card, and by the server render, which names it in the page's
 * head (docs/decisions/016). Node only (its version is a SHA-256): the browser never loads it.
 */

/** The card's size in pixels, as the head announces it (og:image:width/height). */
export const SHARE_CARD = { width: 1200, height: 630 } as const;

/** Bumped when the drawing (apps/api/src/modules/pages/share-card.ts) changes, so every card is drawn again. */
export const SHARE_CARD_DESIGN = 1;

/**
 * The card's address changes whenever anything drawn on it changes, so a cache or a share preview
 * may keep a card for ever and a changed listing gets a new one.
 */
export function shareCardVersion(auction: Auction, locale: Locale): string {
  const text = auctionText(auction, locale);
  return createHash('sha256')
    .update(
      JSON.stringify([
        SHARE_CARD_DESIGN,
        locale,
        text.title,
        auction.auctionStartDate,
        auction.timeZone,
        auction.location,
        auction.province,
        auction.featuredImage,
        auction.seller.companyLogo,
      ]),
    )
    .digest('hex')
    .slice(0, 16);
}

/** The card's public address under /share-cards/ (outside /api, which robots.txt closes). */
export const shareCardPath = (auction: Auction, locale: Locale) =>
  `/share-cards/auctions/${auction.id}-${locale}-${shareCardVersion(auction, locale)}.jpg`;
