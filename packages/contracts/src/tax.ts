import { DEFAULT_PROVINCE } from './constants.ts';
import { PROVINCES, type Province } from './enum-values.ts';

/**
 * Sales tax by province and date (issue 30 item 4; decisions 003 and 021). Rates are thousandths of
 * a percent so QC's 9.975 % stays exact in integer arithmetic; tax is applied in cents, half up.
 */

/** The parts a Canadian invoice names: the federal GST, a provincial PST/RST/QST, or the single HST. */
export type TaxPartName = 'GST' | 'PST' | 'RST' | 'QST' | 'HST';

export interface TaxPartRate {
  name: TaxPartName;
  rateMillipercent: number;
}

/** One row of the law: from this day (inclusive, the company's calendar) the province's parts are these. */
export interface TaxRatePeriod {
  province: Province;
  /** `YYYY-MM-DD`; the row is in force from this day until the next row of the same province. */
  from: string;
  parts: readonly TaxPartRate[];
}

const GST = { name: 'GST', rateMillipercent: 5000 } as const;
const hst = (rateMillipercent: number): TaxPartRate => ({ name: 'HST', rateMillipercent });
const SINCE_ALWAYS = '1991-01-01';

/**
 * The rates in force, oldest first per province. A change in the law is one more row here (a data
 * change, decision 021): invoices issued before its day keep the earlier row's rate.
 */
export const TAX_RATE_SCHEDULE: readonly TaxRatePeriod[] = [
  { province: 'AB', from: SINCE_ALWAYS, parts: [GST] },
  { province: 'BC', from: SINCE_ALWAYS, parts: [GST, { name: 'PST', rateMillipercent: 7000 }] },
  { province: 'MB', from: SINCE_ALWAYS, parts: [GST, { name: 'RST', rateMillipercent: 7000 }] },
  { province: 'NB', from: SINCE_ALWAYS, parts: [hst(15000)] },
  { province: 'NL', from: SINCE_ALWAYS, parts: [hst(15000)] },
  { province: 'NT', from: SINCE_ALWAYS, parts: [GST] },
  { province: 'NS', from: SINCE_ALWAYS, parts: [hst(15000)] },
  // Nova Scotia's HST went down one point on 1 April 2025.
  { province: 'NS', from: '2025-04-01', parts: [hst(14000)] },
  { province: 'NU', from: SINCE_ALWAYS, parts: [GST] },
  { province: 'ON', from: SINCE_ALWAYS, parts: [hst(13000)] },
  { province: 'PE', from: SINCE_ALWAYS, parts: [hst(15000)] },
  { province: 'QC', from: SINCE_ALWAYS, parts: [GST, { name: 'QST', rateMillipercent: 9975 }] },
  { province: 'SK', from: SINCE_ALWAYS, parts: [GST, { name: 'PST', rateMillipercent: 6000 }] },
  { province: 'YT', from: SINCE_ALWAYS, parts: [GST] },
];

/** The company's calendar (decision 8: invoices are numbered and dated in Halifax). */
export const TAX_TIME_ZONE = 'America/Halifax';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TAX_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The `YYYY-MM-DD` of an instant on the company's calendar: the day whose law applies. */
export const taxDay = (on: Date): string => dayFormat.format(on);

/** The province's parts in force on a date; the schedule is the only source (no fallbacks). */
export function taxPartsOn(
  province: Province,
  on: Date,
  schedule = TAX_RATE_SCHEDULE,
): readonly TaxPartRate[] {
  const day = taxDay(on);
  let found: TaxRatePeriod | undefined;
  for (const period of schedule) {
    if (period.province === province && period.from <= day && (!found || period.from >= found.from)) {
      found = period;
    }
  }
  if (!found) throw new RangeError(`no tax rate for ${province} on ${day}`);
  return found.parts;
}

const sumRates = (parts: readonly TaxPartRate[]) =>
  parts.reduce((sum, part) => sum + part.rateMillipercent, 0);

