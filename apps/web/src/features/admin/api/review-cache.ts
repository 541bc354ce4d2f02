import type { AuctionListResponse } from '@mariner/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { AUCTIONS_QUERY_KEY, PENDING_AUCTIONS_QUERY_KEY } from './get-pending-auctions.ts';

/**
 * Takes reviewed auctions out of the cached pending list at once (the admin sees the article leave
 * without waiting for the refetch) and keeps the count in step.
 */
export function removeFromPending(
  queryClient: QueryClient,
  isReviewed: (auction: AuctionListResponse['auctions'][number]) => boolean,
): void {
  queryClient.setQueryData<AuctionListResponse>(PENDING_AUCTIONS_QUERY_KEY, (current) => {
    if (!current) return current;
    const auctions = current.auctions.filter((auction) => !isReviewed(auction));
    const removed = current.auctions.length - auctions.length;
    const total = Math.max(0, current.pagination.total - removed);
    return { auctions, pagination: { ...current.pagination, total } };
  });
}

/** After any review, right or wrong, every auction list is refetched from the server's truth. */
export const refetchAuctionLists = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: AUCTIONS_QUERY_KEY });

/** What a review screen hears back from each call, whether or not it is still the latest one. */
export interface ReviewCallbacks<TVariables, TAnswer = unknown> {
  onSuccess?: (variables: TVariables, answer: TAnswer) => void;
  onError?: (error: Error, variables: TVariables) => void;
}
