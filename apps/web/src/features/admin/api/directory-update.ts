import {
  AdminDirectoryUserResponse,
  type UpdateDirectoryInfoRequest,
  UploadLogoResponse,
} from '@mariner/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiUpload } from '../../../lib/api-client.ts';

const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/** PUT /api/users/{id}/directory-info (superadmins). */
export const updateDirectoryInfo = ({ id, body }: { id: string; body: UpdateDirectoryInfoRequest }) =>
  apiFetch(`${userPath(id)}/directory-info`, { method: 'PUT', body, schema: AdminDirectoryUserResponse });

/** PUT /api/users/{id}/directory-status (superadmins). */
export const updateDirectoryStatus = ({
  id,
  isDirectoryListed,
}: {
  id: string;
  isDirectoryListed: boolean;
}) =>
  apiFetch(`${userPath(id)}/directory-status`, {
    method: 'PUT',
    body: { isDirectoryListed },
    schema: AdminDirectoryUserResponse,
  });

/** POST /api/users/{id}/logo (superadmins, multipart `file`): checked and re-encoded by the server. */
export const uploadDirectoryLogo = ({ id, file }: { id: string; file: File }) =>
  apiUpload(`${userPath(id)}/logo`, file, { schema: UploadLogoResponse });

/** DELETE /api/users/{id}/logo (the owner or a superadmin). */
export const deleteDirectoryLogo = (id: string) => apiFetch(`${userPath(id)}/logo`, { method: 'DELETE' });

/**
 * After any directory change, right or wrong: the admin users lists (this tab's and the Users
 * tab's) and the public directory pages this browser may have cached are read again.
 */
const refetchAfterChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
    queryClient.invalidateQueries({ queryKey: ['directory'] }),
  ]);

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
export const useUploadDirectoryLogo = () => useDirectoryMutation('upload-logo', uploadDirectoryLogo);
export const useDeleteDirectoryLogo = () => useDirectoryMutation('delete-logo', deleteDirectoryLogo);
