import { randomUUID } from 'node:crypto';
import {
  type CreateLotData,
  CreateLotRequest,
  fillImportMessage,
  importColumnOf,
  LOT_IMPORT_HEADERS,
  LOT_IMPORT_MESSAGES,
  LOT_IMPORT_REQUIRED_COLUMNS,
  LOT_LIMITS,
  type Locale,
  type LotImportColumn,
  type LotImportError,
  type LotImportResponse,
  localizeMessage,
  MESSAGES,
  normalizeImportHeader,
  parseImportDollars,
  splitPhotoNames,
} from '@mariner/contracts';
import { isNull } from 'drizzle-orm';
import pLimit from 'p-limit';
import type { Entry } from 'yauzl';
import type { Executor } from '../../db/client.ts';
import { categories, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import type { UploadStorage } from '../../plugins/storage/index.ts';
import { deleteAuctionImages, storeAuctionImageIn } from '../auctions/images.ts';
import { forgetAuctionReads } from '../auctions/public-cache.ts';
import { type AuctionWrites, findManagedAuction } from '../auctions/service.ts';
import { IMAGE_CONCURRENCY } from '../uploads/image-work.ts';
import { uploadOwnerOf } from '../uploads/upload-records.ts';
import { readSheet, type Sheet, type SheetRow } from './import-sheet.ts';
import { openPhotoArchive, type PhotoArchive } from './import-zip.ts';
import * as queries from './queries.ts';

/**
 * Issue 29 item 2: POST /api/auctions/{id}/lots/import (docs/decisions/031-lot-import.md).
 * 1. The sheet is read and every row checked by the single lot's rules (CreateLotRequest), plus
 *    what only a sheet can get wrong: a header, an estimate in dollars, a category by name, a lot
 *    number twice, photos absent from the archive, the auction's 2,000 lots.
 * 2. Unless `partial`, one wrong row refuses the import before anything is stored.
 * 3. The photos of the right rows are expanded one by one and stored through the pictures'
 *    pipeline (PHOTO_ROWS_IN_FLIGHT at once); a file that is not an image is a wrong row too.
 * 4. The lots are written in one transaction under the auction's lock, through queries.ts as every
 *    lot write (lot_count and positions stay in step): a lot number already in the auction
 *    updates that lot (fields whose column the sheet lacks are kept), the others are appended
 *    together in multi-row inserts.
 */

export interface LotImportInput {
  sheet: Buffer;
  /** The photo archive's temporary file, when one was sent. */
  zipPath: string | null;
  partial: boolean;
  locale: Locale;
}

/** Milliseconds each step took, for the log: where a slow import spent its time. */
export type LotImportPhases = Partial<Record<'sheet' | 'check' | 'photos' | 'write', number>>;

export type LotImportOutcome = { phases: LotImportPhases } & (
  | { ok: true; report: LotImportResponse }
  | { ok: false; report: LotImportResponse; message: string }
);

type FieldColumn = Exclude<LotImportColumn, 'category' | 'photos'>;

export interface RowPlan {
  row: number;
  lotId: string;
  existing: queries.LotRecord | undefined;
  data: CreateLotData;
  /** The archive entries of its photos, when the sheet has a photos column and the row names some. */
  photos: Entry[] | null;
  /** The photos' stored addresses, once stored. */
  images?: string[];
}

const lower = (lotNumber: string) => lotNumber.toLowerCase();

export class Report {
  readonly errors: LotImportError[] = [];
  private readonly wrongRows = new Set<number>();
  constructor(private readonly locale: Locale) {}
  add(row: number, column: string, message: string, name?: string) {
    const text = localizeMessage(message, this.locale);
    this.errors.push({ row, column, message: name === undefined ? text : fillImportMessage(text, name) });
    this.wrongRows.add(row);
  }
  /** Errors a job recorded before it was resumed, already in the job's language. */
  restore(errors: LotImportError[]) {
    for (const error of errors) {
      this.errors.push(error);
      this.wrongRows.add(error.row);
    }
  }
  errorsOf = (row: number) => this.errors.filter((error) => error.row === row);
  isWrong = (row: number) => this.wrongRows.has(row);
  sorted = () => [...this.errors].sort((a, b) => a.row - b.row);
}

/** Maps header cells to columns; a header that is unknown, repeated or missing is reported on row 1. */
function readHeader(sheet: Sheet, report: Report, locale: Locale) {
  const index = new Map<LotImportColumn, number>();
  sheet.header.forEach((text, position) => {
    const column = importColumnOf(text);
    const label = text || `#${position + 1}`;
    if (!column) report.add(1, label, LOT_IMPORT_MESSAGES.importColumnUnknown);
    else if (index.has(column)) report.add(1, label, LOT_IMPORT_MESSAGES.importColumnRepeated);
    else index.set(column, position);
  });
  for (const column of LOT_IMPORT_REQUIRED_COLUMNS) {
    if (!index.has(column)) {
      const name = LOT_IMPORT_HEADERS[locale][column];
      report.add(1, name, LOT_IMPORT_MESSAGES.importColumnMissing, name);
    }
  }
  return index;
}

/** Categories by slug and by either name, folded (case and accents), active ones only. */
async function categoryFinder(app: AuctionWrites) {
  const rows = await app.db
    .select({ id: categories.id, name: categories.name, nameFr: categories.nameFr, slug: categories.slug })
    .from(categories)
    .where(isNull(categories.retiredAt));
  const byName = new Map<string, string>();
  for (const row of rows) {
    for (const text of [row.slug, row.name, row.nameFr]) byName.set(normalizeImportHeader(text), row.id);
  }
  return (text: string) => byName.get(normalizeImportHeader(text));
}

const existingFields = (lot: queries.LotRecord | undefined) => ({
  description: lot?.description ?? null,
  titleFr: lot?.titleFr ?? null,
  descriptionFr: lot?.descriptionFr ?? null,
  estimateLow: lot?.estimateLow ?? null,
  estimateHigh: lot?.estimateHigh ?? null,
  categoryId: lot?.categoryId ?? null,
  quantity: lot?.quantity ?? 1,
});

interface Context {
  columns: Map<LotImportColumn, number>;
  label: (column: LotImportColumn) => string;
  report: Report;
  findCategory: (text: string) => string | undefined;
  archive: PhotoArchive | null;
  existing: Map<string, queries.LotRecord>;
}

/** One row checked into a plan, or undefined with its errors reported. */
function planRow(sheetRow: SheetRow, context: Context): RowPlan | undefined {
  const { columns, label, report, findCategory, archive } = context;
  const { row } = sheetRow;
  const cell = (column: LotImportColumn) => {
    const position = columns.get(column);
    return position === undefined ? undefined : (sheetRow.cells[position] ?? '').trim();
  };
  const lotNumber = cell('lotNumber') ?? '';
  const existing = context.existing.get(lower(lotNumber));
  const candidate: Record<string, unknown> = { ...existingFields(existing), lotNumber, title: cell('title') };
  for (const column of ['description', 'titleFr', 'descriptionFr'] as const) {
    const text = cell(column);
    if (text !== undefined) candidate[column] = text === '' ? null : text;
  }
  for (const column of ['estimateLow', 'estimateHigh'] as const) {
    const text = cell(column);
    if (text === undefined) continue;
    const cents = text === '' ? null : parseImportDollars(text);
    if (text !== '' && cents === null)
      report.add(row, label(column), LOT_IMPORT_MESSAGES.importEstimateFormat);
    else candidate[column] = cents;
  }
  const quantity = cell('quantity');
  if (quantity !== undefined) {
    if (quantity === '') candidate.quantity = 1;
    else if (/^\d{1,6}$/.test(quantity)) candidate.quantity = Number(quantity);
    else report.add(row, label('quantity'), LOT_IMPORT_MESSAGES.importQuantityFormat);
  }
  const category = cell('category');
  if (category !== undefined) {
    const id = category === '' ? null : findCategory(category);
    if (id === undefined) report.add(row, label('category'), LOT_IMPORT_MESSAGES.importCategoryUnknown);
    else candidate.categoryId = id;
  }

  let photos: Entry[] | null = null;
  const photoCell = cell('photos');
  if (photoCell) {
    const names = [...new Set(splitPhotoNames(photoCell))];
    if (names.length > LOT_LIMITS.imagesPerLot) {
      report.add(row, label('photos'), LOT_IMPORT_MESSAGES.importTooManyPhotos);
    } else if (!archive) {
      report.add(row, label('photos'), LOT_IMPORT_MESSAGES.importPhotosWithoutZip);
    } else {
      photos = [];
      for (const name of names) {
        const found = archive.find(name);
        if ('entry' in found) photos.push(found.entry);
        else
          report.add(
            row,
            label('photos'),
            found.error === 'missing'
              ? LOT_IMPORT_MESSAGES.importPhotoMissing
              : LOT_IMPORT_MESSAGES.importPhotoAmbiguous,
            name,
          );
      }
    }
  }

  const parsed = CreateLotRequest.safeParse(candidate);
  if (!parsed.success) {
    const reported = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'lotNumber') as FieldColumn;
      const column = (columns.has(field) ? field : 'lotNumber') as LotImportColumn;
      if (reported.has(column)) continue;
      reported.add(column);
      report.add(row, label(column), issue.message);
    }
  }
  if (report.isWrong(row) || !parsed.success) return undefined;
  return { row, lotId: existing?.id ?? randomUUID(), existing, data: parsed.data, photos };
}

