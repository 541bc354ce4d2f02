// The lots' values and helpers without zod (`@mariner/contracts/constants`); their schemas are in
// lots.ts, which re-exports all of this.
import type { Locale } from './i18n/locale.ts';
import type { Lot } from './lots.ts';

/**
 * Issue 29: the bounds of an auction's lots (docs/decisions/020-lots.md).
 * - 2,000 lots a sale: the largest estate and equipment catalogues run to a few thousand lines, and
 *   the import (item 2) is measured at 2,000 rows with 2,000 photos; past that a reorder call (every
 *   id in one body) and a catalogue of 40 pages stop being usable anyway.
 * - 12 photos a lot, as the issue says; pictures go through the auction pictures' pipeline.
 * - A lot number is what auctioneers print ("12", "12A", "12-1", "A/4"): short, one token.
 * - Estimates are cents in a PostgreSQL integer: 10 million dollars is far past any lot sold here,
 *   and far inside the column.
 */
export const LOT_LIMITS = {
  lotsPerAuction: 2000,
  imagesPerLot: 12,
  lotNumberLength: 12,
  titleLength: 200,
  descriptionLength: 5000,
  estimateMaxCents: 1_000_000_000,
  quantityMax: 10_000,
} as const;

/** Letters, digits, dots, dashes and slashes, starting with a letter or digit. */
export const LOT_NUMBER_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}./-]*$/u;

/** The catalogue on an auction's page shows this many lots a page (`?lots=2`), the API's default too. */
export const LOTS_PAGE_SIZE = 50;

/** The page a lot is on in its auction's catalogue (positions count from 1). */
export const cataloguePageOf = (position: number) => Math.max(1, Math.ceil(position / LOTS_PAGE_SIZE));

/** Issue 29 item 4: the orders of GET /api/lots (see LotSearchSort). */
export const LOT_SEARCH_SORTS = ['relevance', 'date', 'distance'] as const;

/** GET /api/lots answers this many lots a page by default (the Items tab's page). */
export const LOT_SEARCH_PAGE_SIZE = 24;

/**
 * Issue 29 item 5 (decision 024): ranking a search needs every match's vector, which is what made a
 * common word slow at millions of lots. A search of more matches than this ranks those of the sales
 * ending soonest: the first window (days from now) holding this many, or every match when none does.
 * 200 is a little over eight pages of 24, and what a common word's matches of one day come to at 5
 * million lots: ranking a window costs a row read and a `ts_rank` per match (1,000 took most of a
 * 5-million-lot search's time), so the windows start at one day.
 */
export const LOT_SEARCH_RANKED = 200;
export const LOT_SEARCH_WINDOW_DAYS = [1, 2, 4, 7, 30, 90, 365] as const;

/**
 * An auction page's address that names a lot by its number (`?lot=12A`): the page answers it by
 * redirecting to the catalogue page holding the lot, with its anchor (`?lots=3#lot-12A`), so a
 * shared link lands on a lot past the first page.
 */
export const LOT_PARAM = 'lot';

/** The query parameter of an auction's page that holds the catalogue's page. */
export const LOTS_PAGE_PARAM = 'lots';

/** The anchor of a lot on its auction's page, so a lot can be shared: `lot-12A`. */
export const lotAnchor = (lotNumber: string) => `lot-${lotNumber}`;

/**
 * What follows an auction page's path to land on a lot: its catalogue page and anchor
 * (`?lots=3#lot-12A`; the first page needs no `?lots`).
 */
export const lotLinkSearch = (lot: { lotNumber: string; cataloguePage: number }) =>
  `${lot.cataloguePage > 1 ? `?${LOTS_PAGE_PARAM}=${lot.cataloguePage}` : ''}#${lotAnchor(lot.lotNumber)}`;

/**
 * Which text a page in `locale` shows for a lot: the French text on a French page where the lot
 * has one, else the other language; `*Lang` says which, for a `lang` attribute when it differs.
 */
export function lotText(
  lot: Pick<Lot, 'title' | 'description' | 'titleFr' | 'descriptionFr'>,
  locale: Locale,
): { title: string; titleLang: Locale; description: string | null; descriptionLang: Locale } {
  const french = locale === 'fr';
  const description =
    french && lot.descriptionFr
      ? { description: lot.descriptionFr, descriptionLang: 'fr' as const }
      : lot.description
        ? { description: lot.description, descriptionLang: 'en' as const }
        : { description: lot.descriptionFr, descriptionLang: 'fr' as const };
  return {
    title: french && lot.titleFr ? lot.titleFr : lot.title,
    titleLang: french && lot.titleFr ? 'fr' : 'en',
    ...description,
  };
}
