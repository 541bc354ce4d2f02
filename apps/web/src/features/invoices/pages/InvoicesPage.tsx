import type { InvoiceListItem } from '@mariner/contracts';
import { MESSAGES } from '@mariner/contracts/constants';
import { ArrowLeft, ChevronLeft, ChevronRight, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { Container } from '../../../components/Container.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { titledHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { invoiceNumberOf } from '../../../lib/invoice-format.ts';
import { readPage } from '../../../lib/page-param.ts';
import { paths } from '../../../lib/paths.ts';
import { useCancelInvoice } from '../api/cancel-invoice.ts';
import { useDownloadInvoice } from '../api/download-invoice.ts';
import { useInvoices } from '../api/get-invoices.ts';
import { InvoicesTable } from '../components/InvoicesTable.tsx';

/** /invoices (spec 001 §2): the user's invoices, 20 a page, each to view or download as a PDF. */
export function InvoicesPage() {
  const { t } = useTranslation(['invoices', 'common']);
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const query = useInvoices(page);
  const download = useDownloadInvoice();
  const cancel = useCancelInvoice();

  const goTo = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });

  const onDownload = (invoice: InvoiceListItem) =>
    download.mutate({ id: invoice.id, invoiceNumber: invoiceNumberOf(invoice) });

  // Spec 001 §8: a failed load empties the list and says so.
  const invoices = query.isError ? [] : (query.data?.invoices ?? []);
  const pagination = query.isError ? null : query.data?.pagination;

  let body: ReactNode;
  if (query.isPending) body = <Spinner label={t('loading')} />;
  else if (query.isError) body = <Alert tone="error">{MESSAGES.invoicesLoadFailed}</Alert>;
  else if (!pagination || pagination.total === 0)
    body = (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-white px-6 py-12 text-center">
        <FileText aria-hidden="true" className="size-10 text-accent" />
        <h2 className="text-lg font-bold text-primary">{MESSAGES.noInvoices}</h2>
        <p className="max-w-md text-sm text-muted">{t('emptyText')}</p>
        <ButtonLink to={paths.pricing} variant="secondary">
          {t('viewPricing')}
        </ButtonLink>
      </div>
    );
  else
    body = (
      <>
        {cancel.isError ? (
          <Alert tone="error" dismissLabel={t('common:dismiss')} onDismiss={() => cancel.reset()}>
            {errorMessage(cancel.error, t('cancel.failed'))}
          </Alert>
        ) : cancel.isSuccess ? (
          <Alert tone="success" dismissLabel={t('common:dismiss')} onDismiss={() => cancel.reset()}>
            {t('cancel.done')}
          </Alert>
        ) : null}
        {download.isError ? (
          <Alert tone="error" dismissLabel={t('common:dismiss')} onDismiss={() => download.reset()}>
            {MESSAGES.invoiceDownloadFailed}
          </Alert>
        ) : null}
        <div aria-busy={query.isPlaceholderData || undefined} className="aria-busy:opacity-60">
          <InvoicesTable
            invoices={invoices}
            downloadingId={download.isPending ? (download.variables?.id ?? null) : null}
            onDownload={onDownload}
            cancellingId={cancel.isPending ? (cancel.variables ?? null) : null}
            onCancel={(invoice) => cancel.mutate(invoice.id)}
          />
        </div>
        <Pager pagination={pagination} count={invoices.length} onPage={goTo} />
      </>
    );

  return (
    <Container className="py-8 sm:py-10">
      <div className="flex flex-col gap-6">
        <Link
          to={paths.dashboard}
          className="inline-flex items-center gap-2 self-start rounded text-sm font-semibold text-accent-strong hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('back')}
        </Link>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">{t('title')}</h1>
          <p className="mt-2 text-muted">{t('intro')}</p>
        </div>
        {body}
      </div>
    </Container>
  );
}

interface PagerProps {
  pagination: { page: number; limit: number; total: number; totalPages: number };
  count: number;
  onPage: (page: number) => void;
}

/** Spec 001 §2: 'Showing X to Y of Z invoices' with Previous and Next. */
function Pager({ pagination, count, onPage }: PagerProps) {
  const { t } = useTranslation('invoices');
  // The answer's page, not the URL's: while the next page loads the rows shown are the last ones.
  const { page, limit, total, totalPages } = pagination;
  const from = count > 0 ? (page - 1) * limit + 1 : 0;
  const to = count > 0 ? from + count - 1 : 0;
  return (
    <nav
      aria-label={t('pagination')}
      className="flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <p className="text-sm text-muted">{t('showing', { from, to, total })}</p>
      {totalPages > 1 ? (
        <div className="flex gap-2">
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            {t('previous')}
          </Button>
          <Button variant="secondary" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
            {t('next')}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['invoices'];

/** The tab's title, the same on the server's shell and in the browser (issue 26 item 3). */
export const head = titledHead('invoices:title');
