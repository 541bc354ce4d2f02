import {
  type AdminBannersQuery,
  AdminBannersResponse,
  BannerResponse,
  type BannerStatus,
  type CreateBannerRequest,
  CreateBannerResponse,
  HomepageBannersResponse,
  MyBannersResponse,
  PlacementBannerResponse,
  type RejectionReason,
  type ServedPlacement,
  UploadBannerResponse,
} from '@mariner/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch, apiUpload } from '../api-client.ts';
import { BROWSER_ONLY } from '../query-client.ts';

/**
 * /api/banners (spec 001 §4, §7). Every key sits under one root: a banner created, deleted or
 * reviewed changes the advertiser's list, the admin's queue and what the home page may show.
 */
export const bannerKeys = {
  all: ['banners'] as const,
  mine: () => [...bannerKeys.all, 'mine'] as const,
  homepage: () => [...bannerKeys.all, 'homepage'] as const,
  placement: (placement: ServedPlacement) => [...bannerKeys.all, 'placement', placement] as const,
  admin: (status: BannerStatus) => [...bannerKeys.all, 'admin', status] as const,
  /** Issue 31: one page of the admin queue, as searched, filtered and sorted. */
  adminPage: (query: AdminBannersQuery) => [...bannerKeys.all, 'admin', query] as const,
};

/** After any banner write, right or wrong: the server says which banners stand now. */
export const invalidateBanners = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: bannerKeys.all });

/** POST /api/banners/upload (multipart field `image`): where it is stored and its real size. */
/** POST /api/banners/upload; `kind` 'mobile' for a leaderboard's mobile image (issue 28). */
export const uploadBannerImage = (
  file: File,
  kind: 'banner' | 'mobile' = 'banner',
): Promise<UploadBannerResponse> =>
  apiUpload(kind === 'mobile' ? '/api/banners/upload?kind=mobile' : '/api/banners/upload', file, {
    field: 'image',
    schema: import.meta.env.DEV ? UploadBannerResponse : undefined,
  });

/** POST /api/banners: the banner, and its invoice when payment is required (decision 4). */
export const createBanner = (body: CreateBannerRequest): Promise<CreateBannerResponse> =>
  apiFetch('/api/banners', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? CreateBannerResponse : undefined,
  });

/** DELETE /api/banners/{id}: the advertiser's own banner. */
export const deleteBanner = (id: string): Promise<unknown> =>
  apiFetch(`/api/banners/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** GET /api/banners/my-banners. */
export const getMyBanners = (signal?: AbortSignal): Promise<MyBannersResponse> =>
  apiFetch('/api/banners/my-banners', {
    schema: import.meta.env.DEV ? MyBannersResponse : undefined,
    signal,
  });

export const myBannersQueryOptions = () =>
  queryOptions({ queryKey: bannerKeys.mine(), queryFn: ({ signal }) => getMyBanners(signal) });

/** GET /api/banners/homepage. Each answer counts impressions on the server (decision 7). */
export const getHomepageBanners = (): Promise<HomepageBannersResponse> =>
  apiFetch('/api/banners/homepage', { schema: import.meta.env.DEV ? HomepageBannersResponse : undefined });

/**
 * Served banners count impressions on the server, so they are not refetched on focus, and they are
 * asked for by the browser only (never in a server render): an impression is a person's browser
 * showing the banner, not a crawler reading the page, and the server may answer many visitors with
 * one rendered page (docs/decisions/009).
 */
const servedBannerOptions = { staleTime: 60_000, refetchOnWindowFocus: false, meta: BROWSER_ONLY } as const;

export const homepageBannersQueryOptions = () =>
  queryOptions({ queryKey: bannerKeys.homepage(), queryFn: getHomepageBanners, ...servedBannerOptions });

/** GET /api/banners/placement/{placement}: one square banner, or none. */
export const getPlacementBanner = (placement: ServedPlacement): Promise<PlacementBannerResponse> =>
  apiFetch(`/api/banners/placement/${placement}`, {
    schema: import.meta.env.DEV ? PlacementBannerResponse : undefined,
  });

export const placementBannerQueryOptions = (placement: ServedPlacement) =>
  queryOptions({
    queryKey: bannerKeys.placement(placement),
    queryFn: () => getPlacementBanner(placement),
    ...servedBannerOptions,
  });

/** GET /api/banners/admin?status=… (admins only, spec 001 §7): the review queue, 100 at most. */
export const getAdminBanners = (status: BannerStatus, signal?: AbortSignal): Promise<AdminBannersResponse> =>
  apiFetch(`/api/banners/admin?status=${status}&limit=100`, {
    schema: import.meta.env.DEV ? AdminBannersResponse : undefined,
    signal,
  });

export const adminBannersQueryOptions = (status: BannerStatus) =>
  queryOptions({
    queryKey: bannerKeys.admin(status),
    queryFn: ({ signal }) => getAdminBanners(status, signal),
  });

/** Issue 31: GET /api/banners/admin with the queue's page, search, placement and sort. */
export const getAdminBannersPage = (
  query: AdminBannersQuery,
  signal?: AbortSignal,
): Promise<AdminBannersResponse> => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return apiFetch(`/api/banners/admin?${params}`, {
    schema: import.meta.env.DEV ? AdminBannersResponse : undefined,
    signal,
  });
};

export const adminBannersPageQueryOptions = (query: AdminBannersQuery) =>
  queryOptions({
    queryKey: bannerKeys.adminPage(query),
    queryFn: ({ signal }) => getAdminBannersPage(query, signal),
  });

/**
 * PUT /api/banners/{id}/approve or /reject (spec 001 §4; a rejected paid banner is refunded). The
 * answer is the banner as it now is: an approved one whose payment was refunded awaits a new one.
 */
export const reviewBanner = (
  id: string,
  decision: 'approve' | 'reject',
  /** Issue 31 item 2: a rejection's reason, told to the advertiser. */
  reason?: { code: RejectionReason; note: string | null },
): Promise<BannerResponse> =>
  apiFetch(`/api/banners/${encodeURIComponent(id)}/${decision}`, {
    method: 'PUT',
    ...(reason ? { body: reason } : {}),
    schema: import.meta.env.DEV ? BannerResponse : undefined,
  });

/** Issue 31 item 2: PUT /api/banners/{id}/resubmit sends a rejected banner back to review. */
export const resubmitBanner = (id: string): Promise<BannerResponse> =>
  apiFetch(`/api/banners/${encodeURIComponent(id)}/resubmit`, {
    method: 'PUT',
    schema: import.meta.env.DEV ? BannerResponse : undefined,
  });
