import { describe, expect, it } from 'vitest';
import { buildMonthGrid, firstUpcomingDay, parseMonth, shiftMonth } from './month-grid.ts';

describe('parseMonth and shiftMonth', () => {
  it('reads ?month=YYYY-MM and falls back to the month of today', () => {
    expect(parseMonth('2026-11', '2025-03-09')).toEqual({ year: 2026, month: 11 });
    expect(parseMonth(null, '2025-03-09')).toEqual({ year: 2025, month: 3 });
    for (const bad of ['2026-13', '2026-1', 'november', '0000-01', '9999-12', '']) {
      expect(parseMonth(bad, '2025-03-09')).toEqual({ year: 2025, month: 3 });
    }
  });

  it('moves across year ends', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });
});

describe('buildMonthGrid', () => {
  const days = (weeks: ReturnType<typeof buildMonthGrid>) =>
    weeks.map((week) => week.map((cell) => cell?.day ?? 0));

  it('starts on Sunday with blanks before the 1st and after the last day', () => {
    // November 2026 begins on a Sunday; its 30th is a Monday.
    expect(days(buildMonthGrid({ year: 2026, month: 11 }))).toEqual([
      [1, 2, 3, 4, 5, 6, 7],
      [8, 9, 10, 11, 12, 13, 14],
      [15, 16, 17, 18, 19, 20, 21],
      [22, 23, 24, 25, 26, 27, 28],
      [29, 30, 0, 0, 0, 0, 0],
    ]);
    // May 2026 begins on a Friday: five blanks, then six weeks in all.
    const may = buildMonthGrid({ year: 2026, month: 5 });
    expect(may[0]).toEqual([
      null,
      null,
      null,
      null,
      null,
      { dayKey: '2026-05-01', day: 1 },
      { dayKey: '2026-05-02', day: 2 },
    ]);
    expect(may).toHaveLength(6);
    expect(days(may)[5]).toEqual([31, 0, 0, 0, 0, 0, 0]);
  });

  it('knows leap Februaries', () => {
    const leap = buildMonthGrid({ year: 2028, month: 2 }).flat();
    expect(leap.filter(Boolean)).toHaveLength(29);
    expect(leap.findLast(Boolean)).toEqual({ dayKey: '2028-02-29', day: 29 });
    expect(buildMonthGrid({ year: 2026, month: 2 }).flat().filter(Boolean)).toHaveLength(28);
    expect(buildMonthGrid({ year: 2100, month: 2 }).flat().filter(Boolean)).toHaveLength(28);
    // February 2015 starts on a Sunday and fills exactly four weeks, no blanks.
    expect(buildMonthGrid({ year: 2015, month: 2 }).flat()).not.toContain(null);
  });
});

describe('firstUpcomingDay', () => {
  const days = new Map([
    ['2026-11-03', 1],
    ['2026-11-20', 1],
    ['2026-11-12', 1],
  ]);

  it('picks the next day with auctions from today on, or none once they are all past', () => {
    expect(firstUpcomingDay(days, '2026-11-10')).toBe('2026-11-12');
    expect(firstUpcomingDay(days, '2026-11-12')).toBe('2026-11-12');
    expect(firstUpcomingDay(days, '2026-10-02')).toBe('2026-11-03');
    expect(firstUpcomingDay(days, '2026-11-21')).toBeNull();
  });
});
