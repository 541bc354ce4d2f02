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

/** The query parameter of an auction's page that holds the catalogue's page. */
export const LOTS_PAGE_PARAM = 'lots';

/** The anchor of a lot on its auction's page, so a lot can be shared: `lot-12A`. */
export const lotAnchor = (lotNumber: string) => `lot-${lotNumber}`;

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
