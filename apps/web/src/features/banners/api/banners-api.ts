import type { MyBannersResponse, PlacementBannerResponse, ServedPlacement } from '@mariner/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteBanner,
  homepageBannersQueryOptions,
  invalidateBanners,
  myBannersQueryOptions,
  placementBannerQueryOptions,
  resubmitBanner,
} from '../../../lib/api/banners.ts';

const selectBanners = (answer: MyBannersResponse) => answer.banners;

export const useMyBanners = () => useQuery({ ...myBannersQueryOptions(), select: selectBanners });

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBanner, onSettled: () => invalidateBanners(queryClient) });
}

/** Issue 31 item 2: a rejected banner goes back to review; the list shows it Under Review. */
export function useResubmitBanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resubmitBanner, onSettled: () => invalidateBanners(queryClient) });
}

/** The home page's banners; a failure simply leaves the grey placeholders. */
export const useHomepageBanners = () => useQuery(homepageBannersQueryOptions());

const selectBanner = (answer: PlacementBannerResponse) => answer.banner;

/** A square banner, asked for by the browser only, like the home page's. */
export const usePlacementBanner = (placement: ServedPlacement) =>
  useQuery({ ...placementBannerQueryOptions(placement), select: selectBanner });
