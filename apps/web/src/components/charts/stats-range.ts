import { dayKeyInZone, STATS_TIME_ZONE } from '@mariner/contracts/constants';

/** The periods a stats page offers (issue 30 item 2), in days ending today; 365 is "the last year". */
export const STATS_RANGES = [7, 30, 90, 365] as const;
export type StatsRange = (typeof STATS_RANGES)[number];
export const DEFAULT_STATS_RANGE: StatsRange = 30;

export interface StatsPeriod {
  from: string;
  to: string;
}

/** The last `days` days up to today on the company's calendar (Halifax), as the server counts them. */
export function statsPeriodOf(days: StatsRange, now = new Date()): StatsPeriod {
  const to = dayKeyInZone(now, STATS_TIME_ZONE);
  const start = new Date(`${to}T12:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return { from: start.toISOString().slice(0, 10), to };
}

export const periodQuery = (period: StatsPeriod, extra: Record<string, string> = {}) =>
  new URLSearchParams({ from: period.from, to: period.to, ...extra }).toString();
