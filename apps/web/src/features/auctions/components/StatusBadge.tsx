import type { AuctionStatus } from '@mariner/contracts';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { auctionStatusText } from '../../../lib/labels.ts';

/** Spec 000 §4: teal for APPROVED (Live), yellow for PENDING (Under Review), red otherwise. */
const tones: Record<AuctionStatus, string> = {
  AWAITING_PAYMENT: 'border-gray-300 bg-gray-100 text-gray-700',
  APPROVED: 'border-accent/30 bg-accent-soft text-accent-strong',
  PENDING: 'border-yellow-400/60 bg-yellow-100 text-yellow-900',
  REJECTED: 'border-danger/30 bg-danger-soft text-danger',
};

export function StatusBadge({ status, className }: { status: AuctionStatus; className?: string }) {
  const { t } = useTranslation('cards');
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full border px-3 py-1 text-sm font-semibold',
        tones[status],
        className,
      )}
    >
      {t(`status.${status}`, { defaultValue: auctionStatusText(status) })}
    </span>
  );
}
