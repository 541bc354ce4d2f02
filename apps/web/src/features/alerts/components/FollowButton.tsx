import { Bell, BellOff } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/Button.tsx';
import { canFollow } from '../../../lib/api/alerts.ts';
import { useSession } from '../../../lib/api/session.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { signInStateFor, useResumeAction } from '../../../lib/resume-action.ts';
import { useFollow, useSetFollow } from '../api/alerts.ts';

/**
 * Issue 17 §6: follow an auctioneer to be mailed a digest of their new auctions (daily; the alerts
 * page changes how often). Signed out, it leads to sign in and back here, following (issue 27 item 3).
 */
const FOLLOW_PARAM = 'follow';

export function FollowButton({ sellerId, companyName }: { sellerId: string; companyName: string }) {
  const { t } = useTranslation('alerts');
  const { user } = useSession();
  const following = useFollow(sellerId, canFollow(user, sellerId));
  const setFollow = useSetFollow(sellerId);
  const location = useLocation();
  const isSignedIn = Boolean(user) && user?.id !== sellerId;
  useResumeAction(FOLLOW_PARAM, sellerId, isSignedIn, () => setFollow.mutate({ frequency: 'DAILY' }));
  if (user?.id === sellerId) return null;
  if (!user) {
    return (
      <Link
        to={paths.login}
        state={signInStateFor(location, FOLLOW_PARAM, sellerId)}
        className={buttonClasses('secondary', 'md', 'self-start')}
      >
        <Bell aria-hidden="true" className="size-4" />
        {t('follow.signIn', { company: companyName })}
      </Link>
    );
  }
  const isFollowing = Boolean(following.data?.follow);
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        disabled={following.isPending || setFollow.isPending}
        onClick={() => setFollow.mutate(isFollowing ? null : { frequency: 'DAILY' })}
        className={buttonClasses(isFollowing ? 'secondary' : 'primary', 'md', 'self-start')}
      >
        {isFollowing ? (
          <BellOff aria-hidden="true" className="size-4" />
        ) : (
          <Bell aria-hidden="true" className="size-4" />
        )}
        {isFollowing
          ? t('follow.stop', { company: companyName })
          : t('follow.follow', { company: companyName })}
      </button>
      {isFollowing ? <p className="text-sm text-muted">{t('follow.following')}</p> : null}
      {setFollow.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(setFollow.error, t('follow.failed'))}
        </p>
      ) : null}
    </div>
  );
}
