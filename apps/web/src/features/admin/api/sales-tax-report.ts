import { SalesTaxReport } from '@mariner/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** A period of the company's calendar, both days included (`YYYY-MM-DD`). */
export interface ReportPeriod {
  from: string;
  to: string;
}

const REPORT_PATH = '/api/admin/reports/sales-tax';

const queryString = (period: ReportPeriod, extra: Record<string, string> = {}) =>
  new URLSearchParams({ from: period.from, to: period.to, ...extra }).toString();

/** The same figures as a CSV download (a plain link: the session cookie goes with it). */
export const salesTaxCsvUrl = (period: ReportPeriod) =>
  `${REPORT_PATH}?${queryString(period, { format: 'csv' })}`;

/** GET /api/admin/reports/sales-tax (issue 30 item 5, superadmins). */
export const useSalesTaxReport = (period: ReportPeriod, options: { enabled: boolean }) =>
  useQuery({
    queryKey: ['admin', 'reports', 'sales-tax', period.from, period.to],
    queryFn: ({ signal }) =>
      apiFetch<SalesTaxReport>(`${REPORT_PATH}?${queryString(period)}`, {
        schema: import.meta.env.DEV ? SalesTaxReport : undefined,
        signal,
      }),
    enabled: options.enabled && period.from <= period.to,
    placeholderData: keepPreviousData,
  });
