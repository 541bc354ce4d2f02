import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  LOT_IMPORT_MESSAGES,
  type Locale,
  type LotImportError,
  type LotImportJob,
  localizeMessage,
} from '@mariner/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { LotImportJobRow, LotImportRowProgress, UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import type { UploadStorage } from '../../plugins/storage/index.ts';
import { deleteAuctionImages } from '../auctions/images.ts';
import type { AuctionWrites } from '../auctions/service.ts';
import { findUserById } from '../users/service.ts';
import * as jobQueries from './import-job-queries.ts';
import {
  type CheckedImport,
  checkLotImport,
  finishLotImport,
  type LotImportPhases,
  withArchive,
} from './import-service.ts';
import * as queries from './queries.ts';

/**
 * Issue 29 items 2 and 5 (decision 031, "the import as a job"): an import whose photos take
 * minutes is answered 202 once its rows are checked, and its photos are stored here, by whichever
 * instance claims the job. Everything a run needs is in the job's row and its folder (the sheet and
 * the archive under DATA_DIR), so an instance that stops mid-job loses nothing: its lease runs out,
 * another run claims the job, re-reads the sheet, skips the rows whose photos it recorded, and
 * goes on. The lots are written in one transaction that also marks the job done, conditioned on
 * the run's claim, so a job never writes twice.
 */

/** A run holds its job this long without news; renewed every LOT_IMPORT_HEARTBEAT_MS. */
export const LOT_IMPORT_LEASE_MS = 90_000;
export const LOT_IMPORT_HEARTBEAT_MS = 20_000;
/** A job whose instance stopped this many times is failed rather than claimed again. */
export const LOT_IMPORT_MAX_ATTEMPTS = 3;
/** Progress is written at most this often (and at every 25 rows), so a poll sees it move. */
const PROGRESS_EVERY_MS = 1_000;
const PROGRESS_EVERY_ROWS = 25;
/** A folder of the import root that no queued or running job holds is removed past this age. */
export const LOT_IMPORT_LEFTOVER_MS = 60 * 60 * 1000;

export const SHEET_FILE = 'sheet';
export const ZIP_FILE = 'photos.zip';

/** Where imports keep their uploads: under DATA_DIR, so they outlive the request and a restart. */
export const lotImportRoot = (dataDir: string) => join(dataDir, 'lot-imports');

export interface LotImportJobDeps {
  app: AuctionWrites;
  storage: UploadStorage;
  log: FastifyBaseLogger;
  /** Aborted when the instance closes: the run records its rows, gives the job back and stops. */
  signal?: AbortSignal;
}

export interface LotImportRunOptions {
  /** The clock of the run (tests move it past a lease). */
  now?: () => Date;
  leaseMs?: number;
  /** Tests: stops the run as a killed instance would, once this many rows were recorded. */
  stopAfterRows?: number;
}

