import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { clearSession } from '../lib/api/session.ts';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { paths } from '../lib/paths.ts';
import type { FromState } from '../lib/redirect.ts';

type AppRouter = Pick<DataRouter, 'navigate' | 'state'>;

/**
 * Decision 9 / spec 000 §4: any 401 clears the user and goes to /login with the current location
 * remembered, so signing in again leads back to it.
 */
export function createUnauthorizedHandler(queryClient: QueryClient, router: AppRouter) {
  return () => {
    clearSession(queryClient);
    const { pathname, search, hash } = router.state.location;
    if (pathname === paths.login) return;
    const state: FromState = { from: { pathname, search, hash } };
    void router.navigate(paths.login, { replace: true, state });
  };
}

export function registerSessionExpiry(queryClient: QueryClient, router: AppRouter): () => void {
  setUnauthorizedHandler(createUnauthorizedHandler(queryClient, router));
  return () => setUnauthorizedHandler(null);
}
