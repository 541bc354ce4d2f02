import { type UpdateProfileRequest, UserResponse } from '@mariner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { refreshSessionUser } from './session-user.ts';

/** PUT /api/users/profile: the whole profile (email and logo excepted), answered with the user. */
export const updateProfile = (body: UpdateProfileRequest): Promise<UserResponse> =>
  apiFetch('/api/users/profile', { method: 'PUT', body, schema: UserResponse });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => refreshSessionUser(queryClient, user),
  });
}
