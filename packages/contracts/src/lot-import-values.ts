// Issue 29 item 2: the lot import's columns, limits, texts and cell readers, without zod
// (`@mariner/contracts/constants`); its schemas are in lot-import.ts, which re-exports all of this.
import { UPLOAD_LIMITS } from './constants.ts';
import type { Locale } from './i18n/locale.ts';
import { LOT_LIMITS } from './lot-values.ts';

/** The sheet's columns in the template's order, by the lot field (or import input) each fills. */
export const LOT_IMPORT_COLUMNS = [
  'lotNumber',
  'title',
  'description',
  'estimateLow',
  'estimateHigh',
  'quantity',
  'category',
  'titleFr',
  'descriptionFr',
  'photos',
] as const;
export type LotImportColumn = (typeof LOT_IMPORT_COLUMNS)[number];

/** Columns a sheet must have: a lot is found (or made) by its number and needs a title. */
export const LOT_IMPORT_REQUIRED_COLUMNS: readonly LotImportColumn[] = ['lotNumber', 'title'];

/**
 * The template's headers in each language (the names in English). The importer takes
 * either language's headers, and a few other spellings, whatever their case, accents, spaces,
 * dashes or underscores (normalizeImportHeader). "title" and "titre" are the lot's main text;
 * "title FR" and "titre FR" its French twin, as in the lot form.
 */
export const LOT_IMPORT_HEADERS: Record<Locale, Record<LotImportColumn, string>> = {
  en: {
    lotNumber: 'lot',
    title: 'title',
    description: 'description',
    estimateLow: 'estimate low',
    estimateHigh: 'estimate high',
    quantity: 'quantity',
    category: 'category',
    titleFr: 'title FR',
    descriptionFr: 'description FR',
    photos: 'photos',
  },
  fr: {
    lotNumber: 'lot',
    title: 'titre',
    description: 'description',
    estimateLow: 'estimation basse',
    estimateHigh: 'estimation haute',
    quantity: 'quantité',
    category: 'catégorie',
    titleFr: 'titre FR',
    descriptionFr: 'description FR',
    photos: 'photos',
  },
};

/** Other headers auctioneers write for the same columns (already normalized). */
const HEADER_ALIASES: Record<LotImportColumn, readonly string[]> = {
  lotNumber: ['lot number', 'lot no', 'lot #', 'numero de lot', 'no de lot', 'no lot'],
  title: ['title en', 'titre en', 'name'],
  description: ['description en'],
  estimateLow: ['low estimate', 'estimate min', 'estimation min'],
  estimateHigh: ['high estimate', 'estimate max', 'estimation max'],
  quantity: ['qty', 'quantite', 'qte'],
  category: ['categorie'],
  titleFr: ['french title', 'titre francais'],
  descriptionFr: ['french description', 'description francaise'],
  photos: ['photo', 'images', 'pictures'],
};

/** Lower case, no accents, `_`, `-` and `.` as spaces, spaces collapsed: "Estimate_Low" → "estimate low". */
export const normalizeImportHeader = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[_.\-\s\u00a0]+/g, ' ')
    .trim();

const COLUMN_BY_HEADER = new Map<string, LotImportColumn>();
for (const column of LOT_IMPORT_COLUMNS) {
  for (const header of [
    LOT_IMPORT_HEADERS.en[column],
    LOT_IMPORT_HEADERS.fr[column],
    ...HEADER_ALIASES[column],
  ]) {
    COLUMN_BY_HEADER.set(normalizeImportHeader(header), column);
  }
}

/** The column a header names, in either language, or undefined. */
export const importColumnOf = (header: string): LotImportColumn | undefined =>
  COLUMN_BY_HEADER.get(normalizeImportHeader(header));

/** Photo file names in a cell are separated by `;`. */
export const LOT_IMPORT_PHOTO_SEPARATOR = ';';

export const splitPhotoNames = (cell: string) =>
  cell
    .split(LOT_IMPORT_PHOTO_SEPARATOR)
    .map((name) => name.trim())
    .filter(Boolean);

/**
 * Bounds of an import (docs/decisions/031-lot-import.md).
 * - A sheet of 2,000 rows with long descriptions is a few MB; 10 MB leaves room and is read in memory.
 *   An XLSX sheet is a ZIP too: it may expand to 100 MB at most before it is read.
 * - The photo archive is streamed to a temporary file and read entry by entry, never whole in
 *   memory. 2,000 photos of a phone are 4 to 8 GB; 4 GB an import keeps one request to minutes and
 *   one temporary file to a known size (larger sales import in parts: rows update by lot number).
 * - Declared sizes are summed before anything is expanded (a ZIP bomb is refused unread), and each
 *   entry is cut off at its declared size and at a photo's own limit while it is read.
 */
export const LOT_IMPORT_LIMITS = {
  sheetBytes: 10 * 1024 * 1024,
  sheetExpandedBytes: 100 * 1024 * 1024,
  rows: LOT_LIMITS.lotsPerAuction,
  zipBytes: 4 * 1024 * 1024 * 1024,
  zipExpandedBytes: 4 * 1024 * 1024 * 1024,
  zipEntries: LOT_LIMITS.lotsPerAuction * LOT_LIMITS.imagesPerLot + 1000,
  photoBytes: UPLOAD_LIMITS.auctionImageBytes,
} as const;

/**
 * Issue 29 items 2 and 5 (decision 031, "the import as a job"): an import whose photo work is
 * large runs as a background job the client polls. Past this many photos to store, the import
 * answers 202 with a job instead of its report (about 15 s of CPU on a quiet 2-core instance,
 * far under the 300 s a client or proxy waits); `?async=true` always makes a job (the web app),
 * `?async=false` never does (a client that cannot poll keeps the one long request).
 */
