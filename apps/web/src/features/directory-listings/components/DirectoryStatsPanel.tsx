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
import { directoryStatsCsvUrl, useDirectoryListingStats } from '../api/directory-listing-stats.ts';

/**
 * Issue 30 item 2: the owner's view of their directory profile's visits: profile views and presses
 * on its website, phone and e-mail per day, the period's totals, and the CSV.
 */
export function DirectoryStatsPanel({ listingId, name }: { listingId: string; name: string }) {
  const { t } = useTranslation('directory-listings');
  const [range, setRange] = useState<StatsRange>(DEFAULT_STATS_RANGE);
  const period = statsPeriodOf(range);
  const stats = useDirectoryListingStats(listingId, period);
  const series = [
    { key: 'profileViews', label: t('stats.profileViews'), colour: CHART_COLOURS.navy },
    { key: 'contactClicks', label: t('stats.contactClicks'), colour: CHART_COLOURS.orange },
  ] as const;

  return (
    <section
      aria-label={t('stats.label', { name })}
      className="flex flex-col gap-3 border-t border-line pt-4"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-48">
          <StatsRangeSelect value={range} onChange={setRange} />
        </div>
        <a
          href={directoryStatsCsvUrl(listingId, period)}
          download
          className={buttonClasses('secondary')}
          aria-label={t('stats.downloadCsvFor', { name })}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('stats.downloadCsv')}
        </a>
      </div>
      {stats.isError ? <Alert tone="error">{t('stats.loadFailed')}</Alert> : null}
      {stats.data ? (
        <>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            {(['profileViews', 'contactClicks'] as const).map((key) => (
              <div key={key} className="rounded-xl bg-sand px-3 py-2">
                <dt className="text-muted">{t(`stats.${key}`)}</dt>
                <dd className="text-lg font-bold text-primary tabular-nums">
                  {formatCount(stats.data.totals[key])}
                </dd>
              </div>
            ))}
          </dl>
          <DailyChart
            days={stats.data.days}
            series={series}
            title={t('stats.chartTitle')}
            emptyText={t('stats.empty')}
            height={200}
          />
        </>
      ) : stats.isPending ? (
        <Spinner label={t('stats.loading')} />
      ) : null}
    </section>
  );
}
