import { type ForgotPasswordRequest, MessageResponse, type ResetPasswordRequest } from '@mariner/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/auth/forgot-password: always the same neutral message. */
export const requestPasswordReset = (body: ForgotPasswordRequest): Promise<MessageResponse> =>
  apiFetch('/api/auth/forgot-password', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? MessageResponse : undefined,
  });

export const resetPassword = (body: ResetPasswordRequest): Promise<MessageResponse> =>
  apiFetch('/api/auth/reset-password', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? MessageResponse : undefined,
  });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
