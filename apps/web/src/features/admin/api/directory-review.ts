import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  directoryReviewQueueQueryOptions,
  invalidateDirectoryListings,
  reviewDirectoryListing,
} from '../../../lib/api/directory-listings.ts';
import type { RejectionReasonInput } from './rejection-reason.ts';
import { type DirectoryReviewFilter, directoryReviewQuery } from './review-queue-filters.ts';

/** Issue 31 item 2 (decision 033): the tab's count, the first page of the whole queue. */
export const usePendingDirectoryListings = () =>
  useQuery(directoryReviewQueueQueryOptions({ reviewStatus: 'PENDING', limit: 1 }));

/** One page of the queue as searched and sorted; the rows stay while the next loads. */
export const useDirectoryReviewPage = (filter: DirectoryReviewFilter) =>
  useQuery({
    ...directoryReviewQueueQueryOptions(directoryReviewQuery(filter)),
    placeholderData: keepPreviousData,
  });

/** A review changes the queue and the owner's list. */
export function useReviewDirectoryListing(decision: 'approve' | 'reject') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', `${decision}-directory-listing`],
    mutationFn: ({ id, reason }: { id: string; reason?: RejectionReasonInput }) =>
      reviewDirectoryListing(id, decision, reason),
    onSettled: () => invalidateDirectoryListings(queryClient),
  });
}
