import { documentTitle, PAGE_TEXTS, type PageTextId } from '@mariner/contracts/constants';
import { useEffect } from 'react';
import { currentLocale } from './locale.ts';

/** The title the server gives the same page (issue 26: a page never renames itself on hydrating). */
export const formatDocumentTitle = documentTitle;

/**
 * Every page names itself, so tabs, history and screen readers say where the user is. `fullTitle`
 * is already the whole title (a public page's, the same the server wrote in its head).
 */
export function useDocumentTitle(pageTitle?: string, { fullTitle = false } = {}): void {
  useEffect(() => {
    document.title = fullTitle && pageTitle ? pageTitle : formatDocumentTitle(pageTitle);
  }, [pageTitle, fullTitle]);
}

/** A public page's title, word for word the server's (contracts' PAGE_TEXTS), in the page's language. */
export function usePageTitle(page: PageTextId): void {
  useDocumentTitle(PAGE_TEXTS[currentLocale()][page].title, { fullTitle: true });
}
