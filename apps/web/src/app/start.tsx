import { hydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { setPendingParts } from '../lib/deferred-component.tsx';
import { takeShippedLabels } from '../lib/french-names.ts';
import { localeOfPath } from '../lib/locale.ts';
import { routerContextWith } from '../lib/route-module.ts';
import { dropTrackingFromAddress } from '../lib/tracking-address.ts';
import { setFirstPageShown } from '../lib/use-after-hydration.ts';
import { hydrationProblem } from './hydration-problem.ts';
import { i18nReady, loadRenderedTexts } from './i18n.ts';
import { AppProviders } from './providers.tsx';
import { routes } from './router.tsx';
import { registerSessionExpiry } from './session-expiry.ts';
import { readSsrState } from './ssr-state.ts';

/**
 * Issue 14: a public page arrives rendered by the server with the query cache it was rendered
 * from. The cache is restored and the page's own route code loaded before hydrating, so the first
 * render in the browser is the server's markup, with no second fetch of the same data. Any other
 * page (private ones are the bare shell) is rendered here from scratch.
 */
export async function startApp(container: HTMLElement, queryClient: QueryClient): Promise<Root> {
  dropTrackingFromAddress();
  const state = readSsrState(container.ownerDocument);
  const isRendered = Boolean(state && container.firstChild);
  // The page's texts in its language, before the first render (hydrating with a text missing
  // would not match the server's markup).
  await i18nReady;
  if (state?.namespaces.length)
    await loadRenderedTexts(localeOfPath(window.location.pathname), state.namespaces);
  // The French names of the vocabularies the server's render showed (lib/labels.ts).
  if (state?.labels) takeShippedLabels(state.labels);
  // The routes of the address: for a server-rendered page, their loaders have run on the server.
  const matches = isRendered ? (matchRoutes(routes, window.location) ?? []) : [];
  if (state && isRendered) {
    hydrate(queryClient, state.queries);
    // A refusal the server rendered (the not-found page) stays shown: asking again on mount would
    // reset it to loading and the first render would not match the server's.
    for (const query of state.queries.queries) {
      if (query.state.status === 'error')
        queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
    }
    await Promise.all(
      matches.map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      }),
    );
  }
  const router = createBrowserRouter(routes, {
    getContext: () => routerContextWith({ queryClient, waitForData: false }),
    // The loaders of a rendered page ran on the server (its data is the cache restored above):
    // without this the router would run them again before showing anything, and the first render
    // would not be the server's markup.
    hydrationData: {
      loaderData: Object.fromEntries(matches.flatMap(({ route }) => (route.id ? [[route.id, null]] : []))),
    },
  });
  registerSessionExpiry(queryClient, router);
  // What mounts after the first navigation renders in the browser, with no server HTML to match.
  if (isRendered) {
    const first = router.state.location.key;
    const stopWatching = router.subscribe((next) => {
      if (next.location.key === first) return;
      setFirstPageShown(false);
      stopWatching();
    });
  } else setFirstPageShown(false);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* What react-router/dom's RouterProvider adds (navigate's flushSync, which logout needs),
            without importing it: Node would load a second copy of react-router in the tests. */}
        <RouterProvider router={router} flushSync={(fn) => void flushSync(fn)} />
      </AppProviders>
    </StrictMode>
  );
  if (isRendered) {
    // What the journeys wait for before they click, counted before React hydrates any of it.
    if (state?.deferredParts) setPendingParts(state.deferredParts);
    // A mismatch is a bug in a page (server and browser disagreed): said on the console, where the
    // journeys and component tests catch it, while React re-renders that part in the browser.
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (a phone stays responsive to taps and scrolling meanwhile).
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, app, {
        onRecoverableError: (error, info) => console.error(...hydrationProblem(error, info.componentStack)),
      });
    });
    if (!root) throw new Error('hydrateRoot returned no root');
    return root;
  }
  const root = createRoot(container);
  root.render(app);
  return root;
}
