import { pathFor } from '@mariner/contracts/constants';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { TermsPage } from '../../features/static-pages/pages/TermsPage.tsx';
import { useSession } from '../../lib/api/session.ts';
import { localeOfPath } from '../../lib/locale.ts';

/** Asked for on /terms?version=en: the English text, which a Quebec advertiser reads second. */
export const ENGLISH_VERSION = 'en';

/**
 * Issue 16 §5: a standard-form contract is offered to a Quebec advertiser in French first (Charter
 * of the French language). Their /terms opens the French terms, which offer the English version.
 */
export function TermsRoute() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const inQuebec = user?.province === 'QC';
  const locale = localeOfPath(pathname);
  if (inQuebec && locale === 'en' && params.get('version') !== ENGLISH_VERSION) {
    return <Navigate to={pathFor('terms', 'fr')} replace />;
  }
  return (
    <TermsPage
      englishVersionHref={
        inQuebec && locale === 'fr' ? `${pathFor('terms', 'en')}?version=${ENGLISH_VERSION}` : undefined
      }
    />
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['legal', 'terms'];

/** The page's head: its fixed title and description (contracts' PAGE_TEXTS). */
export { head } from '../../features/static-pages/pages/TermsPage.tsx';
