import { AuctionResponse, type UpdateAuctionRequest } from '@mariner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auctionKeys } from '../../../lib/api/auctions.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** PUT /api/auctions/{id}: the fields plus `images`, the gallery addresses to keep. */
export const updateAuction = ({
  id,
  body,
}: {
  id: string;
  body: UpdateAuctionRequest;
}): Promise<AuctionResponse> =>
  apiFetch(`/api/auctions/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: import.meta.env.DEV ? AuctionResponse : undefined,
  });

export function useUpdateAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAuction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auctionKeys.all }),
  });
}
