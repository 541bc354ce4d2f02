import {
  type CreateLotRequest,
  LOT_IMPORT_FIELDS,
  LOTS_PAGE_SIZE,
  LotImageResponse,
  LotImportJob,
  type LotImportResponse,
  LotListResponse,
  LotResponse,
  SuccessResponse,
  type UpdateLotRequest,
} from '@mariner/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiFetch, apiUpload } from '../api-client.ts';
import { auctionKeys } from './auctions.ts';

/**
 * /api/auctions/{id}/lots (issue 29). The keys sit under the auctions root, so every change that
 * refreshes auctions refreshes catalogues too, and a lot change names only its auction's lots.
 */
export const lotKeys = {
  ofAuction: (auctionId: string) => [...auctionKeys.all, 'lots', auctionId] as const,
  page: (auctionId: string, page: number, limit: number) =>
    [...lotKeys.ofAuction(auctionId), { page, limit }] as const,
};

const lotsPath = (auctionId: string) => `/api/auctions/${encodeURIComponent(auctionId)}/lots`;
const lotPath = (auctionId: string, lotId: string) => `${lotsPath(auctionId)}/${encodeURIComponent(lotId)}`;

/** GET /api/auctions/{id}/lots: one page of the catalogue, in lot order. */
export const getLots = (
  auctionId: string,
  page: number,
  limit: number = LOTS_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<LotListResponse> =>
  apiFetch(`${lotsPath(auctionId)}?page=${page}&limit=${limit}`, {
    schema: import.meta.env.DEV ? LotListResponse : undefined,
    signal,
  });

/**
 * Issue 29: which catalogue page holds the lot of this number (`…/lots?lot=12`), for a shared
 * `#lot-12` that the page it opened on does not show.
 */
export const findLotsPage = async (auctionId: string, lotNumber: string, limit: number = LOTS_PAGE_SIZE) => {
  const answer = await apiFetch<LotListResponse>(
    `${lotsPath(auctionId)}?lot=${encodeURIComponent(lotNumber)}&limit=${limit}`,
    { schema: import.meta.env.DEV ? LotListResponse : undefined },
  );
  return answer.lots.some((lot) => lot.lotNumber.toLowerCase() === lotNumber.toLowerCase())
    ? answer.pagination.page
    : null;
};

export const lotsQueryOptions = (auctionId: string, page: number, limit: number = LOTS_PAGE_SIZE) =>
  queryOptions({
    queryKey: lotKeys.page(auctionId, page, limit),
    queryFn: ({ signal }) => getLots(auctionId, page, limit, signal),
  });

/** The catalogue's page asked for by `?lots=N` (anything else is the first). */
export function lotsPageOf(search: URLSearchParams | string, param = 'lots'): number {
  const value = Number((typeof search === 'string' ? new URLSearchParams(search) : search).get(param));
  return Number.isSafeInteger(value) && value > 1 ? value : 1;
}

export const createLot = (auctionId: string, body: CreateLotRequest): Promise<LotResponse> =>
  apiFetch(lotsPath(auctionId), {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? LotResponse : undefined,
  });

/** PUT …/lots/{lotId}: the whole lot; `images` the photos kept, in order. */
export const updateLot = (auctionId: string, lotId: string, body: UpdateLotRequest): Promise<LotResponse> =>
  apiFetch(lotPath(auctionId, lotId), {
    method: 'PUT',
    body,
    schema: import.meta.env.DEV ? LotResponse : undefined,
  });

export const deleteLot = (auctionId: string, lotId: string): Promise<SuccessResponse> =>
  apiFetch(lotPath(auctionId, lotId), {
    method: 'DELETE',
    schema: import.meta.env.DEV ? SuccessResponse : undefined,
  });

/** PUT …/lots/order: every lot id of the auction, in the new order. */
export const orderLots = (auctionId: string, lotIds: string[]): Promise<SuccessResponse> =>
  apiFetch(`${lotsPath(auctionId)}/order`, {
    method: 'PUT',
    body: { lotIds },
    schema: import.meta.env.DEV ? SuccessResponse : undefined,
  });

/** POST …/lots/{lotId}/images (multipart field `file`): one photo a call. */
export const uploadLotImage = (auctionId: string, lotId: string, file: File): Promise<LotImageResponse> =>
  apiUpload(`${lotPath(auctionId, lotId)}/images`, file, {
    schema: import.meta.env.DEV ? LotImageResponse : undefined,
  });

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
