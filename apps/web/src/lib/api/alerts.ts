import {
  type AlertFrequency,
  type CreateSavedSearchRequest,
  FollowListResponse,
  FollowResponse,
  SavedSearchListResponse,
  SavedSearchResponse,
  SuccessResponse,
  UnsubscribeResponse,
  type UpdateSavedSearchRequest,
} from '@mariner/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';

/**
 * /api/saved-searches and /api/follows (issue 17 §5–6): saved searches and followed auctioneers,
 * each mailing a digest. One root: the alerts page lists both, and a follow set from an
 * auctioneer's page shows there at once.
 */
export const alertKeys = {
  all: ['alerts'] as const,
  savedSearches: () => [...alertKeys.all, 'saved-searches'] as const,
  follows: () => [...alertKeys.all, 'follows'] as const,
  follow: (sellerId: string) => [...alertKeys.all, 'follow', sellerId] as const,
};

/** After any alert write: the server says which searches and follows stand now. */
export const invalidateAlerts = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: alertKeys.all });

export const getSavedSearches = (signal?: AbortSignal): Promise<SavedSearchListResponse> =>
  apiFetch('/api/saved-searches', {
    schema: import.meta.env.DEV ? SavedSearchListResponse : undefined,
    signal,
  });

export const savedSearchesQueryOptions = () =>
  queryOptions({ queryKey: alertKeys.savedSearches(), queryFn: ({ signal }) => getSavedSearches(signal) });

export const createSavedSearch = (request: CreateSavedSearchRequest): Promise<SavedSearchResponse> =>
  apiFetch('/api/saved-searches', {
    method: 'POST',
    body: request,
    schema: import.meta.env.DEV ? SavedSearchResponse : undefined,
  });

export const updateSavedSearch = ({
  id,
  ...request
}: UpdateSavedSearchRequest & { id: string }): Promise<SavedSearchResponse> =>
  apiFetch(`/api/saved-searches/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: request,
    schema: import.meta.env.DEV ? SavedSearchResponse : undefined,
  });

export const deleteSavedSearch = (id: string): Promise<SuccessResponse> =>
  apiFetch(`/api/saved-searches/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: import.meta.env.DEV ? SuccessResponse : undefined,
  });

export const getFollows = (signal?: AbortSignal): Promise<FollowListResponse> =>
  apiFetch('/api/follows', { schema: import.meta.env.DEV ? FollowListResponse : undefined, signal });

export const followsQueryOptions = () =>
  queryOptions({ queryKey: alertKeys.follows(), queryFn: ({ signal }) => getFollows(signal) });

/** GET /api/follows/{sellerId}: whether, and how often, the signed-in user follows this auctioneer. */
export const getFollow = (sellerId: string, signal?: AbortSignal): Promise<FollowResponse> =>
  apiFetch(`/api/follows/${encodeURIComponent(sellerId)}`, {
    schema: import.meta.env.DEV ? FollowResponse : undefined,
    signal,
  });

/** The button is for someone signed in looking at another's page (one cannot follow oneself). */
export const canFollow = (user: { id: string } | null | undefined, sellerId: string): boolean =>
  Boolean(user) && user?.id !== sellerId;

export const followQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: alertKeys.follow(sellerId),
    queryFn: ({ signal }) => getFollow(sellerId, signal),
  });

/** PUT /api/follows/{sellerId} with a frequency, or DELETE it with null. */
export const setFollow = ({
  sellerId,
  change,
}: {
  sellerId: string;
  change: { frequency: AlertFrequency } | null;
}): Promise<FollowResponse> =>
  apiFetch(`/api/follows/${encodeURIComponent(sellerId)}`, {
    method: change ? 'PUT' : 'DELETE',
    ...(change ? { body: change } : {}),
    schema: import.meta.env.DEV ? FollowResponse : undefined,
  });

/** POST /api/alerts/unsubscribe: the token of a digest mail ends that alert, signed in or not. */
export const unsubscribeAlert = (token: string): Promise<UnsubscribeResponse> =>
  apiFetch('/api/alerts/unsubscribe', {
    method: 'POST',
    body: { token },
    schema: import.meta.env.DEV ? UnsubscribeResponse : undefined,
  });
