import { AuctionResponse } from '@mariner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

/** GET /api/auctions/{id}: the owner and admins also get a PENDING or REJECTED auction. */
export const getAuction = (id: string): Promise<AuctionResponse> =>
  apiFetch(`/api/auctions/${encodeURIComponent(id)}`, { schema: AuctionResponse });

export const auctionQueryOptions = (id: string) =>
  queryOptions({ queryKey: listingKeys.detail(id), queryFn: () => getAuction(id) });

export const useAuction = (id: string) => useQuery(auctionQueryOptions(id));
