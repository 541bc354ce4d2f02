import { AuthResponse, type RegisterRequest } from '@mariner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeSignedInUser } from '../../../lib/api/session.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/auth/register: a new SELLER, signed in by cookie on success (decision 9, ADR 002). */
export const register = (body: RegisterRequest): Promise<AuthResponse> =>
  apiFetch('/api/auth/register', { method: 'POST', body, schema: AuthResponse });

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user }) => storeSignedInUser(queryClient, user),
  });
}
