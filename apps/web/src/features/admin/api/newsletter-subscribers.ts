import { NewsletterSubscribersResponse } from '@mariner/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** The tab's filters: undefined means "all" (spec 001 §2: active and confirmed filters). */
export interface NewsletterFilterValues {
  active?: boolean | undefined;
  confirmed?: boolean | undefined;
}

const searchOf = (values: { [key: string]: string | number | boolean | undefined }): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `?${search}` : '';
};

/** GET /api/newsletter/subscribers (admins): 50 a page, newest first. */
export const getNewsletterSubscribers = (
  query: NewsletterFilterValues & { page: number },
  signal?: AbortSignal,
): Promise<NewsletterSubscribersResponse> =>
  apiFetch(`/api/newsletter/subscribers${searchOf({ ...query })}`, {
    schema: NewsletterSubscribersResponse,
    signal,
  });

export const newsletterSubscribersQueryOptions = (query: NewsletterFilterValues & { page: number }) =>
  queryOptions({
    queryKey: ['newsletter', 'subscribers', query],
    queryFn: ({ signal }) => getNewsletterSubscribers(query, signal),
    // The table keeps its rows while the next page or filter loads, so it does not jump.
    placeholderData: keepPreviousData,
  });

export const useNewsletterSubscribers = (query: NewsletterFilterValues & { page: number }) =>
  useQuery(newsletterSubscribersQueryOptions(query));

/**
 * GET /api/newsletter/subscribers/export with the same filters: a plain link, so the browser
 * downloads the streamed file itself with the session cookie (nothing is held in page memory).
 */
export const newsletterExportUrl = (filters: NewsletterFilterValues): string =>
  `/api/newsletter/subscribers/export${searchOf({ active: filters.active, confirmed: filters.confirmed })}`;
