import { AdminBannersResponse, BannerResponse } from '@mariner/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * Under the banners root key (the banners feature's lists start with 'banners' too), so a review
 * refreshes the home page's banners and the advertiser's list as well.
 */
export const PENDING_BANNERS_QUERY_KEY = ['banners', 'admin', 'PENDING'] as const;

/** GET /api/banners/admin?status=PENDING (admins only, spec 001 §7). */
export const usePendingBanners = () =>
  useQuery({
    queryKey: PENDING_BANNERS_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiFetch('/api/banners/admin?status=PENDING&limit=100', { schema: AdminBannersResponse, signal }),
  });

/**
 * PUT /api/banners/{id}/approve or /reject (spec 001 §4; a rejected paid banner is refunded). The
 * answer is the banner as it now is: an approved one whose payment was refunded awaits a new one.
 */
export function useReviewBanner(decision: 'approve' | 'reject') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', `${decision}-banner`],
    mutationFn: (id: string) =>
      apiFetch(`/api/banners/${encodeURIComponent(id)}/${decision}`, {
        method: 'PUT',
        schema: BannerResponse,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['banners'] }),
  });
}