/** The combined rate of a province on a date, in thousandths of a percent. */
export const taxRateMillipercentOn = (province: Province, on: Date): number =>
  sumRates(taxPartsOn(province, on));

export const taxRatePercent = (province: Province, on: Date): number =>
  taxRateMillipercentOn(province, on) / 1000;

const MILLIPERCENT_DIVISOR = 100_000;

const applyRate = (cents: number, rateMillipercent: number) =>
  Math.floor((cents * rateMillipercent + MILLIPERCENT_DIVISOR / 2) / MILLIPERCENT_DIVISOR);

/** One part of the tax as an invoice shows it; `ratePercent` is for reading, the millipercent is exact. */
export interface TaxLine {
  name: TaxPartName;
  rateMillipercent: number;
  ratePercent: number;
  amount: number;
}

/**
 * Splits a tax total into its parts so they add up to it exactly (decision 021): every part but the
 * last is its own rate applied half up; the last (the provincial part, or the HST alone) is what
 * remains of the total. The total itself is decision 003's, the combined rate applied once.
 */
export function splitTax(subtotalCents: number, taxCents: number, parts: readonly TaxPartRate[]): TaxLine[] {
  let remaining = taxCents;
  return parts.map((part, index) => {
    const amount = index === parts.length - 1 ? remaining : applyRate(subtotalCents, part.rateMillipercent);
    remaining -= amount;
    return {
      name: part.name,
      rateMillipercent: part.rateMillipercent,
      ratePercent: part.rateMillipercent / 1000,
      amount,
    };
  });
}

export interface TaxBreakdown {
  province: Province;
  subtotalCents: number;
  taxRateMillipercent: number;
  taxCents: number;
  totalCents: number;
  taxLines: TaxLine[];
}

/**
 * Tax on an integer amount of cents for a province under the law in force on `on` (the invoice's
 * date, never the wall clock): half-up rounding keeps totals the same on every side.
 */
export function computeTax(subtotalCents: number, province: Province, on: Date): TaxBreakdown {
  if (!Number.isSafeInteger(subtotalCents) || subtotalCents < 0) {
    throw new RangeError('subtotalCents must be a non-negative integer');
  }
  const parts = taxPartsOn(province, on);
  const rate = sumRates(parts);
  const taxCents = applyRate(subtotalCents, rate);
  return {
    province,
    subtotalCents,
    taxRateMillipercent: rate,
    taxCents,
    totalCents: subtotalCents + taxCents,
    taxLines: splitTax(subtotalCents, taxCents, parts),
  };
}

/**
 * The parts of an invoice stored before they were (issue 30): its stored tax split by the parts of
 * the province's row whose rates add up to its stored rate (the one in force on its date first);
 * one line at the stored rate when none do. Never recomputes the stored total.
 */
export function taxLinesOfStored(
  subtotalCents: number,
  taxCents: number,
  taxRateMillipercent: number,
  province: Province,
  on: Date,
): TaxLine[] {
  const inForce = taxPartsOn(province, on);
  const matching = [
    inForce,
    ...TAX_RATE_SCHEDULE.filter((row) => row.province === province).map((row) => row.parts),
  ].find((parts) => sumRates(parts) === taxRateMillipercent);
  if (matching) return splitTax(subtotalCents, taxCents, matching);
  const name: TaxPartName = inForce[0]?.name === 'HST' ? 'HST' : 'GST';
  return splitTax(subtotalCents, taxCents, [{ name, rateMillipercent: taxRateMillipercent }]);
}

/**
 * The operator's registration numbers as printed on invoices (`TAX_REGISTRATION_NUMBERS`, e.g.
 * "GST/HST 123456789 RT0001; QST 1234567890 TQ0001"): one entry per `;`, blanks dropped.
 */
export const readTaxRegistrationNumbers = (value: string | undefined): string[] =>
  (value ?? '')
    .split(';')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);

/** Reads an untrusted province value; anything outside the 13 codes falls back to the default (ON, 13%). */
export const provinceOrDefault = (value: unknown): Province => {
  return PROVINCES.find((code) => code === value) ?? DEFAULT_PROVINCE;
};
