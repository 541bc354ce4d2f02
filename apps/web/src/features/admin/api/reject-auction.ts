import { AuctionResponse } from '@mariner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import type { RejectionReasonInput } from './rejection-reason.ts';
import { type ReviewCallbacks, refetchAuctionLists, removeFromPending } from './review-cache.ts';

export const REJECT_AUCTION_MUTATION_KEY = ['admin', 'reject-auction'] as const;

/** Issue 31 item 2: why, told to the seller (a code of contracts' list and an optional note). */
export interface RejectAuctionInput extends RejectionReasonInput {
  id: string;
}

/** PUT /api/auctions/{id}/reject: the auction leaves the pending list and is never public (spec 001 §4). */
export const rejectAuction = ({ id, code, note }: RejectAuctionInput): Promise<AuctionResponse> =>
  apiFetch(`/api/auctions/${encodeURIComponent(id)}/reject`, {
    method: 'PUT',
    body: { code, note },
    schema: import.meta.env.DEV ? AuctionResponse : undefined,
  });

/** Callbacks on the hook so that each of several overlapping rejections reports (see approve-auction.ts). */
export function useRejectAuction({ onSuccess, onError }: ReviewCallbacks<string, AuctionResponse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: REJECT_AUCTION_MUTATION_KEY,
    mutationFn: rejectAuction,
    onSuccess: (answer, { id }) => {
      removeFromPending(queryClient, (auction) => auction.id === id);
      onSuccess?.(id, answer);
    },
    onError: (error, { id }) => onError?.(error, id),
    // Not awaited: the article has already left the list, the buttons need not wait for the refetch.
    onSettled: () => void refetchAuctionLists(queryClient),
  });
}
