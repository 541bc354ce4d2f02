import { BellPlus } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../../lib/api/session.ts';
import { deferredComponent } from '../../../lib/deferred-component.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { signInStateFor } from '../../../lib/resume-action.ts';
import { SAVE_SEARCH_PARAM, type SaveSearchProps, saveSearchLinkClasses } from './alert-doors.ts';

/**
 * Issue 26: the form, its mutation and its resume after sign-in are for someone signed in; a
 * visitor's first load has only the link to sign in. A page's loader fetches the form's code where
 * the page will show it to someone signed in (`preloadSaveSearch`), so the server renders it whole.
 */
const signedIn = deferredComponent(async () => (await import('./SignedInSaveSearch.tsx')).SignedInSaveSearch);

export const preloadSaveSearch = signedIn.preload;

/**
 * Issue 17 §5: the list's current filters saved with a name and a frequency; new matches come by
 * e-mail. Signed out, it leads to sign in and back here, where the search is saved (issue 27 item 3).
 */
export function SaveSearch(props: SaveSearchProps) {
  // The sign-in link's words are every page's (common): a visitor's page loads no `alerts` texts.
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    return (
      <Link
        to={paths.login}
        state={signInStateFor(location, SAVE_SEARCH_PARAM, '1')}
        className={saveSearchLinkClasses}
      >
        <BellPlus aria-hidden="true" className="size-4" />
        {props.labels?.signIn ?? t('signInTo.saveSearch')}
      </Link>
    );
  }
  return (
    <Suspense fallback={null}>
      <signedIn.Component {...props} />
    </Suspense>
  );
}
