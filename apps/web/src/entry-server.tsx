import { AsyncLocalStorage } from 'node:async_hooks';
import type { Locale } from '@mariner/contracts';
import { auctionEvent, companyOf, siteGraph } from '@mariner/contracts/json-ld';
import type { PageHead } from '@mariner/contracts/page-head';
import { SHARE_CARD, shareCardPath } from '@mariner/contracts/share-card';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { ALWAYS_LOADED, i18n } from './app/i18n.ts';
import { addEveryText } from './app/i18n-bundled.ts';
import { preloadFooter } from './app/layout/Footer.tsx';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/router.tsx';
import { isDefinitiveError, type SsrState, serializeErrors } from './app/ssr-state.ts';
import { type ApiAnswer, type ApiTransport, fetchTransport, setApiTransport } from './lib/api-client.ts';
import { countRenderedPartsIn } from './lib/deferred-component.tsx';
import { recordLabelsIn } from './lib/french-names.ts';
import type { Translator } from './lib/i18n/index.tsx';
import { readLocaleFrom } from './lib/locale.ts';
import { createQueryClient, isBrowserOnly } from './lib/query-client.ts';
import { isPageHandle, routerContextWith, type SeoBuilders } from './lib/route-module.ts';
import { setSiteOrigin, siteOrigin } from './lib/site-origin.ts';

/**
 * Issue 14 (docs/decisions/008), issue 26: a public page rendered on the server with the same routes,
 * components and queries the browser uses. The router runs the page's loaders, which prefetch every
 * query the page reads through the API in-process; the page is then rendered once, with its data
 * in the cache, and the browser hydrates it from that same cache without fetching again.
 *
 * Nothing module-wide changes while a page is prepared or rendered (issue 26), so renders may
 * overlap (and could stream): which request a call or a text belongs to is the render's scope
 * (AsyncLocalStorage, set around its loaders and its render), and each language has its own translator
 * instance, made once, handed down through the provider.
 */

export interface RenderRequest {
  /** The page's address, absolute (PUBLIC_URL's origin). */
  url: string;
  locale: Locale;
  /**
   * The API answering this page's reads in-process, as the visitor (their cookie) and in the page's
   * language: GET addresses under /api, answered as decoded objects (no JSON in between).
   */
  readApi: (path: string) => Promise<ApiAnswer>;
}

/** A page the server does not render: its loader sent the visitor elsewhere. */
export interface RedirectedPage {
  redirect: string;
}

const isRedirectStatus = (status: number) => status >= 300 && status < 400;

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** JSON for `<script type="application/json" id="ssr-state">`, not yet escaped for HTML. */
  state: SsrState;
  /**
   * Queries the render started that no loader had prefetched (their hashes): such a part of the
   * page was rendered loading, and the browser fetches it after hydrating. Always empty when every
   * page's loader covers what it reads (entry-server.test.tsx); the API logs any it meets.
   */
  unprefetched: string[];
  /**
   * Issue 26 (docs/decisions/016): the page's head and status, from its route module's `head`, read
   * from the same cache the page was rendered from; absent for a page whose module has none.
   */
  head?: PageHead;
}

/** What only the server writes into a head: handed to each page's `head`, never in the browser's bundles. */
const seo: SeoBuilders = { auctionEvent, companyOf, siteGraph, shareCardPath, shareCard: SHARE_CARD };

interface RenderScope {
  readApi: RenderRequest['readApi'];
  locale: Locale;
  /** The namespaces the render read a text from, named to the browser to load before hydrating. */
  namespacesRead: Set<string>;
  /** The French names of the vocabularies it showed (lib/labels.ts), shipped with the page. */
  labelsRead: Record<string, string>;
  /** Issue 26: the after-interactive parts it showed, for the browser to count before hydrating. */
  partsRendered: Set<object>;
}

addEveryText(i18n);

/**
 * One translator per language, sharing the texts (bundled: nothing loads during a render). A render
 * reads the one of its language through the provider; none is switched per render.
 */
const i18nByLocale: Record<Locale, Translator> = { en: i18n.cloneIn('en'), fr: i18n.cloneIn('fr') };

const scopes = new AsyncLocalStorage<RenderScope>();

// A text a page shows only in a rare state (TextOnDemand: an empty list) is not in its route's list;
// the render says it read one, so the browser loads it before hydrating the page that shows it.
for (const translator of Object.values(i18nByLocale))
  translator.onRead = (namespace) => scopes.getStore()?.namespacesRead.add(namespace);

// Links, formats and the API client's language (lib/locale.ts) read the render's own language.
readLocaleFrom(() => scopes.getStore()?.locale);
// The vocabularies' French names a render shows go with its page, not as a chunk to load first.
recordLabelsIn(() => scopes.getStore()?.labelsRead);
countRenderedPartsIn(() => scopes.getStore()?.partsRendered);

/**
 * Calls made while a page is prepared go to the API of the request being answered, as its visitor
 * and in its language. Set once: the scope, not a module variable, says which request a call
 * belongs to. Outside a render (a test hydrating the page it rendered) the call is the browser's.
 */
