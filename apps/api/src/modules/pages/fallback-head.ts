import { localeOfPath, matchRoute, PUBLIC_ROUTES, type RouteId } from '@mariner/contracts';
import {
  notFoundHead,
  type PageHead,
  type PageTextId,
  pageHead,
  privateHead,
} from '@mariner/contracts/page-head';

/**
 * Issue 26 (docs/decisions/016): a page's head comes from its route module, through the server render
 * (apps/web/src/entry-server.tsx). The API says only what it knows without it, from the address:
 * which pages are rendered, and the head of a page answered as the bare shell.
 */

/** Pages anyone may find (contracts' PUBLIC_ROUTES); every other page of ours is not indexed. */
const PUBLIC_PAGES: ReadonlySet<RouteId> = new Set(PUBLIC_ROUTES);

/** Pages whose head depends on what the database holds: without their render, the server cannot vouch for them. */
const PAGES_OF_DATA: Partial<Record<RouteId, PageTextId>> = {
  auction: 'auctions',
  directoryListing: 'directoryServices',
  calendar: 'calendar',
};

/** The page's language: its address's (issue 16; an unknown address under /fr/ is a French 404). */
export const languageOf = (url: URL) => localeOfPath(url.pathname);

/** Rendered on the server: every public page and the not-found page (any address that is no page of ours). */
export function isRenderedPage(url: URL): boolean {
  const route = matchRoute(url.pathname);
  return !route || PUBLIC_PAGES.has(route.route);
}

/**
 * The head of a page answered without its render: a private page's (the browser renders it; the
 * server never does), or a public page's when no server entry is built (`vite build --ssr` not
 * run: the API alone in development) or its render failed. A page of fixed texts has its own head
 * (the render would give the same); a page of data (an auction, a company, a calendar month) gets
 * its list's texts and is not indexed, since nothing was read to vouch for it.
 */
export function headWithoutRender(url: URL, origin: string): PageHead {
  const place = { url, origin };
  const route = matchRoute(url.pathname);
  if (!route) return notFoundHead(place);
  if (!PUBLIC_PAGES.has(route.route)) return privateHead(place);
  const ofData = PAGES_OF_DATA[route.route];
  if (ofData) return pageHead(place, ofData, { noindex: true });
  return pageHead(place, route.route as PageTextId);
}
