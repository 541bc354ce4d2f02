import { addStatsDays, statsDayOf } from '@mariner/contracts/constants';
import type { StatsPeriod } from '../../../lib/api/auction-stats.ts';

/** The periods a seller picks from (in days); the API reads up to a year (STATS_MAX_DAYS). */
export const STATS_PERIOD_CHOICES = [7, 30, 90, 365] as const;
export type StatsPeriodDays = (typeof STATS_PERIOD_CHOICES)[number];
export const DEFAULT_PERIOD_DAYS: StatsPeriodDays = 30;

/** The address's `?days=` when it is one of the choices, else the default. */
export function periodDaysOf(search: URLSearchParams): StatsPeriodDays {
  const asked = Number(search.get('days'));
  return (STATS_PERIOD_CHOICES as readonly number[]).includes(asked)
    ? (asked as StatsPeriodDays)
    : DEFAULT_PERIOD_DAYS;
}

/**
 * The last `days` days to today on the statistics calendar (Halifax, decision 025). The default
 * asks for nothing, so the API's own default (the last 30 days) answers it.
 */
export function periodOf(days: StatsPeriodDays, now: Date = new Date()): StatsPeriod {
  if (days === DEFAULT_PERIOD_DAYS) return {};
  const to = statsDayOf(now);
  return { from: addStatsDays(to, -(days - 1)), to };
}
