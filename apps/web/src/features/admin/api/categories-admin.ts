import {
  type CreateCategoryRequest,
  DeleteCategoryResponse,
  ManagedCategoriesResponse,
  ManagedCategory,
  type UpdateCategoryRequest,
} from '@mariner/contracts';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { categoriesKey } from '../../../lib/get-categories.ts';

/** Issue 31 item 3 (decision 023): the superadmins' category calls. */
export const managedCategoriesKey = ['admin', 'categories'] as const;

const dev = import.meta.env.DEV;

export const managedCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: managedCategoriesKey,
    queryFn: ({ signal }) =>
      apiFetch('/api/categories/manage', { schema: dev ? ManagedCategoriesResponse : undefined, signal }),
  });

export const useManagedCategories = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...managedCategoriesQueryOptions(), enabled: options.enabled ?? true });

const createCategory = (body: CreateCategoryRequest) =>
  apiFetch('/api/categories', { method: 'POST', body, schema: dev ? ManagedCategory : undefined });

const updateCategory = ({ id, change }: { id: string; change: UpdateCategoryRequest }) =>
  apiFetch(`/api/categories/${id}`, {
    method: 'PUT',
    body: change,
    schema: dev ? ManagedCategory : undefined,
  });

const reorderCategories = (ids: string[]) =>
  apiFetch('/api/categories/order', {
    method: 'PUT',
    body: { ids },
    schema: dev ? ManagedCategoriesResponse : undefined,
  });

const deleteCategory = ({ id, mergeInto }: { id: string; mergeInto?: string | undefined }) =>
  apiFetch(`/api/categories/${id}${mergeInto ? `?mergeInto=${encodeURIComponent(mergeInto)}` : ''}`, {
    method: 'DELETE',
    schema: dev ? DeleteCategoryResponse : undefined,
  });

/** Every change shows at once in this tab and in the forms and filters that read the public list. */
const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: managedCategoriesKey }),
    queryClient.invalidateQueries({ queryKey: categoriesKey }),
  ]);

function useCategoryMutation<Input, Output>(name: string, mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'categories', name],
    mutationFn,
    onSettled: () => refresh(queryClient),
  });
}

export const useCreateCategory = () => useCategoryMutation('create', createCategory);
export const useUpdateCategory = () => useCategoryMutation('update', updateCategory);
export const useReorderCategories = () => useCategoryMutation('reorder', reorderCategories);
export const useDeleteCategory = () => useCategoryMutation('delete', deleteCategory);
