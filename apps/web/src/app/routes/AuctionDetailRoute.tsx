import { FollowButton } from '../../features/alerts/components/FollowButton.tsx';
import { AuctionDetailPage } from '../../features/auctions/pages/AuctionDetailPage.tsx';
import { PlacementBanner } from '../../features/banners/components/PlacementBanner.tsx';

/** An auction's page with its square banner (LISTING_DETAIL) and its seller's Follow button. */
export function AuctionDetailRoute() {
  return (
    <AuctionDetailPage
      banner={<PlacementBanner placement="LISTING_DETAIL" />}
      followSeller={(sellerId, companyName) => <FollowButton sellerId={sellerId} companyName={companyName} />}
    />
  );
}
