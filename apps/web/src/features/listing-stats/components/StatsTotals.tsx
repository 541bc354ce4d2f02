import type { AuctionStatsTotals } from '@mariner/contracts';
import { AUCTION_STATS_METRICS } from '@mariner/contracts/constants';
import { formatCount } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';

/** Issue 30 item 1: the period's totals, one card a measure. */
export function StatsTotals({ totals, label }: { totals: AuctionStatsTotals; label: string }) {
  const { t } = useTranslation('listing-stats');
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {AUCTION_STATS_METRICS.map((metric) => (
        <div key={metric} className="rounded-2xl border border-line bg-white px-4 py-3 shadow-sm">
          <dt className="text-sm font-medium text-muted">{t(`metrics.${metric}`)}</dt>
          <dd className="mt-1 text-2xl font-bold text-primary">{formatCount(totals[metric])}</dd>
        </div>
      ))}
    </dl>
  );
}
