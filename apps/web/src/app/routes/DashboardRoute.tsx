import { LatestBanners } from '../../features/banners/components/LatestBanners.tsx';
import { DashboardPage } from '../../features/dashboard/pages/DashboardPage.tsx';
import { MyAuctions } from '../../features/listings/components/MyAuctions.tsx';
import { useSession } from '../../lib/api/session.ts';

/** The dashboard gets its user and the seller's auctions and banners sections from here. */
export function DashboardRoute() {
  const { user } = useSession();
  return user ? (
    <DashboardPage
      user={user}
      auctions={<MyAuctions user={user} />}
      banners={<LatestBanners user={user} />}
    />
  ) : null;
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['banners', 'checkout', 'dashboard', 'listings', 'messages'];
