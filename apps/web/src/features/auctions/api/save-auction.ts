import type { IsSavedResponse, SaveAuctionResponse, SavedAuctionsResponse } from '@mariner/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { saveAuction, savedKeys, unsaveAuction } from '../../../lib/api/saved.ts';

const setIsSaved = (queryClient: QueryClient, id: string, isSaved: boolean) =>
  queryClient.setQueryData<IsSavedResponse>(savedKeys.isSaved(id), { isSaved });

/** An unsaved auction leaves the saved list at once (the refetch after the call settles it). */
const dropFromSavedLists = (queryClient: QueryClient, id: string) =>
  queryClient.setQueriesData<SavedAuctionsResponse>({ queryKey: savedKeys.lists() }, (list) =>
    list?.auctions.some((auction) => auction.id === id)
      ? {
          auctions: list.auctions.filter((auction) => auction.id !== id),
          pagination: { ...list.pagination, total: Math.max(0, list.pagination.total - 1) },
        }
      : list,
  );

/**
 * Save or unsave: the heart flips at once and flips back if the call fails; the answer then sets
 * the cached state, and the saved list is refetched next time it is shown.
 */
function useSavedStateMutation(
  id: string,
  request: (id: string) => Promise<SaveAuctionResponse>,
  next: boolean,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(id),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: savedKeys.isSaved(id) });
      const previous = queryClient.getQueryData<IsSavedResponse>(savedKeys.isSaved(id));
      setIsSaved(queryClient, id, next);
      if (!next) {
        await queryClient.cancelQueries({ queryKey: savedKeys.lists() });
        dropFromSavedLists(queryClient, id);
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      setIsSaved(queryClient, id, context?.previous?.isSaved ?? !next);
    },
    onSuccess: (answer) => setIsSaved(queryClient, id, answer.isSaved),
    // A check of this auction asked before the call settled (say, as someone just signed in comes
    // back to save it) may answer the old state after the call's own answer: asking again, which
    // cancels such a check, leaves the heart at what the server now says.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: savedKeys.isSaved(id) }),
        queryClient.invalidateQueries({ queryKey: savedKeys.lists() }),
      ]),
  });
}

export const useSaveAuction = (id: string) => useSavedStateMutation(id, saveAuction, true);
export const useUnsaveAuction = (id: string) => useSavedStateMutation(id, unsaveAuction, false);
