import type { InvoiceListItem } from '@mariner/contracts';
import { Eye } from 'lucide-react';
import { ButtonLink } from '../../../components/Button.tsx';
import { InvoiceStatusBadge } from '../../../components/InvoiceStatusBadge.tsx';
import { formatCents, formatDate } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { descriptionOf, invoiceNumberOf, itemTypeLabel } from '../../../lib/invoice-format.ts';
import { paths } from '../../../lib/paths.ts';
import { CancelInvoiceButton } from './CancelInvoiceButton.tsx';
import { DownloadInvoiceButton } from './DownloadInvoiceButton.tsx';

interface InvoicesTableProps {
  invoices: InvoiceListItem[];
  downloadingId: string | null;
  onDownload: (invoice: InvoiceListItem) => void;
  /** Issue 30 item 6: an unpaid invoice can be cancelled from the list too. */
  cancellingId?: string | null;
  onCancel?: (invoice: InvoiceListItem) => void;
}

function Actions({
  invoice,
  downloadingId,
  onDownload,
  cancellingId,
  onCancel,
}: { invoice: InvoiceListItem } & Omit<InvoicesTableProps, 'invoices'>) {
  const { t } = useTranslation('invoices');
  const number = invoiceNumberOf(invoice);
  return (
    <div className="flex flex-wrap items-center gap-1">
      <ButtonLink to={paths.invoice(invoice.id)} variant="ghost" aria-label={t('viewInvoice', { number })}>
        <Eye aria-hidden="true" className="size-4" />
        {t('view')}
      </ButtonLink>
      <DownloadInvoiceButton
        invoiceNumber={number}
        busy={downloadingId === invoice.id}
        onDownload={() => onDownload(invoice)}
      />
      {invoice.status === 'pending' && onCancel ? (
        <CancelInvoiceButton
          compact
          invoiceNumber={number}
          busy={cancellingId === invoice.id}
          onCancel={() => onCancel(invoice)}
        />
      ) : null}
    </div>
  );
}

/**
 * Spec 001 §2 Invoices list. A table from md up; on a phone each invoice is a card, since seven
 * columns do not fit 390 px. Only one of the two is displayed (and so in the accessibility tree).
 */
export function InvoicesTable({ invoices, ...actions }: InvoicesTableProps) {
  const { t } = useTranslation('invoices');
  const amount = (invoice: InvoiceListItem) => t('amountValue', { amount: formatCents(invoice.amount) });

  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-line bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line bg-sand/70 text-xs font-semibold tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('columns.number')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('columns.date')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('columns.description')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('columns.type')}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t('columns.amount')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('columns.status')}
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">{t('columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {invoices.map((invoice) => (
              <tr key={invoice.id} className="align-middle">
                <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap text-primary">
                  {invoiceNumberOf(invoice)}
                </th>
                <td className="px-4 py-3 whitespace-nowrap text-ink">{formatDate(invoice.createdAt)}</td>
                <td className="px-4 py-3 font-medium text-ink">
                  {descriptionOf(invoice.description, invoice.line)}
                </td>
                <td className="px-4 py-3 text-muted">{itemTypeLabel(invoice.itemType)}</td>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-ink tabular-nums">
                  {amount(invoice)}
                </td>
                <td className="px-4 py-3">
                  <InvoiceStatusBadge status={invoice.status} />
                </td>
                <td className="px-2 py-2">
                  <Actions invoice={invoice} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="flex flex-col gap-3 md:hidden">
        {invoices.map((invoice) => (
          <li key={invoice.id}>
            <article
              aria-label={invoiceNumberOf(invoice)}
              className="flex flex-col gap-2 rounded-2xl border border-line bg-white p-4 shadow-sm"
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="font-bold break-words text-primary">{invoiceNumberOf(invoice)}</h2>
                  <p className="text-xs text-muted">{formatDate(invoice.createdAt)}</p>
                </div>
                <InvoiceStatusBadge status={invoice.status} />
              </div>
              <p className="text-sm font-medium break-words text-ink">
                {descriptionOf(invoice.description, invoice.line)}
              </p>
              <div className="flex items-baseline justify-between gap-3">
                <span className="text-xs text-muted">{itemTypeLabel(invoice.itemType)}</span>
                <span className="font-bold text-ink tabular-nums">{amount(invoice)}</span>
              </div>
              <div className="-mx-2 border-t border-line pt-2">
                <Actions invoice={invoice} {...actions} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
