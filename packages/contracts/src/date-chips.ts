// Issue 28, item 5: the list's date chips, as the `startDateFrom`/`startDateTo` range the list call
// already takes, in the visitor's own zone (zod-free, in `/constants`).
import { dayKeyInZone, zonedInputToIso } from './time.ts';

export const DATE_CHIPS = ['today', 'weekend', 'week', 'month'] as const;
export type DateChip = (typeof DATE_CHIPS)[number];
export const isDateChip = (value: unknown): value is DateChip =>
  typeof value === 'string' && (DATE_CHIPS as readonly string[]).includes(value);

const DAY_MS = 86_400_000;

/** A calendar day (`YYYY-MM-DD`) moved by whole days; UTC arithmetic on the date alone. */
const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The range of auction starts a chip stands for, from the start of its first day to the end of its
 * last, in `timeZone`: Today; This weekend (Saturday and Sunday, or what is left of them); Next 7
 * days (today and the six after); This month (today to the month's last day). `now` is passed so
 * the range is the same on every render of one click, and testable.
 */
export function dateChipRange(
  chip: DateChip,
  now: Date,
  timeZone: string,
): { startDateFrom: string; startDateTo: string } {
  const today = dayKeyInZone(now, timeZone);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  const [first, last] = ((): [string, string] => {
    switch (chip) {
      case 'today':
        return [today, today];
      case 'weekend':
        if (weekday === 0) return [today, today];
        return [addDays(today, 6 - weekday), addDays(today, 7 - weekday)];
      case 'week':
        return [today, addDays(today, 6)];
      case 'month': {
        const [year, month] = today.split('-').map(Number) as [number, number];
        return [today, new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)];
      }
    }
  })();
  const startOf = (day: string) => zonedInputToIso(`${day}T00:00`, timeZone) ?? `${day}T00:00:00.000Z`;
  return {
    startDateFrom: startOf(first),
    startDateTo: new Date(Date.parse(startOf(addDays(last, 1))) - 1).toISOString(),
  };
}
