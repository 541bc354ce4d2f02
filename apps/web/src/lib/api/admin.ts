import { AdminStatsResponse } from '@mariner/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';

/** /api/admin: what only the admin screens read. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
};

/** GET /api/admin/stats (ADMIN and SUPERADMIN): the stat cards above the admin tabs. */
export const getAdminStats = (signal?: AbortSignal): Promise<AdminStatsResponse> =>
  apiFetch('/api/admin/stats', { schema: import.meta.env.DEV ? AdminStatsResponse : undefined, signal });

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => getAdminStats(signal) });
