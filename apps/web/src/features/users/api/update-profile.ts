import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSignedInUser, updateProfile } from '../../../lib/api/users.ts';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => refreshSignedInUser(queryClient, user),
  });
}
