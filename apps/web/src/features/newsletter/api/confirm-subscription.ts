import { MessageResponse } from '@mariner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/newsletter/confirm?token=…; the token works once. */
export const confirmSubscription = (token: string): Promise<MessageResponse> =>
  apiFetch(`/api/newsletter/confirm?token=${encodeURIComponent(token)}`, { schema: MessageResponse });

/**
 * A query, not a mutation fired from an effect: the token is spent on the first call, so the call
 * must happen once per page visit. A query is deduplicated (StrictMode's double effects, a second
 * mount) and, with these options, never re-run on focus or retried into a "used link" error. No
 * abort signal either: an unmount would cancel a call the server may already have honoured, and
 * the remount would spend the token a second time.
 */
export const confirmSubscriptionQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['newsletter', 'confirm', token],
    queryFn: () => confirmSubscription(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
    retryOnMount: false,
  });

export const useConfirmSubscription = (token: string) => useQuery(confirmSubscriptionQueryOptions(token));
