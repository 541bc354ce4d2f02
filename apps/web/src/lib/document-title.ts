import { COMPANY } from '@mariner/contracts/constants';
import { useEffect } from 'react';

export const formatDocumentTitle = (pageTitle?: string): string =>
  pageTitle ? `${pageTitle} | ${COMPANY.shortName}` : COMPANY.shortName;

/** Every page names itself, so tabs, history and screen readers say where the user is. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle);
  }, [pageTitle]);
}
