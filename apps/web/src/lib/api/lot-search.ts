import { type LotSearchQuery, LotSearchResponse } from '@mariner/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';
import { auctionKeys } from './auctions.ts';

/**
 * GET /api/lots (issue 29 item 4). The keys sit under the auctions root, so whatever refreshes
 * auctions and catalogues refreshes the Items tab too.
 */
export const lotSearchKeys = {
  all: [...auctionKeys.all, 'lot-search'] as const,
  list: (query: LotSearchQuery) => [...lotSearchKeys.all, query] as const,
};

const toSearchParams = (query: LotSearchQuery): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
};

export const searchLots = (query: LotSearchQuery, signal?: AbortSignal): Promise<LotSearchResponse> => {
  const search = toSearchParams(query);
  return apiFetch(`/api/lots${search ? `?${search}` : ''}`, {
    schema: import.meta.env.DEV ? LotSearchResponse : undefined,
    signal,
  });
};

export const lotSearchQueryOptions = (query: LotSearchQuery) =>
  queryOptions({
    queryKey: lotSearchKeys.list(query),
    queryFn: ({ signal }) => searchLots(query, signal),
  });
