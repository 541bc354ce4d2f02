import type { AuctionListQuery, AuctionListResponse } from '@mariner/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { auctionKeys } from '../../../lib/api/auctions.ts';

/**
 * Takes reviewed auctions out of the cached pending list at once (the admin sees the article leave
 * without waiting for the refetch) and keeps the count in step.
 */
export function removeFromPending(
  queryClient: QueryClient,
  isReviewed: (auction: AuctionListResponse['auctions'][number]) => boolean,
): void {
  // Every cached page of the queue (issue 31: each search and page is its own list) and the count.
  const isPendingList = (key: readonly unknown[]) =>
    (key[2] as AuctionListQuery | undefined)?.status === 'PENDING';
  queryClient.setQueriesData<AuctionListResponse>(
    { queryKey: auctionKeys.lists(), predicate: (query) => isPendingList(query.queryKey) },
    (current) => {
      if (!current) return current;
      const auctions = current.auctions.filter((auction) => !isReviewed(auction));
      const removed = current.auctions.length - auctions.length;
      const total = Math.max(0, current.pagination.total - removed);
      return { auctions, pagination: { ...current.pagination, total } };
    },
  );
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
