import { Heart } from 'lucide-react';
import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/api/session.ts';
import { deferredComponent } from '../../../lib/deferred-component.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { signInStateFor } from '../../../lib/resume-action.ts';
import { heartClasses, SAVE_PARAM, type SaveButtonProps } from './save-button-look.ts';

/**
 * Issue 26: saving, its state, its mutations and its resume after sign-in are for someone signed in;
 * a visitor's first load has only the heart that leads to sign in. A page's loader fetches the
 * signed-in heart's code where the page will show it (`preloadSaveButton`), so the server renders it
 * whole; elsewhere the visitor's heart, waiting, stands in for it.
 */
const signedIn = deferredComponent(async () => (await import('./SignedInSaveButton.tsx')).SignedInSaveButton);

export const preloadSaveButton = signedIn.preload;

/**
 * Spec 000 §2/§4: a heart that saves or unsaves the auction. A visitor's click goes to /login (or on
 * to sign up), which brings them back here afterwards with `?save=<id>`, where it is saved (issue 27
 * item 3, decision 18).
 */
export function SaveButton(props: SaveButtonProps) {
  const { t } = useTranslation('cards');
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { auctionId, title, className, look = 'overlay' } = props;
  const visitorHeart = (waiting: boolean) => (
    <button
      type="button"
      onClick={() => void navigate(paths.login, { state: signInStateFor(location, SAVE_PARAM, auctionId) })}
      // Until we know who is signed in, a click could not tell saving from going to /login.
      disabled={waiting}
      aria-pressed={false}
      aria-label={t('save.save', { title })}
      className={heartClasses(look, false, className)}
    >
      <Heart aria-hidden="true" className="size-5" />
    </button>
  );
  if (!user) return visitorHeart(isLoading);
  return (
    <Suspense fallback={visitorHeart(true)}>
      <signedIn.Component {...props} />
    </Suspense>
  );
}
