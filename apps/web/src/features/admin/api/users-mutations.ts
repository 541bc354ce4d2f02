import {
  AdminUserResponse,
  type CreateUserRequest,
  type Role,
  SuccessResponse,
  type UpdateUserRequest,
  USER_SETTING_PATHS,
  type UserSetting,
} from '@mariner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ADMIN_USERS_QUERY_KEY } from './users-list.ts';

const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/** POST /api/users (superadmins). */
export const createUser = (body: CreateUserRequest): Promise<AdminUserResponse> =>
  apiFetch('/api/users', { method: 'POST', body, schema: AdminUserResponse });

/** PUT /api/users/{id} (superadmins): a blank password keeps the current one. */
export const updateUser = ({ id, body }: { id: string; body: UpdateUserRequest }) =>
  apiFetch(userPath(id), { method: 'PUT', body, schema: AdminUserResponse });

/** PUT /api/users/{id}/role (superadmins). */
export const updateUserRole = ({ id, role }: { id: string; role: Role }) =>
  apiFetch(`${userPath(id)}/role`, { method: 'PUT', body: { role }, schema: AdminUserResponse });

/** PUT /api/users/{id}/auto-approve, /free-banner-ads or /free-auction-listings (admins). */
export const updateUserSetting = ({
  id,
  setting,
  value,
}: {
  id: string;
  setting: UserSetting;
  value: boolean;
}) =>
  apiFetch(`${userPath(id)}/${USER_SETTING_PATHS[setting]}`, {
    method: 'PUT',
    body: { [setting]: value },
    schema: AdminUserResponse,
  });

/** DELETE /api/users/{id} (superadmins). */
export const deleteUser = (id: string) =>
  apiFetch(userPath(id), { method: 'DELETE', schema: SuccessResponse });

/** One mutation hook per call; each refetches the users lists once settled, right or wrong. */
function useUsersMutation<TVariables, TAnswer>(
  name: string,
  mutationFn: (variables: TVariables) => Promise<TAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', name],
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}

export const useCreateUser = () => useUsersMutation('create-user', createUser);
export const useUpdateUser = () => useUsersMutation('update-user', updateUser);
export const useUpdateUserRole = () => useUsersMutation('update-user-role', updateUserRole);
export const useUpdateUserSetting = () => useUsersMutation('update-user-setting', updateUserSetting);
export const useDeleteUser = () => useUsersMutation('delete-user', deleteUser);
