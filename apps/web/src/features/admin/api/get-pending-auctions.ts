import { type AuctionListQuery, AuctionListResponse } from '@mariner/contracts';
import { PAGE_SIZES } from '@mariner/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { auctionKeys } from '../../../lib/api/auctions.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * An auction list like the public ones (under `auctionKeys.lists()`), so a review that refetches
 * every auction list refetches this one as well.
 */
const pendingQuery = { status: 'PENDING', limit: PAGE_SIZES.pendingAuctions } satisfies AuctionListQuery;
export const pendingAuctionsKey = () => auctionKeys.list(pendingQuery);

/** GET /api/auctions?status=PENDING: honoured for admins only, with seller names (spec 001 §7). */
export const getPendingAuctions = (signal?: AbortSignal): Promise<AuctionListResponse> =>
  apiFetch(`/api/auctions?status=PENDING&limit=${PAGE_SIZES.pendingAuctions}`, {
    schema: import.meta.env.DEV ? AuctionListResponse : undefined,
    signal,
  });

export const pendingAuctionsQueryOptions = () =>
  queryOptions({ queryKey: pendingAuctionsKey(), queryFn: ({ signal }) => getPendingAuctions(signal) });

export const usePendingAuctions = () => useQuery(pendingAuctionsQueryOptions());
