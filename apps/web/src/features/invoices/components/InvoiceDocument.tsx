import type { InvoiceData } from '@mariner/contracts';
import { COMPANY } from '@mariner/contracts/constants';
import { InvoiceStatusBadge } from '../../../components/InvoiceStatusBadge.tsx';
import { formatCents, formatDate } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { descriptionOf, formatRate, invoiceNumberOf } from '../../../lib/invoice-format.ts';
import { provinceLabel } from '../../../lib/labels.ts';
import { PaymentHistory } from './PaymentHistory.tsx';

const headingClasses = 'text-xs font-semibold tracking-wide text-muted uppercase';

/**
 * Spec 001 §2 Invoice detail, as printed (decision 8: Print prints this page): the parties, the
 * items and the totals in CAD. Payment History is for the screen only.
 */
export function InvoiceDocument({ invoice }: { invoice: InvoiceData }) {
  const { t } = useTranslation('invoices');
  const number = invoiceNumberOf(invoice);
  const cad = (cents: number) => t('detail.totalValue', { amount: formatCents(cents) });
  const taxLabel = invoice.taxProvince
    ? t('detail.tax', {
        name: t(`taxNames.${invoice.taxProvince}`),
        province: invoice.taxProvince,
        rate: formatRate(invoice.taxRateMillipercent),
      })
    : t('detail.taxPlain');
  // Issue 30: the tax in its parts (GST + PST/QST, or HST), as Canadian invoices show it.
  const taxRows =
    invoice.taxProvince && invoice.taxLines.length > 0
      ? invoice.taxLines.map((line) => ({
          key: line.name,
          label: t('detail.tax', {
            name: t(`taxPartNames.${line.name}`),
            province: invoice.taxProvince,
            rate: formatRate(line.rateMillipercent),
          }),
          amount: line.amount,
        }))
      : [{ key: 'tax', label: taxLabel, amount: invoice.tax }];

  return (
    <article
      aria-labelledby="invoice-heading"
      className="flex flex-col gap-8 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-10 print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-col gap-4 border-b border-line pb-6 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <p className="text-lg font-extrabold text-primary">{COMPANY.shortName}</p>
          <h1 id="invoice-heading" className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            {t('detail.heading')} <span className="whitespace-nowrap">{number}</span>
          </h1>
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <InvoiceStatusBadge status={invoice.status} className="self-start sm:self-end" />
          <dl className="grid w-fit grid-cols-[auto_auto] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">{t('detail.date')}</dt>
            <dd className="font-medium text-ink">{formatDate(invoice.date)}</dd>
            {invoice.dueDate ? (
              <>
                <dt className="text-muted">{t('detail.dueDate')}</dt>
                <dd className="font-medium text-ink">{formatDate(invoice.dueDate)}</dd>
              </>
            ) : null}
          </dl>
        </div>
      </header>

      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        <section aria-labelledby="invoice-from">
          <h2 id="invoice-from" className={headingClasses}>
            {t('detail.from')}
          </h2>
          <address className="mt-2 text-sm leading-6 text-ink not-italic">
            <span className="font-semibold">{COMPANY.name}</span>
            <br />
            {COMPANY.street}
            <br />
            {COMPANY.city}, {provinceLabel(COMPANY.province)} {COMPANY.postalCode}
            <br />
            {COMPANY.country}
            <br />
            <a href={`mailto:${COMPANY.customerServiceEmail}`} className="text-accent-strong underline">
              {COMPANY.customerServiceEmail}
            </a>
          </address>
          {invoice.taxRegistrationNumbers.length > 0 ? (
            <p className="mt-2 text-sm text-ink" data-testid="tax-registration-numbers">
              {t('detail.registrationNumbers', { numbers: invoice.taxRegistrationNumbers.join(' · ') })}
            </p>
          ) : null}
        </section>
        <section aria-labelledby="invoice-bill-to">
          <h2 id="invoice-bill-to" className={headingClasses}>
            {t('detail.billTo')}
          </h2>
          <address className="mt-2 text-sm leading-6 break-words text-ink not-italic">
            <span className="font-semibold">{invoice.billTo.name}</span>
            <br />
            {invoice.billTo.email}
            {invoice.billTo.phone ? (
              <>
                <br />
                {invoice.billTo.phone}
              </>
            ) : null}
            {invoice.billTo.address ? (
              <>
                <br />
                <span className="whitespace-pre-line">{invoice.billTo.address}</span>
              </>
            ) : null}
          </address>
        </section>
      </div>

      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="border-b-2 border-line">
            <tr>
              <th scope="col" className={`${headingClasses} py-2 pr-4`}>
                {t('detail.description')}
              </th>
              <th scope="col" className={`${headingClasses} py-2 text-right`}>
                {t('detail.amount')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {invoice.items.map((item, index) => (
              // Items have no id; their order is the invoice's own.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <tr key={index}>
                <td className="py-3 pr-4 text-ink">{descriptionOf(item.description, item.line)}</td>
                <td className="py-3 text-right whitespace-nowrap text-ink tabular-nums">
                  {formatCents(item.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="ml-auto flex w-full max-w-sm flex-col gap-2 text-sm">
        <div className="flex justify-between gap-6">
          <dt className="text-muted">{t('detail.subtotal')}</dt>
          <dd className="text-ink tabular-nums">{formatCents(invoice.subtotal)}</dd>
        </div>
        {taxRows.map((row) => (
          <div key={row.key} className="flex justify-between gap-6">
            <dt className="text-muted">{row.label}</dt>
            <dd className="text-ink tabular-nums">{formatCents(row.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-6 border-t-2 border-line pt-2 text-base font-bold text-primary">
          <dt>{t('detail.total')}</dt>
          <dd className="tabular-nums">{cad(invoice.total)}</dd>
        </div>
        {invoice.refundedAmount > 0 ? (
          <div className="flex justify-between gap-6">
            <dt className="text-muted">{t('detail.refunded')}</dt>
            <dd className="font-semibold text-ink tabular-nums">
              {t('detail.refundedValue', { amount: formatCents(invoice.refundedAmount) })}
            </dd>
          </div>
        ) : null}
      </dl>

      <PaymentHistory payments={invoice.payments} />

      <footer className="border-t border-line pt-6 text-center">
        <p className="font-semibold text-primary">{t('detail.thanks')}</p>
        <p className="mt-1 text-sm text-muted">
          {t('detail.thanksText', { email: COMPANY.customerServiceEmail })}
        </p>
      </footer>
    </article>
  );
}
