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
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Issue 17 §5–6: saved searches and followed auctioneers, each mailing a digest. */
export const alertKeys = {
  all: ['alerts'] as const,
  savedSearches: () => [...alertKeys.all, 'saved-searches'] as const,
  follows: () => [...alertKeys.all, 'follows'] as const,
  follow: (sellerId: string) => [...alertKeys.all, 'follow', sellerId] as const,
};

export const useSavedSearches = () =>
  useQuery({
    queryKey: alertKeys.savedSearches(),
    queryFn: () => apiFetch('/api/saved-searches', { schema: SavedSearchListResponse }),
  });

export const useFollows = () =>
  useQuery({
    queryKey: alertKeys.follows(),
    queryFn: () => apiFetch('/api/follows', { schema: FollowListResponse }),
  });

/** Whether the signed-in user follows this auctioneer (their Follow button). */
export const followQueryOptions = (sellerId: string) =>
  queryOptions({
    queryKey: alertKeys.follow(sellerId),
    queryFn: () => apiFetch(`/api/follows/${encodeURIComponent(sellerId)}`, { schema: FollowResponse }),
  });

/** The button is for someone signed in looking at another's page (one cannot follow oneself). */
export const canFollow = (user: { id: string } | null | undefined, sellerId: string): boolean =>
  Boolean(user) && user?.id !== sellerId;

export const useFollow = (sellerId: string, enabled: boolean) =>
  useQuery({ ...followQueryOptions(sellerId), enabled });

function useAlertsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

export const useCreateSavedSearch = () =>
  useAlertsMutation((request: CreateSavedSearchRequest) =>
    apiFetch('/api/saved-searches', { method: 'POST', body: request, schema: SavedSearchResponse }),
  );

export const useUpdateSavedSearch = () =>
  useAlertsMutation(({ id, ...request }: UpdateSavedSearchRequest & { id: string }) =>
    apiFetch(`/api/saved-searches/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: request,
      schema: SavedSearchResponse,
    }),
  );

export const useDeleteSavedSearch = () =>
  useAlertsMutation((id: string) =>
    apiFetch(`/api/saved-searches/${encodeURIComponent(id)}`, { method: 'DELETE', schema: SuccessResponse }),
  );

export const useSetFollow = (sellerId: string) =>
  useAlertsMutation((change: { frequency: AlertFrequency } | null) =>
    apiFetch(`/api/follows/${encodeURIComponent(sellerId)}`, {
      method: change ? 'PUT' : 'DELETE',
      ...(change ? { body: change } : {}),
      schema: FollowResponse,
    }),
  );

export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) =>
      apiFetch('/api/alerts/unsubscribe', { method: 'POST', body: { token }, schema: UnsubscribeResponse }),
  });
