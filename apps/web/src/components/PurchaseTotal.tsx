import type { Province } from '@mariner/contracts';
import { computeTax } from '@mariner/contracts/constants';
import { formatCents } from '../lib/formatters.ts';
import { useTranslation } from '../lib/i18n/index.tsx';
import { intlLocale } from '../lib/locale.ts';

interface PurchaseTotalProps {
  /** What is bought, before tax, in cents: the same contracts function the server invoices with. */
  subtotalCents: number;
  /** The account's province, the checkout's default (issue 30 item 4). */
  province: Province;
  /** The periods rule in words ("31 days = 2 periods of 30 days"), already in the page's language. */
  rule: string;
  /** The instant whose tax law applies; the invoice is dated when the form is sent, so now. */
  on?: Date;
}

/** 15000 → "15", 9975 → "9.975": a rate as the tax tables write it. */
const formatRate = (millipercent: number): string =>
  new Intl.NumberFormat(intlLocale(), { maximumFractionDigits: 3 }).format(millipercent / 1000);

/**
 * Issue 30 item 3: the total before checkout, beside the dates, so the price never changes between
 * the form and the payment. Computed here with contracts' computeTax, as the checkout's quote is.
 */
export function PurchaseTotal({ subtotalCents, province, rule, on = new Date() }: PurchaseTotalProps) {
  const { t } = useTranslation('common');
  const tax = computeTax(subtotalCents, province, on);
  return (
    <section
      aria-label={t('purchaseTotal.title')}
      className="rounded-lg bg-primary-soft p-4 text-sm text-ink"
    >
      <p className="font-semibold text-primary">{t('purchaseTotal.title')}</p>
      <p className="mt-1" data-testid="purchase-rule">
        {rule}
      </p>
      <dl aria-live="polite" className="mt-3 flex flex-col gap-1">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{t('purchaseTotal.subtotal')}</dt>
          <dd className="tabular-nums">{formatCents(tax.subtotalCents)}</dd>
        </div>
        {tax.taxLines.map((line) => (
          <div key={line.name} className="flex justify-between gap-4">
            <dt className="text-muted">
              {t('purchaseTotal.tax', {
                name: t(`purchaseTotal.taxPartNames.${line.name}`),
                rate: formatRate(line.rateMillipercent),
                province,
              })}
            </dt>
            <dd className="tabular-nums">{formatCents(line.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-line pt-1 text-base font-bold text-primary">
          <dt>{t('purchaseTotal.total')}</dt>
          <dd className="tabular-nums">
            {t('purchaseTotal.totalValue', { amount: formatCents(tax.totalCents) })}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-muted">{t('purchaseTotal.provinceNote', { province })}</p>
    </section>
  );
}
