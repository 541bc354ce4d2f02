import type { User } from '@mariner/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { deferredComponent } from '../../../lib/deferred-component.tsx';
import type { FollowButtonProps } from './alert-doors.ts';

// One import for both uses below: each import() carries its own preload wrapper in the page's chunk.
const followButtonModule = () => import('./FollowButton.tsx');

/**
 * Issue 26: the auction page's Follow button (in its side column, itself hydrated once the page is
 * interactive) keeps the server's HTML (a link to sign in, or the signed-in button) until its code
 * arrives, which a browser hydrating the server's page fetches once the page is interactive: its
 * code (the sign-in door and its icon) is no part of the page's first load. The route's loader
 * fetches it where the server renders the page, and on a navigation (`preloadFollowButtonLater`).
 * (A directory profile, far under the goal, still has the button with its first load.)
 */
const follow = deferredComponent(async () => (await followButtonModule()).FollowButton, {
  afterInteractive: true,
});

export const preloadFollowButtonLater = follow.preload;

/** FollowButton.tsx's `prefetchFollowButton`, its module loaded only for someone signed in. */
export async function prefetchFollowButtonLater(
  queryClient: QueryClient,
  user: User,
  sellerId: string,
): Promise<void> {
  const { prefetchFollowButton } = await followButtonModule();
  await prefetchFollowButton(queryClient, user, sellerId);
}

export function FollowButtonLater(props: FollowButtonProps) {
  return (
    <Suspense fallback={null}>
      <follow.Component {...props} />
    </Suspense>
  );
}
