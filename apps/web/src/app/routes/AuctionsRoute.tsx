import { SaveSearch } from '../../features/alerts/components/SaveSearch.tsx';
import { AuctionsPage } from '../../features/auctions/pages/AuctionsPage.tsx';
import { PlacementBanner } from '../../features/banners/components/PlacementBanner.tsx';

/** The list with its square banner (CATEGORY_PAGE) and the saved-search form (issue 17). */
export function AuctionsRoute() {
  return (
    <AuctionsPage
      banner={<PlacementBanner placement="CATEGORY_PAGE" />}
      saveSearch={(query, suggestedName) => <SaveSearch query={query} suggestedName={suggestedName} />}
    />
  );
}
