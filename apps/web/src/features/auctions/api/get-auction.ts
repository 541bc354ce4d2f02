import { AuctionResponse } from '@mariner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { auctionKeys } from './query-keys.ts';

/** GET /api/auctions/{id}; 404 when the auction is not visible to whoever asks. */
export const getAuction = (id: string, signal?: AbortSignal): Promise<AuctionResponse> =>
  apiFetch(`/api/auctions/${encodeURIComponent(id)}`, { schema: AuctionResponse, signal });

export const auctionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: auctionKeys.detail(id),
    queryFn: ({ signal }) => getAuction(id, signal),
  });

export const useAuction = (id: string) => useQuery(auctionQueryOptions(id));
