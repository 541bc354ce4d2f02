import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { newsletterSubscribersQueryOptions, type SubscribersQuery } from '../../../lib/api/newsletter.ts';

/** The table keeps its rows while the next page or filter loads, so it does not jump. */
export const useNewsletterSubscribers = (query: SubscribersQuery) =>
  useQuery({ ...newsletterSubscribersQueryOptions(query), placeholderData: keepPreviousData });
