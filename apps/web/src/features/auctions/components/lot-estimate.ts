import type { Lot } from '@mariner/contracts';
import { formatCents } from '../../../lib/formatters.ts';
import type { TFunction } from '../../../lib/i18n/index.tsx';

/** A lot's estimate in CAD at the edge (decision 1): a range, a floor, a ceiling, or nothing. */
export function lotEstimate(lot: Pick<Lot, 'estimateLow' | 'estimateHigh'>, t: TFunction<'auction-later'>) {
  const { estimateLow: low, estimateHigh: high } = lot;
  if (low !== null && high !== null) {
    return low === high
      ? t('auction-later:lots.estimateExact', { amount: formatCents(low) })
      : t('auction-later:lots.estimateRange', { low: formatCents(low), high: formatCents(high) });
  }
  if (low !== null) return t('auction-later:lots.estimateFrom', { amount: formatCents(low) });
  if (high !== null) return t('auction-later:lots.estimateUpTo', { amount: formatCents(high) });
  return null;
}
