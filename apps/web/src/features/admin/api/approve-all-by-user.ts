import { type ApproveAllByUserRequest, ApproveAllByUserResponse } from '@mariner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { type ReviewCallbacks, refetchAuctionLists, removeFromPending } from './review-cache.ts';

export const APPROVE_ALL_BY_USER_MUTATION_KEY = ['admin', 'approve-all-by-user'] as const;

/** POST /api/auctions/approve-all-by-user: approves every pending auction of one seller, with the count. */
export const approveAllByUser = (body: ApproveAllByUserRequest): Promise<ApproveAllByUserResponse> =>
  apiFetch('/api/auctions/approve-all-by-user', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ApproveAllByUserResponse : undefined,
  });

export function useApproveAllByUser({
  onSuccess,
  onError,
}: ReviewCallbacks<ApproveAllByUserRequest, ApproveAllByUserResponse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: APPROVE_ALL_BY_USER_MUTATION_KEY,
    mutationFn: approveAllByUser,
    onSuccess: (answer, body) => {
      removeFromPending(queryClient, (auction) => auction.sellerId === body.userId);
      onSuccess?.(body, answer);
    },
    onError: (error, body) => onError?.(error, body),
    // Not awaited: the article has already left the list, the buttons need not wait for the refetch.
    onSettled: () => void refetchAuctionLists(queryClient),
  });
}
