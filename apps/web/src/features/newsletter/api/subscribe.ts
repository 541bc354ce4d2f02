import { useMutation } from '@tanstack/react-query';
import { subscribeNewsletter } from '../../../lib/api/newsletter.ts';

export const useSubscribeNewsletter = () => useMutation({ mutationFn: subscribeNewsletter });
