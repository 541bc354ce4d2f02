import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../lib/api/session.ts';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { signInStateFor, useResumeAction } from '../../../lib/resume-action.ts';
import { useIsSaved } from '../api/get-is-saved.ts';
import { useSaveAuction, useUnsaveAuction } from '../api/save-auction.ts';

interface SaveButtonProps {
  auctionId: string;
  title: string;
  className?: string;
  /** `overlay` sits on a picture (white disc); `plain` sits on the page. */
  look?: 'overlay' | 'plain';
}

/** Issue 27 item 3: the address a visitor comes back to, asking for this auction to be saved. */
export const SAVE_PARAM = 'save';

/**
 * Spec 000 §2/§4: a heart that saves or unsaves the auction for the signed-in user. A visitor's
 * click goes to /login (or on to sign up), which brings them back here afterwards with `?save=<id>`;
 * back and signed in, the save is done and said (issue 27 item 3, decision 18).
 */
export function SaveButton({ auctionId, title, className, look = 'overlay' }: SaveButtonProps) {
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
        className={cx(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors disabled:cursor-wait',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
          look === 'overlay'
            ? 'bg-white/95 shadow-md hover:bg-white'
            : 'border border-line bg-white hover:border-accent hover:bg-accent-soft',
          isSaved ? 'text-danger' : 'text-primary',
          className,
        )}
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
