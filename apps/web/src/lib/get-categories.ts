/** Categories are reference data every feature reads (home chips, list filters, listing form). */
import { CategoriesResponse } from '@mariner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';
import { currentLocale } from './locale.ts';

/** The prefix of every language's list: a category change invalidates them all (decision 023). */
export const categoriesKey = ['categories'] as const;

/** The active categories, named in the page's language (the API answers in the Accept-Language sent). */
export const getCategories = (): Promise<CategoriesResponse> =>
  apiFetch('/api/categories', { schema: import.meta.env.DEV ? CategoriesResponse : undefined });

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...categoriesKey, currentLocale()],
    queryFn: getCategories,
    staleTime: 10 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
