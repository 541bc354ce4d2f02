import { REVENUE_PRODUCTS } from '@mariner/contracts/constants';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { buttonClasses } from '../../../components/Button.tsx';
import { CHART_COLOURS } from '../../../components/charts/chart-data.ts';
import { DailyChart } from '../../../components/charts/DailyChart.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useSession } from '../../../lib/api/session.ts';
import { formatCents } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { revenueCsvUrl, useRevenueReport } from '../api/revenue-report.ts';

const SPANS = [12, 24, 36] as const;
const COLOURS = {
  listings: CHART_COLOURS.navy,
  banners: CHART_COLOURS.orange,
  directory: CHART_COLOURS.teal,
};

/**
 * Issue 30 item 5, admin → Reports (superadmins): revenue per month and product (listings, banners,
 * directory), charged less refunded, as a chart with its table, the totals, and the CSV.
 */
export function RevenueReportPanel() {
  const { t } = useTranslation('admin-reports');
  const { isSuperAdmin } = useSession();
  const [months, setMonths] = useState<(typeof SPANS)[number]>(12);
  const report = useRevenueReport(months, { enabled: isSuperAdmin });
  if (!isSuperAdmin) return null;
  const series = REVENUE_PRODUCTS.map((key) => ({
    key,
    label: t(`revenue.products.${key}`),
    colour: COLOURS[key],
  }));
  const rows = report.data?.months.map(({ month, ...figures }) => ({ date: month, ...figures }));

  return (
    <section aria-labelledby="revenue-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="revenue-heading" className="text-xl font-bold text-primary">
          {t('revenue.heading')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('revenue.intro')}</p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <div className="w-48">
          <SelectField
            label={t('revenue.span')}
            value={String(months)}
            onChange={(event) => setMonths(Number(event.target.value) as (typeof SPANS)[number])}
          >
            {SPANS.map((span) => (
              <option key={span} value={span}>
                {t('revenue.lastMonths', { count: span })}
              </option>
            ))}
          </SelectField>
        </div>
        <a href={revenueCsvUrl(months)} download className={buttonClasses('secondary')}>
          <Download aria-hidden="true" className="size-4" />
          {t('revenue.downloadCsv')}
        </a>
      </div>
      {report.isError ? <Alert tone="error">{t('revenue.loadFailed')}</Alert> : null}
      {report.data && rows ? (
        <>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            {([...REVENUE_PRODUCTS, 'total'] as const).map((key) => (
              <div key={key} className="rounded-xl border border-line bg-white px-3 py-2">
                <dt className="text-muted">{t(`revenue.products.${key}`)}</dt>
                <dd className="text-lg font-bold text-primary tabular-nums">
                  {formatCents(report.data.totals[key])}
                </dd>
              </div>
            ))}
          </dl>
          <div className="rounded-xl border border-line bg-white p-4">
            <DailyChart
              days={rows}
              series={series}
              title={t('revenue.chartTitle')}
              unit="month"
              kind="line"
              formatValue={formatCents}
              emptyText={t('revenue.empty')}
            />
          </div>
        </>
      ) : report.isPending ? (
        <Spinner label={t('loading')} />
      ) : null}
    </section>
  );
}
