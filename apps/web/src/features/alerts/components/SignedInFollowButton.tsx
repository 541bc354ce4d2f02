import { Bell, BellOff } from 'lucide-react';
import { buttonClasses } from '../../../components/Button.tsx';
import { canFollow } from '../../../lib/api/alerts.ts';
import { useSession } from '../../../lib/api/session.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useResumeAction } from '../../../lib/resume-action.ts';
import { useFollow, useSetFollow } from '../api/alerts.ts';
import { FOLLOW_PARAM, type FollowButtonProps } from './alert-doors.ts';

/**
 * Issue 17 §6: follow an auctioneer to be mailed a digest of their new auctions (daily; the alerts
 * page changes how often). Loaded for someone signed in only (FollowButton.tsx, issue 26).
 */
export function SignedInFollowButton({ sellerId, companyName }: FollowButtonProps) {
  const { t } = useTranslation('alerts');
  const { user } = useSession();
  const following = useFollow(sellerId, canFollow(user, sellerId));
  const setFollow = useSetFollow(sellerId);
  const isSignedIn = Boolean(user) && user?.id !== sellerId;
  useResumeAction(FOLLOW_PARAM, sellerId, isSignedIn, () => setFollow.mutate({ frequency: 'DAILY' }));
  if (user?.id === sellerId) return null;
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
