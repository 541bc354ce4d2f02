import {
  ADMIN_INVOICES_PAGE_SIZE,
  AdminInvoiceSort,
  AdminInvoicesResponse,
  InvoiceStatus,
  Province,
} from '@mariner/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import {
  choiceField,
  pageField,
  textField,
  type UrlFields,
  useUrlFilter,
} from '../../../lib/url-list-filter.ts';

/** The admin Invoices tab's search, filters, sort and page (issue 31 item 1); '' is "any". */
export interface AdminInvoicesFilter {
  search: string;
  status: InvoiceStatus | '';
  province: Province | '';
  sort: AdminInvoiceSort;
  page: number;
}

/** Kept in the address like the Users tab's, so a found invoice can be linked to and Back returns. */
const FIELDS: UrlFields<AdminInvoicesFilter> = {
  search: textField('q'),
  status: choiceField('status', InvoiceStatus.options, ''),
  province: choiceField('province', Province.options, ''),
  sort: choiceField('sort', AdminInvoiceSort.options, 'newest'),
  page: pageField,
};

export const useAdminInvoicesUrlFilter = () => useUrlFilter(FIELDS);

/** The call for a filter: the defaults (first page, newest first, no filter) are left out. */
export function adminInvoicesUrl({ search, status, province, sort, page }: AdminInvoicesFilter): string {
  const params = new URLSearchParams({ limit: String(ADMIN_INVOICES_PAGE_SIZE) });
  if (page > 1) params.set('page', String(page));
  if (search.trim()) params.set('search', search.trim());
  if (status) params.set('status', status);
  if (province) params.set('province', province);
  if (sort !== 'newest') params.set('sort', sort);
  return `/api/admin/invoices?${params}`;
}

/** GET /api/admin/invoices; a new search keeps the rows on screen until its answer arrives. */
export const useAdminInvoices = (filter: AdminInvoicesFilter) =>
  useQuery({
    queryKey: ['admin', 'invoices', filter],
    queryFn: ({ signal }) =>
      apiFetch<AdminInvoicesResponse>(adminInvoicesUrl(filter), {
        schema: import.meta.env.DEV ? AdminInvoicesResponse : undefined,
        signal,
      }),
    placeholderData: keepPreviousData,
    // Payments and refunds change invoices from elsewhere: a revisit of the tab asks again.
    staleTime: 0,
  });
