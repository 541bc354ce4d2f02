import { SuccessResponse } from '@mariner/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/auth/logout revokes the session on the server and clears the cookie. */
export const logout = (): Promise<SuccessResponse> =>
  apiFetch('/api/auth/logout', { method: 'POST', schema: import.meta.env.DEV ? SuccessResponse : undefined });

/**
 * The caller leaves the page first and then clears the cached session (see lib/api/session.ts):
 * clearing first would let a protected page redirect to /login before the caller's navigation.
 */
export function useLogout() {
  return useMutation({ mutationFn: logout });
}