/** Checks every row; answers the plans of the right rows (all reported errors are in `report`). */
function planRows(sheet: Sheet, context: Context, lotCount: number): RowPlan[] {
  const plans: RowPlan[] = [];
  const firstRowOf = new Map<string, number>();
  let room = LOT_LIMITS.lotsPerAuction - lotCount;
  for (const sheetRow of sheet.rows) {
    const plan = planRow(sheetRow, context);
    const lotNumber = sheetRow.cells[context.columns.get('lotNumber') ?? -1]?.trim() ?? '';
    const first = firstRowOf.get(lower(lotNumber));
    if (lotNumber && first !== undefined) {
      context.report.add(
        sheetRow.row,
        context.label('lotNumber'),
        LOT_IMPORT_MESSAGES.importLotNumberRepeated,
        String(first),
      );
      continue;
    }
    if (lotNumber) firstRowOf.set(lower(lotNumber), sheetRow.row);
    if (!plan) continue;
    if (!plan.existing) {
      if (room <= 0) {
        context.report.add(sheetRow.row, context.label('lotNumber'), MESSAGES.tooManyLots);
        continue;
      }
      room -= 1;
    }
    plans.push(plan);
  }
  return plans;
}

const photoName = (entry: Entry) => entry.fileName.slice(entry.fileName.lastIndexOf('/') + 1);

