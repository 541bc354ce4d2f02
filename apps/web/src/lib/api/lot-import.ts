import { LOT_IMPORT_FIELDS, LotImportJob, type LotImportResponse } from '@mariner/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../api-client.ts';
import { lotKeys, lotsPath } from './lots.ts';

/*
 * A seller's lot import (issue 29 items 2 and 5, decision 031), apart from the catalogue's reads in
 * lots.ts: the auction page reads lots, and with this beside them it loaded the import's columns,
 * headers and messages (lot-import-values: 1.9 KB gzip of its first load) on every visit (issue 26).
 */

/** What an import answered: its report, and whether it was refused whole (nothing written). */
export interface LotImportOutcome {
  report: LotImportResponse;
  refused: boolean;
  message: string | null;
}

const isImportReport = (body: unknown): body is LotImportResponse =>
  typeof body === 'object' &&
  body !== null &&
  'errors' in body &&
  Array.isArray(body.errors) &&
  'created' in body &&
  typeof body.created === 'number';

/** What the import answered: a report at once (a refusal, or an import done), or a job to follow. */
export type LotImportAnswer = { outcome: LotImportOutcome } | { job: LotImportJob };

/**
 * POST /api/auctions/{id}/lots/import?async=true (issue 29 items 2 and 5, decision 031): the sheet
 * and, when chosen, the ZIP of photos. The rows are checked before the answer: a sheet refused for
 * its rows answers 400 with the row-by-row report, which is an outcome here, not a failure; a right
 * one answers 202 with the job that stores the photos and writes the lots. Any other refusal throws.
 */
export async function importLots(
  auctionId: string,
  files: { sheet: File; zip: File | null },
  partial: boolean,
): Promise<LotImportAnswer> {
  const form = new FormData();
  form.append(LOT_IMPORT_FIELDS.sheet, files.sheet);
  if (files.zip) form.append(LOT_IMPORT_FIELDS.zip, files.zip);
  try {
    const answer = await apiFetch<LotImportJob | LotImportResponse>(
      `${lotsPath(auctionId)}/import?partial=${partial}&async=true`,
      { method: 'POST', body: form },
    );
    if ('jobId' in answer) return { job: answer };
    return { outcome: { report: answer, refused: false, message: null } };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && isImportReport(error.body)) {
      const { created, updated, errors } = error.body;
      return {
        outcome: { report: { created, updated, errors }, refused: true, message: error.serverMessage },
      };
    }
    throw error;
  }
}

/** GET /api/auctions/{id}/lots/import/{jobId}: the job's progress, then its report. */
export const getLotImportJob = (auctionId: string, jobId: string, signal?: AbortSignal) =>
  apiFetch<LotImportJob>(`${lotsPath(auctionId)}/import/${encodeURIComponent(jobId)}`, {
    signal,
    schema: import.meta.env.DEV ? LotImportJob : undefined,
  });

/** How often a running job is asked again. */
export const LOT_IMPORT_POLL_MS = 1_500;

export const isLotImportJobRunning = (job: LotImportJob | undefined) =>
  job?.status === 'queued' || job?.status === 'running';

/** The job read again every LOT_IMPORT_POLL_MS while it runs; never cached across visits. */
export const lotImportJobQueryOptions = (auctionId: string, jobId: string) =>
  queryOptions({
    queryKey: [...lotKeys.ofAuction(auctionId), 'import', jobId] as const,
    queryFn: ({ signal }) => getLotImportJob(auctionId, jobId, signal),
    refetchInterval: (query) => (isLotImportJobRunning(query.state.data) ? LOT_IMPORT_POLL_MS : false),
    gcTime: 0,
  });

/** A finished job as the report the step shows: a failed job wrote nothing and says why. */
export const outcomeOfJob = (job: LotImportJob): LotImportOutcome => ({
  report: { created: job.created, updated: job.updated, errors: job.errors },
  refused: job.status === 'failed',
  message: job.message,
});

/** The template's address: CSV or XLSX, headers in English or French. */
export const lotImportTemplateUrl = (format: 'csv' | 'xlsx', lang: 'en' | 'fr') =>
  `/api/auctions/lots/import-template?format=${format}&lang=${lang}`;
