import { auctionText } from '@mariner/contracts/constants';
import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { currentLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { MORE_FROM_SELLER, useMoreFromSeller } from '../api/get-seller-auctions.ts';

/**
 * Issue 28: the seller's next public sales, this one left out, as small links with their date (in
 * each sale's own zone) and town. Nothing at all while loading, on failure, or when there are none:
 * the route's loader prefetched them, so the server's page has them already.
 */
export function MoreFromSeller({ sellerId, auctionId }: { sellerId: string; auctionId: string }) {
  const { t } = useTranslation('auction');
  const headingId = useId();
  const { data } = useMoreFromSeller(sellerId);
  const others = (data?.auctions ?? [])
    .filter((auction) => auction.id !== auctionId)
    .slice(0, MORE_FROM_SELLER);
  if (others.length === 0) return null;
  const locale = currentLocale();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 border-t border-line pt-4">
      <h3 id={headingId} className="text-sm font-bold text-primary">
        {t('moreFromSeller.title')}
      </h3>
      <ul className="flex flex-col gap-2">
        {others.map((auction) => {
          const text = auctionText(auction, locale);
          return (
            <li key={auction.id}>
              <Link
                to={paths.auction(auction.id)}
                className="flex flex-col gap-0.5 rounded-lg border border-line p-3 text-sm transition-colors hover:border-accent hover:bg-accent-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
              >
                <span lang={text.titleLang} className="font-semibold text-accent-strong">
                  {text.title}
                </span>
                <span className="inline-flex items-center gap-1.5 text-muted">
                  <CalendarDays aria-hidden="true" className="size-3.5 shrink-0" />
                  {formatDateTime(auction.auctionStartDate, auction.timeZone)}
                </span>
                <span className="text-muted">{auction.location}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