/**
 * Rows whose photos are in flight at once: one more than the instance runs image jobs, so the next
 * photo is expanded from the archive while the current one is encoded, and memory holds at most
 * this many photos (each ≤ LOT_IMPORT_LIMITS.photoBytes) whatever the archive's size.
 */
export const PHOTO_ROWS_IN_FLIGHT = IMAGE_CONCURRENCY + 1;

/** Expands and stores the photos of each plan. A photo that is not an image, or too large, makes its row wrong. */
async function storePhotos(
  plans: RowPlan[],
  archive: PhotoArchive,
  storage: UploadStorage,
  actor: UserRow,
  auctionId: string,
  context: { report: Report; label: string; onRowDone?: (plan: RowPlan) => Promise<void> },
): Promise<string[]> {
  const stored: string[] = [];
  const limit = pLimit(PHOTO_ROWS_IN_FLIGHT);
  const owner = uploadOwnerOf(actor);
  // Once a row failed, the rows still queued are not started: the import is over.
  let stopped = false;
  const wrongPhoto = (plan: RowPlan, entry: Entry, message: string) =>
    context.report.add(plan.row, context.label, message, photoName(entry));
  await Promise.all(
    plans.map((plan) =>
      limit(async () => {
        // A resumed job's rows already done keep what they stored (decision 031, the import as a job).
        if (!plan.photos || plan.images || stopped) return;
        const images: string[] = [];
        for (const entry of plan.photos) {
          const buffer = await archive.read(entry);
          if (!buffer) {
            wrongPhoto(plan, entry, LOT_IMPORT_MESSAGES.importPhotoTooLarge);
            continue;
          }
          try {
            const url = await storeAuctionImageIn(
              storage,
              `auctions/${auctionId}/lots/${plan.lotId}`,
              buffer,
              owner,
              { bulk: true },
            );
            stored.push(url);
            if (!images.includes(url)) images.push(url);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            if (error.code === 'UNSUPPORTED_MEDIA_TYPE') {
              wrongPhoto(plan, entry, LOT_IMPORT_MESSAGES.importPhotoNotImage);
            } else if (error.code === 'PAYLOAD_TOO_LARGE') {
              wrongPhoto(plan, entry, LOT_IMPORT_MESSAGES.importPhotoTooLarge);
            } else throw error;
          }
        }
        plan.images = images;
        await context.onRowDone?.(plan);
      }).catch((error: unknown) => {
        stopped = true;
        throw error;
      }),
    ),
  );
  return stored;
}

