import { PAGE_SIZES, SavedAuctionsResponse } from '@mariner/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auctionKeys } from '../../../lib/api/auctions.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/auctions/saved: the signed-in user's saved auctions, newest first, 12 a page. */
export const getSavedAuctions = (page: number, signal?: AbortSignal): Promise<SavedAuctionsResponse> =>
  apiFetch(`/api/auctions/saved?page=${page}&limit=${PAGE_SIZES.savedAuctions}`, {
    schema: SavedAuctionsResponse,
    signal,
  });

export const savedAuctionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: auctionKeys.savedList(page),
    queryFn: ({ signal }) => getSavedAuctions(page, signal),
  });

export const useSavedAuctions = (page: number, isSignedIn: boolean) =>
  useQuery({ ...savedAuctionsQueryOptions(page), enabled: isSignedIn, placeholderData: keepPreviousData });