export const LOT_IMPORT_SYNC_PHOTOS = 50;

/** Imports one account may have queued or running at once (each keeps its archive on disk). */
export const LOT_IMPORT_JOBS_PER_ACCOUNT = 2;

/** A job's life: queued, running (photos being stored), then done or failed. */
export const LOT_IMPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type LotImportJobStatus = (typeof LOT_IMPORT_JOB_STATUSES)[number];

/** The web app keeps the job it follows in the page's address: `?importJob=<id>`. */
export const LOT_IMPORT_JOB_PARAM = 'importJob';

/** The multipart field names of POST /api/auctions/{id}/lots/import. */
export const LOT_IMPORT_FIELDS = { sheet: 'sheet', zip: 'zip' } as const;

/**
 * An estimate in dollars as people type it ("1,200", "1200.50", "$1 200", "1 200,50 $") in cents,
 * or null when it is not one. A comma followed by exactly three digits groups thousands; followed
 * by one or two digits it is a French decimal comma.
 */
export function parseImportDollars(text: string): number | null {
  const bare = text.replace(/[$\s\u00a0\u202f]/g, '');
  if (bare === '') return null;
  let normalized: string | undefined;
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(bare)) normalized = bare.replace(/,/g, '');
  else if (/^\d+(\.\d{1,2})?$/.test(bare)) normalized = bare;
  else if (/^\d+,\d{1,2}$/.test(bare)) normalized = bare.replace(',', '.');
  if (normalized === undefined) return null;
  const [whole = '0', fraction = ''] = normalized.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** English texts of the import (French twins in i18n/lot-import-texts.ts); `{name}` is filled in. */
export const LOT_IMPORT_MESSAGES = {
  importSheetMissing: 'Choose a CSV or XLSX sheet of lots to import',
  importSheetUnreadable: 'The sheet could not be read: save it as CSV (UTF-8) or XLSX',
  importSheetTooLarge: 'The sheet is larger than 10 MB: split it in several imports',
  importSheetEmpty: 'The sheet has no lots under its header row',
  importTooManyRows: 'A sheet holds at most 2,000 lots',
  importUnexpectedField: 'Send the sheet as “sheet” and the photos as “zip”',
  importColumnUnknown:
    'Unknown column: use lot, title, description, estimate low, estimate high, quantity, category, title FR, description FR or photos',
  importColumnRepeated: 'This column appears twice in the sheet',
  importColumnMissing: 'The sheet needs a “{name}” column',
  importLotNumberRepeated: 'This lot number is already on row {name} of the sheet',
  importEstimateFormat: 'Write an estimate in dollars, such as 1,200 or 1200.50',
  importQuantityFormat: 'Write the quantity as a whole number from 1 to 10,000',
  importCategoryUnknown: 'No category has this name: write one of the categories of the site',
  importTooManyPhotos: 'A lot can hold at most 12 photos',
  importPhotosWithoutZip: 'This row names photos: add the ZIP archive that holds them',
  importPhotoMissing: 'Photo “{name}” is not in the ZIP archive',
  importPhotoAmbiguous: 'Several files of the ZIP archive are named “{name}”: write its folder too',
  importPhotoNotImage: 'Photo “{name}” is not a JPEG, PNG, GIF or WebP image',
  importPhotoTooLarge: 'Photo “{name}” is larger than 10 MB or has too many pixels',
  importZipUnreadable: 'The photo archive could not be read: send a ZIP file',
  importZipTooLarge: 'The photo archive is larger than 4 GB: split it in several imports',
  importZipExpandsTooMuch: 'The photo archive expands past 4 GB: split it in several imports',
  importZipTooManyFiles: 'The photo archive holds too many files',
  importZipUnsafePath: 'The photo archive holds a file whose path leaves its folder',
  importRowsInvalid: 'Some rows are wrong, so nothing was imported: fix them, or import the right rows only',
  importJobNotFound: 'No import of this auction has this number',
  importJobsBusy: 'Two imports of yours are already running: wait for one to finish',
  importJobLost:
    'The import stopped when the server restarted and its files could not be found again: nothing was imported, send the sheet again',
  importJobStopped:
    'The import stopped three times before it could finish: nothing was imported, send the sheet again or in smaller parts',
  importJobFailed: 'The import failed on the server: nothing was imported, send the sheet again',
} as const;
export type LotImportMessageKey = keyof typeof LOT_IMPORT_MESSAGES;

/** A message with its `{name}` filled in (after translation, so the name stays as written). */
export const fillImportMessage = (text: string, name: string) => text.replace('{name}', name);

/** The template's rows in a language: its header and one example lot. */
export function lotImportTemplateRows(locale: Locale): [string[], string[]] {
  const header = LOT_IMPORT_COLUMNS.map((column) => LOT_IMPORT_HEADERS[locale][column]);
  const [title, description] =
    locale === 'fr'
      ? ['Piano droit Heintzman', 'Caisse en noyer, accordé au printemps.']
      : ['Heintzman upright piano', 'Walnut case, tuned last spring.'];
  const french = ['Piano droit Heintzman', 'Caisse en noyer, accordé au printemps.'];
  return [header, ['1', title, description, '500', '900', '1', '', ...french, '1-a.jpg;1-b.jpg']];
}

/** The template as CSV text (UTF-8, with the mark spreadsheet programs need to read it as UTF-8). */
export function lotImportTemplateCsv(locale: Locale): string {
  const quote = (cell: string) => (/[",;\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const rows = lotImportTemplateRows(locale).map((row) => row.map(quote).join(','));
  return `\ufeff${rows.join('\r\n')}\r\n`;
}
