import { AuctionResponse, type AuctionResultsRequest } from '@mariner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auctionKeys } from '../../../lib/api/auctions.ts';
import { invalidateDirectory } from '../../../lib/api/directory.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** PUT /api/auctions/{id}/results (issue 28): a sale's results link and note, once it has ended. */
export const setAuctionResults = ({
  id,
  body,
}: {
  id: string;
  body: AuctionResultsRequest;
}): Promise<AuctionResponse> =>
  apiFetch(`/api/auctions/${encodeURIComponent(id)}/results`, {
    method: 'PUT',
    body,
    schema: import.meta.env.DEV ? AuctionResponse : undefined,
  });

export function useSetAuctionResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAuctionResults,
    // The listing, the seller's list and the profile's past sales all show the results.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: auctionKeys.all }),
        invalidateDirectory(queryClient),
      ]),
  });
}