export function toLotImportJob(row: LotImportJobRow): LotImportJob {
  return {
    jobId: row.id,
    status: row.status,
    partial: row.partial,
    rowsTotal: row.rowsTotal,
    rowsDone: row.rowsDone,
    created: row.created,
    updated: row.updated,
    errors: row.errors,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Makes the job of a checked import: its sheet is written beside the archive already streamed
 * into `folder`, which the job owns from now on. Rows refused by the check (with `partial`) and rows
 * with no photos to store count as done.
 */
export async function createLotImportJob(
  db: AuctionWrites['db'],
  input: {
    id: string;
    auctionId: string;
    actor: UserRow;
    folder: string;
    sheet: Buffer;
    hasZip: boolean;
    partial: boolean;
    locale: Locale;
    checked: CheckedImport;
  },
): Promise<LotImportJob> {
  await writeFile(join(input.folder, SHEET_FILE), input.sheet);
  const { checked } = input;
  const row = await jobQueries.insertLotImportJob(db, {
    id: input.id,
    auctionId: input.auctionId,
    userId: input.actor.id,
    partial: input.partial,
    locale: input.locale,
    folder: input.folder,
    hasZip: input.hasZip,
    rowsTotal: checked.rowsTotal,
    rowsDone: checked.rowsTotal - checked.plans.filter((plan) => plan.photos?.length).length,
    errors: checked.report.sorted(),
  });
  return toLotImportJob(row);
}

/** Thrown inside a run whose job another instance has taken: the run stops and touches nothing. */
class LostClaim extends Error {}

/** Claims the next job nobody holds and runs it; answers its id, or null when none was due. */
export async function runNextLotImportJob(deps: LotImportJobDeps, options: LotImportRunOptions = {}) {
  const now = options.now ?? (() => new Date());
  const job = await jobQueries.claimLotImportJob(deps.app.db, now(), options.leaseMs ?? LOT_IMPORT_LEASE_MS);
  if (!job) return null;
  await runLotImportJob(deps, job, options);
  return job.id;
}

/** Runs a claimed job to its end (or until its claim is lost). */
export async function runLotImportJob(
  deps: LotImportJobDeps,
  job: LotImportJobRow,
  options: LotImportRunOptions = {},
) {
  const { app, storage, log } = deps;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? LOT_IMPORT_LEASE_MS;
  const locale = job.locale;
  const text = (message: string) => localizeMessage(message, locale);

  /** Fails the job; the photos it stored that no lot holds are deleted, and its folder. */
  const fail = async (message: string, errors: LotImportError[] = job.errors) => {
    // What every run of the job recorded (this one's rows too), not only what it was claimed with.
    const current = await jobQueries.findLotImportJob(app.db, job.auctionId, job.id);
    const stored = Object.values({ ...job.progress, ...current?.progress }).flatMap((row) => row.images);
    if (stored.length > 0) {
      const held = new Set((await queries.findAllLots(app.db, job.auctionId)).flatMap((lot) => lot.images));
      await deleteAuctionImages(
        storage,
        stored.filter((url) => !held.has(url)),
      );
    }
    const ended = await jobQueries.finishLotImportJob(app.db, job, {
      status: 'failed',
      errors,
      message,
      now: now(),
    });
    if (ended) await rm(job.folder, { recursive: true, force: true });
    log.info({ jobId: job.id, auctionId: job.auctionId, attempts: job.attempts }, 'lot import job failed');
  };

  if (job.attempts > LOT_IMPORT_MAX_ATTEMPTS) return fail(text(LOT_IMPORT_MESSAGES.importJobStopped));
  const sheetPath = join(job.folder, SHEET_FILE);
  const zipPath = job.hasZip ? join(job.folder, ZIP_FILE) : null;
  // Another instance whose DATA_DIR is not shared cannot see the files: say so rather than guess.
  if (!existsSync(sheetPath) || (zipPath && !existsSync(zipPath)))
    return fail(text(LOT_IMPORT_MESSAGES.importJobLost));
  const actor = await findUserById(app.db, job.userId);
  if (!actor) return fail(text(LOT_IMPORT_MESSAGES.importJobLost));

  let lost = false;
  let closing = false;
  const heartbeat = setInterval(() => {
    jobQueries
      .renewLotImportLease(app.db, job, new Date(now().getTime() + leaseMs))
      .then((held) => {
        if (!held) lost = true;
      })
      .catch((error: unknown) => log.warn({ err: error, jobId: job.id }, 'lot import lease not renewed'));
  }, LOT_IMPORT_HEARTBEAT_MS);
  heartbeat.unref();

  try {
    const sheet = await readFile(sheetPath);
    await withArchive(zipPath, async (archive) => {
      const phases: LotImportPhases = {};
      const check = await checkLotImport(
        app,
        job.auctionId,
        { sheet, partial: job.partial, locale },
        archive,
        phases,
      );
      if (!check.ok) {
        // The auction changed since the request (lots added elsewhere): refused as the request would be.
        await fail(check.outcome.message, check.outcome.report.errors);
        return;
      }
      const { checked } = check;
      // A resumed run: rows recorded before the restart keep their photos and their errors.
      for (const plan of checked.plans) {
        const recorded = job.progress[String(plan.row)];
        if (!recorded) continue;
        plan.images = recorded.images;
        checked.report.restore(recorded.errors);
      }
      let rowsDone =
        checked.rowsTotal - checked.plans.filter((plan) => plan.photos?.length && !plan.images).length;
      let pending: Record<string, LotImportRowProgress> = {};
      let pendingCount = 0;
      let recordedRows = 0;
      let lastSave = performance.now();
      const save = async () => {
        const rows = pending;
        pending = {};
        pendingCount = 0;
        lastSave = performance.now();
        const held = await jobQueries.saveLotImportProgress(app.db, job, {
          rows,
          rowsDone,
          errors: checked.report.sorted(),
          leaseUntil: new Date(now().getTime() + leaseMs),
          now: now(),
        });
        if (!held) throw new LostClaim();
      };
      await save();

      const outcome = await finishLotImport(app, storage, actor, job.auctionId, checked, archive, {
        partial: job.partial,
        locale,
        phases,
        keepPhotosOn: (error) => error instanceof LostClaim,
        onRowDone: async (plan) => {
          if (lost) throw new LostClaim();
          if (deps.signal?.aborted) closing = true;
          pending[String(plan.row)] = {
            images: plan.images ?? [],
            errors: checked.report.errorsOf(plan.row),
          };
          pendingCount += 1;
          rowsDone += 1;
          recordedRows += 1;
          if (pendingCount >= PROGRESS_EVERY_ROWS || performance.now() - lastSave >= PROGRESS_EVERY_MS)
            await save();
          if (closing || (options.stopAfterRows !== undefined && recordedRows >= options.stopAfterRows)) {
            await save();
            lost = true;
            throw new LostClaim();
          }
        },
        onWritten: async (tx, counts) => {
          const held = await jobQueries.finishLotImportJob(tx, job, {
            status: 'done',
            ...counts,
            rowsDone: checked.rowsTotal,
            errors: checked.report.sorted(),
            message: null,
            now: now(),
          });
          // Taken by another run meanwhile: roll the lots back, that run writes them.
          if (!held) throw new LostClaim();
        },
      });
      if (!outcome.ok) {
        // A photo found wrong without `partial`: nothing is written, the photos stored are deleted.
        await fail(outcome.message, outcome.report.errors);
        return;
      }
      await rm(job.folder, { recursive: true, force: true });
      log.info(
        {
          jobId: job.id,
          auctionId: job.auctionId,
          phases: outcome.phases,
          created: outcome.report.created,
          updated: outcome.report.updated,
          errors: outcome.report.errors.length,
        },
        'lot import',
      );
    });
  } catch (error) {
    if (error instanceof LostClaim) {
      if (closing) {
        await jobQueries.releaseLotImportJob(app.db, job, now());
        log.info({ jobId: job.id, auctionId: job.auctionId }, 'lot import job given back on close');
      }
      return;
    }
    log.error({ err: error, jobId: job.id }, 'lot import job failed');
    // Not resumable as it stands (a full disk, a lot number taken meanwhile): failed, said so.
    await fail(
      error instanceof AppError ? text(error.message) : text(LOT_IMPORT_MESSAGES.importJobFailed),
    ).catch((failure: unknown) => log.error({ err: failure, jobId: job.id }, 'lot import job not failed'));
  } finally {
    clearInterval(heartbeat);
  }
}

/**
 * Removes folders of the import root that no unfinished job holds and that are older than
 * LOT_IMPORT_LEFTOVER_MS: an upload cut off before its job was made, or a job deleted with its auction.
 */
export async function sweepLotImportFolders(db: AuctionWrites['db'], dataDir: string, now = new Date()) {
  const root = lotImportRoot(dataDir);
  await mkdir(root, { recursive: true });
  const active = await jobQueries.findActiveLotImportFolders(db);
  let removed = 0;
  for (const name of await readdir(root)) {
    const folder = join(root, name);
    if (active.has(folder)) continue;
    const info = await stat(folder).catch(() => null);
    if (!info || now.getTime() - info.mtimeMs < LOT_IMPORT_LEFTOVER_MS) continue;
    await rm(folder, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
