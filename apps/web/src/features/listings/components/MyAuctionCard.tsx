import type { Auction } from '@mariner/contracts';
import { hasSaleEnded } from '@mariner/contracts/constants';
import { BarChart3, CreditCard, Eye, ImageOff, MapPin, Pencil } from 'lucide-react';
import { ButtonLink } from '../../../components/Button.tsx';
import { RejectionNotice } from '../../../components/RejectionNotice.tsx';
import { ResponsiveImage } from '../../../components/ResponsiveImage.tsx';
import { formatDateTime } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { auctionCategoryLabel } from '../../../lib/labels.ts';
import { paths } from '../../../lib/paths.ts';
import { AuctionResultsForm } from './AuctionResultsForm.tsx';
import { AuctionStatusBadge } from './AuctionStatusBadge.tsx';
import { DeleteAuctionButton } from './DeleteAuctionButton.tsx';

interface MyAuctionCardProps {
  auction: Auction;
  deleting: boolean;
  onDelete: () => void;
}

/** One of the seller's auctions on the dashboard: named by its title, with view, edit and delete. */
export function MyAuctionCard({ auction, deleting, onDelete }: MyAuctionCardProps) {
  const { t } = useTranslation(['listings', 'checkout']);
  const titleId = `my-auction-${auction.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm sm:flex-row"
    >
      <div className="aspect-[16/9] w-full shrink-0 bg-sand-deep sm:aspect-auto sm:w-48">
        {auction.featuredImage ? (
          <ResponsiveImage
            src={auction.featuredImage}
            sizes="(min-width: 640px) 12rem, 100vw"
            alt=""
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full min-h-28 flex-col items-center justify-center gap-1 text-ink">
            <ImageOff aria-hidden="true" className="size-6" />
            <span className="text-xs">{t('mine.noImage')}</span>
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 text-base font-bold break-words text-primary">
            {auction.title}
          </h3>
          <AuctionStatusBadge status={auction.status} />
        </div>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          <span>{auctionCategoryLabel(auction.category)}</span>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="size-4" />
            {auction.location}
          </span>
        </p>
        {/* Dates in the auction's own zone, with the zone named (ARCHITECTURE: dates). */}
        <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
          <dt className="font-semibold text-ink">{t('mine.starts')}</dt>
          <dd className="text-ink">{formatDateTime(auction.auctionStartDate, auction.timeZone)}</dd>
          <dt className="font-semibold text-ink">{t('mine.ends')}</dt>
          <dd className="text-ink">{formatDateTime(auction.auctionEndDate, auction.timeZone)}</dd>
        </dl>
        {auction.rejection ? <RejectionNotice rejection={auction.rejection} /> : null}
        <div className="mt-auto flex flex-wrap gap-2 border-t border-line pt-3">
          {auction.status === 'AWAITING_PAYMENT' ? (
            // The checkout's state, as CreateListingPage sends it; the invoice is the server's to
            // find from the listing, and the amount comes from its quote.
            <ButtonLink
              to={paths.checkout}
              state={{
                itemType: 'LISTING_FEE',
                auctionListingId: auction.id,
                description: t('create.checkoutDescription', { title: auction.title }),
                returnUrl: paths.dashboard,
              }}
            >
              <CreditCard aria-hidden="true" className="size-4" />
              {t('checkout:payNow')}
              <span className="sr-only"> {auction.title}</span>
            </ButtonLink>
          ) : null}
          <ButtonLink to={paths.auction(auction.id)} variant="ghost">
            <Eye aria-hidden="true" className="size-4" />
            {t('mine.view')}
            <span className="sr-only"> {auction.title}</span>
          </ButtonLink>
          {/* Issue 30 item 1: its views, saves, calendar adds, shares and link clicks over time. */}
          <ButtonLink to={paths.listingStats(auction.id)} variant="ghost">
            <BarChart3 aria-hidden="true" className="size-4" />
            {t('mine.statistics')}
            <span className="sr-only"> {auction.title}</span>
          </ButtonLink>
          <ButtonLink to={paths.editListing(auction.id)} variant="ghost">
            <Pencil aria-hidden="true" className="size-4" />
            {/* Issue 31 item 2: the seller's edit of a rejected listing sends it back to review. */}
            {auction.status === 'REJECTED' ? t('mine.editAndResubmit') : t('mine.edit')}
            <span className="sr-only"> {auction.title}</span>
          </ButtonLink>
          <DeleteAuctionButton title={auction.title} busy={deleting} onConfirm={onDelete} />
        </div>
        {/* Issue 28: once the sale is over, its results (shown on the auctioneer's profile). */}
        {hasSaleEnded(auction) ? <AuctionResultsForm auction={auction} /> : null}
      </div>
    </article>
  );
}
