import { AdminStatsResponse } from '@mariner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const ADMIN_STATS_QUERY_KEY = ['admin', 'stats'] as const;

/** GET /api/admin/stats (ADMIN and SUPERADMIN): the stat cards above the admin tabs. */
export const getAdminStats = (signal?: AbortSignal): Promise<AdminStatsResponse> =>
  apiFetch('/api/admin/stats', { schema: AdminStatsResponse, signal });

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: ADMIN_STATS_QUERY_KEY, queryFn: ({ signal }) => getAdminStats(signal) });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
