// The auctions' values and helpers without zod (`@mariner/contracts/constants`); their schemas are
// in auctions.ts, which re-exports all of this.
import type { Auction, CalendarListedMonths } from './auctions.ts';
import { PROVINCE_NAMES, PROVINCE_TIME_ZONES, PROVINCES, type Province } from './enum-values.ts';
import type { Locale } from './i18n/locale.ts';

/** A listing's gallery is "unlimited photos" in the pricing copy; this cap only stops abuse. */
export const MAX_GALLERY_IMAGES = 50;

/**
 * Every auction image is stored at these widths as `<name>-<width>.webp`; the address on the wire
 * is the largest, and `imageSrcSet` derives the others for `srcset` (decision 13).
 */
export const AUCTION_IMAGE_WIDTHS = [400, 800, 1600] as const;

const VARIANT_SUFFIX = /-(\d+)\.webp$/;

/**
 * How wide an auction's page draws its featured picture, for `sizes`: the page's `<img>` and the
 * server's `<link rel="preload">` of it must say the same, or the browser fetches two variants.
 */
export const FEATURED_IMAGE_SIZES = '(min-width: 1024px) 720px, 100vw';

/** The `srcset` for an auction image address, or undefined for an address of another shape. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !VARIANT_SUFFIX.test(url)) return undefined;
  return AUCTION_IMAGE_WIDTHS.map(
    (width) => `${url.replace(VARIANT_SUFFIX, `-${width}.webp`)} ${width}w`,
  ).join(', ');
}

/** Every stored variant of an auction image address (for deleting them together). */
export function imageVariants(url: string): string[] {
  if (!VARIANT_SUFFIX.test(url)) return [url];
  return AUCTION_IMAGE_WIDTHS.map((width) => url.replace(VARIANT_SUFFIX, `-${width}.webp`));
}

/**
 * Issue 28, decision 017: the IANA zone of a point of `province`, where the province spans several
 * zones. The lines are the provinces' own (Time in Canada; tzdata's zone comments): Labrador keeps
 * Atlantic time except its southeastern coast south of Black Tickle, on Newfoundland time with the
 * island; the Magdalen Islands keep Atlantic time, and Quebec's Lower North Shore east of the
 * Natashquan River Atlantic Standard Time all year; Ontario west of 90° W is on Central time, but
 * Atikokan (and the lands around it) on Eastern Standard Time all year. Checked against the
 * timezone-boundary-builder polygons (@photostructure/tz-lookup) for every gazetteer place in
 * place-zones.test.ts. Everywhere else, and with no point, the province's main zone.
 */
export function placeTimeZone(province: Province, lat?: number | null, lng?: number | null): string {
  if (lat === null || lat === undefined || lng === null || lng === undefined)
    return PROVINCE_TIME_ZONES[province];
  switch (province) {
    case 'NL':
      // North of the Strait of Belle Isle is Labrador; its coast east of 58° W up to Black Tickle
      // (53.5° N) keeps the island's time.
      return lat > 51.7 && (lat > 53.5 || lng < -58) ? 'America/Goose_Bay' : PROVINCE_TIME_ZONES.NL;
    case 'QC':
      if (lat > 47 && lat < 48 && lng > -62.3 && lng < -61.3) return 'America/Halifax';
      if (lat > 50 && lng > -61.6) return 'America/Blanc-Sablon';
      return PROVINCE_TIME_ZONES.QC;
    case 'ON':
      if (lng < -91 && lng > -92.2 && lat > 48.4 && lat < 49) return 'America/Atikokan';
      return lng < -90 ? 'America/Winnipeg' : PROVINCE_TIME_ZONES.ON;
    default:
      return PROVINCE_TIME_ZONES[province];
  }
}

/**
 * "Labrador" in a location with no known place, other than in the province's own name ("Newfoundland
 * and Labrador", "Terre-Neuve-et-Labrador"): the mainland, which keeps Atlantic time.
 */
const NAMES_LABRADOR = /\blabrador\b/i;
const PROVINCE_NAME_WITH_LABRADOR =
  /newfoundland\s*(?:and|&)\s*labrador|terre-?\s*neuve-?\s*et-?\s*labrador/gi;
