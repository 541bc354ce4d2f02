import { dateTimeFormat } from '@mariner/contracts/constants';
import { intlLocale } from '../../../lib/locale.ts';
import type { CalendarMonth } from './month-grid.ts';

/**
 * Grid dates carry no time of day: they are formatted at noon UTC in UTC, so no zone can move
 * them to the day before or after.
 */
const dayKeyToDate = (dayKey: string) => new Date(`${dayKey}T12:00:00Z`);

/** "November 2026". */
export const formatMonthTitle = ({ year, month }: CalendarMonth): string =>
  dateTimeFormat(intlLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );

/** "Sunday, November 15, 2026". */
export const formatDayTitle = (dayKey: string): string =>
  dateTimeFormat(intlLocale(), { dateStyle: 'full', timeZone: 'UTC' }).format(dayKeyToDate(dayKey));

/** "Sunday, November 15": a day cell's name, the month being said by the grid's caption. */
export const formatDayName = (dayKey: string): string =>
  dateTimeFormat(intlLocale(), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(dayKeyToDate(dayKey));

/** "10:00 a.m. AST": when an auction starts, in its own zone (ARCHITECTURE: dates). */
export const formatStartTime = (iso: string, timeZone: string): string =>
  dateTimeFormat(intlLocale(), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));

/**
 * The weekdays' names in the language shown, Sunday first (2023-01-01 was a Sunday). Asked for at
 * each render, not computed once when the module loads: the server renders both languages, and a
 * visitor may switch.
 */
export const weekdays = () =>
  Array.from({ length: 7 }, (_, index) => {
    const date = new Date(Date.UTC(2023, 0, 1 + index, 12));
    const format = (weekday: 'short' | 'long' | 'narrow') =>
      dateTimeFormat(intlLocale(), { weekday, timeZone: 'UTC' }).format(date);
    return { short: format('short'), long: format('long'), narrow: format('narrow') };
  });
