import type { AuctionStatsDay } from '@mariner/contracts';
import { AUCTION_STATS_METRICS, type AuctionStatsMetric } from '@mariner/contracts/constants';
import { CHART_COLOURS } from '../../../components/charts/chart-data.ts';
import { DailyChart } from '../../../components/charts/DailyChart.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';

/** Each measure's colour: neighbours differ in lightness too, and lines after the first are dashed. */
const COLOURS: Record<AuctionStatsMetric, string> = {
  views: CHART_COLOURS.navy,
  saves: CHART_COLOURS.teal,
  calendarAdds: CHART_COLOURS.orange,
  shares: CHART_COLOURS.plum,
  outboundClicks: CHART_COLOURS.red,
};

/**
 * Issue 30 item 1: the five measures per day on the shared chart (uPlot, loaded only once the chart
 * is on screen); its table carries the same numbers for screen readers and anyone who asks.
 */
export function StatsChart({ days, title }: { days: readonly AuctionStatsDay[]; title: string }) {
  const { t } = useTranslation('listing-stats');
  const series = AUCTION_STATS_METRICS.map((metric) => ({
    key: metric,
    label: t(`metrics.${metric}`),
    colour: COLOURS[metric],
  }));
  return (
    <div className="rounded-2xl border border-line bg-white p-4 shadow-sm">
      <DailyChart days={days} series={series} title={title} emptyText={t('chart.empty')} />
    </div>
  );
}
