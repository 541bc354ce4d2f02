import { BannerStatsResponse } from '@mariner/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { periodQuery, type StatsPeriod } from '../../../components/charts/stats-range.ts';
import { bannerKeys } from '../../../lib/api/banners.ts';
import { apiFetch } from '../../../lib/api-client.ts';

const statsPath = (id: string) => `/api/banners/${encodeURIComponent(id)}/stats`;

/** The same days as a CSV download (a plain link: the session cookie goes with it). */
export const bannerStatsCsvUrl = (id: string, period: StatsPeriod) =>
  `${statsPath(id)}?${periodQuery(period, { format: 'csv' })}`;

/** GET /api/banners/{id}/stats (issue 30 item 2): the banner's impressions and clicks per day. */
export const useBannerStats = (id: string, period: StatsPeriod) =>
  useQuery({
    queryKey: [...bannerKeys.all, 'stats', id, period.from, period.to],
    queryFn: ({ signal }) =>
      apiFetch<BannerStatsResponse>(`${statsPath(id)}?${periodQuery(period)}`, {
        schema: import.meta.env.DEV ? BannerStatsResponse : undefined,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
