import type { CreateLotRequest, Lot } from '@mariner/contracts';

/** What the lot form's inputs hold: text, with estimates in dollars as people type them. */
export interface LotFormValues {
  lotNumber: string;
  title: string;
  description: string;
  titleFr: string;
  descriptionFr: string;
  estimateLow: string;
  estimateHigh: string;
  quantity: string;
  /** A category's id, or '' for none. */
  categoryId: string;
}

export const emptyLotForm = (lotNumber = ''): LotFormValues => ({
  lotNumber,
  title: '',
  description: '',
  titleFr: '',
  descriptionFr: '',
  estimateLow: '',
  estimateHigh: '',
  quantity: '1',
  categoryId: '',
});

const dollarsOf = (cents: number | null) =>
  cents === null ? '' : (cents / 100).toFixed(cents % 100 ? 2 : 0);

export const lotFormOf = (lot: Lot): LotFormValues => ({
  lotNumber: lot.lotNumber,
  title: lot.title,
  description: lot.description ?? '',
  titleFr: lot.titleFr ?? '',
  descriptionFr: lot.descriptionFr ?? '',
  estimateLow: dollarsOf(lot.estimateLow),
  estimateHigh: dollarsOf(lot.estimateHigh),
  quantity: String(lot.quantity),
  categoryId: lot.categoryId ?? '',
});

/**
 * Dollars as typed ("1,250", "1250.5", "$90", "1 250,50") to cents; blank is no estimate. Anything else is
 * sent as NaN, which the contract's rule refuses with its own words.
 */
export function centsOf(text: string): number | null {
  let cleaned = text.replace(/[\s$\u00a0]/g, '');
  // French writes the decimal with a comma ("1 250,50 $"); a comma before 1 or 2 final digits is one.
  if (!cleaned.includes('.') && /,\d{1,2}$/.test(cleaned)) cleaned = cleaned.replace(/,(\d{1,2})$/, '.$1');
  cleaned = cleaned.replace(/,/g, '');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

/** The request body; the server (and the contract) judge it. */
export const lotRequestOf = (values: LotFormValues): CreateLotRequest => ({
  lotNumber: values.lotNumber,
  title: values.title,
  description: values.description,
  titleFr: values.titleFr,
  descriptionFr: values.descriptionFr,
  estimateLow: centsOf(values.estimateLow),
  estimateHigh: centsOf(values.estimateHigh),
  quantity: values.quantity.trim() === '' ? 1 : Number(values.quantity),
  categoryId: values.categoryId || null,
});

/** The next number to suggest: one past the highest plain number, "1" for the first lot. */
export function nextLotNumber(lots: Pick<Lot, 'lotNumber'>[]): string {
  const numbers = lots.map((lot) => Number.parseInt(lot.lotNumber, 10)).filter(Number.isFinite);
  return String(numbers.length ? Math.max(...numbers) + 1 : 1);
}
