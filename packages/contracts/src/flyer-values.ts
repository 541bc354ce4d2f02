import type { Locale } from './i18n/locale.ts';

/**
 * Issue 28, item 4: the address of an auction's printable flyer in a language (English unless
 * `?lang=fr`), for the auction page's "Print flyer" link.
 */
export const auctionFlyerPath = (auctionId: string, locale: Locale): string =>
  `/api/auctions/${encodeURIComponent(auctionId)}/flyer.pdf${locale === 'fr' ? '?lang=fr' : ''}`;
