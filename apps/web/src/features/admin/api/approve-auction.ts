import { AuctionResponse } from '@mariner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { type ReviewCallbacks, refetchAuctionLists, removeFromPending } from './review-cache.ts';

export const APPROVE_AUCTION_MUTATION_KEY = ['admin', 'approve-auction'] as const;

/** PUT /api/auctions/{id}/approve: the auction goes live (spec 001 §4). */
export const approveAuction = (id: string): Promise<AuctionResponse> =>
  apiFetch(`/api/auctions/${encodeURIComponent(id)}/approve`, {
    method: 'PUT',
    schema: import.meta.env.DEV ? AuctionResponse : undefined,
  });

/**
 * The callbacks are the hook's, not mutate()'s: those of mutate() fire for the latest call only,
 * and an admin may approve several auctions before the first answer arrives.
 */
export function useApproveAuction({ onSuccess, onError }: ReviewCallbacks<string, AuctionResponse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: APPROVE_AUCTION_MUTATION_KEY,
    mutationFn: approveAuction,
    onSuccess: (answer, id) => {
      removeFromPending(queryClient, (auction) => auction.id === id);
      onSuccess?.(id, answer);
    },
    onError: (error, id) => onError?.(error, id),
    // Not awaited: the article has already left the list, the buttons need not wait for the refetch.
    onSettled: () => void refetchAuctionLists(queryClient),
  });
}
