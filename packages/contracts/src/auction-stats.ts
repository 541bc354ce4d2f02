// Issue 30 item 1: listing statistics — the wire (requests and answers) of the stats calls.
import {
  OUTBOUND_TARGET_NAMES,
  type OutboundTarget,
  STATS_MAX_DAYS,
  STATS_MESSAGES,
  statsDaysIn,
} from './auction-stats-values.ts';
import { IsoDateTime, LocaleField } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

export * from './auction-stats-paths.ts';
export * from './auction-stats-values.ts';

/** A statistics day `YYYY-MM-DD` of the company's calendar (decision 025). */
const StatsDay = z.iso
  .date({ error: MESSAGES.calendarDayFormat })
  .refine((day) => day >= '1991-01-01' && day <= '2999-12-31', { error: MESSAGES.calendarDayFormat });

/**
 * `from` and `to` are days, both included; left out, the last 30 days to today (or 30 days from
 * `from`). At most STATS_MAX_DAYS days, `to` not before `from`.
 */
export const AuctionStatsQuery = z
  .object({ from: StatsDay.optional(), to: StatsDay.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: MESSAGES.reportPeriodOrder,
  })
  .refine((query) => !query.from || !query.to || statsDaysIn(query.from, query.to) <= STATS_MAX_DAYS, {
    path: ['from'],
    error: STATS_MESSAGES.rangeTooLong,
  });
export type AuctionStatsQuery = z.input<typeof AuctionStatsQuery>;

const count = z.number().int().min(0);

export const AuctionStatsTotals = z.object({
  views: count,
  saves: count,
  calendarAdds: count,
  shares: count,
  outboundClicks: count,
});
export type AuctionStatsTotals = z.infer<typeof AuctionStatsTotals>;

export const AuctionStatsDay = AuctionStatsTotals.extend({ date: z.string() });
export type AuctionStatsDay = z.infer<typeof AuctionStatsDay>;

/**
 * GET /api/auctions/{id}/stats (its seller and admins): every day of the period, zero-filled, in
 * order, and the period's totals. `from`, `to` and `timeZone` say which days were read.
 */
export const AuctionStatsResponse = z.object({
  days: z.array(AuctionStatsDay),
  totals: AuctionStatsTotals,
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
});
export type AuctionStatsResponse = z.infer<typeof AuctionStatsResponse>;

/** One listing's totals over the period, for the dashboard's table of listings. */
export const ListingStatsTotals = AuctionStatsTotals.extend({
  auctionId: z.uuid(),
  title: z.string(),
  titleFr: z.string().nullable(),
  auctionStartDate: IsoDateTime,
});

/**
 * GET /api/auctions/my-auctions/stats (a seller): the same days and totals summed over all the
 * seller's listings, and each listing's totals (most viewed first).
 */
export const MyAuctionsStatsResponse = AuctionStatsResponse.extend({
  listings: z.array(ListingStatsTotals),
});
export type MyAuctionsStatsResponse = z.infer<typeof MyAuctionsStatsResponse>;

/** GET /api/auctions/{id}/out?to=… : which of the auction's own links to follow. */
export const OutboundQuery = z.object({
  to: z.enum(OUTBOUND_TARGET_NAMES as [OutboundTarget, ...OutboundTarget[]], {
    error: STATS_MESSAGES.unknownLink,
  }),
});

/** GET /api/auctions/{id}/google-calendar?lang=… : the event in that language (else the reader's). */
export const GoogleCalendarQuery = z.object({ lang: LocaleField.optional() });
