import { SessionResponse, type User } from '@mariner/contracts';
import { isAdminRole, isSuperAdminRole } from '@mariner/contracts/constants';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/** GET /api/auth/session answers 200 with `{user: null}` for a visitor, never 401 (decision 9). */
export const getSession = (): Promise<SessionResponse> =>
  apiFetch('/api/auth/session', { schema: import.meta.env.DEV ? SessionResponse : undefined });

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
  /** Issue 27: a buyer (role USER) saves, searches, follows; listing needs an upgrade first. */
  isBuyer: boolean;
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
    isBuyer: user?.role === 'USER',
  };
}

const isSessionQuery = (queryKey: readonly unknown[]) =>
  queryKey[0] === SESSION_QUERY_KEY[0] && queryKey[1] === SESSION_QUERY_KEY[1];

/** A new user signed in: remember them and refetch everything that depended on who was signed in. */
export function storeSignedInUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(SESSION_QUERY_KEY, { user });
  void queryClient.invalidateQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
}

/** Nobody is signed in any more: forget the user and drop every cached answer that was theirs. */
export function clearSession(queryClient: QueryClient): void {
  queryClient.setQueryData(SESSION_QUERY_KEY, { user: null });
  queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
}
