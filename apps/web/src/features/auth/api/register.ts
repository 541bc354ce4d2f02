import { type RegisterRequest, RegisterResponse } from '@mariner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeSignedInUser } from '../../../lib/api/session.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /api/auth/register: a new SELLER, signed in by cookie on success (decision 9, ADR 002); for an
 * address that already has an account, only a "check your e-mail" message (decision 013).
 */
export const register = (body: RegisterRequest): Promise<RegisterResponse> =>
  apiFetch('/api/auth/register', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? RegisterResponse : undefined,
  });

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (answer) => {
      if ('user' in answer) storeSignedInUser(queryClient, answer.user);
    },
  });
}
