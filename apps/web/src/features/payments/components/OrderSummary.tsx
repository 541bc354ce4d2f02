import { MESSAGES } from '@mariner/contracts/constants';
import { Receipt } from 'lucide-react';
import { formatCents } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';

/** Spec 001 §2 Checkout: what is being paid for and its price before tax, in CAD. */
export function OrderSummary({ description, amount }: { description: string; amount: number | null }) {
  const { t } = useTranslation('checkout');
  return (
    <section aria-labelledby="order-summary" className="flex flex-col gap-4">
      <h2 id="order-summary" className="text-lg font-bold text-primary">
        {t('summary.heading')}
      </h2>
      <dl className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 gap-y-1">
        <dt className="sr-only">{t('summary.item')}</dt>
        <dd className="min-w-0 font-semibold break-words text-ink">{description}</dd>
        <dt className="sr-only">{t('summary.amount')}</dt>
        <dd className="text-right font-bold whitespace-nowrap text-primary tabular-nums">
          {amount === null ? '…' : t('summary.amountValue', { amount: formatCents(amount) })}
        </dd>
      </dl>
      <p className="flex items-start gap-2 rounded-lg bg-primary-soft px-3 py-2 text-sm text-primary">
        <Receipt aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {MESSAGES.taxCalculatedByProvince}
      </p>
    </section>
  );
}
