import type { AdminInvoice } from '@mariner/contracts';
import { Link, useLocation } from 'react-router';
import { InvoiceStatusBadge } from '../../../components/InvoiceStatusBadge.tsx';
import { formatCents, formatDate } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { descriptionOf, invoiceNumberOf } from '../../../lib/invoice-format.ts';
import { paths } from '../../../lib/paths.ts';

/** What the invoice page reads to lead an admin back to this list (its search, filters and page). */
export interface AdminInvoiceLinkState {
  adminList: string;
}

const cell = 'px-3 py-3 align-top';
const money = `${cell} text-right whitespace-nowrap tabular-nums`;

function InvoiceLink({ invoice }: { invoice: AdminInvoice }) {
  const { t } = useTranslation('admin-invoices');
  const location = useLocation();
  const state: AdminInvoiceLinkState = { adminList: `${location.pathname}${location.search}` };
  const number = invoiceNumberOf(invoice);
  return (
    <Link
      to={paths.invoice(invoice.id)}
      state={state}
      aria-label={t('open', { number, buyer: invoice.buyerName })}
      className="font-semibold whitespace-nowrap text-accent-strong underline-offset-2 hover:underline"
    >
      {number}
    </Link>
  );
}

/**
 * Issue 31 item 1: every buyer's invoices. A table from md up (it scrolls sideways in its own box
 * if the screen is narrow); on a phone each invoice is a card. Only one of the two is displayed.
 */
export function AdminInvoicesTable({ invoices }: { invoices: AdminInvoice[] }) {
  const { t } = useTranslation(['admin-invoices', 'invoices']);
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-line bg-white shadow-sm md:block">
        <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead className="bg-primary-soft text-xs font-semibold tracking-wide text-primary uppercase">
            <tr>
              <th scope="col" className={cell}>
                {t('table.number')}
              </th>
              <th scope="col" className={cell}>
                {t('table.date')}
              </th>
              <th scope="col" className={cell}>
                {t('table.buyer')}
              </th>
              <th scope="col" className={cell}>
                {t('table.description')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('table.subtotal')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('table.tax')}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t('table.total')}
              </th>
              <th scope="col" className={cell}>
                {t('table.status')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {invoices.map((invoice) => (
              <tr key={invoice.id}>
                <th scope="row" className={cell}>
                  <InvoiceLink invoice={invoice} />
                </th>
                <td className={`${cell} whitespace-nowrap text-ink`}>{formatDate(invoice.createdAt)}</td>
                <td className={cell}>
                  <span className="block font-medium text-ink">{invoice.buyerName}</span>
                  <span className="block break-all text-muted">{invoice.buyerEmail}</span>
                </td>
                <td className={`${cell} text-ink`}>{descriptionOf(invoice.description, invoice.line)}</td>
                <td className={`${money} text-ink`}>{formatCents(invoice.subtotalCents)}</td>
                <td className={`${money} text-ink`}>{formatCents(invoice.taxCents)}</td>
                <td className={`${money} font-semibold text-ink`}>{formatCents(invoice.totalCents)}</td>
                <td className={cell}>
                  <InvoiceStatusBadge status={invoice.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="flex flex-col gap-3 md:hidden">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="rounded-2xl border border-line bg-white p-4 shadow-sm">
            <div className="flex items-start justify-between gap-3">
              <InvoiceLink invoice={invoice} />
              <InvoiceStatusBadge status={invoice.status} />
            </div>
            <p className="mt-2 font-medium text-ink">{invoice.buyerName}</p>
            <p className="text-sm break-all text-muted">{invoice.buyerEmail}</p>
            <p className="mt-2 text-sm text-ink">{descriptionOf(invoice.description, invoice.line)}</p>
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted">{t('table.date')}</dt>
              <dd className="text-right text-ink">{formatDate(invoice.createdAt)}</dd>
              <dt className="text-muted">{t('table.subtotal')}</dt>
              <dd className="text-right text-ink tabular-nums">{formatCents(invoice.subtotalCents)}</dd>
              <dt className="text-muted">{t('table.tax')}</dt>
              <dd className="text-right text-ink tabular-nums">{formatCents(invoice.taxCents)}</dd>
              <dt className="font-semibold text-ink">{t('table.total')}</dt>
              <dd className="text-right font-semibold text-ink tabular-nums">
                {formatCents(invoice.totalCents)}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
