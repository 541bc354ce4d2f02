import { InvoiceDataResponse, InvoicesResponse } from '@mariner/contracts';
import { PAGE_SIZES } from '@mariner/contracts/constants';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';

/** /api/invoices (spec 001 §9): the signed-in user's invoices. A payment adds one (lib/api/payments.ts). */
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (page: number) => [...invoiceKeys.all, 'list', page] as const,
  detail: (id: string) => [...invoiceKeys.all, 'detail', id] as const,
};

/** GET /api/invoices: newest first, 20 a page. */
export const getInvoices = (page: number, signal?: AbortSignal): Promise<InvoicesResponse> =>
  apiFetch(`/api/invoices?page=${page}&limit=${PAGE_SIZES.invoices}`, {
    schema: import.meta.env.DEV ? InvoicesResponse : undefined,
    signal,
  });

export const invoicesQueryOptions = (page: number) =>
  queryOptions({ queryKey: invoiceKeys.list(page), queryFn: ({ signal }) => getInvoices(page, signal) });

/** GET /api/invoices/:id/data: the invoice as the detail page and its PDF show it (amounts in cents). */
export const getInvoice = (id: string, signal?: AbortSignal): Promise<InvoiceDataResponse> =>
  apiFetch(`/api/invoices/${encodeURIComponent(id)}/data`, {
    schema: import.meta.env.DEV ? InvoiceDataResponse : undefined,
    signal,
  });

export const invoiceQueryOptions = (id: string) =>
  queryOptions({ queryKey: invoiceKeys.detail(id), queryFn: ({ signal }) => getInvoice(id, signal) });

/**
 * POST /api/invoices/:id/cancel (issue 30 item 6): an unpaid invoice given up; it then reads
 * Cancelled, and what it was for waits for a new checkout.
 */
export const cancelInvoice = (id: string): Promise<InvoiceDataResponse> =>
  apiFetch(`/api/invoices/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    schema: import.meta.env.DEV ? InvoiceDataResponse : undefined,
  });
