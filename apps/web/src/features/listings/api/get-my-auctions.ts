import { MyAuctionsResponse } from '@mariner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { listingKeys } from './query-keys.ts';

/** GET /api/auctions/my-auctions: every auction of the signed-in seller, whatever its status. */
export const getMyAuctions = (): Promise<MyAuctionsResponse> =>
  apiFetch('/api/auctions/my-auctions', { schema: MyAuctionsResponse });

export const myAuctionsQueryOptions = () =>
  queryOptions({ queryKey: listingKeys.mine(), queryFn: getMyAuctions });

export const useMyAuctions = () => useQuery(myAuctionsQueryOptions());
