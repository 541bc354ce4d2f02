import type { SessionResponse, User } from '@mariner/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from '../../../lib/api/session.ts';

/**
 * The header and the dashboard read the user from the session query: a saved profile or logo
 * goes there at once, then the session is fetched again so the server has the last word.
 */
export function refreshSessionUser(queryClient: QueryClient, patch: Partial<User> = {}): Promise<void> {
  queryClient.setQueryData<SessionResponse>(SESSION_QUERY_KEY, (session) =>
    session?.user ? { ...session, user: { ...session.user, ...patch } } : session,
  );
  return queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}
