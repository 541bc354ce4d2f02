import { type EmailLinkRequest, EmailLinkVerifyResponse, MessageResponse } from '@mariner/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeSignedInUser } from '../../../lib/api/session.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/auth/email-link (issue 27): 202 with the same words for any address. */
export const requestEmailLink = (body: EmailLinkRequest): Promise<MessageResponse> =>
  apiFetch('/api/auth/email-link', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? MessageResponse : undefined,
  });

/** POST /api/auth/email-link/verify: spends the mailed link and signs in by cookie. */
export const verifyEmailLink = (token: string): Promise<EmailLinkVerifyResponse> =>
  apiFetch('/api/auth/email-link/verify', {
    method: 'POST',
    body: { token },
    schema: import.meta.env.DEV ? EmailLinkVerifyResponse : undefined,
  });

export const useRequestEmailLink = () => useMutation({ mutationFn: requestEmailLink });

export function useVerifyEmailLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmailLink,
    onSuccess: (answer) => storeSignedInUser(queryClient, answer.user),
  });
}
