import { type ServiceDirectoryQuery, ServiceDirectoryResponse } from '@mariner/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { directoryKeys, toSearchParams } from './query-keys.ts';

/** GET /api/directory/services (spec 001 §7): one page of listed service companies, of one type or all. */
export const getServices = (
  query: ServiceDirectoryQuery,
  signal?: AbortSignal,
): Promise<ServiceDirectoryResponse> =>
  apiFetch(`/api/directory/services${toSearchParams(query)}`, {
    schema: import.meta.env.DEV ? ServiceDirectoryResponse : undefined,
    signal,
  });

export const servicesQueryOptions = (query: ServiceDirectoryQuery) =>
  queryOptions({
    queryKey: directoryKeys.services(query),
    queryFn: ({ signal }) => getServices(query, signal),
  });

export const useServices = (query: ServiceDirectoryQuery) =>
  useQuery({ ...servicesQueryOptions(query), placeholderData: keepPreviousData });
