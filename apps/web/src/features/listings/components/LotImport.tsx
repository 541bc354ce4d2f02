import { LOT_IMPORT_JOB_PARAM, LOT_IMPORT_MESSAGES } from '@mariner/contracts/constants';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { fileInputClasses } from '../../../components/file-input.ts';
import {
  importLots,
  type LotImportOutcome,
  lotImportJobQueryOptions,
  lotImportTemplateUrl,
} from '../../../lib/api/lot-import.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { currentLocale } from '../../../lib/locale.ts';
import { localizeMessage } from '../../../lib/messages.ts';
import { LotImportProgress } from './LotImportProgress.tsx';
import { LotImportReport } from './LotImportReport.tsx';

interface LotImportProps {
  auctionId: string;
  /** Reads the catalogue again once lots were written. */
  onImported: () => Promise<unknown>;
}

const TEMPLATES = [
  { format: 'csv', lang: 'en', key: 'templateEnCsv' },
  { format: 'xlsx', lang: 'en', key: 'templateEnXlsx' },
  { format: 'csv', lang: 'fr', key: 'templateFrCsv' },
  { format: 'xlsx', lang: 'fr', key: 'templateFrXlsx' },
] as const;

/**
 * Issue 29 item 2: "Import lots", the way auctioneers already work: a sheet of lots (CSV or XLSX,
 * from a template in either language) and a ZIP of their photos, then a row-by-row report. The rows
 * are checked at once; the photos are stored by a job (decision 031) followed by LotImportProgress,
 * whose id the page's address keeps (`?importJob=`), so a reload shows the same import.
 */
export function LotImport({ auctionId, onImported }: LotImportProps) {
  const { t } = useTranslation('listings');
  const ids = { sheet: useId(), zip: useId(), sheetHint: useId(), zipHint: useId(), error: useId() };
  const [sheet, setSheet] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [partial, setPartial] = useState(false);
  const [busy, setBusy] = useState(false);
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<LotImportOutcome | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const jobId = searchParams.get(LOT_IMPORT_JOB_PARAM);
  const queryClient = useQueryClient();
  const followJob = (id: string | null) =>
    setSearchParams(
      (params) => {
        if (id) params.set(LOT_IMPORT_JOB_PARAM, id);
        else params.delete(LOT_IMPORT_JOB_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    setFailure(null);
    setMissing(!sheet);
    if (!sheet) return;
    setBusy(true);
    try {
      const answer = await importLots(auctionId, { sheet, zip }, partial);
      if ('job' in answer) {
        queryClient.setQueryData(lotImportJobQueryOptions(auctionId, answer.job.jobId).queryKey, answer.job);
        followJob(answer.job.jobId);
        return;
      }
      followJob(null);
      if (answer.outcome.report.created + answer.outcome.report.updated > 0) await onImported();
      setOutcome(answer.outcome);
    } catch (error) {
      setFailure(errorMessage(error, t('lotImport.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="lot-import" className="flex flex-col gap-4 border-t border-line pt-4">
      <div className="flex flex-col gap-1">
        <h3 id="lot-import" className="text-base font-bold text-primary">
          {t('lotImport.heading')}
        </h3>
        <p className="text-sm text-muted">{t('lotImport.intro')}</p>
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-semibold text-ink">{t('lotImport.templates')}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {TEMPLATES.map((template) => (
            <li key={template.key}>
              <a
                href={lotImportTemplateUrl(template.format, template.lang)}
                download
                className="font-semibold text-accent-strong underline underline-offset-2"
              >
                {t(`lotImport.${template.key}`)}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.sheet} className="text-sm font-semibold text-ink">
            {t('lotImport.sheet')}
          </label>
          <p id={ids.sheetHint} className="text-xs text-muted">
            {t('lotImport.sheetHint')}
          </p>
          <input
            id={ids.sheet}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby={missing ? `${ids.sheetHint} ${ids.error}` : ids.sheetHint}
            aria-invalid={missing || undefined}
            className={fileInputClasses}
            onChange={(event) => {
              setSheet(event.target.files?.[0] ?? null);
              setMissing(false);
            }}
          />
          {missing ? (
            <p id={ids.error} className="text-sm font-medium text-danger">
              {localizeMessage(LOT_IMPORT_MESSAGES.importSheetMissing, currentLocale())}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.zip} className="text-sm font-semibold text-ink">
            {t('lotImport.zip')}
            <span className="ml-1 font-normal text-muted">({t('lots.optional')})</span>
          </label>
          <p id={ids.zipHint} className="text-xs text-muted">
            {t('lotImport.zipHint')}
          </p>
          <input
            id={ids.zip}
            type="file"
            accept=".zip,application/zip"
            aria-describedby={ids.zipHint}
            className={fileInputClasses}
            onChange={(event) => setZip(event.target.files?.[0] ?? null)}
          />
        </div>
        <Checkbox
          label={t('lotImport.partial')}
          hint={t('lotImport.partialHint')}
          checked={partial}
          onChange={(event) => setPartial(event.target.checked)}
        />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? t('lotImport.importing') : t('lotImport.submit')}
          </Button>
        </div>
      </form>
      <div aria-live="polite" className="flex flex-col gap-3">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {outcome ? <LotImportReport {...outcome} /> : null}
        {jobId && !outcome && !busy ? (
          <LotImportProgress key={jobId} auctionId={auctionId} jobId={jobId} onImported={onImported} />
        ) : null}
      </div>
    </section>
  );
}
