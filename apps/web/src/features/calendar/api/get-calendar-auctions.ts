import { type CalendarAuction, CalendarResponse } from '@mariner/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { type CalendarMonth, monthKey, monthQuery } from '../utils/month-grid.ts';

/** GET /api/auctions/calendar: every approved auction starting in the month shown (decision 11). */
export const getCalendarAuctions = async (
  calendarMonth: CalendarMonth,
  signal?: AbortSignal,
): Promise<CalendarAuction[]> => {
  const params = new URLSearchParams(monthQuery(calendarMonth));
  const response = await apiFetch(`/api/auctions/calendar?${params}`, { schema: CalendarResponse, signal });
  return response.auctions;
};

export const calendarAuctionsQueryOptions = (calendarMonth: CalendarMonth) =>
  queryOptions({
    queryKey: ['auctions', 'calendar', monthKey(calendarMonth)],
    queryFn: ({ signal }) => getCalendarAuctions(calendarMonth, signal),
  });

export const useCalendarAuctions = (calendarMonth: CalendarMonth) =>
  useQuery(calendarAuctionsQueryOptions(calendarMonth));
