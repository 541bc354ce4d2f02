import { DirectoryStatsResponse } from '@mariner/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { periodQuery, type StatsPeriod } from '../../../components/charts/stats-range.ts';
import { apiFetch } from '../../../lib/api-client.ts';

const statsPath = (id: string) => `/api/directory-listings/${encodeURIComponent(id)}/stats`;

/** The same days as a CSV download (a plain link: the session cookie goes with it). */
export const directoryStatsCsvUrl = (id: string, period: StatsPeriod) =>
  `${statsPath(id)}?${periodQuery(period, { format: 'csv' })}`;

/** GET /api/directory-listings/{id}/stats (issue 30 item 2): profile views and contact clicks per day. */
export const useDirectoryListingStats = (id: string, period: StatsPeriod) =>
  useQuery({
    queryKey: ['directory-listings', 'stats', id, period.from, period.to],
    queryFn: ({ signal }) =>
      apiFetch<DirectoryStatsResponse>(`${statsPath(id)}?${periodQuery(period)}`, {
        schema: import.meta.env.DEV ? DirectoryStatsResponse : undefined,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
