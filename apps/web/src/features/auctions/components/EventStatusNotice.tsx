import type { Auction } from '@mariner/contracts';
import { CalendarX } from 'lucide-react';
import { cx } from '../../../lib/cx.ts';
import { formatDateTime } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';

/**
 * Issue 17: a sale that will not happen as listed says so plainly, so nobody makes the trip —
 * cancelled, postponed to a date still to come, or moved (with the date it had before).
 */
export function EventStatusNotice({
  auction,
  compact = false,
}: {
  auction: Pick<Auction, 'eventStatus' | 'previousStartDate' | 'timeZone'>;
  compact?: boolean;
}) {
  const { t } = useTranslation('cards');
  if (auction.eventStatus === 'SCHEDULED') return null;
  const text =
    auction.eventStatus === 'RESCHEDULED' && auction.previousStartDate
      ? t('eventStatus.RESCHEDULED', { date: formatDateTime(auction.previousStartDate, auction.timeZone) })
      : t(`eventStatus.${auction.eventStatus}`);
  const serious = auction.eventStatus === 'CANCELLED';
  return (
    <p
      className={cx(
        'flex items-start gap-2 rounded-lg border font-semibold',
        compact ? 'px-3 py-1.5 text-sm' : 'px-4 py-3',
        serious
          ? 'border-danger/40 bg-danger-soft text-danger'
          : 'border-yellow-400/60 bg-yellow-100 text-yellow-900',
      )}
    >
      <CalendarX aria-hidden="true" className={cx('shrink-0', compact ? 'mt-0.5 size-4' : 'mt-0.5 size-5')} />
      {text}
    </p>
  );
}
