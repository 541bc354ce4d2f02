import type { Auction } from '@mariner/contracts';
import { ArrowRight, CalendarClock, MapPin, Tag } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatDateTime } from '../../../lib/formatters.ts';
import { useFeaturedAuctions } from '../api/get-auctions.ts';
import { AuctionPicture } from './AuctionPicture.tsx';
import { SellerLogo } from './SellerLogo.tsx';

function FeaturedAuctionCard({ auction }: { auction: Auction }) {
  const { t } = useTranslation('auctions');
  const titleId = useId();
  const company = auction.seller.companyName;
  const to = paths.auction(auction.id);

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:shadow-md"
    >
      <Link to={to} tabIndex={-1} aria-hidden="true" className="block">
        <AuctionPicture
          src={auction.featuredImage}
          alt=""
          sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"
          className="aspect-[3/2] w-full"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="inline-flex self-start items-center gap-1.5 rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-strong">
          <Tag aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{t('card.category')}: </span>
          {auction.category.name}
        </p>
        <h3 id={titleId} className="text-lg font-bold leading-snug text-primary">
          {auction.title}
        </h3>
        {company ? (
          <p className="flex items-center gap-2 text-sm font-semibold text-ink">
            <SellerLogo
              src={auction.seller.companyLogo}
              alt={t('featured.logoAlt', { company })}
              className="size-8"
            />
            <span className="min-w-0 truncate">{company}</span>
          </p>
        ) : null}
        <dl className="flex flex-col gap-1.5 text-sm text-ink">
          <div className="flex items-start gap-2">
            <dt>
              <CalendarClock aria-hidden="true" className="mt-0.5 size-4 text-accent-strong" />
              <span className="sr-only">{t('card.closes')}</span>
            </dt>
            <dd>
              <span aria-hidden="true" className="font-semibold">
                {t('card.closes')}{' '}
              </span>
              {formatDateTime(auction.auctionEndDate, auction.timeZone)}
            </dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <MapPin aria-hidden="true" className="mt-0.5 size-4 text-accent-strong" />
              <span className="sr-only">{t('card.location')}</span>
            </dt>
            <dd>{auction.location}</dd>
          </div>
        </dl>
        <p className="line-clamp-3 text-sm text-muted">{auction.description}</p>
        <div className="mt-auto pt-2">
          <Link
            to={to}
            aria-label={t('card.viewDetailsOf', { title: auction.title })}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-lg bg-primary px-4 text-sm font-semibold text-white transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            {t('card.viewDetails')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}

/**
 * Spec 000 §2 Home: six approved auctions. A failed load shows the empty state (spec 000 §8).
 * Sized by its container (the home page may set it beside a banner column).
 */
export function FeaturedAuctions() {
  const { t } = useTranslation(['auctions', 'messages']);
  const { data, isPending } = useFeaturedAuctions();
  const auctions = data?.auctions ?? [];

  return (
    <section aria-labelledby="featured-auctions" className="@container flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="featured-auctions" className="text-2xl font-bold tracking-tight text-primary">
          {t('featured.heading')}
        </h2>
        <Link
          to={paths.auctions}
          className="inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {t('featured.viewAll')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {isPending ? (
        <Spinner label={t('featured.loading')} />
      ) : auctions.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white px-6 py-10 text-center text-muted">
          {t('messages:noFeaturedAuctions')}
        </p>
      ) : (
        <ul className="grid gap-5 @xl:grid-cols-2 @4xl:grid-cols-3">
          {auctions.map((auction) => (
            <li key={auction.id}>
              <FeaturedAuctionCard auction={auction} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
