import {
  type AdminDirectoryListingsQuery,
  AdminDirectoryListingsResponse,
  type CreateDirectoryListingRequest,
  CreateDirectoryListingResponse,
  DirectoryCategoriesResponse,
  DirectoryListingResponse,
  DirectoryLogoResponse,
  MyDirectoryListingsResponse,
  type RejectionReason,
  type UpdateDirectoryListingRequest,
} from '@mariner/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch, apiUpload } from '../api-client.ts';

/** /api/directory-listings (spec 001 §7): the service providers' paid directory listings. */
export const directoryListingKeys = {
  all: ['directory-listings'] as const,
  mine: () => [...directoryListingKeys.all, 'mine'] as const,
  categories: () => [...directoryListingKeys.all, 'categories'] as const,
  reviewQueue: (query: AdminDirectoryListingsQuery) => [...directoryListingKeys.all, 'admin', query] as const,
};

/** After a listing is created or paid for: the provider's list shows it as it now stands. */
export const invalidateDirectoryListings = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: directoryListingKeys.all });

/** GET /api/directory-listings/categories/list: the service categories a listing may tick. */
export const getDirectoryCategories = (signal?: AbortSignal): Promise<DirectoryCategoriesResponse> =>
  apiFetch('/api/directory-listings/categories/list', {
    schema: import.meta.env.DEV ? DirectoryCategoriesResponse : undefined,
    signal,
  });

export const directoryCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: directoryListingKeys.categories(),
    queryFn: ({ signal }) => getDirectoryCategories(signal),
    staleTime: 60 * 60_000,
  });

/** GET /api/directory-listings/mine. */
export const getMyDirectoryListings = (signal?: AbortSignal): Promise<MyDirectoryListingsResponse> =>
  apiFetch('/api/directory-listings/mine', {
    schema: import.meta.env.DEV ? MyDirectoryListingsResponse : undefined,
    signal,
  });

export const myDirectoryListingsQueryOptions = () =>
  queryOptions({
    queryKey: directoryListingKeys.mine(),
    queryFn: ({ signal }) => getMyDirectoryListings(signal),
  });

/** POST /api/directory-listings: the listing, and its invoice when payment is required. */
export const createDirectoryListing = (
  body: CreateDirectoryListingRequest,
): Promise<CreateDirectoryListingResponse> =>
  apiFetch('/api/directory-listings', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? CreateDirectoryListingResponse : undefined,
  });

/** POST /api/directory-listings/{id}/upload-logo (multipart field `logo`). */
export const uploadDirectoryListingLogo = (listingId: string, file: File): Promise<DirectoryLogoResponse> =>
  apiUpload(`/api/directory-listings/${encodeURIComponent(listingId)}/upload-logo`, file, {
    field: 'logo',
    schema: import.meta.env.DEV ? DirectoryLogoResponse : undefined,
  });

/** PUT /api/directory-listings/{id} (issue 30 item 6): the listing edited, its term and payment kept. */
export const updateDirectoryListing = (
  id: string,
  body: UpdateDirectoryListingRequest,
): Promise<DirectoryListingResponse> =>
  apiFetch(`/api/directory-listings/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: import.meta.env.DEV ? DirectoryListingResponse : undefined,
  });

/** Issue 31 item 2 (decision 033): GET /api/directory-listings/admin, the admins' review queue. */
export const getDirectoryReviewQueue = (
  query: AdminDirectoryListingsQuery,
  signal?: AbortSignal,
): Promise<AdminDirectoryListingsResponse> => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return apiFetch(`/api/directory-listings/admin?${params}`, {
    schema: import.meta.env.DEV ? AdminDirectoryListingsResponse : undefined,
    signal,
  });
};

export const directoryReviewQueueQueryOptions = (query: AdminDirectoryListingsQuery) =>
  queryOptions({
    queryKey: directoryListingKeys.reviewQueue(query),
    queryFn: ({ signal }) => getDirectoryReviewQueue(query, signal),
  });

/** PUT /api/directory-listings/{id}/approve or /reject (admins), a rejection with its reason. */
export const reviewDirectoryListing = (
  id: string,
  decision: 'approve' | 'reject',
  reason?: { code: RejectionReason; note: string | null },
): Promise<DirectoryListingResponse> =>
  apiFetch(`/api/directory-listings/${encodeURIComponent(id)}/${decision}`, {
    method: 'PUT',
    ...(reason ? { body: reason } : {}),
    schema: import.meta.env.DEV ? DirectoryListingResponse : undefined,
  });

/** PUT /api/directory-listings/{id}/resubmit: the owner sends a rejected listing back, unchanged. */
export const resubmitDirectoryListing = (id: string): Promise<DirectoryListingResponse> =>
  apiFetch(`/api/directory-listings/${encodeURIComponent(id)}/resubmit`, {
    method: 'PUT',
    schema: import.meta.env.DEV ? DirectoryListingResponse : undefined,
  });
