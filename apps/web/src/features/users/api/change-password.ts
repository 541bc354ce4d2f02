import { type ChangePasswordRequest, MessageResponse } from '@mariner/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** PUT /api/auth/password: the signed-in person changes their own password. */
export const changePassword = (body: ChangePasswordRequest): Promise<MessageResponse> =>
  apiFetch('/api/auth/password', {
    method: 'PUT',
    body,
    schema: import.meta.env.DEV ? MessageResponse : undefined,
  });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
