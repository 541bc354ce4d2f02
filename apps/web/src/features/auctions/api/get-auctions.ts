import { type AuctionListQuery, AuctionListResponse } from '@mariner/contracts';
import { PAGE_SIZES } from '@mariner/contracts/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auctionKeys } from '../../../lib/api/auctions.ts';
import { apiFetch } from '../../../lib/api-client.ts';

const toSearchParams = (query: AuctionListQuery): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
};

/** GET /api/auctions (spec 000 §7): one page of auctions and its pagination. */
export const getAuctions = (query: AuctionListQuery, signal?: AbortSignal): Promise<AuctionListResponse> => {
  const search = toSearchParams(query);
  return apiFetch(`/api/auctions${search ? `?${search}` : ''}`, {
    schema: import.meta.env.DEV ? AuctionListResponse : undefined,
    signal,
  });
};

export const auctionsQueryOptions = (query: AuctionListQuery) =>
  queryOptions({
    queryKey: auctionKeys.list(query),
    queryFn: ({ signal }) => getAuctions(query, signal),
  });

/** The list screen keeps the page it shows while the next one loads, so it never blanks out. */
export const useAuctions = (query: AuctionListQuery) =>
  useQuery({ ...auctionsQueryOptions(query), placeholderData: keepPreviousData });

/** Spec 000 §2 Home: six approved auctions. */
export const featuredAuctionsQuery: AuctionListQuery = {
  limit: PAGE_SIZES.featuredAuctions,
  status: 'APPROVED',
};

export const useFeaturedAuctions = () => useQuery(auctionsQueryOptions(featuredAuctionsQuery));
