import { MyAuctionsResponse } from '@mariner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { auctionKeys } from '../../../lib/api/auctions.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/auctions/my-auctions: every auction of the signed-in seller, whatever its status. */
export const getMyAuctions = (): Promise<MyAuctionsResponse> =>
  apiFetch('/api/auctions/my-auctions', { schema: import.meta.env.DEV ? MyAuctionsResponse : undefined });

export const myAuctionsQueryOptions = () =>
  queryOptions({ queryKey: auctionKeys.mine(), queryFn: getMyAuctions });

export const useMyAuctions = () => useQuery(myAuctionsQueryOptions());
