import { Province, Role, UserListSort } from '@mariner/contracts';
import { useSearchParams } from 'react-router';
import type { UsersFilter } from '../../../lib/api/users.ts';

/**
 * Issue 31: the Users tab's search, filters, sort and page live in the address, so a found user
 * can be linked to and Back returns to the same page. Anything unreadable there is the default.
 */
const KEYS = { search: 'q', role: 'role', province: 'province', sort: 'sort', page: 'page' } as const;

export function filterFromParams(params: URLSearchParams): UsersFilter {
  const role = Role.safeParse(params.get(KEYS.role));
  const province = Province.safeParse(params.get(KEYS.province));
  const sort = UserListSort.safeParse(params.get(KEYS.sort));
  const page = Number(params.get(KEYS.page));
  return {
    search: params.get(KEYS.search) ?? '',
    role: role.success ? role.data : '',
    province: province.success ? province.data : '',
    sort: sort.success ? sort.data : 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes the filter over the address's own keys, leaving the others (the tab) as they are. */
export function writeFilter(params: URLSearchParams, filter: UsersFilter): URLSearchParams {
  const values: Record<keyof typeof KEYS, string> = {
    search: filter.search.trim(),
    role: filter.role,
    province: filter.province,
    sort: filter.sort === 'newest' ? '' : filter.sort,
    page: filter.page > 1 ? String(filter.page) : '',
  };
  for (const [field, key] of Object.entries(KEYS) as [keyof typeof KEYS, string][]) {
    if (values[field]) params.set(key, values[field]);
    else params.delete(key);
  }
  return params;
}

export function useUsersUrlFilter(): [UsersFilter, (filter: UsersFilter) => void] {
  const [params, setParams] = useSearchParams();
  const setFilter = (filter: UsersFilter) => setParams((current) => writeFilter(current, filter));
  return [filterFromParams(params), setFilter];
}
