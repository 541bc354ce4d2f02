import type { AuctionListResponse } from '@mariner/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { auctionKeys } from '../../../lib/api/auctions.ts';
import { pendingAuctionsKey } from './get-pending-auctions.ts';

/**
 * Takes reviewed auctions out of the cached pending list at once (the admin sees the article leave
 * without waiting for the refetch) and keeps the count in step.
 */
export function removeFromPending(
  queryClient: QueryClient,
  isReviewed: (auction: AuctionListResponse['auctions'][number]) => boolean,
): void {
  queryClient.setQueryData<AuctionListResponse>(pendingAuctionsKey(), (current) => {
    if (!current) return current;
    const auctions = current.auctions.filter((auction) => !isReviewed(auction));
    const removed = current.auctions.length - auctions.length;
    const total = Math.max(0, current.pagination.total - removed);
    return { auctions, pagination: { ...current.pagination, total } };
  });
}

/**
 * After any review, right or wrong, every auction the browser holds is refetched from the server's
 * truth: the lists (this one, home, search, calendar) and the reviewed auctions' detail.
 */
export const refetchAuctionLists = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: auctionKeys.all });

/** What a review screen hears back from each call, whether or not it is still the latest one. */
export interface ReviewCallbacks<TVariables, TAnswer = unknown> {
  onSuccess?: (variables: TVariables, answer: TAnswer) => void;
  onError?: (error: Error, variables: TVariables) => void;
}
