import { FollowButton } from '../../features/alerts/components/FollowButton.tsx';
import { AuctionDetailPage } from '../../features/auctions/pages/AuctionDetailPage.tsx';
import { PlacementBanner } from '../../features/banners/components/PlacementBanner.tsx';
import { canFollow, followQueryOptions } from '../../lib/api/alerts.ts';
import { auctionQueryOptions } from '../../lib/api/auctions.ts';
import { prefetchSavedFlags } from '../../lib/api/saved.ts';
import type { PageLoader } from '../../lib/route-module.ts';

/** An auction's page with its square banner (LISTING_DETAIL) and its seller's Follow button. */
export function AuctionDetailRoute() {
  return (
    <AuctionDetailPage
      banner={<PlacementBanner placement="LISTING_DETAIL" />}
      followSeller={(sellerId, companyName) => <FollowButton sellerId={sellerId} companyName={companyName} />}
    />
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['alerts', 'auctions', 'banners', 'messages'];

/** The auction; for someone signed in, whether they saved it and follow its seller. */
export const loader: PageLoader = ({ params, queryClient, user }) => {
  const id = params.id ?? '';
  const auction = auctionQueryOptions(id);
  if (!user) return [queryClient.prefetchQuery(auction)];
  return [
    prefetchSavedFlags(queryClient, [id]),
    queryClient
      .fetchQuery(auction)
      .then(({ auction: { sellerId, seller } }) =>
        seller.companyName && canFollow(user, sellerId)
          ? queryClient.prefetchQuery(followQueryOptions(sellerId))
          : undefined,
      )
      .catch(() => undefined),
  ];
};
