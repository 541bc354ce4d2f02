import type { Auction } from '@mariner/contracts';
import { ExternalLink as ExternalIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { DetailPanel } from './DetailPanel.tsx';

const textLink =
  'inline-flex items-center gap-1.5 rounded-sm font-semibold text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/**
 * Issue 28, item 6: a sale's results, once its seller has given them (only after it ended), on
 * its own page as on the auctioneer's profile. Nothing is shown before.
 */
export function SaleResults({ auction }: { auction: Pick<Auction, 'resultsUrl' | 'resultsNote'> }) {
  const { t } = useTranslation('auction');
  if (!auction.resultsUrl && !auction.resultsNote) return null;
  return (
    <DetailPanel id="auction-results" title={t('results.title')}>
      <div className="flex flex-col gap-2">
        {auction.resultsNote ? (
          <p className="whitespace-pre-line break-words text-sm text-ink">{auction.resultsNote}</p>
        ) : null}
        {auction.resultsUrl ? (
          // A seller's link: no referrer, no opener, and no endorsement of it by us (ugc, nofollow).
          <a
            href={auction.resultsUrl}
            rel="nofollow ugc noopener noreferrer"
            className={`${textLink} self-start`}
          >
            {t('results.see')}
            <ExternalIcon aria-hidden="true" className="size-4" />
          </a>
        ) : null}
      </div>
    </DetailPanel>
  );
}
