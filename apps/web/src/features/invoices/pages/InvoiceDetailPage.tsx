import { type InvoiceData, PAYMENT_ITEM_ID_FIELD } from '@mariner/contracts';
import { MESSAGES } from '@mariner/contracts/constants';
import { ArrowLeft, CreditCard, FileQuestion, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { Container } from '../../../components/Container.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { invoiceQueryOptions } from '../../../lib/api/invoices.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { privatePageHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { descriptionOf, invoiceNumberOf } from '../../../lib/invoice-format.ts';
import { paths } from '../../../lib/paths.ts';
import type { PageLoader } from '../../../lib/route-module.ts';
import { useCancelInvoice } from '../api/cancel-invoice.ts';
import { useDownloadInvoice } from '../api/download-invoice.ts';
import { useInvoice } from '../api/get-invoice.ts';
import { CancelInvoiceButton } from '../components/CancelInvoiceButton.tsx';
import { DownloadInvoiceButton } from '../components/DownloadInvoiceButton.tsx';
import { InvoiceDocument } from '../components/InvoiceDocument.tsx';

/** Someone else's invoice answers as missing too: its existence is not theirs to learn. */
const isNotFound = (error: unknown) => error instanceof ApiError && [400, 403, 404].includes(error.status);

/**
 * Issue 30 item 6: an unpaid invoice (an abandoned checkout) can be paid from here; the checkout is
 * keyed by its item and prices it again on the server, whatever this state says.
 */
const payNowState = (invoice: InvoiceData) =>
  invoice.status === 'pending' && invoice.item
    ? {
        invoiceId: invoice.id,
        amount: invoice.subtotal,
        itemType: invoice.item.type,
        [PAYMENT_ITEM_ID_FIELD[invoice.item.type]]: invoice.item.id,
        description: descriptionOf(invoice.items[0]?.description, invoice.items[0]?.line),
        returnUrl: paths.invoice(invoice.id),
      }
    : null;

/**
 * Issue 31 item 1: opened from the admin Invoices tab, the page leads back to that list (with its
 * search and page) rather than to the admin's own invoices. Only an address of the admin page is
 * taken from the link's state.
 */
function useAdminListBack(): string | null {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null || !('adminList' in state)) return null;
  const back = state.adminList;
  return typeof back === 'string' && back.startsWith(`${paths.admin}?`) ? back : null;
}

/** /invoices/:id (spec 001 §2): the invoice, to print or download as a PDF. */
export function InvoiceDetailPage() {
  const { t } = useTranslation(['invoices', 'common']);
  const { id = '' } = useParams();
  const adminList = useAdminListBack();
  const query = useInvoice(id);
  const download = useDownloadInvoice();
  const cancel = useCancelInvoice();
  const invoice = query.data?.data;

  let body: ReactNode;
  if (query.isPending) body = <Spinner label={t('detail.loading')} />;
  else if (!invoice)
    body = (
      <section
        aria-labelledby="invoice-not-found"
        className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white px-6 py-12 text-center shadow-sm"
      >
        <FileQuestion aria-hidden="true" className="size-10 text-accent" />
        <h1 id="invoice-not-found" className="text-xl font-bold text-primary">
          {MESSAGES.invoiceNotFound}
        </h1>
        <p className="max-w-md text-muted">
          {isNotFound(query.error) ? MESSAGES.invoiceNotFoundText : MESSAGES.invoiceLoadFailed}
        </p>
      </section>
    );
  else
    body = (
      <>
        <div className="flex flex-wrap justify-end gap-2 print:hidden">
          {/* An admin reading a buyer's invoice from the admin list does not pay it for them. */}
          {payNowState(invoice) && !adminList ? (
            <ButtonLink to={paths.checkout} state={payNowState(invoice)}>
              <CreditCard aria-hidden="true" className="size-4" />
              {t('detail.payNow')}
            </ButtonLink>
          ) : null}
          {invoice.status === 'pending' ? (
            <CancelInvoiceButton
              invoiceNumber={invoiceNumberOf(invoice)}
              busy={cancel.isPending}
              onCancel={() => cancel.mutate(invoice.id)}
            />
          ) : null}
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {t('detail.print')}
          </Button>
          <DownloadInvoiceButton
            invoiceNumber={invoiceNumberOf(invoice)}
            label={t('detail.download')}
            busy={download.isPending}
            onDownload={() => download.mutate({ id: invoice.id, invoiceNumber: invoiceNumberOf(invoice) })}
            className="border border-primary/30 bg-white"
          />
        </div>
        {cancel.isError ? (
          <Alert
            tone="error"
            className="print:hidden"
            dismissLabel={t('common:dismiss')}
            onDismiss={() => cancel.reset()}
          >
            {errorMessage(cancel.error, t('cancel.failed'))}
          </Alert>
        ) : cancel.isSuccess ? (
          <Alert tone="success" className="print:hidden">
            {t('cancel.done')}
          </Alert>
        ) : null}
        {download.isError ? (
          <Alert
            tone="error"
            className="print:hidden"
            dismissLabel={t('common:dismiss')}
            onDismiss={() => download.reset()}
          >
            {MESSAGES.invoiceDownloadFailed}
          </Alert>
        ) : null}
        <InvoiceDocument invoice={invoice} />
      </>
    );

  return (
    <Container className="py-8 sm:py-10 print:max-w-none print:p-0">
      <div className="mx-auto flex max-w-4xl flex-col gap-5">
        <Link
          to={adminList ?? paths.invoices}
          className="inline-flex items-center gap-2 self-start rounded text-sm font-semibold text-accent-strong hover:underline print:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {adminList ? t('detail.backToAdminList') : t('detail.backToInvoices')}
        </Link>
        {body}
      </div>
    </Container>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['invoices'];

/** The invoice, started with the page (issue 26): its number names the tab. */
export const loader: PageLoader = ({ queryClient, params, user }) =>
  user && params.id ? [queryClient.prefetchQuery(invoiceQueryOptions(params.id))] : [];

/** "Invoice INV-…" once the invoice is read, as the server's shell and the browser's tab both say. */
export const head = privatePageHead(({ params, queryClient, t }) => {
  const invoice = queryClient.getQueryData(invoiceQueryOptions(params.id ?? '').queryKey)?.data;
  return invoice
    ? `${t('invoices:detail.heading')} ${invoiceNumberOf(invoice)}`
    : t('invoices:detail.heading');
});
