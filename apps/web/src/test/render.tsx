import type { User } from '@mariner/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { SESSION_QUERY_KEY } from '../lib/api/session.ts';

export const createTestQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });

interface RenderRoutesOptions {
  initialEntries?: InitialEntry[];
  /** The signed-in user (null for a visitor); leave out to let the session query fetch. */
  user?: User | null;
  queryClient?: QueryClient;
}

/** Renders routes in a memory data router with the app's providers, as the app does. */
export function renderRoutes(routes: RouteObject[], options: RenderRoutesOptions = {}) {
  const queryClient = options.queryClient ?? createTestQueryClient();
  if (options.user !== undefined) queryClient.setQueryData(SESSION_QUERY_KEY, { user: options.user });
  const router = createMemoryRouter(routes, { initialEntries: options.initialEntries ?? ['/'] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      {/* What react-router/dom's RouterProvider does; imported from there, Node would load a
          second copy of react-router (its CommonJS build) with contexts of its own. */}
      <RouterProvider router={router} flushSync={(fn) => void flushSync(fn)} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, user };
}
