import type { Locale } from '@mariner/contracts';
import { documentTitle } from '@mariner/contracts/constants';
import {
  isRecordId,
  notFoundHead,
  type PageHead,
  type PageTextId,
  pageHead,
  privateHead,
} from '@mariner/contracts/page-head';
import type { QueryKey } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { ApiError } from './api-client.ts';
import { type TFunction, type Translator, useTranslation } from './i18n/index.tsx';
import { localeOfPath } from './locale.ts';
import type { HeadArgs, PageHeadOf } from './route-module.ts';
import { siteOrigin } from './site-origin.ts';

/** The head of a page made only of fixed texts (contracts' PAGE_TEXTS): its title and description. */
export const fixedHead =
  (page: PageTextId): PageHeadOf =>
  ({ url, origin }) =>
    pageHead({ url, origin }, page);

/**
 * Issue 26 item 3: the head of a page no search engine lists (a form, an account page, a mailed
 * link's page): not indexed, titled `pageTitle — Mariner Marketplace` in the page's language from
 * the texts its route loads, and from its loader's data where the title names a record (the
 * listing being edited). The server writes the same head into the shell it answers.
 */
export const privatePageHead =
  (titleOf: (args: HeadArgs) => string): PageHeadOf =>
  (args) => ({ ...privateHead(args), title: documentTitle(titleOf(args)) });

/** A private page titled by one of its texts (`'dashboard:title'`). */
export const titledHead = (key: string): PageHeadOf => privatePageHead(({ t }) => t(key));

/** `t` in `locale`, whatever language the translator shows at the moment (a head is its address's). */
export const textsIn = (translator: Translator, locale: Locale): TFunction =>
  (translator.language === locale ? translator : translator.cloneIn(locale)).fixedT('common');

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

/** The address the server wrote the document's head for: its JSON-LD describes that page only. */
const firstAddress =
  typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;

function setMeta(attribute: 'name' | 'property', key: string, value: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  if (element.content !== value) element.content = value;
}

function setLink(selector: string, attributes: Record<string, string>, href: string | undefined): void {
  const element = document.head.querySelector<HTMLLinkElement>(selector);
  if (href === undefined) {
    element?.remove();
    return;
  }
  if (element) {
    if (element.getAttribute('href') !== href) element.setAttribute('href', href);
    return;
  }
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.setAttribute('href', href);
  document.head.append(link);
}

/**
 * Issue 26: what a crawler that runs the page's script reads after a navigation is that page's own
 * head, as the server would have written it: its title, description, canonical address, languages
 * and robots rule (apps/api shell.ts writes the same tags). The JSON-LD and share picture are built
 * only on the server (their builders stay out of the browser's bundles), so a page reached by a
 * navigation drops the first page's JSON-LD rather than describe another page with it.
 */
export function applyHead(page: PageHead, address: string): void {
  if (document.title !== page.title) document.title = page.title;
  if (document.documentElement.lang !== page.lang) document.documentElement.lang = page.lang;
  setMeta('name', 'description', page.description);
  setMeta('property', 'og:title', page.title);
  setMeta('property', 'og:description', page.description);
  setMeta('property', 'og:url', page.canonical);
  setMeta('name', 'twitter:title', page.title);
  setMeta('name', 'twitter:description', page.description);
  const robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (page.noindex) setMeta('name', 'robots', 'noindex');
  else robots?.remove();
  const indexed = !page.noindex;
  setLink('link[rel="canonical"]', { rel: 'canonical' }, indexed ? page.canonical : undefined);
  const alternates = indexed ? page.alternates : undefined;
  const hreflang = (lang: string) => ({ rel: 'alternate', hreflang: lang });
  setLink('link[rel="alternate"][hreflang="en-CA"]', hreflang('en-CA'), alternates?.en);
  setLink('link[rel="alternate"][hreflang="fr-CA"]', hreflang('fr-CA'), alternates?.fr);
  setLink('link[rel="alternate"][hreflang="x-default"]', hreflang('x-default'), alternates?.en);
  if (address !== firstAddress)
    for (const script of document.head.querySelectorAll('script[type="application/ld+json"]'))
      script.remove();
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
  const { t: common, i18n: translator } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `common` changes with the translator's version (a text arrived, the language changed): the tab is named again.
  useEffect(() => {
    const url = new URL(`${pathname}${search}`, siteOrigin());
    const locale = localeOfPath(pathname);
    const t = textsIn(translator, locale);
    const apply = () =>
      applyHead(head({ params, url, locale, origin: siteOrigin(), queryClient, t }), `${pathname}${search}`);
    apply();
    return queryClient.getQueryCache().subscribe(apply);
  }, [head, params, pathname, search, queryClient, translator, common]);
}

/** Keeps the document's head that of `head` (nothing on screen): beside each page the router shows, and in tests. */
export function HeadTitle({ head }: { head: PageHeadOf }): null {
  useHead(head);
  return null;
}