const inLabrador = (location: string): boolean =>
  NAMES_LABRADOR.test(location.replace(PROVINCE_NAME_WITH_LABRADOR, ''));

/**
 * The time zone an auction's dates are shown in (ARCHITECTURE: dates): that of its place; with no
 * known place, a Newfoundland and Labrador sale whose location says Labrador (a village the
 * gazetteer lacks, or "Labrador" alone) is on Labrador's Atlantic time, not the island's.
 */
export const auctionTimeZone = (where: {
  province: Province;
  lat: number | null;
  lng: number | null;
  location?: string | null;
}): string =>
  where.lat === null && where.province === 'NL' && where.location && inLabrador(where.location)
    ? 'America/Goose_Bay'
    : placeTimeZone(where.province, where.lat, where.lng);

const PROVINCE_WORDS: [RegExp, Province][] = [
  ...(Object.entries(PROVINCE_NAMES) as [Province, string][]).map(
    ([code, name]) => [new RegExp(`\\b${name}\\b`, 'i'), code] as [RegExp, Province],
  ),
  [/\bP\.?E\.?I\.?\b/i, 'PE'],
  [/\bNewfoundland\b|\bLabrador\b/i, 'NL'],
  [/\bQu[ée]bec\b/i, 'QC'],
  ...PROVINCES.map((code) => [new RegExp(`(?:,|\\s)${code}\\b`), code] as [RegExp, Province]),
];

/** Guesses the province from a free-text location such as "Truro, NS" or "Moncton, New Brunswick". */
export function guessProvince(location: string): Province | null {
  for (const [pattern, code] of PROVINCE_WORDS) if (pattern.test(location)) return code;
  return null;
}

/**
 * The title and description a page in `locale` shows: each in the page's language when the seller
 * wrote it, else in the other (issue 16); `…Lang` says which, for the `lang` attribute.
 */
export function auctionText(
  auction: Pick<Auction, 'title' | 'description' | 'titleFr' | 'descriptionFr'>,
  locale: Locale,
): { title: string; titleLang: Locale; description: string; descriptionLang: Locale } {
  const french = locale === 'fr';
  return {
    title: french && auction.titleFr ? auction.titleFr : auction.title,
    titleLang: french && auction.titleFr ? 'fr' : 'en',
    description: french && auction.descriptionFr ? auction.descriptionFr : auction.description,
    descriptionLang: french && auction.descriptionFr ? 'fr' : 'en',
  };
}

/**
 * How a list of auctions may be sorted (`?sort=`). Issue 31: `oldest` and `title` order the admin
 * queues (a title order is read as `date` on the public lists, whose pages are cached by rank).
 */
export const AUCTION_SORTS = [
  'date',
  'startDate',
  'distance',
  'newest',
  'relevance',
  'oldest',
  'title',
] as const;
export type AuctionSort = (typeof AUCTION_SORTS)[number];
export const isAuctionSort = (value: unknown): value is AuctionSort =>
  typeof value === 'string' && (AUCTION_SORTS as readonly string[]).includes(value);

/** The longest span GET /api/auctions/calendar answers in one call: a month grid plus its padding. */
export const MAX_CALENDAR_RANGE_DAYS = 45;

/**
 * Spec 000 §2: a day of the grid shows up to two titles, then '+N more'. The month's grid asks for
 * only that (GET /api/auctions/calendar/month), and a day's full list when it is picked (GET
 * /api/auctions/calendar/day), so a month of thousands of auctions stays a small page.
 */
export const CALENDAR_DAY_TITLES = 2;

/**
 * A month as the calendar's address names it (`?month=2026-11`), from 2000 to 2999: the listings of
 * a marketplace, and a range whose padded month always fits the database's timestamps (year 9999's
 * December would reach into year 10000).
 */
export const CALENDAR_MONTH_PATTERN = /^(2\d{3})-(0[1-9]|1[0-2])$/;

/** Whether a month (`YYYY-MM`) lies between the first and the last listed auction's. */
export const isListedMonth = (month: string, listed: CalendarListedMonths): boolean =>
  listed !== null && listed.first <= month && month <= listed.last;
