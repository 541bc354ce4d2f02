import { type BulkReviewRequest, BulkReviewResponse } from '@mariner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateBanners } from '../../../lib/api/banners.ts';
import { invalidateDirectoryListings } from '../../../lib/api/directory-listings.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { refetchAuctionLists, removeFromPending } from './review-cache.ts';

export type ReviewQueueKind = 'auctions' | 'banners' | 'directory-listings';

/** Issue 31: POST /api/{auctions,banners,directory-listings}/bulk-review, each id's outcome in the answer. */
export const bulkReview = (kind: ReviewQueueKind, body: BulkReviewRequest): Promise<BulkReviewResponse> =>
  apiFetch(`/api/${kind}/bulk-review`, {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? BulkReviewResponse : undefined,
  });

/**
 * The reviewed auctions leave the cached queue at once; every list is then refetched from the
 * server's truth (the banners' lists are, for banners).
 */
export function useBulkReview(kind: ReviewQueueKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'bulk-review', kind],
    mutationFn: (body: BulkReviewRequest) => bulkReview(kind, body),
    onSuccess: (answer) => {
      if (kind !== 'auctions') return;
      const done = new Set(answer.results.filter((result) => result.ok).map((result) => result.id));
      removeFromPending(queryClient, (auction) => done.has(auction.id));
    },
    onSettled: () =>
      void (kind === 'auctions'
        ? refetchAuctionLists(queryClient)
        : kind === 'banners'
          ? invalidateBanners(queryClient)
          : invalidateDirectoryListings(queryClient)),
  });
}
