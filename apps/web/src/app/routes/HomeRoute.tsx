import { pageHead } from '@mariner/contracts/page-head';
import { auctionsQueryOptions, featuredAuctionsQuery } from '../../features/auctions/api/get-auctions.ts';
import { FeaturedAuctions } from '../../features/auctions/components/FeaturedAuctions.tsx';
import {
  HomeFeaturedBanner,
  HomeSidebarBanner,
  HomeTopBanner,
} from '../../features/banners/components/HomeBannerSlots.tsx';
import { HomePage } from '../../features/home/pages/HomePage.tsx';
import { prefetchSavedFlagsOf } from '../../lib/api/saved-flags.ts';
import { categoriesQueryOptions } from '../../lib/get-categories.ts';
import type { PageHeadOf, PageLoader } from '../../lib/route-module.ts';

/** The home page with the featured auctions and banner slots the router composes into it. */
export function HomeRoute() {
  return (
    <HomePage
      featured={<FeaturedAuctions />}
      topBanner={(placeholder) => <HomeTopBanner fallback={placeholder} />}
      featuredBanner={(placeholder) => <HomeFeaturedBanner fallback={placeholder} />}
      sidebarBanner={(slot, placeholder) => <HomeSidebarBanner slot={slot} fallback={placeholder} />}
    />
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['cards', 'home'];

/** The featured auctions (with which of them a signed-in user saved) and the category chips. */
export const loader: PageLoader = ({ queryClient, user }) => {
  const featured = auctionsQueryOptions(featuredAuctionsQuery);
  return [
    user
      ? queryClient
          .fetchQuery(featured)
          .then(({ auctions }) =>
            prefetchSavedFlagsOf(
              queryClient,
              auctions.map((auction) => auction.id),
            ),
          )
          .catch(() => undefined)
      : queryClient.prefetchQuery(featured),
    queryClient.prefetchQuery(categoriesQueryOptions()),
  ];
};

/** The home page, with the site's Organization and WebSite (its search) as JSON-LD. */
export const head: PageHeadOf = ({ url, origin, seo }) =>
  pageHead({ url, origin }, 'home', seo ? { jsonLd: seo.siteGraph(origin) } : {});
