import { InvoiceDataResponse } from '@mariner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { invoiceKeys } from './get-invoices.ts';

/** GET /api/invoices/:id/data: the invoice as the detail page and its PDF show it (amounts in cents). */
export const getInvoice = (id: string): Promise<InvoiceDataResponse> =>
  apiFetch(`/api/invoices/${encodeURIComponent(id)}/data`, { schema: InvoiceDataResponse });

export const invoiceQueryOptions = (id: string) =>
  queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: () => getInvoice(id) });

export const useInvoice = (id: string) => useQuery(invoiceQueryOptions(id));
