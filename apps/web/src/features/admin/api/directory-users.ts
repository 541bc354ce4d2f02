import { AdminDirectoryResponse, PAGE_SIZES } from '@mariner/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * Under the Users tab's root key (['admin', 'users']), so a user created, edited or deleted there
 * refreshes this list too, and a directory change here refreshes theirs.
 */
export const DIRECTORY_USERS_QUERY_KEY = ['admin', 'users', 'directory'] as const;

export interface DirectoryUsersFilter {
  search: string;
  page: number;
}

/** GET /api/users/directory (superadmins): 100 a page (spec 001 §9). */
export function getDirectoryUsers(filter: DirectoryUsersFilter, signal?: AbortSignal) {
  const params = new URLSearchParams({ limit: String(PAGE_SIZES.directoryUsers), page: String(filter.page) });
  if (filter.search) params.set('search', filter.search);
  return apiFetch(`/api/users/directory?${params}`, { schema: AdminDirectoryResponse, signal });
}

export const directoryUsersQueryOptions = (filter: DirectoryUsersFilter) =>
  queryOptions({
    queryKey: [...DIRECTORY_USERS_QUERY_KEY, filter],
    queryFn: ({ signal }) => getDirectoryUsers(filter, signal),
    // A new search keeps the current list on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });

export const useDirectoryUsers = (filter: DirectoryUsersFilter) =>
  useQuery(directoryUsersQueryOptions(filter));
