import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminBannersQueryOptions, invalidateBanners, reviewBanner } from '../../../lib/api/banners.ts';
import type { RejectionReasonInput } from './rejection-reason.ts';

export const usePendingBanners = () => useQuery(adminBannersQueryOptions('PENDING'));

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
