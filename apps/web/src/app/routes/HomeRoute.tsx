import { FeaturedAuctions } from '../../features/auctions/components/FeaturedAuctions.tsx';
import {
  HomeFeaturedBanner,
  HomeSidebarBanner,
  HomeTopBanner,
} from '../../features/banners/components/HomeBannerSlots.tsx';
import { HomePage } from '../../features/home/pages/HomePage.tsx';

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
