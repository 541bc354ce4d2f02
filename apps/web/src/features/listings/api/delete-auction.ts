import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auctionKeys } from '../../../lib/api/auctions.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** DELETE /api/auctions/{id}: the auction and its images (the answer's shape is not used). */
export const deleteAuction = (id: string): Promise<unknown> =>
  apiFetch(`/api/auctions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteAuction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAuction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auctionKeys.all }),
  });
}