const serverTransport: ApiTransport = (path, init) => {
  const scope = scopes.getStore();
  if (!scope) return fetchTransport(path, init);
  // A page only reads while it renders; writes belong to the browser after hydration.
  const method = (init.method ?? 'GET').toUpperCase();
  if (method !== 'GET') throw new Error(`a server render may only read the API: ${method} ${path}`);
  return scope.readApi(path);
};
setApiTransport(serverTransport);

const handler = createStaticHandler(routes);

/**
 * A query the render created and that would fetch in the browser: enabled, with a function, not yet
 * fetched, and not one only the browser asks for (banners: an impression is counted when asked).
 */
function wouldFetch(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle' || isBrowserOnly(query.meta))
    return false;
  const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
  const isEnabled = typeof enabled === 'function' ? enabled(query) !== false : enabled !== false;
  // skipToken is a symbol, so a function here is a real fetcher.
  return isEnabled && typeof queryFn === 'function';
}

export function setPublicOrigin(origin: string): void {
  setSiteOrigin(origin);
}

const configuredClient = (): QueryClient => {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    // A refusal a loader met is shown as is (the not-found page), not reset to pending.
    queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false },
  });
  return queryClient;
};

/** The router's data for the page at `url`: its loaders run, in the render's scope, as the visitor. */
async function loadPage(url: string, scope: RenderScope, queryClient: QueryClient) {
  const context = await scopes.run(scope, () =>
    handler.query(new Request(url), {
      requestContext: routerContextWith({ queryClient, waitForData: true }),
    }),
  );
  // Loaders only prefetch; the one exception is /login and /register for someone signed in, sent on
  // by the answer itself (a <Navigate> cannot navigate in a server render).
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (isRedirectStatus(context.status) && location) return { redirect: location };
    throw new Error(`unexpected response from the router for ${url}`);
  }
  return context;
}

/** The deepest matched page's head (docs/decisions/016), from the cache its loaders filled. */
function headOf(
  context: StaticHandlerContext,
  url: string,
  locale: Locale,
  queryClient: QueryClient,
): PageHead | undefined {
  let head: PageHead | undefined;
  for (const match of context.matches) {
    if (!isPageHandle(match.route.handle)) continue;
    head =
      match.route.handle.head?.({
        params: match.params,
        url: new URL(url),
        locale,
        origin: siteOrigin(),
        queryClient,
        t: i18nByLocale[locale].fixedT('common'),
        seo,
      }) ?? head;
  }
  return head;
}

export async function renderPage({
  url,
  locale,
  readApi,
}: RenderRequest): Promise<RenderedPage | RedirectedPage> {
  const queryClient = configuredClient();
  const scope: RenderScope = {
    readApi,
    locale,
    namespacesRead: new Set(),
    labelsRead: {},
    partsRendered: new Set(),
  };
  // The footer's code (issue 26: a browser fetches it once interactive) also for an address no
  // page's loader answers (a 404), so every render has the whole footer.
  const [context] = await Promise.all([loadPage(url, scope, queryClient), preloadFooter()]);
  if ('redirect' in context) return context;
  const router = createStaticRouter(handler.dataRoutes, context);
  const prefetched = new Set(
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryHash),
  );
  const html = scopes.run(scope, () =>
    renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient} i18n={i18nByLocale[locale]}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  const deferredParts = scope.partsRendered.size;
  const unprefetched = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => !prefetched.has(query.queryHash) && wouldFetch(query))
    .map((query) => query.queryHash);
  const namespaces = new Set([...ALWAYS_LOADED, ...scope.namespacesRead]);
  for (const match of context.matches)
    if (isPageHandle(match.route.handle)) for (const name of match.route.handle.texts) namespaces.add(name);
  const head = headOf(context, url, locale, queryClient);
  const queries = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' ||
      (query.state.status === 'error' && isDefinitiveError(query.state.error)),
  });
  queryClient.clear();
  return {
    html,
    state: {
      queries: serializeErrors(queries),
      namespaces: [...namespaces].sort(),
      ...(Object.keys(scope.labelsRead).length ? { labels: scope.labelsRead } : {}),
      ...(deferredParts ? { deferredParts } : {}),
    },
    unprefetched,
    ...(head ? { head } : {}),
  };
}

/**
 * Issue 26 item 3: the head of a page the server does not render (a private page: the browser
 * renders it from the shell), computed as the browser's tab will name it: its route's loaders run
 * as the visitor (a title may name what they read, the listing being edited), then its head, with
 * no render. The data read is not handed on; the browser reads it again for the page.
 */
export async function headOfPage({
  url,
  locale,
  readApi,
}: RenderRequest): Promise<PageHead | RedirectedPage | null> {
  const queryClient = configuredClient();
  const context = await loadPage(
    url,
    { readApi, locale, namespacesRead: new Set(), labelsRead: {}, partsRendered: new Set() },
    queryClient,
  );
  if ('redirect' in context) return context;
  const head = headOf(context, url, locale, queryClient);
  queryClient.clear();
  return head ?? null;
}
