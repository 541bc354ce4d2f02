import type { User } from '@mariner/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/Button.tsx';
import { useSession } from '../../../lib/api/session.ts';
import { deferredComponent } from '../../../lib/deferred-component.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { signInStateFor } from '../../../lib/resume-action.ts';
import { FOLLOW_PARAM, type FollowButtonProps } from './alert-doors.ts';

/**
 * Issue 26: following, its state, its mutation and its resume after sign-in are for someone signed
 * in; a visitor's first load has only the link to sign in. A page's loader fetches the button's code
 * where the page will show it to someone signed in (`preloadFollowButton`), so the server renders it
 * whole.
 */
const signedIn = deferredComponent(
  async () => (await import('./SignedInFollowButton.tsx')).SignedInFollowButton,
);

export const preloadFollowButton = signedIn.preload;

/**
 * A page's loader for someone signed in (`user`): whether they follow the seller, and the button's
 * code, where the button is theirs to press. The follows' API module loads only then (issue 26).
 */
export async function prefetchFollowButton(
  queryClient: QueryClient,
  user: User,
  sellerId: string,
): Promise<void> {
  const { canFollow, followQueryOptions } = await import('../../../lib/api/alerts.ts');
  if (!canFollow(user, sellerId)) return;
  await Promise.all([queryClient.prefetchQuery(followQueryOptions(sellerId)), signedIn.preload()]);
}

/**
 * Issue 17 §6: follow an auctioneer to be mailed a digest of their new auctions. Signed out, it leads
 * to sign in and back here, following (issue 27 item 3); a seller does not follow themselves.
 */
export function FollowButton(props: FollowButtonProps) {
  // The sign-in link's words are every page's (common): a visitor's page loads no `alerts` texts.
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  if (user?.id === props.sellerId) return null;
  if (!user) {
    return (
      <Link
        to={paths.login}
        state={signInStateFor(location, FOLLOW_PARAM, props.sellerId)}
        className={buttonClasses('secondary', 'md', 'self-start')}
      >
        <Bell aria-hidden="true" className="size-4" />
        {t('signInTo.follow', { company: props.companyName })}
      </Link>
    );
  }
  return (
    <Suspense fallback={null}>
      <signedIn.Component {...props} />
    </Suspense>
  );
}
