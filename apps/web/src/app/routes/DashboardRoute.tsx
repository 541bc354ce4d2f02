import { isAuctioneer } from '@mariner/contracts';
import { Navigate } from 'react-router';
import { LatestBanners } from '../../features/banners/components/LatestBanners.tsx';
import { DashboardPage } from '../../features/dashboard/pages/DashboardPage.tsx';
import { SellerStatsSection } from '../../features/listing-stats/components/SellerStatsSection.tsx';
import { MyAuctions } from '../../features/listings/components/MyAuctions.tsx';
import { useSession } from '../../lib/api/session.ts';
import { titledHead } from '../../lib/head.ts';
import { paths } from '../../lib/paths.ts';

/** The dashboard gets its user and the seller's auctions and banners sections from here. */
export function DashboardRoute() {
  const { user, isBuyer } = useSession();
  // Issue 27 (decision 015): a buyer's home is /my; links and guards that say "dashboard" lead there.
  if (isBuyer) return <Navigate to={paths.my} replace />;
  return user ? (
    <DashboardPage
      user={user}
      auctions={
        <>
          <MyAuctions user={user} />
          {/* Issue 30 item 1: how the seller's listings did, over time and each one. */}
          {isAuctioneer(user) ? <SellerStatsSection /> : null}
        </>
      }
      banners={<LatestBanners user={user} />}
    />
  ) : null;
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = [
  'banners',
  'charts',
  'checkout',
  'dashboard',
  'listing-stats',
  'listings',
  'messages',
];

/** The tab's title, the same on the server's shell and in the browser (issue 26 item 3). */
export const head = titledHead('dashboard:title');
