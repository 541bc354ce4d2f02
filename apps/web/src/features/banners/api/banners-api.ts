import {
  type CreateBannerRequest,
  CreateBannerResponse,
  HomepageBannersResponse,
  MyBannersResponse,
  PlacementBannerResponse,
  type ServedPlacement,
  UploadBannerResponse,
} from '@mariner/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiUpload } from '../../../lib/api-client.ts';
import { BROWSER_ONLY } from '../../../lib/query-client.ts';

export const bannerKeys = {
  all: ['banners'] as const,
  mine: () => ['banners', 'mine'] as const,
  homepage: () => ['banners', 'homepage'] as const,
  placement: (placement: ServedPlacement) => ['banners', 'placement', placement] as const,
};

/** POST /api/banners/upload (multipart field `image`): where it is stored and its real size. */
export const uploadBannerImage = (file: File): Promise<UploadBannerResponse> =>
  apiUpload('/api/banners/upload', file, { field: 'image', schema: UploadBannerResponse });

/** POST /api/banners: the banner, and its invoice when payment is required (decision 4). */
export const createBanner = (body: CreateBannerRequest): Promise<CreateBannerResponse> =>
  apiFetch('/api/banners', { method: 'POST', body, schema: CreateBannerResponse });

export const getMyBanners = async () =>
  (await apiFetch('/api/banners/my-banners', { schema: MyBannersResponse })).banners;

export const useMyBanners = () => useQuery({ queryKey: bannerKeys.mine(), queryFn: getMyBanners });

export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/banners/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannerKeys.all }),
  });
}

export const getHomepageBanners = () =>
  apiFetch('/api/banners/homepage', { schema: HomepageBannersResponse });

/**
 * The home page's banners. Each load counts impressions on the server, so it is not refetched on
 * focus; a failure simply leaves the grey placeholders. Asked for by the browser only (never in a
 * server render): an impression is a person's browser showing the banner, not a crawler reading
 * the page, and the server may answer many visitors with one rendered page (docs/decisions/009).
 */
export const useHomepageBanners = () =>
  useQuery({
    queryKey: bannerKeys.homepage(),
    queryFn: getHomepageBanners,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    meta: BROWSER_ONLY,
  });

export const getPlacementBanner = async (placement: ServedPlacement) =>
  (await apiFetch(`/api/banners/placement/${placement}`, { schema: PlacementBannerResponse })).banner;

/** A square banner, asked for by the browser only, like the home page's. */
export const usePlacementBanner = (placement: ServedPlacement) =>
  useQuery({
    queryKey: bannerKeys.placement(placement),
    queryFn: () => getPlacementBanner(placement),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    meta: BROWSER_ONLY,
  });
