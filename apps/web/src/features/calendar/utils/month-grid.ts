import { CALENDAR_MONTH_PATTERN } from '@mariner/contracts/constants';

/** A month as the URL names it (`?month=2026-11`); `month` is 1–12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** A cell of the grid: a day of the month, or a blank before the 1st or after the last day. */
export type GridCell = { dayKey: string; day: number } | null;

const pad = (value: number) => String(value).padStart(2, '0');

export const monthKey = ({ year, month }: CalendarMonth): string => `${year}-${pad(month)}`;

/** The month in `?month=YYYY-MM`, or the month `today` (a YYYY-MM-DD day key) falls in. */
export function parseMonth(param: string | null, today: string): CalendarMonth {
  const match = CALENDAR_MONTH_PATTERN.exec(param ?? '') ?? CALENDAR_MONTH_PATTERN.exec(today.slice(0, 7));
  return { year: Number(match?.[1]), month: Number(match?.[2]) };
}

export function shiftMonth({ year, month }: CalendarMonth, by: number): CalendarMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const daysInMonth = ({ year, month }: CalendarMonth): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Sunday-first weeks of seven cells, blanks before the 1st and after the last day (spec 000 §2). */
export function buildMonthGrid(calendarMonth: CalendarMonth): GridCell[][] {
  const { year, month } = calendarMonth;
  const leadingBlanks = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const cells: GridCell[] = Array.from({ length: leadingBlanks }, () => null);
  for (let day = 1; day <= daysInMonth(calendarMonth); day++) {
    cells.push({ dayKey: `${monthKey(calendarMonth)}-${pad(day)}`, day });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: GridCell[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/**
 * The day listed before any click: the next day with auctions from today on (in a future month,
 * its first such day). A past month starts with none, the visitor picks one.
 */
export function firstUpcomingDay(days: ReadonlyMap<string, unknown>, todayKey: string): string | null {
  return [...days.keys()].sort().find((dayKey) => dayKey >= todayKey) ?? null;
}
