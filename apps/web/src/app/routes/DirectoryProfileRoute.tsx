import { FollowButton } from '../../features/alerts/components/FollowButton.tsx';
import { DirectoryProfilePage } from '../../features/directory/pages/DirectoryProfilePage.tsx';

/** A directory profile with the Follow button of an auctioneer (issue 17). */
export function DirectoryProfileRoute() {
  return (
    <DirectoryProfilePage
      follow={(sellerId, companyName) => <FollowButton sellerId={sellerId} companyName={companyName} />}
    />
  );
}
