import { IsSavedResponse } from '@mariner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { auctionKeys } from './query-keys.ts';

/** GET /api/auctions/{id}/is-saved; a visitor is answered false. */
export const getIsSaved = (id: string, signal?: AbortSignal): Promise<IsSavedResponse> =>
  apiFetch(`/api/auctions/${encodeURIComponent(id)}/is-saved`, { schema: IsSavedResponse, signal });

export const isSavedQueryOptions = (id: string) =>
  queryOptions({
    queryKey: auctionKeys.isSaved(id),
    queryFn: ({ signal }) => getIsSaved(id, signal),
  });

/**
 * Whether the signed-in user saved this auction. Asked only for a signed-in user; a failed check
 * counts as not saved (spec 000 §8).
 */
export function useIsSaved(id: string, isSignedIn: boolean): boolean {
  const query = useQuery({ ...isSavedQueryOptions(id), enabled: isSignedIn });
  return isSignedIn && query.data?.isSaved === true;
}
