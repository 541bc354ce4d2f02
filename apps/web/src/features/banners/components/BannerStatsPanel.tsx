import { Download } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { buttonClasses } from '../../../components/Button.tsx';
import { CHART_COLOURS } from '../../../components/charts/chart-data.ts';
import { DailyChart } from '../../../components/charts/DailyChart.tsx';
import { StatsRangeSelect } from '../../../components/charts/StatsRangeSelect.tsx';
import {
  DEFAULT_STATS_RANGE,
  type StatsRange,
  statsPeriodOf,
} from '../../../components/charts/stats-range.ts';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatCount } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { intlLocale } from '../../../lib/locale.ts';
import { bannerStatsCsvUrl, useBannerStats } from '../api/banner-stats.ts';

/** CTR as a percentage with two decimals at most ("1.25 %", "1,25 %"). */
export const formatCtr = (ctr: number): string =>
  new Intl.NumberFormat(intlLocale(), { style: 'percent', maximumFractionDigits: 2 }).format(ctr);

/**
 * Issue 30 item 2: a banner's impressions and clicks over a chosen period, as a chart (with its
 * table), the period's totals and CTR, and the same days as a CSV file. Days of the company's
 * calendar (Halifax), as the server files them.
 */
export function BannerStatsPanel({ bannerId, name }: { bannerId: string; name: string }) {
  const { t } = useTranslation('banners');
  const [range, setRange] = useState<StatsRange>(DEFAULT_STATS_RANGE);
  const period = statsPeriodOf(range);
  const stats = useBannerStats(bannerId, period);
  const series = [
    { key: 'impressions', label: t('list.impressions'), colour: CHART_COLOURS.navy },
    { key: 'clicks', label: t('list.clicks'), colour: CHART_COLOURS.orange },
  ] as const;

  return (
    <section
      aria-label={t('statsPanel.label', { name })}
      className="flex flex-col gap-3 border-t border-line pt-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-48">
          <StatsRangeSelect value={range} onChange={setRange} label={t('statsPanel.period')} />
        </div>
        <a
          href={bannerStatsCsvUrl(bannerId, period)}
          download
          className={buttonClasses('secondary')}
          aria-label={t('statsPanel.downloadCsvFor', { name })}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('statsPanel.downloadCsv')}
        </a>
      </div>
      {stats.isError ? <Alert tone="error">{t('statsPanel.loadFailed')}</Alert> : null}
      {stats.data ? (
        <>
          <dl className="grid grid-cols-3 gap-3 text-sm">
            {(
              [
                ['impressions', formatCount(stats.data.totals.impressions)],
                ['clicks', formatCount(stats.data.totals.clicks)],
                ['ctr', formatCtr(stats.data.totals.ctr)],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-xl bg-sand px-3 py-2">
                <dt className="text-muted">{t(`statsPanel.totals.${key}`)}</dt>
                <dd className="text-lg font-bold text-primary tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <DailyChart
            days={stats.data.days}
            series={series}
            title={t('statsPanel.chartTitle', { name })}
            emptyText={t('statsPanel.empty')}
            height={200}
          />
        </>
      ) : stats.isPending ? (
        <Spinner label={t('statsPanel.loading')} />
      ) : null}
    </section>
  );
}
