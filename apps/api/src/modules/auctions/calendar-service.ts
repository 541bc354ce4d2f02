import {
  auctionTimeZone,
  CALENDAR_DAY_TITLES,
  type CalendarAuction,
  type CalendarListedMonths,
  type CalendarMonthResponse,
  type CalendarResponse,
  dayKeyInZone,
  isListedMonth,
  type Province,
} from '@mariner/contracts';
import { findCalendarEnds } from './queries.ts';
import { type AuctionReads, listCalendarAuctions } from './service.ts';

const DAY_MS = 86_400_000;

/**
 * The approved auctions starting in a month (`YYYY-MM`), by the day they start on in their own zone,
 * soonest first (decision 11: every one, ended or not). Zones run from UTC−12 to UTC+14, so the read
 * reaches a day beyond each end of the month. Kept like the other public reads: the grid and then
 * the day a visitor picks are answered from one read.
 */
function monthByDay(
  { db, auctionReads }: AuctionReads,
  month: string,
): Promise<Map<string, CalendarAuction[]>> {
  return auctionReads.remember(`calendar-month:${month}`, async () => {
    const [year = 0, monthNumber = 0] = month.split('-').map(Number);
    const { auctions } = await listCalendarAuctions(db, {
      startDateFrom: new Date(Date.UTC(year, monthNumber - 1, 1) - DAY_MS).toISOString(),
      startDateTo: new Date(Date.UTC(year, monthNumber, 2) - 1).toISOString(),
    });
    const days = new Map<string, CalendarAuction[]>();
    for (const auction of auctions) {
      const day = dayKeyInZone(auction.auctionStartDate, auction.timeZone);
      if (!day.startsWith(`${month}-`)) continue;
      const list = days.get(day);
      if (list) list.push(auction);
      else days.set(day, [auction]);
    }
    return days;
  });
}

/** The calendar's months run from 2000-01 to 2999-12 (CALENDAR_MONTH_PATTERN). */
const clampMonth = (month: string) => (month < '2000-01' ? '2000-01' : month > '2999-12' ? '2999-12' : month);

/**
 * The months of the first and last listed auction (issue 25: the calendar's crawlable range), kept
 * like the other public reads and forgotten with them on any auction write.
 */
export function listedMonths({ db, auctionReads }: AuctionReads): Promise<CalendarListedMonths> {
  return auctionReads.remember('calendar-listed-months', async () => {
    const ends = await findCalendarEnds(db);
    if (!ends) return null;
    const monthOf = ({ auctionStartDate, province }: { auctionStartDate: Date; province: Province }) =>
      clampMonth(
        dayKeyInZone(
          auctionStartDate.toISOString(),
          auctionTimeZone({ province, lat: null, lng: null }),
        ).slice(0, 7),
      );
    return { first: monthOf(ends.first), last: monthOf(ends.last) };
  });
}

/** GET /api/auctions/calendar/month: each day with auctions, its count and its first titles. */
export async function calendarMonth(reads: AuctionReads, month: string): Promise<CalendarMonthResponse> {
  const listed = await listedMonths(reads);
  // No auction starts outside the listed months: answered without a read, and nothing kept.
  const days = isListedMonth(month, listed) ? await monthByDay(reads, month) : new Map<string, never>();
  return {
    month,
    listed,
    days: [...days.keys()].sort().map((day) => {
      const auctions = days.get(day) ?? [];
      return { day, total: auctions.length, auctions: auctions.slice(0, CALENDAR_DAY_TITLES) };
    }),
  };
}

/** GET /api/auctions/calendar/day: every auction starting on the day in its own zone. */
export async function calendarDay(reads: AuctionReads, day: string): Promise<CalendarResponse> {
  const month = day.slice(0, 7);
  if (!isListedMonth(month, await listedMonths(reads))) return { auctions: [] };
  const days = await monthByDay(reads, month);
  return { auctions: days.get(day) ?? [] };
}
