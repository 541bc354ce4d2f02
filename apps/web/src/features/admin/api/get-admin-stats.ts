import { useQuery } from '@tanstack/react-query';
import { adminStatsQueryOptions } from '../../../lib/api/admin.ts';

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
