import { MAX_ADMIN_PAGE_LIMIT, UserListResponse } from '@mariner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/users (admins only): the superadmin's "Create for" picker lists every user. */
export const getUsersForPicker = (): Promise<UserListResponse> =>
  apiFetch(`/api/users?limit=${MAX_ADMIN_PAGE_LIMIT}`, { schema: UserListResponse });

export const usersForPickerQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'picker'], queryFn: getUsersForPicker, staleTime: 5 * 60_000 });

/** Only asked for when `enabled` (a superadmin); a failure leaves the picker with the user alone. */
export const useUsersForPicker = (enabled: boolean) => useQuery({ ...usersForPickerQueryOptions(), enabled });
