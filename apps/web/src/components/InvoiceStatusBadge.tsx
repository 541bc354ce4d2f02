import { cx } from '../lib/cx.ts';
import { useTranslation } from '../lib/i18n/index.tsx';

/**
 * Spec 001 §4 Invoice status: paid green, pending ("Unpaid", issue 30: an abandoned checkout) and
 * draft yellow, failed ("Cancelled": voided before payment, never a declined card) neutral, refunded blue-grey,
 * anything else neutral. A list row without a status reads as Paid.
 */
const TONES: Record<string, string> = {
  paid: 'bg-success-soft text-success ring-success/30',
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-500/40',
  draft: 'bg-yellow-100 text-yellow-900 ring-yellow-500/40',
  failed: 'bg-sand text-ink ring-line',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-400/40',
};
const NEUTRAL = 'bg-sand text-ink ring-line';

export function InvoiceStatusBadge({ status, className }: { status?: string | null; className?: string }) {
  const { t } = useTranslation('invoices');
  const value = status || 'paid';
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset print:ring-0',
        TONES[value] ?? NEUTRAL,
        className,
      )}
    >
      {t(`status.${value}`, { defaultValue: value.charAt(0).toUpperCase() + value.slice(1) })}
    </span>
  );
}
