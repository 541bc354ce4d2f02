import { pageHead } from '@mariner/contracts/page-head';
import { preloadSaveSearch, SaveSearch } from '../../features/alerts/components/SaveSearch.tsx';
import { auctionsQueryOptions } from '../../features/auctions/api/get-auctions.ts';
import {
  listQueryOfAddress,
  lotQueryOfAddress,
  nearPlaceId,
  readFilters,
  readTab,
} from '../../features/auctions/hooks/use-auction-filters.ts';
import {
  AuctionsPage,
  preloadAuctionListParts,
  preloadItemResults,
} from '../../features/auctions/pages/AuctionsPage.tsx';
import {
  PlacementBannerLater,
  preloadPlacementBanner,
} from '../../features/banners/components/PlacementBannerLater.tsx';
import { lotSearchQueryOptions } from '../../lib/api/lot-search.ts';
import { prefetchSavedFlagsOf } from '../../lib/api/saved-flags.ts';
import { categoriesQueryOptions } from '../../lib/get-categories.ts';
import { placeQueryOptions } from '../../lib/places.ts';
import type { PageHeadOf, PageLoader } from '../../lib/route-module.ts';

/** The list with its square banner (CATEGORY_PAGE) and the saved-search form (issue 17). */
export function AuctionsRoute() {
  return (
    <AuctionsPage
      banner={<PlacementBannerLater placement="CATEGORY_PAGE" />}
      saveSearch={(query, suggestedName) => <SaveSearch query={query} suggestedName={suggestedName} />}
    />
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['auctions'];

/** The Items tab lists lots, not auctions: a page of its own, with its own title (issue 29). */
export const head: PageHeadOf = ({ url, origin }) =>
  pageHead({ url, origin }, readTab(url.searchParams) === 'items' ? 'auctionItems' : 'auctions');

/**
 * The results of the address's filters (or the Items tab's lots, with its code), the categories to
 * filter by, the town `near` names, the code of the cards, their pager and the banner, and for
 * someone signed in the saved-search form's code.
 */
export const loader: PageLoader = ({ url, queryClient, user }) => {
  const list = auctionsQueryOptions(listQueryOfAddress(url.searchParams));
  const near = nearPlaceId(readFilters(url.searchParams).near);
  const common = [
    queryClient.prefetchQuery(categoriesQueryOptions()),
    ...(near ? [queryClient.prefetchQuery(placeQueryOptions(near))] : []),
    // Issue 26: the cards', the pager's and the banner's code, which a hydrating page fetches once
    // interactive.
    preloadAuctionListParts(),
    preloadPlacementBanner(),
  ];
  // Issue 29: the Items tab (`tab=items`) shows lots, not auctions, with its own code (issue 26).
  if (readTab(url.searchParams) === 'items')
    return [
      queryClient.prefetchQuery(lotSearchQueryOptions(lotQueryOfAddress(url.searchParams))),
      preloadItemResults(),
      ...common,
    ];
  return [
    // Issue 26: someone signed in sees the saved-search form, a visitor a link to sign in.
    ...(user ? [preloadSaveSearch()] : []),
    user
      ? queryClient
          .fetchQuery(list)
          .then(({ auctions }) =>
            prefetchSavedFlagsOf(
              queryClient,
              auctions.map((auction) => auction.id),
            ),
          )
          .catch(() => undefined)
      : queryClient.prefetchQuery(list),
    ...common,
  ];
};
