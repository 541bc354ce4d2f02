import type { AlertFrequency } from '@mariner/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createSavedSearch,
  deleteSavedSearch,
  followQueryOptions,
  followsQueryOptions,
  invalidateAlerts,
  savedSearchesQueryOptions,
  setFollow,
  unsubscribeAlert,
  updateSavedSearch,
} from '../../../lib/api/alerts.ts';

export const useSavedSearches = () => useQuery(savedSearchesQueryOptions());

export const useFollows = () => useQuery(followsQueryOptions());

export const useFollow = (sellerId: string, enabled: boolean) =>
  useQuery({ ...followQueryOptions(sellerId), enabled });

function useAlertsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateAlerts(queryClient) });
}

export const useCreateSavedSearch = () => useAlertsMutation(createSavedSearch);
export const useUpdateSavedSearch = () => useAlertsMutation(updateSavedSearch);
export const useDeleteSavedSearch = () => useAlertsMutation(deleteSavedSearch);

/** Follow changes for one auctioneer (its page's button). */
export const useSetFollow = (sellerId: string) =>
  useAlertsMutation((change: { frequency: AlertFrequency } | null) => setFollow({ sellerId, change }));

/** Follow changes on a page that lists several auctioneers (the alerts page). */
export const useSetFollowFor = () => useAlertsMutation(setFollow);

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribeAlert });
