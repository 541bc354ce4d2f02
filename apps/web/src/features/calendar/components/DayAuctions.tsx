import type { CalendarAuction } from '@mariner/contracts';
import { Clock, Gavel, MapPin, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/ResponsiveImage.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { auctionCategoryLabel } from '../../../lib/labels.ts';
import { paths } from '../../../lib/paths.ts';
import { formatDayTitle, formatStartTime } from '../utils/calendar-format.ts';

interface DayAuctionsProps {
  dayKey: string;
  auctions: readonly CalendarAuction[];
  isLoading: boolean;
}

/** Spec 000 §2: the auctions of the day clicked, each linking to its page, timed in its own zone. */
export function DayAuctions({ dayKey, auctions, isLoading }: DayAuctionsProps) {
  const { t } = useTranslation('calendar');
  const headingId = `calendar-day-${dayKey}`;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-primary">
        {formatDayTitle(dayKey)}
      </h2>
      {isLoading ? (
        <p className="text-muted">{t('summary.loading')}</p>
      ) : auctions.length === 0 ? (
        <p className="text-muted">{t('list.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {auctions.map((auction) => (
            <li key={auction.id} className="flex gap-3 rounded-xl border border-line bg-white p-3 shadow-sm">
              <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-primary-soft">
                {auction.featuredImage ? (
                  <ResponsiveImage
                    src={auction.featuredImage}
                    sizes="64px"
                    alt=""
                    className="size-full object-cover"
                  />
                ) : (
                  <Gavel aria-hidden="true" className="m-auto mt-4 size-8 text-primary/40" />
                )}
              </div>
              <div className="flex min-w-0 flex-col gap-1 text-sm">
                <Link
                  to={paths.auction(auction.id)}
                  className="rounded-sm text-base font-semibold break-words text-primary underline-offset-4 hover:text-accent-strong hover:underline"
                >
                  {auction.title}
                </Link>
                <p className="flex items-center gap-1.5 text-ink">
                  <Clock aria-hidden="true" className="size-4 shrink-0 text-muted" />
                  <span>
                    <span className="sr-only">{t('list.starts')} </span>
                    {formatStartTime(auction.auctionStartDate, auction.timeZone)}
                  </span>
                </p>
                <p className="flex items-center gap-1.5 text-ink">
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted" />
                  <span className="sr-only">{t('list.location')} </span>
                  <span className="truncate">{auction.location}</span>
                </p>
                <p className="flex items-center gap-1.5 text-muted">
                  <Tag aria-hidden="true" className="size-4 shrink-0" />
                  <span className="sr-only">{t('list.category')} </span>
                  {auctionCategoryLabel(auction.category)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
