import { MessageResponse } from '@mariner/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/newsletter/unsubscribe?token=… (the token of any newsletter mail). */
export const unsubscribeNewsletter = (token: string): Promise<MessageResponse> =>
  apiFetch(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    schema: MessageResponse,
  });

export const useUnsubscribeNewsletter = () => useMutation({ mutationFn: unsubscribeNewsletter });
