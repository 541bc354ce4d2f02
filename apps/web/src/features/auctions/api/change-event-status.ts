import { AuctionResponse, type ChangeEventStatusRequest } from '@mariner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auctionKeys } from '../../../lib/api/auctions.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/auctions/{id}/event-status (issue 17): cancel or postpone a sale. */
export function useChangeEventStatus(auctionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ChangeEventStatusRequest) =>
      apiFetch(`/api/auctions/${encodeURIComponent(auctionId)}/event-status`, {
        method: 'POST',
        body: request,
        schema: import.meta.env.DEV ? AuctionResponse : undefined,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(auctionKeys.detail(auctionId), answer);
      void queryClient.invalidateQueries({ queryKey: auctionKeys.lists() });
    },
  });
}
