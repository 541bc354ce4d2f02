import { isAdminRole, isSuperAdminRole, SessionResponse, type User } from '@mariner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/** GET /api/auth/session answers 200 with `{user: null}` for a visitor, never 401 (decision 9). */
export const getSession = (): Promise<SessionResponse> =>
  apiFetch('/api/auth/session', { schema: SessionResponse });

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: getSession,
    staleTime: 5 * 60_000,
    // Coming back to the tab re-checks the cookie, so a session ended elsewhere shows at once.
    refetchOnWindowFocus: true,
  });

export interface Session {
  user: User | null;
  isLoading: boolean;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  isSeller: boolean;
}

/** Who is signed in (spec 000 §6 role flags). A failed check counts as nobody. */
export function useSession(): Session {
  const query = useQuery(sessionQueryOptions());
  const user = query.data?.user ?? null;
  return {
    user,
    isLoading: query.isPending && query.fetchStatus !== 'idle',
    isAdmin: isAdminRole(user?.role),
    isSuperAdmin: isSuperAdminRole(user?.role),
    isSeller: user?.role === 'SELLER',
  };
}
