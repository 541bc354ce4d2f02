import { type Role, UserListResponse } from '@mariner/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Every list of the Users tab sits under this key; a change to a user refetches them all. */
export const ADMIN_USERS_QUERY_KEY = ['admin', 'users'] as const;

export interface UsersFilter {
  search: string;
  role: Role | '';
}

/** Spec 001 §7, §9: the Users tab asks for up to 1000 users at once. */
export const USERS_LIST_LIMIT = 1000;

export function usersListUrl({ search, role }: UsersFilter): string {
  const params = new URLSearchParams({ limit: String(USERS_LIST_LIMIT) });
  if (search.trim()) params.set('search', search.trim());
  if (role) params.set('role', role);
  return `/api/users?${params}`;
}

/** GET /api/users (admins): search over name, e-mail and company, and a role filter. */
export const getUsers = (filter: UsersFilter, signal?: AbortSignal): Promise<UserListResponse> =>
  apiFetch(usersListUrl(filter), { schema: UserListResponse, signal });

export const usersQueryOptions = (filter: UsersFilter) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, filter],
    queryFn: ({ signal }) => getUsers(filter, signal),
    // A new search keeps the rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });

export const useUsers = (filter: UsersFilter) => useQuery(usersQueryOptions(filter));