/** A lot number taken between the check and the write (a concurrent import or create): 409. */
function isLotNumberClash(error: unknown) {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const candidate = cause as { code?: string; constraint?: string };
    if (candidate.code === '23505' && candidate.constraint === 'lots_auction_number_idx') return true;
  }
  return false;
}

/** Written in the lots' own transaction: a job marks itself done there, so it is written once. */
export type OnLotsWritten = (tx: Executor, counts: { created: number; updated: number }) => Promise<void>;

async function writeLots(
  app: AuctionWrites,
  actor: UserRow,
  auctionId: string,
  plans: RowPlan[],
  onWritten?: OnLotsWritten,
) {
  const dropped: string[] = [];
  let updated = 0;
  const inserts: { id: string; values: queries.LotValues }[] = [];
  await app.db.transaction(async (tx) => {
    await findManagedAuction(tx, actor, auctionId, { forUpdate: true });
    const lotCount = await queries.findLotCount(tx, auctionId);
    const current = new Map(
      (await queries.findAllLots(tx, auctionId)).map((lot) => [lower(lot.lotNumber), lot]),
    );
    for (const plan of plans) {
      const lot = current.get(lower(plan.data.lotNumber));
      const fields = plan.data;
      if (lot) {
        const images = plan.images ?? lot.images;
        await queries.updateLot(tx, lot.id, { ...fields, images });
        dropped.push(...lot.images.filter((url) => !images.includes(url)));
        updated += 1;
      } else {
        inserts.push({ id: plan.lotId, values: { ...fields, images: plan.images ?? [] } });
      }
    }
    if (lotCount + inserts.length > LOT_LIMITS.lotsPerAuction)
      throw new AppError('BAD_REQUEST', MESSAGES.tooManyLots);
    // New lots follow the catalogue in the sheet's order, in a few multi-row statements.
    await queries.insertLots(tx, auctionId, lotCount + 1, inserts);
    await onWritten?.(tx, { created: inserts.length, updated });
  });
  return { created: inserts.length, updated, dropped };
}

/** A sheet read and every row checked: what the photo work and the write go on with. */
export interface CheckedImport {
  report: Report;
  plans: RowPlan[];
  label: (column: LotImportColumn) => string;
  /** Addresses the lots held before: never deleted when this import is undone. */
  before: Set<string>;
  /** Data rows of the sheet (the job's progress counts them). */
  rowsTotal: number;
}

export type LotImportRefused = Extract<LotImportOutcome, { ok: false }>;
type CheckOutcome = { ok: false; outcome: LotImportRefused } | { ok: true; checked: CheckedImport };

/** Steps 1 and 2: the sheet read, every row checked, refused whole unless `partial`. */
export async function checkLotImport(
  app: AuctionWrites,
  auctionId: string,
  input: Omit<LotImportInput, 'zipPath'>,
  archive: PhotoArchive | null,
  phases: LotImportPhases = {},
): Promise<CheckOutcome> {
  const { locale, partial } = input;
  const report = new Report(locale);
  let lapStart = performance.now();
  const lap = (phase: keyof LotImportPhases) => {
    const now = performance.now();
    phases[phase] = Math.round(now - lapStart);
    lapStart = now;
  };
  const refused = (): CheckOutcome => ({ ok: false, outcome: refusal(report, locale, phases) });

  const sheet = await readSheet(input.sheet);
  const columns = readHeader(sheet, report, locale);
  lap('sheet');
  if (report.errors.length > 0) return refused();
  const label = (column: LotImportColumn) => {
    const position = columns.get(column);
    return (
      (position === undefined ? undefined : sheet.header[position]) || LOT_IMPORT_HEADERS[locale][column]
    );
  };
  const lots = await queries.findAllLots(app.db, auctionId);
  const context: Context = {
    columns,
    label,
    report,
    findCategory: await categoryFinder(app),
    archive,
    existing: new Map(lots.map((lot) => [lower(lot.lotNumber), lot])),
  };
  const plans = planRows(sheet, context, lots.length);
  lap('check');
  if (report.errors.length > 0 && !partial) return refused();
  return {
    ok: true,
    checked: {
      report,
      plans,
      label,
      before: new Set(lots.flatMap((lot) => lot.images)),
      rowsTotal: sheet.rows.length,
    },
  };
}

