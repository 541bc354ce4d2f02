import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/api/session.ts';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { signInStateFor, useResumeAction } from '../../../lib/resume-action.ts';
import { useIsSaved } from '../api/get-is-saved.ts';
import { useSaveAuction, useUnsaveAuction } from '../api/save-auction.ts';
import { heartClasses, SAVE_PARAM, type SaveButtonProps } from './save-button-look.ts';

/**
 * Spec 000 §2/§4: a heart that saves or unsaves the auction for the signed-in user; back from
 * signing in with `?save=<id>`, the save is done and said (issue 27 item 3, decision 18). Loaded
 * for someone signed in only (SaveButton.tsx, issue 26).
 */
export function SignedInSaveButton({ auctionId, title, className, look = 'overlay' }: SaveButtonProps) {
  const { t } = useTranslation('cards');
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const isSignedIn = Boolean(user);
  const isSaved = useIsSaved(auctionId, isSignedIn);
  const save = useSaveAuction(auctionId);
  const unsave = useUnsaveAuction(auctionId);
  const isBusy = save.isPending || unsave.isPending;
  const didResume = useResumeAction(SAVE_PARAM, auctionId, isSignedIn, () => save.mutate());

  const onClick = () => {
    if (isBusy) return;
    if (!isSignedIn) {
      void navigate(paths.login, { state: signInStateFor(location, SAVE_PARAM, auctionId) });
      return;
    }
    if (isSaved) unsave.mutate();
    else save.mutate();
  };

  return (
    <>
      <button
        type="button"
        onClick={onClick}
        // Until we know who is signed in, a click could not tell saving from going to /login.
        disabled={isLoading}
        aria-pressed={isSaved}
        aria-label={isSaved ? t('save.remove', { title }) : t('save.save', { title })}
        className={heartClasses(look, isSaved, className)}
      >
        <Heart aria-hidden="true" className={cx('size-5', isSaved && 'fill-current')} />
      </button>
      {didResume && save.isSuccess ? (
        <span role="status" className={look === 'plain' ? 'text-sm font-semibold text-success' : 'sr-only'}>
          {t('save.done', { title })}
        </span>
      ) : null}
    </>
  );
}
