import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateDirectory } from '../../../lib/api/directory.ts';
import {
  deleteLogo,
  invalidateUsers,
  updateDirectoryInfo,
  updateDirectoryStatus,
  uploadUserLogo,
} from '../../../lib/api/users.ts';

/**
 * After any directory change, right or wrong: the admin's users lists (this tab's and the Users
 * tab's) and the public directory pages this browser may have cached are read again.
 */
const refetchAfterChange = (queryClient: QueryClient) =>
  Promise.all([invalidateUsers(queryClient), invalidateDirectory(queryClient)]);

function useDirectoryMutation<TVariables, TAnswer>(
  name: string,
  mutationFn: (variables: TVariables) => Promise<TAnswer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'directory', name],
    mutationFn,
    onSettled: () => refetchAfterChange(queryClient),
  });
}

export const useUpdateDirectoryInfo = () => useDirectoryMutation('update-info', updateDirectoryInfo);
export const useUpdateDirectoryStatus = () => useDirectoryMutation('update-status', updateDirectoryStatus);
export const useUploadDirectoryLogo = () => useDirectoryMutation('upload-logo', uploadUserLogo);
export const useDeleteDirectoryLogo = () => useDirectoryMutation('delete-logo', deleteLogo);
