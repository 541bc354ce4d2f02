import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createUser,
  deleteUser,
  invalidateUsers,
  updateUser,
  updateUserSetting,
} from '../../../lib/api/users.ts';

/** One mutation hook per call; each refetches the users once settled, right or wrong. */
function useUsersMutation<TVariables, TAnswer>(
  name: string,
  mutationFn: (variables: TVariables) => Promise<TAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', name],
    mutationFn,
    onSettled: () => invalidateUsers(queryClient),
  });
}

export const useCreateUser = () => useUsersMutation('create-user', createUser);
export const useUpdateUser = () => useUsersMutation('update-user', updateUser);
export const useUpdateUserSetting = () => useUsersMutation('update-user-setting', updateUserSetting);
export const useDeleteUser = () => useUsersMutation('delete-user', deleteUser);
