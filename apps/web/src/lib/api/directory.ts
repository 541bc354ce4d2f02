import {
  AuctioneerDirectoryResponse,
  DirectoryProfile,
  type DirectoryQuery,
  type ServiceDirectoryQuery,
  ServiceDirectoryResponse,
} from '@mariner/contracts';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';

/**
 * /api/directory: the public directories of auctioneers and service companies, and one listed
 * advertiser's profile. Read-only here; an admin's change to a user's directory listing refetches
 * every key (`invalidateDirectory`).
 */
export const directoryKeys = {
  all: ['directory'] as const,
  auctioneers: (query: DirectoryQuery) => [...directoryKeys.all, 'auctioneers', query] as const,
  services: (query: ServiceDirectoryQuery) => [...directoryKeys.all, 'services', query] as const,
  profile: (id: string) => [...directoryKeys.all, 'profile', id] as const,
};

/** The query string of a list call, without empty values. */
const toSearchParams = (query: DirectoryQuery | ServiceDirectoryQuery): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
};

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

/** After a change to who is listed or what their listing says. */
export const invalidateDirectory = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: directoryKeys.all });
