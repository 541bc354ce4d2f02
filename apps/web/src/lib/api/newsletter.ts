import {
  MessageResponse,
  NewsletterSubscribersResponse,
  type SubscribeNewsletterRequest,
} from '@mariner/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';

/** /api/newsletter (decision 12): the public sign-up and its mail links, and the admins' list. */
export const newsletterKeys = {
  all: ['newsletter'] as const,
  confirmation: (token: string) => [...newsletterKeys.all, 'confirm', token] as const,
  subscribers: (query: SubscribersQuery) => [...newsletterKeys.all, 'subscribers', query] as const,
};

/** POST /api/newsletter/subscribe: always the same "check your e-mail" answer. */
export const subscribeNewsletter = (body: SubscribeNewsletterRequest): Promise<MessageResponse> =>
  apiFetch('/api/newsletter/subscribe', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? MessageResponse : undefined,
  });

/** GET /api/newsletter/confirm?token=…; the token works once. */
export const confirmSubscription = (token: string): Promise<MessageResponse> =>
  apiFetch(`/api/newsletter/confirm?token=${encodeURIComponent(token)}`, {
    schema: import.meta.env.DEV ? MessageResponse : undefined,
  });

/**
 * A query, not a mutation fired from an effect: the token is spent on the first call, so the call
 * must happen once per page visit. A query is deduplicated (StrictMode's double effects, a second
 * mount) and, with these options, never re-run on focus or retried into a "used link" error. No
 * abort signal either: an unmount would cancel a call the server may already have honoured, and
 * the remount would spend the token a second time.
 */
export const confirmSubscriptionQueryOptions = (token: string) =>
  queryOptions({
    queryKey: newsletterKeys.confirmation(token),
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

/** POST /api/newsletter/unsubscribe?token=… (the token of any newsletter mail). */
export const unsubscribeNewsletter = (token: string): Promise<MessageResponse> =>
  apiFetch(`/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    schema: import.meta.env.DEV ? MessageResponse : undefined,
  });

/** The admin tab's filters: undefined means "all" (spec 001 §2: active and confirmed filters). */
export interface NewsletterFilterValues {
  active?: boolean | undefined;
  confirmed?: boolean | undefined;
}

export type SubscribersQuery = NewsletterFilterValues & { page: number };

const searchOf = (values: { [key: string]: string | number | boolean | undefined }): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `?${search}` : '';
};

/** GET /api/newsletter/subscribers (admins): 50 a page, newest first. */
export const getNewsletterSubscribers = (
  query: SubscribersQuery,
  signal?: AbortSignal,
): Promise<NewsletterSubscribersResponse> =>
  apiFetch(`/api/newsletter/subscribers${searchOf({ ...query })}`, {
    schema: import.meta.env.DEV ? NewsletterSubscribersResponse : undefined,
    signal,
  });

export const newsletterSubscribersQueryOptions = (query: SubscribersQuery) =>
  queryOptions({
    queryKey: newsletterKeys.subscribers(query),
    queryFn: ({ signal }) => getNewsletterSubscribers(query, signal),
  });

/**
 * GET /api/newsletter/subscribers/export with the same filters: a plain link, so the browser
 * downloads the streamed file itself with the session cookie (nothing is held in page memory).
 */
export const newsletterExportUrl = (filters: NewsletterFilterValues): string =>
  `/api/newsletter/subscribers/export${searchOf({ active: filters.active, confirmed: filters.confirmed })}`;
