import { UploadLogoResponse } from '@mariner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiUpload } from '../../../lib/api-client.ts';
import { refreshSessionUser } from './session-user.ts';

/** POST /api/users/upload-logo (multipart `file`): the server stores it on the profile at once. */
export const uploadLogo = (file: File): Promise<UploadLogoResponse> =>
  apiUpload('/api/users/upload-logo', file, { schema: UploadLogoResponse });

/** DELETE /api/users/{id}/logo. */
export const deleteLogo = (userId: string): Promise<unknown> =>
  apiFetch(`/api/users/${encodeURIComponent(userId)}/logo`, { method: 'DELETE' });

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: ({ url }) => refreshSessionUser(queryClient, { companyLogo: url }),
  });
}

export function useDeleteLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLogo,
    onSuccess: () => refreshSessionUser(queryClient, { companyLogo: null }),
  });
}
