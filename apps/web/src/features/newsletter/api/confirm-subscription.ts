import { useQuery } from '@tanstack/react-query';
import { confirmSubscriptionQueryOptions } from '../../../lib/api/newsletter.ts';

export const useConfirmSubscription = (token: string) => useQuery(confirmSubscriptionQueryOptions(token));
