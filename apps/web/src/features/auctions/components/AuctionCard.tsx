import type { Auction } from '@mariner/contracts';
import { CalendarDays, ExternalLink as ExternalIcon, MapPin, Tag } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { formatDateTime } from '../../../lib/formatters.ts';
import { AuctionPicture } from './AuctionPicture.tsx';
import { ExternalLink } from './ExternalLink.tsx';
import { SaveButton } from './SaveButton.tsx';

/** Spec 000 §2 Auctions list: one auction with its heart, its facts and a Catalog link if any. */
export function AuctionCard({ auction }: { auction: Auction }) {
  const { t } = useTranslation('auctions');
  const titleId = useId();
  const to = paths.auction(auction.id);

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:shadow-md"
    >
      <div className="relative">
        {/* The picture repeats the title link for pointer users; keyboard and screen readers use the title. */}
        <Link to={to} tabIndex={-1} aria-hidden="true" className="block">
          <AuctionPicture
            src={auction.featuredImage}
            alt=""
            sizes="(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw"
            className="aspect-[3/2] w-full"
          />
        </Link>
        <SaveButton auctionId={auction.id} title={auction.title} className="absolute top-3 right-3" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-strong">
          <Tag aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('card.category')}: </span>
          {auction.category.name}
        </p>
        <h2 id={titleId} className="text-lg font-bold leading-snug text-primary">
          <Link
            to={to}
            className="rounded-sm hover:text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            {auction.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-muted">{auction.description}</p>
        <dl className="mt-auto flex flex-col gap-1.5 text-sm text-ink">
          <div className="flex items-start gap-2">
            <dt>
              <CalendarDays aria-hidden="true" className="mt-0.5 size-4 text-accent-strong" />
              <span className="sr-only">{t('card.starts')}</span>
            </dt>
            <dd>{formatDateTime(auction.auctionStartDate, auction.timeZone)}</dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <MapPin aria-hidden="true" className="mt-0.5 size-4 text-accent-strong" />
              <span className="sr-only">{t('card.location')}</span>
            </dt>
            <dd>{auction.location}</dd>
          </div>
        </dl>
        {auction.catalogUrl ? (
          <ExternalLink
            href={auction.catalogUrl}
            className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            <ExternalIcon aria-hidden="true" className="size-4" />
            {t('card.catalog')}
          </ExternalLink>
        ) : null}
      </div>
    </article>
  );
}
