import {
  type CreateLotRequest,
  LOTS_PAGE_SIZE,
  LotImageResponse,
  LotListResponse,
  LotResponse,
  SuccessResponse,
  type UpdateLotRequest,
} from '@mariner/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch, apiUpload } from '../api-client.ts';
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

export const lotsPath = (auctionId: string) => `/api/auctions/${encodeURIComponent(auctionId)}/lots`;
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
