import type { Auction } from '@mariner/contracts';
import { auctionStatsPaths } from '@mariner/contracts/constants';
import { ExternalLink as ExternalIcon } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/ExternalLink.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useSession } from '../../../lib/api/session.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { auctionCategoryLabel } from '../../../lib/labels.ts';
import { paths } from '../../../lib/paths.ts';
import { AddToCalendar } from './AddToCalendar.tsx';
import { DetailPanel } from './DetailPanel.tsx';
import { MoreFromSeller } from './MoreFromSeller.tsx';
import { PrintFlyer } from './PrintFlyer.tsx';
import { SaleResults } from './SaleResults.tsx';
import { SellerContact } from './SellerContact.tsx';
import { SpotMap } from './SpotMap.tsx';
import { StatusBadge } from './StatusBadge.tsx';

/** Only sellers and admins use these, so everyone else never loads them (nor the dialog library). */
const SaleStatusControls = lazy(async () => ({
  default: (await import('./SaleStatusControls.tsx')).SaleStatusControls,
}));

const textLink =
  'inline-flex items-center gap-1.5 rounded-sm font-semibold text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/**
 * The auction page's side column (spec 000 §2): category, status, calendar, results, flyer, the
 * seller's controls, links, map, the seller with their Follow button and next sales, the banner.
 * Loaded once the page is interactive (AuctionDetailPage.tsx, issue 26).
 */
export function AuctionAside({
  auction,
  banner,
  follow,
}: {
  auction: Auction;
  banner?: ReactNode;
  /** The seller's Follow button (issue 17), composed by the router. */
  follow?: ReactNode;
}) {
  const { t } = useTranslation('auction');
  const session = useSession();
  // The seller or an admin may cancel or postpone a sale that has not ended (issue 17).
  const canChangeSale =
    (session.isAdmin || session.user?.id === auction.sellerId) &&
    auction.eventStatus !== 'CANCELLED' &&
    new Date(auction.auctionEndDate).getTime() > Date.now();
  const hasLinks = Boolean(auction.previewUrl || auction.catalogUrl);
  // The sale's own links lead through a counted redirect to the address stored with it.
  const outbound = (to: 'catalogue' | 'website') => auctionStatsPaths.outbound(auction.id, to);
  return (
    <aside className="flex flex-col gap-4">
      <DetailPanel id="auction-category" title={t('detail.category')}>
        <Link to={paths.auctionsSearch({ category: auction.category.id })} className={textLink}>
          {auctionCategoryLabel(auction.category)}
        </Link>
      </DetailPanel>
      <DetailPanel id="auction-status" title={t('detail.status')}>
        <StatusBadge status={auction.status} />
      </DetailPanel>
      <DetailPanel id="auction-calendar" title={t('detail.addToCalendar')}>
        <AddToCalendar auction={auction} />
      </DetailPanel>
      <SaleResults auction={auction} />
      <PrintFlyer auction={auction} />
      {canChangeSale ? (
        <DetailPanel id="auction-sale-status" title={t('saleStatus.title')}>
          <Suspense fallback={<Spinner label={t('detail.loading')} />}>
            <SaleStatusControls auction={auction} />
          </Suspense>
        </DetailPanel>
      ) : null}
      {hasLinks ? (
        <DetailPanel id="auction-links" title={t('detail.links')}>
          <ul className="flex flex-col gap-2">
            {auction.previewUrl ? (
              <li>
                <ExternalLink href={outbound('website')} className={textLink}>
                  <ExternalIcon aria-hidden="true" className="size-4" />
                  {t('detail.preview')}
                </ExternalLink>
              </li>
            ) : null}
            {auction.catalogUrl ? (
              <li>
                <ExternalLink href={outbound('catalogue')} className={textLink}>
                  <ExternalIcon aria-hidden="true" className="size-4" />
                  {t('detail.catalog')}
                </ExternalLink>
              </li>
            ) : null}
          </ul>
        </DetailPanel>
      ) : null}
      {typeof auction.lat === 'number' ? (
        <DetailPanel id="auction-map" title={t('place.map')}>
          <SpotMap auction={auction} />
        </DetailPanel>
      ) : null}
      <DetailPanel id="auction-seller" title={t('detail.seller')}>
        <div className="flex flex-col gap-4">
          <SellerContact seller={auction.seller} />
          {follow}
          <MoreFromSeller sellerId={auction.sellerId} auctionId={auction.id} />
        </div>
      </DetailPanel>
      {banner}
    </aside>
  );
}
