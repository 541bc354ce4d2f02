import { type CreateAuctionRequest, CreateAuctionResponse } from '@mariner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auctionKeys } from '../../../lib/api/auctions.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/auctions: the new auction, and whether its listing fee is to be paid (spec 000 §7). */
export const createAuction = (body: CreateAuctionRequest): Promise<CreateAuctionResponse> =>
  apiFetch('/api/auctions', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? CreateAuctionResponse : undefined,
  });

export function useCreateAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAuction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auctionKeys.all }),
  });
}
