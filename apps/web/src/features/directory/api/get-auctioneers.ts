import { AuctioneerDirectoryResponse, type DirectoryQuery } from '@mariner/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { directoryKeys, toSearchParams } from './query-keys.ts';

/** GET /api/directory/auctioneers (spec 001 §7): one page of listed auctioneers. */
export const getAuctioneers = (
  query: DirectoryQuery,
  signal?: AbortSignal,
): Promise<AuctioneerDirectoryResponse> =>
  apiFetch(`/api/directory/auctioneers${toSearchParams(query)}`, {
    schema: import.meta.env.DEV ? AuctioneerDirectoryResponse : undefined,
    signal,
  });

export const auctioneersQueryOptions = (query: DirectoryQuery) =>
  queryOptions({
    queryKey: directoryKeys.auctioneers(query),
    queryFn: ({ signal }) => getAuctioneers(query, signal),
  });

/** The page shown stays while the next one loads, so the list never blanks out. */
export const useAuctioneers = (query: DirectoryQuery) =>
  useQuery({ ...auctioneersQueryOptions(query), placeholderData: keepPreviousData });
