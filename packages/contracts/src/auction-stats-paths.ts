// Issue 30 item 1: the addresses of the auction page's counted calls and links. Apart from
// auction-stats-values.ts (the dashboards' periods, metrics and messages): a module's code goes into
// the chunk of the public pages that import any of it (apps/web/vite.config.ts), so the auction
// page's first load carried those too (issue 26).
import type { OutboundTarget } from './auction-stats-values.ts';

/** The API addresses the auction page calls and links to (all counted on the server). */
export const auctionStatsPaths = {
  views: (auctionId: string) => `/api/auctions/${auctionId}/views`,
  shares: (auctionId: string) => `/api/auctions/${auctionId}/shares`,
  outbound: (auctionId: string, to: OutboundTarget) => `/api/auctions/${auctionId}/out?to=${to}`,
  googleCalendar: (auctionId: string, locale: 'en' | 'fr') =>
    `/api/auctions/${auctionId}/google-calendar?lang=${locale}`,
};
