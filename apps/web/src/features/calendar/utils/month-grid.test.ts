import { type CalendarAuction, MAX_CALENDAR_RANGE_DAYS } from '@mariner/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildMonthGrid,
  firstUpcomingDay,
  groupByStartDay,
  monthQuery,
  parseMonth,
  shiftMonth,
  splitTitles,
} from './month-grid.ts';

const auction = (overrides: Partial<CalendarAuction>): CalendarAuction => ({
  id: '3d0a1c2b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  title: 'Lunenburg Estate Auction',
  location: 'Lunenburg, NS',
  province: 'NS',
  timeZone: 'America/Halifax',
  auctionStartDate: '2026-11-14T14:00:00.000Z',
  auctionEndDate: '2026-11-14T20:00:00.000Z',
  featuredImage: null,
  category: { id: '0f8e4c4a-3a6b-4c1f-9b1e-2d3c4b5a6f70', name: 'Estate Sales' },
  ...overrides,
});

describe('parseMonth and shiftMonth', () => {
  it('reads ?month=YYYY-MM and falls back to the month of today', () => {
    expect(parseMonth('2026-11', '2025-03-09')).toEqual({ year: 2026, month: 11 });
    expect(parseMonth(null, '2025-03-09')).toEqual({ year: 2025, month: 3 });
    for (const bad of ['2026-13', '2026-1', 'november', '0000-01', '']) {
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

describe('monthQuery', () => {
  it('asks from the day before the 1st to the end of the day after the last day, within the API limit', () => {
    const query = monthQuery({ year: 2026, month: 11 });
    expect(query).toEqual({
      startDateFrom: '2026-10-31T00:00:00.000Z',
      startDateTo: '2026-12-01T23:59:59.999Z',
    });
    for (const month of [1, 2, 12]) {
      const { startDateFrom, startDateTo } = monthQuery({ year: 2028, month });
      expect(Date.parse(startDateTo) - Date.parse(startDateFrom)).toBeLessThanOrEqual(
        MAX_CALENDAR_RANGE_DAYS * 86_400_000,
      );
    }
    expect(monthQuery({ year: 2026, month: 12 }).startDateTo).toBe('2027-01-01T23:59:59.999Z');
  });
});

describe('groupByStartDay', () => {
  const november = { year: 2026, month: 11 };

  it('places an auction on its start date in its own zone, not in UTC', () => {
    // 23:30 in Halifax on November 14 is 03:30 UTC on November 15.
    const late = auction({ id: 'a', auctionStartDate: '2026-11-15T03:30:00.000Z' });
    // The same instant is already the 15th (00:00) in St. John's.
    const newfoundland = auction({
      id: 'b',
      timeZone: 'America/St_Johns',
      auctionStartDate: '2026-11-15T03:30:00.000Z',
    });
    const days = groupByStartDay([late, newfoundland], november);
    expect(days.get('2026-11-14')?.map((a) => a.id)).toEqual(['a']);
    expect(days.get('2026-11-15')?.map((a) => a.id)).toEqual(['b']);
  });

  it('keeps only the days of the month, soonest first', () => {
    const days = groupByStartDay(
      [
        auction({ id: 'late', auctionStartDate: '2026-11-20T18:00:00.000Z' }),
        auction({ id: 'early', auctionStartDate: '2026-11-20T13:00:00.000Z' }),
        // October 31 at 21:00 in Halifax, although November 1 in UTC.
        auction({ id: 'october', auctionStartDate: '2026-11-01T00:00:00.000Z' }),
        // December 1 in Halifax.
        auction({ id: 'december', auctionStartDate: '2026-12-01T12:00:00.000Z' }),
      ],
      november,
    );
    expect([...days.keys()]).toEqual(['2026-11-20']);
    expect(days.get('2026-11-20')?.map((a) => a.id)).toEqual(['early', 'late']);
  });
});

describe('splitTitles', () => {
  it('shows two titles, then counts the rest', () => {
    const list = ['a', 'b', 'c', 'd', 'e'].map((id) => auction({ id, title: id }));
    expect(splitTitles(list.slice(0, 1))).toEqual({ shown: list.slice(0, 1), more: 0 });
    expect(splitTitles(list.slice(0, 2))).toEqual({ shown: list.slice(0, 2), more: 0 });
    expect(splitTitles(list)).toEqual({ shown: list.slice(0, 2), more: 3 });
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
