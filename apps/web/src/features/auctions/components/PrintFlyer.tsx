import type { Auction } from '@mariner/contracts';
import { auctionFlyerPath } from '@mariner/contracts/constants';
import { Printer } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { currentLocale } from '../../../lib/locale.ts';
import { DetailPanel } from './DetailPanel.tsx';

const textLink =
  'inline-flex items-center gap-1.5 rounded-sm font-semibold text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/**
 * Issue 28, item 4: the auction's one-page flyer (a PDF with a QR code to this page) in the page's
 * language, for auctioneers and buyers to print and pin up.
 */
export function PrintFlyer({ auction }: { auction: Pick<Auction, 'id'> }) {
  const { t } = useTranslation('auction-later');
  return (
    <DetailPanel id="auction-flyer" title={t('flyer.title')}>
      <p className="mb-2 text-sm text-muted">{t('flyer.hint')}</p>
      <a href={auctionFlyerPath(auction.id, currentLocale())} className={textLink} type="application/pdf">
        <Printer aria-hidden="true" className="size-4" />
        {t('flyer.print')}
        <span className="sr-only"> {t('flyer.pdf')}</span>
      </a>
    </DetailPanel>
  );
}
