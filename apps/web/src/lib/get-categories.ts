/** Categories are reference data every feature reads (home chips, list filters, listing form). */
import { CategoriesResponse } from '@mariner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';

export const getCategories = (): Promise<CategoriesResponse> =>
  apiFetch('/api/categories', { schema: import.meta.env.DEV ? CategoriesResponse : undefined });

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories'], queryFn: getCategories, staleTime: 10 * 60_000 });

export const useCategories = () => useQuery(categoriesQueryOptions());
