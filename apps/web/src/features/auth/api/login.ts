import { AuthResponse, type LoginRequest } from '@mariner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeSignedInUser } from '../../../lib/api/session.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/auth/login; the answer sets the httpOnly session cookie, its `token` is ignored. */
export const login = (body: LoginRequest): Promise<AuthResponse> =>
  apiFetch('/api/auth/login', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? AuthResponse : undefined,
  });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => storeSignedInUser(queryClient, user),
  });
}
