import type { PaymentQuote } from '@mariner/contracts';
import { formatCents } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { formatRate } from './tax-label.ts';

/** Issue 30: one line per part of the tax (GST + QST…, or HST); one combined line for a quote without parts. */
const taxRows = (quote: PaymentQuote) =>
  quote.taxLines.length > 0
    ? quote.taxLines.map((line) => ({
        key: line.name,
        partName: line.name,
        rateMillipercent: line.rateMillipercent,
        amount: line.amount,
      }))
    : [{ key: 'tax', partName: null, rateMillipercent: quote.taxRateMillipercent, amount: quote.tax }];

/** Spec 001 §2 Payment form: subtotal, tax (named with its province and rate) and total, from the server. */
export function PriceLines({ quote, isUpdating }: { quote: PaymentQuote; isUpdating: boolean }) {
  const { t } = useTranslation('checkout');
  return (
    <dl
      aria-busy={isUpdating || undefined}
      className="flex flex-col gap-2 rounded-xl bg-sand/70 p-4 text-sm transition-opacity aria-busy:opacity-60"
    >
      <div className="flex justify-between gap-4">
        <dt className="text-muted">{t('form.subtotal')}</dt>
        <dd className="font-medium text-ink tabular-nums">{formatCents(quote.subtotal)}</dd>
      </div>
      {taxRows(quote).map((row) => (
        <div key={row.key} className="flex justify-between gap-4">
          <dt className="text-muted">
            {t('form.tax', {
              name: row.partName ? t(`taxPartNames.${row.partName}`) : t(`taxNames.${quote.province}`),
              province: quote.province,
              rate: formatRate(row.rateMillipercent),
            })}
          </dt>
          <dd className="font-medium text-ink tabular-nums">{formatCents(row.amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-bold text-primary">
        <dt>{t('form.total')}</dt>
        <dd className="tabular-nums">{t('form.totalValue', { amount: formatCents(quote.total) })}</dd>
      </div>
    </dl>
  );
}
