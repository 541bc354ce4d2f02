import { singleLineText } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

export * from './advertiser-stats-values.ts';

const count = z.number().int().min(0);

/** A calendar day `YYYY-MM-DD`, in a span dates can be computed in. */
const StatsDay = z.iso
  .date({ error: MESSAGES.calendarDayFormat })
  .refine((day) => day >= '1991-01-01' && day <= '2999-12-31', { error: MESSAGES.calendarDayFormat });

/**
 * `?from=&to=[&format=csv]`: both days included. The length (at most STATS_MAX_DAYS) is checked
 * once the defaults are filled in (the server knows today), so it is not a rule of this schema.
 */
export const StatsQuery = z
  .object({
    from: StatsDay.optional(),
    to: StatsDay.optional(),
    format: z.enum(['json', 'csv']).optional().default('json'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: MESSAGES.reportPeriodOrder,
  });
export type StatsQuery = z.input<typeof StatsQuery>;

const period = {
  from: z.string(),
  to: z.string(),
  /** The calendar the days are counted in (STATS_TIME_ZONE). */
  timeZone: z.string(),
};

export const BannerStatsDay = z.object({ date: z.string(), impressions: count, clicks: count });
export type BannerStatsDay = z.infer<typeof BannerStatsDay>;

/**
 * GET /api/banners/{id}/stats (the banner's advertiser and admins): every day of the period, days
 * without a count as 0. `ctr` is clicks ÷ impressions as a fraction (0.0125 is 1.25 %), rounded to
 * 4 decimal places, 0 when there were no impressions.
 */
export const BannerStatsResponse = z.object({
  ...period,
  days: z.array(BannerStatsDay),
  totals: z.object({ impressions: count, clicks: count, ctr: z.number().min(0) }),
});
export type BannerStatsResponse = z.infer<typeof BannerStatsResponse>;

export const DirectoryStatsDay = z.object({ date: z.string(), profileViews: count, contactClicks: count });
export type DirectoryStatsDay = z.infer<typeof DirectoryStatsDay>;

/** GET /api/directory-listings/{id}/stats (the listing's owner and admins): its profile's days. */
export const DirectoryStatsResponse = z.object({
  ...period,
  days: z.array(DirectoryStatsDay),
  totals: z.object({ profileViews: count, contactClicks: count }),
});
export type DirectoryStatsResponse = z.infer<typeof DirectoryStatsResponse>;

/** The ways to reach a directory company that are counted as contact clicks. */
export const DirectoryContactKind = z.enum(['website', 'phone', 'email']);
export type DirectoryContactKind = z.infer<typeof DirectoryContactKind>;
export const DirectoryContactParams = z.object({
  // The profile's id as the directory's own pages name it (DirectoryIdParam's rule).
  id: singleLineText(100),
  kind: DirectoryContactKind,
});

const signedCents = z.number().int();
const RevenueFigures = z.object({
  listings: signedCents,
  banners: signedCents,
  directory: signedCents,
  total: signedCents,
});

/**
 * GET /api/admin/reports/revenue (SUPERADMIN): per month of the company's calendar and product, the
 * amounts charged (tax included, as the admin's revenue card) less the refunds made that month, in
 * integer cents. `from`/`to` are days (defaults: the first of the month eleven months ago, today);
 * every month of the period is listed, 0 when nothing was sold.
 */
export const RevenueReportQuery = StatsQuery;
export const RevenueReport = z.object({
  ...period,
  currency: z.literal('CAD'),
  months: z.array(RevenueFigures.extend({ month: z.string() })),
  totals: RevenueFigures,
});
export type RevenueReport = z.infer<typeof RevenueReport>;
