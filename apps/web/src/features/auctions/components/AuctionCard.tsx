import type { Auction, MatchingLots } from '@mariner/contracts';
import { auctionText, lotText } from '@mariner/contracts/constants';
import { CalendarDays, ExternalLink as ExternalIcon, ListOrdered, MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/ExternalLink.tsx';
import { formatDateTime, formatDistance } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { auctionCategoryLabel } from '../../../lib/labels.ts';
import { currentLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { AuctionPicture } from './AuctionPicture.tsx';
import { BuyersPremiumNote } from './BuyersPremiumNote.tsx';
import { CardShell, CardTitle, CategoryChip, FactList } from './CardParts.tsx';
import { EventStatusNotice } from './EventStatusNotice.tsx';
import { lotHref } from './lot-href.ts';
import { SaveButton } from './SaveButton.tsx';

/**
 * Issue 29 item 4: a sale a search found by its lots says how many matched, with the first one's
 * photo and a link landing on it in the catalogue.
 */
export function MatchingLotsLink({ auctionId, matching }: { auctionId: string; matching: MatchingLots }) {
  const { t } = useTranslation('cards');
  const locale = currentLocale();
  const { first } = matching;
  const text = lotText({ ...first, description: null, descriptionFr: null }, locale);
  return (
    <Link
      to={lotHref(auctionId, first)}
      className="flex items-center gap-3 rounded-lg border border-line bg-sand p-2 text-sm hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <AuctionPicture src={first.image} alt="" sizes="64px" className="size-14 shrink-0 rounded-md" />
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold text-accent-strong">
          {t('lotSearch.matching', { count: matching.count })}
        </span>
        <span className="truncate text-muted">
          {t('lotSearch.firstMatch', { number: first.lotNumber })}{' '}
          <span lang={text.titleLang === locale ? undefined : text.titleLang}>{text.title}</span>
        </span>
      </span>
    </Link>
  );
}

/** Spec 000 §2 Auctions list: one auction with its heart, its facts and a Catalog link if any. */
export function AuctionCard({ auction }: { auction: Auction }) {
  const { t } = useTranslation('cards');
  const titleId = useId();
  const to = paths.auction(auction.id);
  // Issue 16: the seller's words in the page's language, else in the other.
  const text = auctionText(auction, currentLocale());

  return (
    <CardShell
      titleId={titleId}
      to={to}
      picture={auction.featuredImage}
      pictureSizes="(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw"
      overlay={<SaveButton auctionId={auction.id} title={text.title} className="absolute top-3 right-3" />}
    >
      <CategoryChip name={auctionCategoryLabel(auction.category)} />
      <CardTitle id={titleId} to={to} title={text.title} lang={text.titleLang} />
      <EventStatusNotice auction={auction} compact />
      <p lang={text.descriptionLang} className="line-clamp-3 text-sm text-muted">
        {text.description}
      </p>
      <FactList
        className="mt-auto"
        facts={[
          {
            icon: CalendarDays,
            label: t('card.starts'),
            value: (
              <>
                {formatDateTime(auction.auctionStartDate, auction.timeZone)}
                <BuyersPremiumNote auction={auction} className="block text-xs text-muted" />
              </>
            ),
          },
          {
            icon: MapPin,
            label: t('card.location'),
            value:
              auction.distanceKm === undefined
                ? auction.location
                : `${auction.location} · ${t('card.distance', { km: formatDistance(auction.distanceKm) })}`,
          },
          // Issue 29: "12 lots", so a buyer sees there is a catalogue to look through.
          ...(auction.lotCount
            ? [
                {
                  icon: ListOrdered,
                  label: t('card.lots'),
                  value: t('card.lotCount', { count: auction.lotCount }),
                },
              ]
            : []),
        ]}
      />
      {auction.matchingLots ? (
        <MatchingLotsLink auctionId={auction.id} matching={auction.matchingLots} />
      ) : null}
      {auction.catalogUrl ? (
        <ExternalLink
          href={auction.catalogUrl}
          className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <ExternalIcon aria-hidden="true" className="size-4" />
          {t('card.catalog')}
        </ExternalLink>
      ) : null}
    </CardShell>
  );
}
