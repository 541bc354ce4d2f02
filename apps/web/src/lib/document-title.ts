import { documentTitle } from '@mariner/contracts/constants';
import { useEffect } from 'react';

/**
 * The tab's title of a page the server never renders (an account page, a form, the error page):
 * `pageTitle — Mariner Marketplace`. A public page is named by its route module's head instead
 * (lib/head.ts, docs/decisions/016), the same words the server wrote in its head.
 */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
