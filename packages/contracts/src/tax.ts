import { DEFAULT_PROVINCE } from './constants.ts';
import { PROVINCES, type Province } from './enum-values.ts';

/**
 * Sales tax by province in thousandths of a percent (spec 001 §9), so QC's 14.975% stays exact
 * in integer arithmetic. Decision 3: tax is applied in cents with half-up rounding.
 */
export const TAX_RATES_MILLIPERCENT: Record<Province, number> = {
  AB: 5000,
  BC: 12000,
  MB: 12000,
  NB: 15000,
  NL: 15000,
  NT: 5000,
  NS: 15000,
  NU: 5000,
  ON: 13000,
  PE: 15000,
  QC: 14975,
  SK: 11000,
  YT: 5000,
};

const MILLIPERCENT_DIVISOR = 100_000;

export const taxRatePercent = (province: Province): number => TAX_RATES_MILLIPERCENT[province] / 1000;

export interface TaxBreakdown {
  province: Province;
  subtotalCents: number;
  taxRateMillipercent: number;
  taxCents: number;
  totalCents: number;
}

/** Computes tax on an integer amount of cents; half-up rounding keeps totals the same on every side. */
export function computeTax(subtotalCents: number, province: Province): TaxBreakdown {
  if (!Number.isSafeInteger(subtotalCents) || subtotalCents < 0) {
    throw new RangeError('subtotalCents must be a non-negative integer');
  }
  const rate = TAX_RATES_MILLIPERCENT[province];
  const taxCents = Math.floor((subtotalCents * rate + MILLIPERCENT_DIVISOR / 2) / MILLIPERCENT_DIVISOR);
  return {
    province,
    subtotalCents,
    taxRateMillipercent: rate,
    taxCents,
    totalCents: subtotalCents + taxCents,
  };
}

/** Reads an untrusted province value; anything outside the 13 codes falls back to the default (ON, 13%). */
export const provinceOrDefault = (value: unknown): Province => {
  return PROVINCES.find((code) => code === value) ?? DEFAULT_PROVINCE;
};
