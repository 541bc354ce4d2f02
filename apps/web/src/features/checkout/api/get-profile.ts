import { UserResponse } from '@mariner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/users/profile: the checkout reads the province to tax by (spec 001 §2 Payment form). */
export const getProfile = (): Promise<UserResponse> =>
  apiFetch('/api/users/profile', { schema: UserResponse });

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'profile'], queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());
