import {
  dayKeyInZone,
  MESSAGES,
  STATS_DEFAULT_DAYS,
  STATS_MAX_DAYS,
  STATS_TIME_ZONE,
} from '@mariner/contracts';
import { AppError } from '../../plugins/errors.ts';

/**
 * Issue 30 item 2: the days stats are filed under and read over. The company's calendar (Halifax),
 * as invoices and reports are, so "today" is the same day for the advertiser, the operator and the
 * rows, whatever zone the server runs in.
 */
export const statsDayOf = (instant: Date): string => dayKeyInZone(instant, STATS_TIME_ZONE);

/** `day` moved by `count` calendar days (noon UTC keeps daylight saving out of the sum). */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
export const daySpan = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000) + 1;

/** Every day from `from` to `to`, both included, oldest first. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The period a stats read covers: `to` defaults to today (or `from`, if that is later), `from` to
 * STATS_DEFAULT_DAYS ending on `to`. Longer than STATS_MAX_DAYS is a 400 on `to`, said in words.
 */
export function statsPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): { from: string; to: string } {
  const today = statsDayOf(now);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? addDays(to, -(STATS_DEFAULT_DAYS - 1));
  if (from > to) {
    throw new AppError('BAD_REQUEST', MESSAGES.reportPeriodOrder, { to: MESSAGES.reportPeriodOrder });
  }
  if (daySpan(from, to) > STATS_MAX_DAYS) {
    throw new AppError('BAD_REQUEST', MESSAGES.statsPeriodTooLong, { to: MESSAGES.statsPeriodTooLong });
  }
  return { from, to };
}

/** The rows read from the database spread over every day of the period, 0 where none was written. */
export function zeroFill<K extends string>(
  from: string,
  to: string,
  keys: readonly K[],
  rows: readonly ({ day: string } & Record<K, number>)[],
): ({ date: string } & Record<K, number>)[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return eachDay(from, to).map((date) => {
    const row = byDay.get(date);
    const values = Object.fromEntries(keys.map((key) => [key, Number(row?.[key] ?? 0)])) as Record<K, number>;
    return { date, ...values };
  });
}

/** The sums of each key over the days. */
export function sumDays<K extends string>(
  days: readonly Record<K, number>[],
  keys: readonly K[],
): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, days.reduce((sum, day) => sum + day[key], 0)])) as Record<
    K,
    number
  >;
}

/** The `Content-Disposition` of a stats file; the name is built from ids and ISO days only. */
export const attachment = (fileName: string) => `attachment; filename="${fileName}"`;
