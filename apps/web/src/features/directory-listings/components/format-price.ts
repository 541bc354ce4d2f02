import { formatCents } from '../../../lib/formatters.ts';

/** "$199" for a whole-dollar price (the spec's words), "$199.50" otherwise. */
export const formatAnnualPrice = (cents: number): string =>
  cents % 100 === 0 ? `$${cents / 100}` : formatCents(cents);
