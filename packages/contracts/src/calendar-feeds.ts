import { auctionText } from './auction-values.ts';
import type { Auction } from './auctions.ts';
import type { Locale } from './i18n/locale.ts';
import { placeWithProvince } from './place-values.ts';

/**
 * Issue 17: an auction in the visitor's own calendar — one `.ics` file, a Google Calendar link, or
 * a subscribed feed (`webcal://`) of a search or of one auctioneer.
 */

/** A feed lists at most this many auctions, soonest first: a calendar, not an archive. */
export const FEED_LIMIT = 250;
/** How long a calendar or a cache may keep a feed before asking again. */
export const FEED_MAX_AGE_SECONDS = 300;

/**
 * The filters of GET /api/feeds/auctions.ics: the list's own (`near` and `radiusKm` included), no
 * paging. AuctionFeedQuery (auctions.ts) is the list's query with these keys.
 */
export const AUCTION_FEED_FILTERS = [
  'search',
  'category',
  'location',
  'startDateFrom',
  'startDateTo',
  'sellerId',
  'sort',
  'near',
  'radiusKm',
  'saleType',
  'province',
] as const;

export const auctionCalendarPath = (auctionId: string) => `/api/auctions/${auctionId}/calendar.ics`;
export const auctioneerFeedPath = (sellerId: string) => `/api/feeds/auctioneers/${sellerId}.ics`;

/** The feed of a list search: the same filters as the list page's address, paging dropped. */
export function auctionFeedPath(listQuery: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const key of AUCTION_FEED_FILTERS) {
    const value = listQuery.get(key);
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return `/api/feeds/auctions.ics${search ? `?${search}` : ''}`;
}

/** The subscription address calendars open (`webcal://`), from the feed's web address. */
export const webcalUrl = (httpUrl: string) => httpUrl.replace(/^https?:\/\//, 'webcal://');

const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * Google Calendar's "create event" link: instants in UTC, `ctz` so Google shows them in the
 * auction's own zone.
 */
export function googleCalendarUrl(
  auction: Pick<
    Auction,
    | 'title'
    | 'titleFr'
    | 'description'
    | 'descriptionFr'
    | 'auctionStartDate'
    | 'auctionEndDate'
    | 'timeZone'
    | 'location'
    | 'province'
  >,
  pageUrl: string,
  locale: Locale,
): string {
  const text = auctionText(auction, locale);
  const details = `${text.description.slice(0, 1000)}\n\n${pageUrl}`;
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: text.title,
    dates: `${utcStamp(auction.auctionStartDate)}/${utcStamp(auction.auctionEndDate)}`,
    details,
    location: placeWithProvince(auction.location, auction.province),
    ctz: auction.timeZone,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
