import type { InvoiceData } from '@mariner/contracts';
import { cx } from '../../../lib/cx.ts';
import { formatCents, formatDate } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';

/**
 * Spec 001 §4: succeeded and pending as they are, anything else failed; except a refunded payment,
 * which did not fail (decision 4: the invoice says it was refunded).
 */
const SHOWN = ['succeeded', 'pending', 'refunded'] as const;
type Shown = (typeof SHOWN)[number] | 'failed';
const shownStatus = (status: string): Shown =>
  (SHOWN as readonly string[]).includes(status) ? (status as Shown) : 'failed';

const TONES = {
  succeeded: 'text-success',
  pending: 'text-yellow-800',
  refunded: 'text-slate-700',
  failed: 'text-danger',
} as const;

/** Spec 001 §2: on screen only, so hidden when printed. */
export function PaymentHistory({ payments }: { payments: InvoiceData['payments'] }) {
  const { t } = useTranslation('invoices');
  return (
    <section aria-labelledby="payment-history" className="flex flex-col gap-3 print:hidden">
      <h2 id="payment-history" className="text-base font-bold text-primary">
        {t('detail.paymentHistory')}
      </h2>
      {payments.length === 0 ? (
        <p className="text-sm text-muted">{t('detail.noPayments')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-line">
          <table className="w-full text-left text-sm">
            <thead className="bg-sand/70 text-xs font-semibold tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('detail.paymentDate')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('detail.paymentAmount')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('detail.paymentStatus')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {payments.map((payment, index) => {
                const status = shownStatus(payment.status);
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: payments carry no id; the list is the server's order.
                  <tr key={index}>
                    <td className="px-3 py-2 whitespace-nowrap text-ink">{formatDate(payment.date)}</td>
                    <td className="px-3 py-2 text-right whitespace-nowrap text-ink tabular-nums">
                      {formatCents(payment.amount)}
                    </td>
                    <td className={cx('px-3 py-2 font-semibold', TONES[status])}>
                      {t(`detail.paymentStatuses.${status}`)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
