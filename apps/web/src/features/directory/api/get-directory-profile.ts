import { DirectoryProfile } from '@mariner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { directoryKeys } from './query-keys.ts';

/** GET /api/directory/{id}: a listed advertiser with their upcoming auctions; 404 for anyone else. */
export const getDirectoryProfile = (id: string, signal?: AbortSignal): Promise<DirectoryProfile> =>
  apiFetch(`/api/directory/${encodeURIComponent(id)}`, {
    schema: import.meta.env.DEV ? DirectoryProfile : undefined,
    signal,
  });

export const directoryProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: directoryKeys.profile(id),
    queryFn: ({ signal }) => getDirectoryProfile(id, signal),
  });

export const useDirectoryProfile = (id: string) => useQuery(directoryProfileQueryOptions(id));
