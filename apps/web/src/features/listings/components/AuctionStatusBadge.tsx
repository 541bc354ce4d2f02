import type { AuctionStatus } from '@mariner/contracts';
import { cx } from '../../../lib/cx.ts';
import { auctionStatusText } from '../../../lib/labels.ts';

/** Spec 000 §4: teal for Live, yellow for Under Review, red for Rejected. */
const TONES: Record<AuctionStatus, string> = {
  AWAITING_PAYMENT: 'bg-gray-100 text-gray-700 ring-gray-400/40',
  APPROVED: 'bg-accent-soft text-accent-strong ring-accent/30',
  PENDING: 'bg-yellow-100 text-yellow-900 ring-yellow-500/40',
  REJECTED: 'bg-danger-soft text-danger ring-danger/30',
};

export function AuctionStatusBadge({ status, className }: { status: AuctionStatus; className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[status],
        className,
      )}
    >
      {auctionStatusText(status)}
    </span>
  );
}
