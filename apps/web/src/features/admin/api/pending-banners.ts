import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminBannersPageQueryOptions,
  adminBannersQueryOptions,
  invalidateBanners,
  reviewBanner,
} from '../../../lib/api/banners.ts';
import type { RejectionReasonInput } from './rejection-reason.ts';
import { type BannerQueueFilter, bannerQueueQuery } from './review-queue-filters.ts';

/** The spec's call (the whole queue, 100 at most): the tab's count reads it. */
export const usePendingBanners = () => useQuery(adminBannersQueryOptions('PENDING'));

/** Issue 31: one page of the queue as searched, filtered and sorted; the rows stay while the next loads. */
export const usePendingBannersPage = (filter: BannerQueueFilter) =>
  useQuery({ ...adminBannersPageQueryOptions(bannerQueueQuery(filter)), placeholderData: keepPreviousData });

/** A review changes the queue, the advertiser's list and what the home page may show. */
export function useReviewBanner(decision: 'approve' | 'reject') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', `${decision}-banner`],
    mutationFn: ({ id, reason }: { id: string; reason?: RejectionReasonInput }) =>
      reviewBanner(id, decision, reason),
    onSettled: () => invalidateBanners(queryClient),
  });
}
