import {
  isRecordId,
  notFoundHead,
  type PageHead,
  type PageTextId,
  pageHead,
} from '@mariner/contracts/page-head';
import type { QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { ApiError } from './api-client.ts';
import { localeOfPath } from './locale.ts';
import type { HeadArgs, PageHeadOf } from './route-module.ts';
import { siteOrigin } from './site-origin.ts';

/** The head of a page made only of fixed texts (contracts' PAGE_TEXTS): its title and description. */
export const fixedHead =
  (page: PageTextId): PageHeadOf =>
  ({ url, origin }) =>
    pageHead({ url, origin }, page);

/**
 * The head of a page about one record (an auction, a company) from its answer in the cache: its own
 * once it is there; the not-found page's, with its 404, when its id is none or the API refused it;
 * the list's (`page`) while it loads, or with a 503 and not indexed when the API failed.
 */
export function recordHead<T>(
  { url, origin, params, queryClient }: HeadArgs,
  queryKey: QueryKey,
  page: PageTextId,
  own: (data: T) => PageHead,
): PageHead {
  if (!isRecordId(params.id)) return notFoundHead({ url, origin });
  const state = queryClient.getQueryState<T>(queryKey);
  if (state?.data !== undefined) return own(state.data);
  const error = state?.error;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500)
    return notFoundHead({ url, origin });
  return pageHead({ url, origin }, page, error ? { status: 503 } : {});
}

/**
 * Issue 26 (docs/decisions/016): in the browser, the page's own head names its tab, word for word
 * as the server wrote it, and again as the data it reads arrives (a navigation commits before its
 * data; the auction's title comes with the auction). The router calls it for every page with a head
 * (app/router.tsx); a page whose render failed shows RouteError's title instead.
 */
function useHead(head: PageHeadOf): void {
  const queryClient = useQueryClient();
  const params = useParams();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const url = new URL(`${pathname}${search}`, siteOrigin());
    const name = () => {
      const { title } = head({
        params,
        url,
        locale: localeOfPath(pathname),
        origin: siteOrigin(),
        queryClient,
      });
      if (document.title !== title) document.title = title;
    };
    name();
    return queryClient.getQueryCache().subscribe(name);
  }, [head, params, pathname, search, queryClient]);
}

/** Names the tab from `head` (nothing on screen): beside each page the router shows, and in tests. */
export function HeadTitle({ head }: { head: PageHeadOf }): null {
  useHead(head);
  return null;
}
