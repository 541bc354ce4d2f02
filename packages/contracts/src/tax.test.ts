import { describe, expect, it } from 'vitest';
import { Province } from './enums.ts';
import {
  computeTax,
  provinceOrDefault,
  readTaxRegistrationNumbers,
  splitTax,
  TAX_RATE_SCHEDULE,
  taxDay,
  taxLinesOfStored,
  taxRatePercent,
} from './tax.ts';

/** A fixed day after Nova Scotia's change, and one before it: never the wall clock. */
const TODAY = new Date('2026-11-27T12:00:00Z');
const BEFORE_NS_CHANGE = new Date('2025-03-15T12:00:00Z');

describe('computeTax', () => {
  it('applies the rate of every province in force today', () => {
    const expected: Record<string, number> = {
      AB: 5,
      BC: 12,
      MB: 12,
      NB: 15,
      NL: 15,
      NT: 5,
      NS: 14,
      NU: 5,
      ON: 13,
      PE: 15,
      QC: 14.975,
      SK: 11,
      YT: 5,
    };
    for (const province of Province.options) expect(taxRatePercent(province, TODAY)).toBe(expected[province]);
  });

  it('taxes a Nova Scotia invoice dated today at 14 % HST', () => {
    expect(computeTax(9900, 'NS', TODAY)).toEqual({
      province: 'NS',
      subtotalCents: 9900,
      taxRateMillipercent: 14000,
      taxCents: 1386,
      totalCents: 11286,
      taxLines: [{ name: 'HST', rateMillipercent: 14000, ratePercent: 14, amount: 1386 }],
    });
  });

  it('taxes a Nova Scotia invoice dated 2025-03-15 at the 15 % then in force', () => {
    const tax = computeTax(9900, 'NS', BEFORE_NS_CHANGE);
    expect(tax.taxRateMillipercent).toBe(15000);
    expect(tax.taxCents).toBe(1485);
  });

  it('changes on 1 April 2025 on the company calendar (Halifax), not in UTC', () => {
    // 2025-04-01T02:00Z is still 31 March, 23:00 in Halifax.
    expect(taxDay(new Date('2025-04-01T02:00:00Z'))).toBe('2025-03-31');
    expect(computeTax(10000, 'NS', new Date('2025-04-01T02:00:00Z')).taxRateMillipercent).toBe(15000);
    expect(computeTax(10000, 'NS', new Date('2025-04-01T04:00:00Z')).taxRateMillipercent).toBe(14000);
  });

  it('rounds half up in cents, exactly, for Quebec', () => {
    // 10000 * 14.975% = 1497.5 -> 1498
    expect(computeTax(10000, 'QC', TODAY).taxCents).toBe(1498);
    // 9900 * 14.975% = 1482.525 -> 1483
    expect(computeTax(9900, 'QC', TODAY).taxCents).toBe(1483);
    // 1 * 5% = 0.05 -> 0
    expect(computeTax(1, 'AB', TODAY).taxCents).toBe(0);
    // 10 * 5% = 0.5 -> 1
    expect(computeTax(10, 'AB', TODAY).taxCents).toBe(1);
  });

  it('splits Quebec into GST 5 % and QST 9.975 % that add up to the total exactly', () => {
    expect(computeTax(9900, 'QC', TODAY).taxLines).toEqual([
      { name: 'GST', rateMillipercent: 5000, ratePercent: 5, amount: 495 },
      { name: 'QST', rateMillipercent: 9975, ratePercent: 9.975, amount: 988 },
    ]);
    for (let subtotal = 0; subtotal <= 5000; subtotal += 7) {
      for (const province of Province.options) {
        const tax = computeTax(subtotal, province, TODAY);
        expect(tax.taxLines.reduce((sum, line) => sum + line.amount, 0)).toBe(tax.taxCents);
      }
    }
  });

  it('names HST alone for the harmonized provinces and GST + PST/RST elsewhere', () => {
    const names = (province: Province) =>
      computeTax(10000, province, TODAY).taxLines.map((line) => line.name);
    for (const province of ['ON', 'NB', 'NS', 'NL', 'PE'] as const) expect(names(province)).toEqual(['HST']);
    expect(names('BC')).toEqual(['GST', 'PST']);
    expect(names('MB')).toEqual(['GST', 'RST']);
    expect(names('SK')).toEqual(['GST', 'PST']);
    expect(names('AB')).toEqual(['GST']);
  });

  it('has one row in force since 1991 for every province, so any invoice date has a rate', () => {
    for (const province of Province.options) {
      expect(TAX_RATE_SCHEDULE.some((row) => row.province === province && row.from === '1991-01-01')).toBe(
        true,
      );
    }
  });

  it('refuses fractional and negative amounts', () => {
    expect(() => computeTax(99.5, 'ON', TODAY)).toThrow(RangeError);
    expect(() => computeTax(-1, 'ON', TODAY)).toThrow(RangeError);
  });

  it('falls back to Ontario for an unknown province', () => {
    expect(provinceOrDefault('XX')).toBe('ON');
    expect(provinceOrDefault('PE')).toBe('PE');
  });
});

describe('splitTax and stored invoices', () => {
  it('gives the remainder to the last part', () => {
    expect(
      splitTax(3, 0, [
        { name: 'GST', rateMillipercent: 5000 },
        { name: 'QST', rateMillipercent: 9975 },
      ]),
    ).toEqual([
      { name: 'GST', rateMillipercent: 5000, ratePercent: 5, amount: 0 },
      { name: 'QST', rateMillipercent: 9975, ratePercent: 9.975, amount: 0 },
    ]);
  });

  it('splits a stored Nova Scotia 15 % invoice by the row it was taxed under, never recomputing it', () => {
    expect(taxLinesOfStored(9900, 1485, 15000, 'NS', TODAY)).toEqual([
      { name: 'HST', rateMillipercent: 15000, ratePercent: 15, amount: 1485 },
    ]);
    const quebec = taxLinesOfStored(9900, 1483, 14975, 'QC', TODAY);
    expect(quebec.map((line) => line.amount)).toEqual([495, 988]);
  });
});

describe('readTaxRegistrationNumbers', () => {
  it('reads one number per semicolon and nothing from an absent setting', () => {
    expect(readTaxRegistrationNumbers('GST/HST 123456789 RT0001; QST 1234567890 TQ0001')).toEqual([
      'GST/HST 123456789 RT0001',
      'QST 1234567890 TQ0001',
    ]);
    expect(readTaxRegistrationNumbers(undefined)).toEqual([]);
    expect(readTaxRegistrationNumbers(' ; ')).toEqual([]);
  });
});
