import { describe, expect, it } from 'vitest';
import { periodDaysOf, periodOf } from './stats-period.ts';

describe('the statistics period', () => {
  it('reads ?days= when it is one of the choices, else 30', () => {
    expect(periodDaysOf(new URLSearchParams('days=90'))).toBe(90);
    expect(periodDaysOf(new URLSearchParams('days=365'))).toBe(365);
    expect(periodDaysOf(new URLSearchParams('days=12'))).toBe(30);
    expect(periodDaysOf(new URLSearchParams('days=abc'))).toBe(30);
    expect(periodDaysOf(new URLSearchParams())).toBe(30);
  });

  it('ends today on the Halifax calendar and leaves the default to the API', () => {
    // 02:00 UTC on 1 March is still 28 February in Halifax (22:00 AST).
    const now = new Date('2026-03-01T02:00:00Z');
    expect(periodOf(7, now)).toEqual({ from: '2026-02-22', to: '2026-02-28' });
    expect(periodOf(365, now)).toEqual({ from: '2025-03-01', to: '2026-02-28' });
    expect(periodOf(30, now)).toEqual({});
  });
});
