import {
  BANNER_MESSAGES,
  type BannerStatsResponse,
  isAdminRole,
  MESSAGES,
  STATS_TIME_ZONE,
} from '@mariner/contracts';
import { and, between, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bannerStats, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import { statsPeriod, sumDays, zeroFill } from '../advertiser-stats/period.ts';
import { csvRow, UTF8_BOM } from '../newsletter/csv.ts';
import type { ImpressionCounter } from './impressions.ts';
import { findBanner } from './queries.ts';

const KEYS = ['impressions', 'clicks'] as const;

/** Clicks per impression as a fraction, to 4 decimals (0.0125 is 1.25 %); 0 without impressions. */
export const clickThroughRate = (clicks: number, impressions: number): number =>
  impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 10_000 : 0;

/**
 * Issue 30 item 2: a banner's impressions and clicks per day of the period, to its advertiser and
 * to admins (401 signed out, 403 someone else's, 404 no such banner). One index range of
 * banner_stats, at most 366 rows; impressions still in memory are written first (impressions.ts).
 */
export async function getBannerStats(
  deps: { db: Executor; bannerImpressions: ImpressionCounter },
  actor: UserRow,
  id: string,
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): Promise<BannerStatsResponse> {
  const banner = await findBanner(deps.db, id);
  if (!banner) throw new AppError('NOT_FOUND', BANNER_MESSAGES.bannerNotFound);
  if (banner.advertiserId !== actor.id && !isAdminRole(actor.role)) {
    throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  }
  const { from, to } = statsPeriod(query, now);
  await deps.bannerImpressions.flush();
  const rows = await deps.db
    .select({ day: bannerStats.day, impressions: bannerStats.impressions, clicks: bannerStats.clicks })
    .from(bannerStats)
    .where(and(eq(bannerStats.bannerId, id), between(bannerStats.day, from, to)));
  const days = zeroFill(from, to, KEYS, rows);
  const totals = sumDays(days, KEYS);
  return {
    from,
    to,
    timeZone: STATS_TIME_ZONE,
    days,
    totals: { ...totals, ctr: clickThroughRate(totals.clicks, totals.impressions) },
  };
}

/**
 * The same as CSV (RFC 4180, UTF-8 with a BOM, every field quoted and formula-safe): a header,
 * a line per day (ISO date), then the totals. CTR per day in the same fraction as the JSON.
 */
export const bannerStatsCsv = (stats: BannerStatsResponse): string =>
  UTF8_BOM +
  csvRow(['Date', 'Impressions', 'Clicks', 'CTR']) +
  stats.days
    .map((day) =>
      csvRow([day.date, day.impressions, day.clicks, clickThroughRate(day.clicks, day.impressions)]),
    )
    .join('') +
  csvRow(['Total', stats.totals.impressions, stats.totals.clicks, stats.totals.ctr]);

export const bannerStatsFileName = (id: string, stats: BannerStatsResponse) =>
  `banner-${id}-stats-${stats.from}-to-${stats.to}.csv`;
