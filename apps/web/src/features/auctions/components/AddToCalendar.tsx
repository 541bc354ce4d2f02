import type { Auction } from '@mariner/contracts';
import {
  auctionCalendarPath,
  auctioneerFeedPath,
  auctionStatsPaths,
  webcalUrl,
} from '@mariner/contracts/constants';
import { CalendarPlus, Download, Rss } from 'lucide-react';
import { ExternalLink } from '../../../components/ExternalLink.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { currentLocale } from '../../../lib/locale.ts';
import { siteOrigin } from '../../../lib/site-origin.ts';

const textLink =
  'inline-flex items-center gap-1.5 rounded-sm font-semibold text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/**
 * Issue 17: the auction in the visitor's own calendar — an .ics file (any calendar app), Google
 * Calendar, or a subscription to every auction of this auctioneer. The file and the Google link go
 * through the server, which counts them as calendar adds (issue 30 item 1).
 */
export function AddToCalendar({ auction }: { auction: Auction }) {
  const { t } = useTranslation('auction');
  const origin = siteOrigin();
  return (
    <ul className="flex flex-col gap-2">
      <li>
        <a href={auctionCalendarPath(auction.id)} download className={textLink}>
          <Download aria-hidden="true" className="size-4" />
          {t('detail.calendar.download')}
        </a>
      </li>
      <li>
        <ExternalLink
          href={auctionStatsPaths.googleCalendar(auction.id, currentLocale())}
          className={textLink}
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t('detail.calendar.google')}
        </ExternalLink>
      </li>
      <li>
        <a href={webcalUrl(`${origin}${auctioneerFeedPath(auction.sellerId)}`)} className={textLink}>
          <Rss aria-hidden="true" className="size-4" />
          {t('detail.calendar.followSeller')}
        </a>
      </li>
    </ul>
  );
}
