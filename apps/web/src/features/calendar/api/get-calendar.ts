import { CalendarMonthResponse, CalendarResponse } from '@mariner/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { type CalendarMonth, monthKey } from '../utils/month-grid.ts';

/**
 * GET /api/auctions/calendar/month: the days of the month with auctions, each with its count and
 * first two titles (decision 11: every approved auction starting in the month, in its own zone).
 */
export const calendarMonthQueryOptions = (calendarMonth: CalendarMonth) =>
  queryOptions({
    queryKey: ['auctions', 'calendar', 'month', monthKey(calendarMonth)],
    queryFn: ({ signal }) =>
      apiFetch(`/api/auctions/calendar/month?month=${monthKey(calendarMonth)}`, {
        schema: import.meta.env.DEV ? CalendarMonthResponse : undefined,
        signal,
      }),
  });

export const useCalendarMonth = (calendarMonth: CalendarMonth) =>
  useQuery(calendarMonthQueryOptions(calendarMonth));

/** GET /api/auctions/calendar/day: every auction of the day picked (`YYYY-MM-DD`), soonest first. */
export const calendarDayQueryOptions = (dayKey: string | null) =>
  queryOptions({
    queryKey: ['auctions', 'calendar', 'day', dayKey],
    queryFn: dayKey
      ? async ({ signal }) => {
          const params = new URLSearchParams({ day: dayKey });
          const { auctions } = await apiFetch(`/api/auctions/calendar/day?${params}`, {
            schema: import.meta.env.DEV ? CalendarResponse : undefined,
            signal,
          });
          return auctions;
        }
      : skipToken,
  });

export const useCalendarDay = (dayKey: string | null) => useQuery(calendarDayQueryOptions(dayKey));
