import { useMutation } from '@tanstack/react-query';
import { unsubscribeNewsletter } from '../../../lib/api/newsletter.ts';

export const useUnsubscribeNewsletter = () => useMutation({ mutationFn: unsubscribeNewsletter });
