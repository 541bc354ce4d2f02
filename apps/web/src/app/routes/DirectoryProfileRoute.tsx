import { FollowButton } from '../../features/alerts/components/FollowButton.tsx';
import { DirectoryProfilePage } from '../../features/directory/pages/DirectoryProfilePage.tsx';
import { canFollow, followQueryOptions } from '../../lib/api/alerts.ts';
import { directoryProfileQueryOptions } from '../../lib/api/directory.ts';
import type { PageLoader } from '../../lib/route-module.ts';

/** A directory profile with the Follow button of an auctioneer (issue 17). */
export function DirectoryProfileRoute() {
  return (
    <DirectoryProfilePage
      follow={(sellerId, companyName) => <FollowButton sellerId={sellerId} companyName={companyName} />}
    />
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['alerts', 'directory', 'messages'];

/** The profile; for someone signed in looking at an auctioneer, whether they follow them. */
export const loader: PageLoader = ({ params, queryClient, user }) => {
  const profile = directoryProfileQueryOptions(params.id ?? '');
  if (!user) return [queryClient.prefetchQuery(profile)];
  return [
    queryClient
      .fetchQuery(profile)
      .then(({ id, advertiserType }) =>
        advertiserType === 'AUCTIONEER' && canFollow(user, id)
          ? queryClient.prefetchQuery(followQueryOptions(id))
          : undefined,
      )
      .catch(() => undefined),
  ];
};
