import { AsyncLocalStorage } from 'node:async_hooks';
import type { Locale } from '@mariner/contracts';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { i18n } from './app/i18n.ts';
import { addEveryText } from './app/i18n-bundled.ts';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { isDefinitiveError, type SsrState, serializeErrors } from './app/ssr-state.ts';
import { type ApiTransport, setApiTransport } from './lib/api-client.ts';
import { createQueryClient, isBrowserOnly } from './lib/query-client.ts';
import { setSiteOrigin } from './lib/site-origin.ts';

/**
 * Issue 14 (docs/decisions/008): a public page rendered on the server with the same routes, components
 * and queries the browser uses. The page is rendered, the queries it asked for are fetched through
 * the API in-process, and it is rendered again with their answers, until it asks for nothing new;
 * the browser then hydrates it from the same query cache without fetching again.
 */

export interface RenderRequest {
  /** The page's address, absolute (PUBLIC_URL's origin). */
  url: string;
  locale: Locale;
  /** The API answering this page's calls in-process, as the visitor (their cookie). */
  fetchApi: (path: string, init: RequestInit) => Promise<Response>;
}

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** JSON for `<script type="application/json" id="ssr-state">`, not yet escaped for HTML. */
  state: SsrState;
}

interface RenderScope {
  fetchApi: RenderRequest['fetchApi'];
  locale: Locale;
}

addEveryText(i18n);

const scopes = new AsyncLocalStorage<RenderScope>();

// Calls made while a page renders go to the API of the request being answered, in its language.
const serverTransport: ApiTransport = (path, init) => {
  const scope = scopes.getStore();
  if (!scope) throw new Error(`API call outside a server render: ${path}`);
  const headers = new Headers(init.headers);
  headers.set('Accept-Language', scope.locale);
  return scope.fetchApi(path, { ...init, headers });
};

/** Each round renders, then fetches what the render asked for; pages nest at most this deep. */
const MAX_FETCH_ROUNDS = 3;

const handler = createStaticHandler(routes);

/**
 * A query the render created and that would fetch in the browser: enabled, with a function, not yet
 * tried, and not one only the browser asks for (banners: an impression is counted when asked).
 */
function wantsFetch(query: Query, tried: Set<string>): boolean {
  if (tried.has(query.queryHash) || query.state.status !== 'pending' || isBrowserOnly(query.meta))
    return false;
  const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
  const isEnabled = typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
  // skipToken is a symbol, so a function here is a real fetcher.
  return isEnabled && typeof queryFn === 'function';
}

/**
 * The namespaces a render reads, whatever way it asks (`useTranslation('auctions')`, a
 * `t('messages:…')`): every lookup goes through the resource store. Renders are synchronous, so
 * one set at a time is enough; the browser loads these before it hydrates.
 */
let readNamespaces: Set<string> | null = null;
type LookUp = (language: string, namespace: string, ...rest: unknown[]) => unknown;
// i18next's ResourceStore has getResource at run time; its published type leaves it out.
const store = i18n.services.resourceStore as unknown as { getResource: LookUp };
const lookUp = store.getResource.bind(store);
store.getResource = (language, namespace, ...rest) => {
  readNamespaces?.add(namespace);
  return lookUp(language, namespace, ...rest);
};

/** i18next switches synchronously here (bundled resources), so one render sees one language. */
function showLanguage(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  if (i18n.language !== locale) throw new Error(`i18next did not switch to ${locale} synchronously`);
}

async function fetchRound(queryClient: QueryClient, tried: Set<string>): Promise<boolean> {
  const wanted = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => wantsFetch(query, tried));
  if (wanted.length === 0) return false;
  await Promise.all(
    wanted.map((query) => {
      tried.add(query.queryHash);
      return queryClient.prefetchQuery({
        queryKey: query.queryKey,
        queryFn: query.options.queryFn as never,
        retry: false,
      });
    }),
  );
  return true;
}

export function setPublicOrigin(origin: string): void {
  setSiteOrigin(origin);
}

export async function renderPage({ url, locale, fetchApi }: RenderRequest): Promise<RenderedPage> {
  // Set on each render, not once, so a test can hydrate a rendered page with the browser's fetch.
  setApiTransport(serverTransport);
  return scopes.run({ fetchApi, locale }, async () => {
    const context = await handler.query(new Request(url));
    // No route has a loader or an action, so nothing answers with a redirect of its own.
    if (context instanceof Response) throw new Error(`unexpected response from the router for ${url}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({
      // A refusal fetched in a round is shown as is (the not-found page), not reset to pending.
      queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false },
    });
    let namespaces = new Set<string>();
    const render = () => {
      showLanguage(locale);
      namespaces = new Set<string>();
      readNamespaces = namespaces;
      try {
        return renderToString(
          <StrictMode>
            <AppProviders queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </StrictMode>,
        );
      } finally {
        readNamespaces = null;
      }
    };

    const tried = new Set<string>();
    let html = render();
    for (let round = 0; round < MAX_FETCH_ROUNDS; round += 1) {
      if (!(await fetchRound(queryClient, tried))) break;
      html = render();
    }
    const queries = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' ||
        (query.state.status === 'error' && isDefinitiveError(query.state.error)),
    });
    queryClient.clear();
    return { html, state: { queries: serializeErrors(queries), namespaces: [...namespaces].sort() } };
  });
}
