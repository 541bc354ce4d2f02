import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteLogo, refreshSignedInUser, uploadLogo } from '../../../lib/api/users.ts';

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: ({ url }) => refreshSignedInUser(queryClient, { companyLogo: url }),
  });
}

export function useDeleteLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLogo,
    onSuccess: () => refreshSignedInUser(queryClient, { companyLogo: null }),
  });
}