function refusal(report: Report, locale: Locale, phases: LotImportPhases): LotImportRefused {
  return {
    phases,
    ok: false,
    report: { created: 0, updated: 0, errors: report.sorted() },
    message: localizeMessage(LOT_IMPORT_MESSAGES.importRowsInvalid, locale),
  };
}

/** The photos the right rows name: what decides whether an import runs as a job. */
export const photosToStore = (checked: CheckedImport) =>
  checked.plans.reduce((sum, plan) => sum + (plan.images ? 0 : (plan.photos?.length ?? 0)), 0);

export interface FinishOptions {
  partial: boolean;
  locale: Locale;
  phases?: LotImportPhases;
  /** Called once a row's photos are stored or found wrong (a job records its progress). */
  onRowDone?: (plan: RowPlan) => Promise<void>;
  onWritten?: OnLotsWritten;
  /**
   * Errors after which the photos stored are kept: a job whose run stops leaves them to the run
   * that resumes it (they are recorded in the job).
   */
  keepPhotosOn?: (error: unknown) => boolean;
}

/**
 * Steps 3 and 4: the photos stored, then the lots written in one transaction. Any refusal or
 * failure deletes the photos this import stored (never an address a lot held before).
 */
export async function finishLotImport(
  app: AuctionWrites,
  storage: UploadStorage,
  actor: UserRow,
  auctionId: string,
  checked: CheckedImport,
  archive: PhotoArchive | null,
  options: FinishOptions,
): Promise<LotImportOutcome> {
  const { report, label, before } = checked;
  const phases = options.phases ?? {};
  let lapStart = performance.now();
  const lap = (phase: keyof LotImportPhases) => {
    const now = performance.now();
    phases[phase] = Math.round(now - lapStart);
    lapStart = now;
  };
  const forget = (urls: string[]) =>
    deleteAuctionImages(
      storage,
      urls.filter((url) => !before.has(url)),
    );
  let plans = checked.plans;
  // A resumed job's rows hold the photos they stored before the restart.
  const stored: string[] = plans.flatMap((plan) => plan.images ?? []);
  if (archive && plans.some((plan) => plan.photos?.length)) {
    if (photosToStore(checked) > 0) await storage.assertRoomFor(uploadOwnerOf(actor));
    try {
      stored.push(
        ...(await storePhotos(plans, archive, storage, actor, auctionId, {
          report,
          label: label('photos'),
          onRowDone: options.onRowDone,
        })),
      );
    } catch (error) {
      if (!options.keepPhotosOn?.(error)) await forget(stored);
      throw error;
    }
    lap('photos');
    if (report.errors.length > 0 && !options.partial) {
      await forget(stored);
      return refusal(report, options.locale, phases);
    }
    const wrong = plans.filter((plan) => report.isWrong(plan.row));
    await forget(wrong.flatMap((plan) => plan.images ?? []));
    plans = plans.filter((plan) => !report.isWrong(plan.row));
  }

  let written: Awaited<ReturnType<typeof writeLots>>;
  try {
    written = await writeLots(app, actor, auctionId, plans, options.onWritten);
  } catch (error) {
    if (options.keepPhotosOn?.(error)) throw error;
    await forget(stored);
    if (isLotNumberClash(error)) throw new AppError('CONFLICT', MESSAGES.lotNumberTaken);
    throw error;
  }
  lap('write');
  forgetAuctionReads(app);
  await deleteAuctionImages(
    storage,
    written.dropped.filter((url) => !plans.some((plan) => plan.images?.includes(url))),
  );
  return {
    phases,
    ok: true,
    report: { created: written.created, updated: written.updated, errors: report.sorted() },
  };
}

export async function withArchive<T>(
  zipPath: string | null,
  work: (archive: PhotoArchive | null) => Promise<T>,
) {
  const archive = zipPath ? await openPhotoArchive(zipPath) : null;
  try {
    return await work(archive);
  } finally {
    archive?.close();
  }
}

/** The whole import in one call (the synchronous answer, and the tests). */
export async function importLots(
  app: AuctionWrites,
  storage: UploadStorage,
  actor: UserRow,
  auctionId: string,
  input: LotImportInput,
): Promise<LotImportOutcome> {
  const phases: LotImportPhases = {};
  return withArchive(input.zipPath, async (archive) => {
    const check = await checkLotImport(app, auctionId, input, archive, phases);
    if (!check.ok) return check.outcome;
    return finishLotImport(app, storage, actor, auctionId, check.checked, archive, {
      partial: input.partial,
      locale: input.locale,
      phases,
    });
  });
}
