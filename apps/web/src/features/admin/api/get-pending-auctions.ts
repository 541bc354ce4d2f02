import { AuctionListResponse, PAGE_SIZES } from '@mariner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * Every auction list's key starts with 'auctions', so invalidating AUCTIONS_QUERY_KEY after a review
 * refetches the public lists (home, search, calendar) as well as this one.
 */
export const AUCTIONS_QUERY_KEY = ['auctions'] as const;
export const PENDING_AUCTIONS_QUERY_KEY = [
  ...AUCTIONS_QUERY_KEY,
  'pending',
  { limit: PAGE_SIZES.pendingAuctions },
] as const;

/** GET /api/auctions?status=PENDING: honoured for admins only, with seller names (spec 001 §7). */
export const getPendingAuctions = (signal?: AbortSignal): Promise<AuctionListResponse> =>
  apiFetch(`/api/auctions?status=PENDING&limit=${PAGE_SIZES.pendingAuctions}`, {
    schema: AuctionListResponse,
    signal,
  });

export const pendingAuctionsQueryOptions = () =>
  queryOptions({
    queryKey: PENDING_AUCTIONS_QUERY_KEY,
    queryFn: ({ signal }) => getPendingAuctions(signal),
  });

export const usePendingAuctions = () => useQuery(pendingAuctionsQueryOptions());
