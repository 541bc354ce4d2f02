import { type DirectoryStatsResponse, isAdminRole, MESSAGES, STATS_TIME_ZONE } from '@mariner/contracts';
import { and, between, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { directoryStatsDaily, type UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import { statsPeriod, sumDays, zeroFill } from '../advertiser-stats/period.ts';
import { csvRow, UTF8_BOM } from '../newsletter/csv.ts';
import { findListing } from './queries.ts';
import { listingNotFound } from './service.ts';

const KEYS = ['profileViews', 'contactClicks'] as const;

/**
 * Issue 30 item 2: the profile views and contact clicks of a directory listing's company per day,
 * to the listing's owner and admins (401, 403, 404 as banners). The counts belong to the public
 * profile (the owner's), so a renewal's listing shows the same history as the one it renews.
 */
export async function getDirectoryListingStats(
  db: Executor,
  actor: UserRow,
  id: string,
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): Promise<DirectoryStatsResponse> {
  if (!z.uuid().safeParse(id).success) throw listingNotFound();
  const listing = await findListing(db, id);
  if (!listing) throw listingNotFound();
  if (listing.userId !== actor.id && !isAdminRole(actor.role))
    throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const { from, to } = statsPeriod(query, now);
  const rows = await db
    .select({
      day: directoryStatsDaily.day,
      profileViews: directoryStatsDaily.profileViews,
      contactClicks: directoryStatsDaily.contactClicks,
    })
    .from(directoryStatsDaily)
    .where(and(eq(directoryStatsDaily.userId, listing.userId), between(directoryStatsDaily.day, from, to)));
  const days = zeroFill(from, to, KEYS, rows);
  return { from, to, timeZone: STATS_TIME_ZONE, days, totals: sumDays(days, KEYS) };
}

/** As CSV, the same way as a banner's (banners/stats.ts). */
export const directoryStatsCsv = (stats: DirectoryStatsResponse): string =>
  UTF8_BOM +
  csvRow(['Date', 'Profile views', 'Contact clicks']) +
  stats.days.map((day) => csvRow([day.date, day.profileViews, day.contactClicks])).join('') +
  csvRow(['Total', stats.totals.profileViews, stats.totals.contactClicks]);

export const directoryStatsFileName = (id: string, stats: DirectoryStatsResponse) =>
  `directory-listing-${id}-stats-${stats.from}-to-${stats.to}.csv`;
