import type { SalesTaxFigures, TaxPartName } from '@mariner/contracts';
import { isoToZonedInput, TAX_TIME_ZONE } from '@mariner/contracts/constants';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { buttonClasses } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useSession } from '../../../lib/api/session.ts';
import { formatCents } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { provinceLabel } from '../../../lib/labels.ts';
import { paths } from '../../../lib/paths.ts';
import { type ReportPeriod, salesTaxCsvUrl, useSalesTaxReport } from '../api/sales-tax-report.ts';

const PARTS: readonly TaxPartName[] = ['GST', 'PST', 'RST', 'QST', 'HST'];

/** The current month up to today, on the company's calendar (Halifax), as the server's default. */
export const currentMonth = (now = new Date()): ReportPeriod => {
  const today = isoToZonedInput(now.toISOString(), TAX_TIME_ZONE).slice(0, 10);
  return { from: `${today.slice(0, 7)}-01`, to: today };
};

const cellClasses = 'px-3 py-2 text-right whitespace-nowrap tabular-nums';
const headClasses = 'px-3 py-2 text-right text-xs font-semibold tracking-wide text-muted uppercase';

function FigureCells({ figures }: { figures: SalesTaxFigures }) {
  return (
    <>
      <td className={cellClasses}>{formatCents(figures.taxableSales)}</td>
      {PARTS.map((part) => (
        <td key={part} className={cellClasses}>
          {formatCents(figures.taxes[part])}
        </td>
      ))}
      <td className={`${cellClasses} font-semibold`}>{formatCents(figures.tax)}</td>
      <td className={`${cellClasses} text-muted`}>
        {formatCents(figures.refundedTax === 0 ? 0 : -figures.refundedTax)}
      </td>
    </>
  );
}

/**
 * Issue 30 item 5, admin → Reports (superadmins): the sales-tax report for a period, per province,
 * each tax net of refunds, with totals, and its CSV (under the revenue chart, ReportsPanel).
 */
export function SalesTaxReportPanel() {
  const { t } = useTranslation(['admin-reports', 'invoices']);
  const { isSuperAdmin, isLoading } = useSession();
  const [period, setPeriod] = useState<ReportPeriod>(() => currentMonth());
  const report = useSalesTaxReport(period, { enabled: isSuperAdmin });
  const isOrdered = period.from <= period.to;

  if (isLoading) return <Spinner label={t('loading')} />;
  if (!isSuperAdmin) return <Navigate to={paths.admin} replace />;

  return (
    <section aria-labelledby="sales-tax-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="sales-tax-heading" className="text-xl font-bold text-primary">
          {t('salesTax.heading')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('salesTax.intro')}</p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <TextField
          label={t('salesTax.from')}
          type="date"
          value={period.from}
          max={period.to}
          onChange={(event) => event.target.value && setPeriod({ ...period, from: event.target.value })}
        />
        <TextField
          label={t('salesTax.to')}
          type="date"
          value={period.to}
          min={period.from}
          error={isOrdered ? undefined : t('salesTax.periodOrder')}
          onChange={(event) => event.target.value && setPeriod({ ...period, to: event.target.value })}
        />
        <a href={salesTaxCsvUrl(period)} download className={buttonClasses('secondary')}>
          {t('salesTax.downloadCsv')}
        </a>
      </div>
      {report.isError ? <Alert tone="error">{t('salesTax.loadFailed')}</Alert> : null}
      {report.data ? (
        <div className="overflow-x-auto rounded-xl border border-line bg-white" aria-busy={report.isFetching}>
          <table className="w-full text-sm">
            <caption className="sr-only">
              {t('salesTax.caption', { from: report.data.from, to: report.data.to })}
            </caption>
            <thead className="border-b-2 border-line">
              <tr>
                <th scope="col" className={`${headClasses} text-left`}>
                  {t('salesTax.province')}
                </th>
                <th scope="col" className={headClasses}>
                  {t('salesTax.taxableSales')}
                </th>
                {PARTS.map((part) => (
                  <th key={part} scope="col" className={headClasses}>
                    {t(`invoices:taxPartNames.${part}`)}
                  </th>
                ))}
                <th scope="col" className={headClasses}>
                  {t('salesTax.tax')}
                </th>
                <th scope="col" className={headClasses}>
                  {t('salesTax.refundedTax')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {report.data.provinces.length === 0 ? (
                <tr>
                  <td colSpan={PARTS.length + 4} className="px-3 py-4 text-center text-muted">
                    {t('salesTax.empty')}
                  </td>
                </tr>
              ) : (
                report.data.provinces.map((row) => (
                  <tr key={row.province}>
                    <th scope="row" className="px-3 py-2 text-left font-medium text-ink">
                      {provinceLabel(row.province)}
                    </th>
                    <FigureCells figures={row} />
                  </tr>
                ))
              )}
            </tbody>
            <tfoot className="border-t-2 border-line font-semibold">
              <tr>
                <th scope="row" className="px-3 py-2 text-left text-ink">
                  {t('salesTax.total')}
                </th>
                <FigureCells figures={report.data.totals} />
              </tr>
            </tfoot>
          </table>
        </div>
      ) : report.isPending && isOrdered ? (
        <Spinner label={t('loading')} />
      ) : null}
    </section>
  );
}
