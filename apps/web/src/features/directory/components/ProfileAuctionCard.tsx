import type { DirectoryAuction } from '@mariner/contracts';
import { CalendarDays, Gavel, MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/ResponsiveImage.tsx';
import { formatDateTime } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { CardFact } from './CardFact.tsx';

/** One of the advertiser's upcoming auctions: a small card to /auctions/{id}, dated in its own zone. */
export function ProfileAuctionCard({ auction }: { auction: DirectoryAuction }) {
  const { t } = useTranslation('directory');
  const titleId = useId();
  const to = paths.auction(auction.id);

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full gap-4 rounded-xl border border-line bg-white p-3 shadow-sm transition hover:shadow-md"
    >
      <Link to={to} tabIndex={-1} aria-hidden="true" className="shrink-0">
        {auction.featuredImage ? (
          <ResponsiveImage
            src={auction.featuredImage}
            alt=""
            sizes="112px"
            className="aspect-[4/3] w-28 rounded-lg object-cover"
          />
        ) : (
          <span className="flex aspect-[4/3] w-28 items-center justify-center rounded-lg bg-gradient-to-br from-primary-soft to-sand-deep text-primary/60">
            <Gavel aria-hidden="true" className="size-7" />
            <span className="sr-only">{t('profile.noImage')}</span>
          </span>
        )}
      </Link>
      <div className="flex min-w-0 flex-col gap-1.5">
        <h3 id={titleId} className="leading-snug font-bold text-primary">
          <Link
            to={to}
            className="rounded-sm hover:text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            {auction.title}
          </Link>
        </h3>
        <dl className="flex flex-col gap-1 text-sm text-ink">
          <CardFact icon={CalendarDays} label={t('profile.starts')}>
            {formatDateTime(auction.auctionStartDate, auction.timeZone)}
          </CardFact>
          <CardFact icon={MapPin} label={t('profile.location')} className="min-w-0">
            {auction.location}
          </CardFact>
        </dl>
      </div>
    </article>
  );
}
