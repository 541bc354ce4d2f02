import type { Locale, User } from '@mariner/contracts';
import type { PageHead } from '@mariner/contracts/page-head';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createContext, type Params, RouterContextProvider } from 'react-router';
import type { TFunction } from './i18n/translator.ts';

/**
 * Issue 26: what a page's route module says about itself, beside its component: the texts it shows
 * (loaded before the navigation commits, so the page never suspends under its new address) and the
 * data it reads (prefetched by its loader, so the server renders it once, with its data at hand).
 */
export interface PageModule {
  /** The page's namespaces beyond ALWAYS_LOADED (route-texts.test.ts checks them against its imports). */
  texts: readonly string[];
  /** Starts the queries the page reads, with the keys it reads them under. */
  loader?: PageLoader;
  /** What the page's head says (title, description, canonical, share card, JSON-LD) and its status. */
  head?: PageHeadOf;
}

/**
 * Issue 26 (docs/decisions/016): a page's head, computed from what its loader put in the query cache,
 * by the server for the page's first HTML and by the browser for the tab's title after a navigation.
 * It reads the cache (`getQueryData`), never fetches, and does not throw.
 */
export type PageHeadOf = (args: HeadArgs) => PageHead;

export interface HeadArgs {
  params: Params;
  url: URL;
  /** The page's language (its address's). */
  locale: Locale;
  /** The site's public origin, for absolute addresses (canonical, og:url). */
  origin: string;
  queryClient: QueryClient;
  /**
   * The texts in the page's language, read with their namespace (`dashboard:title`): a page's
   * title is in the texts its route loads (issue 26 item 3), so the server's head and the browser's
   * tab say the same words. The server's translator holds every text; the browser's has the page's.
   */
  t: TFunction;
  /**
   * The builders of what only the server writes (JSON-LD, the share card's address), handed in by
   * the server entry so the browser's bundles never hold them; absent in the browser, which only
   * takes the title.
   */
  seo?: SeoBuilders;
}

export interface SeoBuilders {
  auctionEvent: typeof import('@mariner/contracts/json-ld').auctionEvent;
  companyOf: typeof import('@mariner/contracts/json-ld').companyOf;
  siteGraph: typeof import('@mariner/contracts/json-ld').siteGraph;
  shareCardPath: typeof import('@mariner/contracts/share-card').shareCardPath;
  shareCard: typeof import('@mariner/contracts/share-card').SHARE_CARD;
}

export interface PageLoaderArgs {
  params: Params;
  url: URL;
  locale: Locale;
  queryClient: QueryClient;
  /** Who is signed in (the session is prefetched first): a visitor's page asks for less. */
  user: User | null;
}

/**
 * A page's prefetches (`queryClient.prefetchQuery`, which never throws: a refusal is cached as the
 * query's error and the page shows it, the way it would have fetched it itself).
 */
export type PageLoader = (args: PageLoaderArgs) => Promise<unknown>[];

/** What a route's `handle` carries: read by the server render (its texts, its head) and the browser (its head). */
export interface PageHandle {
  texts: readonly string[];
  head?: PageHeadOf | undefined;
}

export const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === 'object' && handle !== null && Array.isArray((handle as PageHandle).texts);

export interface LoaderContext {
  /** The query cache of the render or of the browser tab. */
  queryClient: QueryClient;
  /**
   * A server render waits for a page's data (it renders once, with all of it); the browser does
   * not, and shows the page with its own loading states meanwhile (app/router.tsx).
   */
  waitForData: boolean;
}

/** Handed to every loader by the router: per render on the server, per navigation in the browser. */
const loaderContext = createContext<LoaderContext>();

export function routerContextWith(value: LoaderContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(loaderContext, value);
  return context;
}

export const loaderContextOf = (context: unknown): LoaderContext => {
  if (!(context instanceof RouterContextProvider)) throw new Error('a loader ran without the app’s context');
  return context.get(loaderContext);
};

/** A page module as the router loads it: its component under the name the module gives it. */
export type LoadedPage<T> = T & PageModule & Record<string, unknown>;
export type PickComponent<T> = (module: T) => ComponentType;
