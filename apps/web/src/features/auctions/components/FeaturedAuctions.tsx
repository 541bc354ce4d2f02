import type { Auction } from '@mariner/contracts';
import { auctionText } from '@mariner/contracts/constants';
import { ArrowRight, CalendarClock, MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatDateTime } from '../../../lib/formatters.ts';
import { TextOnDemand, useTranslation } from '../../../lib/i18n/index.tsx';
import { auctionCategoryLabel } from '../../../lib/labels.ts';
import { currentLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { useFeaturedAuctions } from '../api/get-auctions.ts';
import { CardShell, CategoryChip, FactList } from './CardParts.tsx';
import { SellerLogo } from './SellerLogo.tsx';

function FeaturedAuctionCard({ auction }: { auction: Auction }) {
  const { t } = useTranslation('cards');
  const titleId = useId();
  const company = auction.seller.companyName;
  const to = paths.auction(auction.id);
  // Issue 16: the seller's words in the page's language, else in the other.
  const text = auctionText(auction, currentLocale());

  return (
    <CardShell
      titleId={titleId}
      to={to}
      picture={auction.featuredImage}
      pictureSizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw"
    >
      <CategoryChip name={auctionCategoryLabel(auction.category)} />
      <h3 id={titleId} lang={text.titleLang} className="text-lg font-bold leading-snug text-primary">
        {text.title}
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
      <FactList
        facts={[
          {
            icon: CalendarClock,
            label: t('card.closes'),
            showLabel: true,
            value: formatDateTime(auction.auctionEndDate, auction.timeZone),
          },
          { icon: MapPin, label: t('card.location'), value: auction.location },
        ]}
      />
      <p lang={text.descriptionLang} className="line-clamp-3 text-sm text-muted">
        {text.description}
      </p>
      <div className="mt-auto pt-2">
        <Link
          to={to}
          aria-label={t('card.viewDetailsOf', { title: text.title })}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-lg bg-primary px-4 text-sm font-semibold text-white transition-colors hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          {t('card.viewDetails')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </CardShell>
  );
}

/**
 * Spec 000 §2 Home: six approved auctions. A failed load shows the empty state (spec 000 §8).
 * Sized by its container (the home page may set it beside a banner column).
 */
export function FeaturedAuctions() {
  const { t } = useTranslation('cards');
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
          <TextOnDemand namespace="messages" name="noFeaturedAuctions" />
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
