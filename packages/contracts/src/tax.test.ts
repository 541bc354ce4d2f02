import { describe, expect, it } from 'vitest';
import { Province } from './enums.ts';
import { computeTax, provinceOrDefault, taxRatePercent } from './tax.ts';

describe('computeTax', () => {
  it('applies the spec 001 §9 rate of every province', () => {
    const expected: Record<string, number> = {
      AB: 5,
      BC: 12,
      MB: 12,
      NB: 15,
      NL: 15,
      NT: 5,
      NS: 15,
      NU: 5,
      ON: 13,
      PE: 15,
      QC: 14.975,
      SK: 11,
      YT: 5,
    };
    for (const province of Province.options) expect(taxRatePercent(province)).toBe(expected[province]);
  });

  it('adds Nova Scotia HST to the default listing fee', () => {
    expect(computeTax(9900, 'NS')).toEqual({
      province: 'NS',
      subtotalCents: 9900,
      taxRateMillipercent: 15000,
      taxCents: 1485,
      totalCents: 11385,
    });
  });

  it('rounds half up in cents, exactly, for Quebec', () => {
    // 10000 * 14.975% = 1497.5 -> 1498
    expect(computeTax(10000, 'QC').taxCents).toBe(1498);
    // 9900 * 14.975% = 1482.525 -> 1483
    expect(computeTax(9900, 'QC').taxCents).toBe(1483);
    // 1 * 5% = 0.05 -> 0
    expect(computeTax(1, 'AB').taxCents).toBe(0);
    // 10 * 5% = 0.5 -> 1
    expect(computeTax(10, 'AB').taxCents).toBe(1);
  });

  it('refuses fractional and negative amounts', () => {
    expect(() => computeTax(99.5, 'ON')).toThrow(RangeError);
    expect(() => computeTax(-1, 'ON')).toThrow(RangeError);
  });

  it('falls back to Ontario for an unknown province', () => {
    expect(provinceOrDefault('XX')).toBe('ON');
    expect(provinceOrDefault('PE')).toBe('PE');
  });
});
