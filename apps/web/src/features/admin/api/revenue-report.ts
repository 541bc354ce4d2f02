import { RevenueReport } from '@mariner/contracts';
import { dayKeyInZone, STATS_TIME_ZONE } from '@mariner/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

const REPORT_PATH = '/api/admin/reports/revenue';

/** The same months as a CSV download (a plain link: the session cookie goes with it). */
export const revenueCsvUrl = (months: number, now = new Date()) =>
  `${REPORT_PATH}?${new URLSearchParams({ ...revenuePeriod(months, now), format: 'csv' }).toString()}`;

/** The last `months` months up to today, the current one included (the company's calendar, Halifax). */
export function revenuePeriod(months: number, now = new Date()) {
  const to = dayKeyInZone(now, STATS_TIME_ZONE);
  const [year = 1970, month = 1] = to.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - months, 1)).toISOString().slice(0, 10);
  return { from: first, to };
}

/** GET /api/admin/reports/revenue (issue 30 item 5, superadmins): per month and product. */
export const useRevenueReport = (months: number, options: { enabled: boolean }) => {
  const period = revenuePeriod(months);
  return useQuery({
    queryKey: ['admin', 'reports', 'revenue', period.from, period.to],
    queryFn: ({ signal }) =>
      apiFetch<RevenueReport>(`${REPORT_PATH}?${new URLSearchParams(period).toString()}`, {
        schema: import.meta.env.DEV ? RevenueReport : undefined,
        signal,
      }),
    enabled: options.enabled,
  });
};
