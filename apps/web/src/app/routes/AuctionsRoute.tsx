import { SaveSearch } from '../../features/alerts/components/SaveSearch.tsx';
import { auctionsQueryOptions } from '../../features/auctions/api/get-auctions.ts';
import {
  listQueryOfAddress,
  lotQueryOfAddress,
  nearPlaceId,
  readFilters,
  readTab,
} from '../../features/auctions/hooks/use-auction-filters.ts';
import { AuctionsPage } from '../../features/auctions/pages/AuctionsPage.tsx';
import { PlacementBanner } from '../../features/banners/components/PlacementBanner.tsx';
import { lotSearchQueryOptions } from '../../lib/api/lot-search.ts';
import { prefetchSavedFlags } from '../../lib/api/saved.ts';
import { categoriesQueryOptions } from '../../lib/get-categories.ts';
import { fixedHead } from '../../lib/head.ts';
import { placeQueryOptions } from '../../lib/places.ts';
import type { PageLoader } from '../../lib/route-module.ts';

/** The list with its square banner (CATEGORY_PAGE) and the saved-search form (issue 17). */
export function AuctionsRoute() {
  return (
    <AuctionsPage
      banner={<PlacementBanner placement="CATEGORY_PAGE" />}
      saveSearch={(query, suggestedName) => <SaveSearch query={query} suggestedName={suggestedName} />}
    />
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['alerts', 'auctions', 'cards'];

export const head = fixedHead('auctions');

/** The results of the address's filters, the categories to filter by, and the town `near` names. */
export const loader: PageLoader = ({ url, queryClient, user }) => {
  const list = auctionsQueryOptions(listQueryOfAddress(url.searchParams));
  const near = nearPlaceId(readFilters(url.searchParams).near);
  const common = [
    queryClient.prefetchQuery(categoriesQueryOptions()),
    ...(near ? [queryClient.prefetchQuery(placeQueryOptions(near))] : []),
  ];
  // Issue 29: the Items tab (`tab=items`) shows lots, not auctions.
  if (readTab(url.searchParams) === 'items')
    return [queryClient.prefetchQuery(lotSearchQueryOptions(lotQueryOfAddress(url.searchParams))), ...common];
  return [
    user
      ? queryClient
          .fetchQuery(list)
          .then(({ auctions }) =>
            prefetchSavedFlags(
              queryClient,
              auctions.map((auction) => auction.id),
            ),
          )
          .catch(() => undefined)
      : queryClient.prefetchQuery(list),
    ...common,
  ];
};
