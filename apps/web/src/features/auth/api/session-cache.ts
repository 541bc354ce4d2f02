import type { User } from '@mariner/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { SESSION_QUERY_KEY } from './get-session.ts';

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
