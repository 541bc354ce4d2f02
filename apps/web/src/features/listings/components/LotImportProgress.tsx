import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import {
  isLotImportJobRunning,
  lotImportJobQueryOptions,
  outcomeOfJob,
} from '../../../lib/api/lot-import.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatCount } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { LotImportReport } from './LotImportReport.tsx';

interface LotImportProgressProps {
  auctionId: string;
  jobId: string;
  /** Reads the catalogue again once the job wrote lots. */
  onImported: () => Promise<unknown>;
}

/**
 * Decision 031, the import as a job: a large import's photos are stored in the background. This
 * follows the job (read again every 1.5 s while it runs, from whichever instance answers), shows
 * how many rows are done, then the same row-by-row report as an import answered at once. The job's
 * id is in the page's address, so a reload or a return to the page finds it again.
 */
export function LotImportProgress({ auctionId, jobId, onImported }: LotImportProgressProps) {
  const { t } = useTranslation('listings');
  const labelId = useId();
  const query = useQuery(lotImportJobQueryOptions(auctionId, jobId));
  const job = query.data;
  const refreshed = useRef(false);
  useEffect(() => {
    if (job?.status !== 'done' || refreshed.current) return;
    refreshed.current = true;
    if (job.created + job.updated > 0) void onImported();
  }, [job, onImported]);

  if (query.isError)
    return <Alert tone="error">{errorMessage(query.error, t('lotImport.jobUnknown'))}</Alert>;
  if (!job) return <p className="text-sm text-muted">{t('lotImport.jobLoading')}</p>;
  if (!isLotImportJobRunning(job)) return <LotImportReport {...outcomeOfJob(job)} />;

  const problems = job.errors.length;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line p-3">
      <p id={labelId} className="text-sm font-semibold text-ink">
        {job.status === 'queued'
          ? t('lotImport.jobQueued')
          : t('lotImport.progress', { done: formatCount(job.rowsDone), total: formatCount(job.rowsTotal) })}
      </p>
      <progress
        aria-labelledby={labelId}
        max={Math.max(job.rowsTotal, 1)}
        value={job.rowsDone}
        className="h-2 w-full accent-accent-strong"
      />
      {problems > 0 ? (
        <p className="text-sm text-danger">
          {t('lotImport.progressProblems', { count: problems, n: formatCount(problems) })}
        </p>
      ) : null}
      <p className="text-xs text-muted">{t('lotImport.progressHint')}</p>
    </div>
  );
}
