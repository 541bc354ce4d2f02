import { MessageResponse, type SubscribeNewsletterRequest } from '@mariner/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/newsletter/subscribe: always the same "check your e-mail" answer (decision 12). */
export const subscribeNewsletter = (body: SubscribeNewsletterRequest): Promise<MessageResponse> =>
  apiFetch('/api/newsletter/subscribe', { method: 'POST', body, schema: MessageResponse });

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
