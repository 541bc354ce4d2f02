import type { LotImportResponse } from '@mariner/contracts';
import { Alert } from '../../../components/Alert.tsx';
import { formatCount } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';

interface LotImportReportProps {
  report: LotImportResponse;
  /** Refused whole: nothing was written, and `message` says why. */
  refused: boolean;
  message: string | null;
}

/**
 * Issue 29 item 2: what an import did, then its refusals row by row (the row numbers a spreadsheet
 * program shows, the header being row 1), so the seller fixes the sheet and imports it again.
 */
export function LotImportReport({ report, refused, message }: LotImportReportProps) {
  const { t } = useTranslation('listings');
  const counts = t('lotImport.counts', {
    created: formatCount(report.created),
    updated: formatCount(report.updated),
  });
  return (
    <div className="flex flex-col gap-3">
      {refused ? (
        <Alert tone="error">{message ?? t('lotImport.refused')}</Alert>
      ) : (
        <Alert tone={report.errors.length > 0 ? 'info' : 'success'}>
          {report.errors.length > 0
            ? `${counts} ${t('lotImport.skipped', { count: report.errors.length, n: formatCount(report.errors.length) })}`
            : counts}
        </Alert>
      )}
      {report.errors.length > 0 ? (
        <div className="overflow-x-auto rounded-lg border border-line">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="px-3 py-2 text-left font-semibold text-primary">
              {refused ? t('lotImport.errorsCaption') : t('lotImport.skippedCaption')}
            </caption>
            <thead className="bg-primary-soft text-primary">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('lotImport.row')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('lotImport.column')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('lotImport.problem')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((error, index) => (
                // Rows may repeat (two cells of one row) and columns too: the position is the key.
                // biome-ignore lint/suspicious/noArrayIndexKey: the report never reorders.
                <tr key={index} className="border-t border-line align-top">
                  <td className="px-3 py-2 tabular-nums">{formatCount(error.row)}</td>
                  <td className="px-3 py-2 break-words">{error.column}</td>
                  <td className="px-3 py-2">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
