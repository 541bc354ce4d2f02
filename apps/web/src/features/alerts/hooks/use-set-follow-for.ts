import { type AlertFrequency, FollowResponse } from '@mariner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { alertKeys } from '../api/alerts.ts';

/** Follow changes on a page that lists several auctioneers (the alerts page). */
export function useSetFollowFor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sellerId, change }: { sellerId: string; change: { frequency: AlertFrequency } | null }) =>
      apiFetch(`/api/follows/${encodeURIComponent(sellerId)}`, {
        method: change ? 'PUT' : 'DELETE',
        ...(change ? { body: change } : {}),
        schema: FollowResponse,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
