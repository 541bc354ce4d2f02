import { InvoicesResponse, PAGE_SIZES } from '@mariner/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (page: number) => ['invoices', 'list', page] as const,
  detail: (id: string) => ['invoices', 'detail', id] as const,
};

/** GET /api/invoices: the signed-in user's invoices, newest first, 20 a page (spec 001 §9). */
export const getInvoices = (page: number): Promise<InvoicesResponse> =>
  apiFetch(`/api/invoices?page=${page}&limit=${PAGE_SIZES.invoices}`, { schema: InvoicesResponse });

export const invoicesQueryOptions = (page: number) =>
  queryOptions({ queryKey: invoiceKeys.list(page), queryFn: () => getInvoices(page) });

/** The page shown stays while the next one loads, so the table does not jump. */
export const useInvoices = (page: number) =>
  useQuery({ ...invoicesQueryOptions(page), placeholderData: keepPreviousData });
