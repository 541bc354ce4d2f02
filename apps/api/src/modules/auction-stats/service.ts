import {
  AUCTION_STATS_METRICS,
  type Auction,
  type AuctionStatsMetric,
  type AuctionStatsQuery,
  type AuctionStatsResponse,
  type AuctionStatsTotals,
  addStatsDays,
  googleCalendarUrl,
  type Locale,
  MESSAGES,
  type MyAuctionsStatsResponse,
  OUTBOUND_TARGETS,
  type OutboundTarget,
  pathFor,
  STATS_MESSAGES,
  STATS_TIME_ZONE,
  statsDayOf,
  statsDaysIn,
  statsPeriod,
} from '@mariner/contracts';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { findAuctionState } from '../auctions/queries.ts';
import { type AuctionReads, auctionNotFound, getAuction } from '../auctions/service.ts';
import { isBotUserAgent } from './bots.ts';
import { bumpMetric, countView, readDays, readSellerListings, type StatsDayRow } from './queries.ts';
import type { VisitorHasher } from './visitors.ts';

/** Who sent a counted request: its address and browser, nothing else (no cookie, no account). */
export interface Visitor {
  ip: string;
  userAgent: string | undefined;
}

export interface StatsCounting {
  db: Executor;
  rateLimiter: RateLimiter;
  visitorHasher: VisitorHasher;
}

const isAdmin = (user: UserRow) => user.role === 'ADMIN' || user.role === 'SUPERADMIN';

/**
 * Whether a request is counted: people only (decision 025), within the address's budget. Crawlers
 * are never counted and never spend the budget.
 */
async function isCounted(deps: StatsCounting, visitor: Visitor): Promise<boolean> {
  if (isBotUserAgent(visitor.userAgent)) return false;
  return deps.rateLimiter.admitStatsEvent(visitor.ip);
}

/** An unknown auction is 404; a known one that is not public is quietly not counted. */
async function assertExists(db: Executor, auctionId: string): Promise<void> {
  if (!(await findAuctionState(db, auctionId))) throw auctionNotFound();
}

/**
 * POST /api/auctions/{id}/views: the page was shown to a person. One view per visitor (address and
 * browser, hashed with the day's salt) per auction per day.
 */
export async function recordView(
  deps: StatsCounting,
  auctionId: string,
  visitor: Visitor,
  now = new Date(),
): Promise<void> {
  if (isBotUserAgent(visitor.userAgent)) return;
  if (!(await deps.rateLimiter.admitStatsEvent(visitor.ip))) {
    throw new AppError('RATE_LIMITED', MESSAGES.tooManyRequests);
  }
  const day = statsDayOf(now);
  const hash = await deps.visitorHasher.hash(day, {
    ip: visitor.ip,
    userAgent: visitor.userAgent ?? '',
    subject: auctionId,
  });
  if ((await countView(deps.db, auctionId, day, hash)) === 'not-public')
    await assertExists(deps.db, auctionId);
}

/** POST /api/auctions/{id}/shares: the visitor shared the page (the Share button reports it). */
export async function recordShare(
  deps: StatsCounting,
  auctionId: string,
  visitor: Visitor,
  now = new Date(),
): Promise<void> {
  if (isBotUserAgent(visitor.userAgent)) return;
  if (!(await deps.rateLimiter.admitStatsEvent(visitor.ip))) {
    throw new AppError('RATE_LIMITED', MESSAGES.tooManyRequests);
  }
  if (!(await bumpMetric(deps.db, auctionId, statsDayOf(now), 'shares')))
    await assertExists(deps.db, auctionId);
}

/**
 * A count taken where the thing happens (a save by a signed-in person, a calendar file downloaded,
 * a counted link followed): never refused, only left out for crawlers and past the budget.
 */
export async function countAuctionEvent(
  deps: StatsCounting,
  auctionId: string,
  metric: Exclude<AuctionStatsMetric, 'views'>,
  visitor: Visitor | null,
  now = new Date(),
): Promise<void> {
  if (visitor && !(await isCounted(deps, visitor))) return;
  await bumpMetric(deps.db, auctionId, statsDayOf(now), metric);
}

/** A save by a signed-in person (the saved auctions module calls it on a new save). */
export async function countSave(db: Executor, auctionId: string, now = new Date()): Promise<void> {
  await bumpMetric(db, auctionId, statsDayOf(now), 'saves');
}

/**
 * GET /api/auctions/{id}/out?to=…: the auction's own stored address for that link, never one the
 * request names (no open redirect); 404 when the auction is not visible or has no such link.
 */
export async function outboundAddress(
  deps: StatsCounting & AuctionReads,
  viewer: UserRow | null,
  auctionId: string,
  to: OutboundTarget,
  visitor: Visitor,
): Promise<string> {
  const auction = await getAuction(deps, viewer, auctionId);
  const address = auction[OUTBOUND_TARGETS[to]];
  if (!address) throw new AppError('NOT_FOUND', STATS_MESSAGES.noSuchLink);
  await countAuctionEvent(deps, auctionId, 'outboundClicks', visitor);
  return address;
}

/** GET /api/auctions/{id}/google-calendar: Google Calendar's "add event" page, counted as a calendar add. */
export async function googleCalendarAddress(
  deps: StatsCounting & AuctionReads,
  viewer: UserRow | null,
  auctionId: string,
  locale: Locale,
  visitor: Visitor,
  publicUrl: string,
): Promise<string> {
  const auction: Auction = await getAuction(deps, viewer, auctionId);
  await countAuctionEvent(deps, auctionId, 'calendarAdds', visitor);
  const pageUrl = `${publicUrl}${pathFor('auction', locale, { id: auction.id })}`;
  return googleCalendarUrl(auction, pageUrl, locale);
}

const zeroTotals = (): AuctionStatsTotals => ({
  views: 0,
  saves: 0,
  calendarAdds: 0,
  shares: 0,
  outboundClicks: 0,
});

/** Every day of the period in order, days without counts as zeros, and the totals. */
export function zeroFilled(rows: readonly StatsDayRow[], from: string, to: string) {
  const byDay = new Map(rows.map((row) => [row.date, row]));
  const totals = zeroTotals();
  const days = Array.from({ length: statsDaysIn(from, to) }, (_, index) => {
    const date = addStatsDays(from, index);
    const row = byDay.get(date);
    const day = { date, ...zeroTotals() };
    for (const metric of AUCTION_STATS_METRICS) {
      day[metric] = Number(row?.[metric] ?? 0);
      totals[metric] += day[metric];
    }
    return day;
  });
  return { days, totals, from, to, timeZone: STATS_TIME_ZONE };
}

/** GET /api/auctions/{id}/stats: to its seller and admins (403 to anyone else, 404 if unknown). */
export async function auctionStats(
  db: Executor,
  actor: UserRow,
  auctionId: string,
  query: AuctionStatsQuery,
  now = new Date(),
): Promise<AuctionStatsResponse> {
  const auction = await findAuctionState(db, auctionId);
  if (!auction) throw auctionNotFound();
  if (auction.sellerId !== actor.id && !isAdmin(actor)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const { from, to } = statsPeriod(query, now);
  return zeroFilled(await readDays(db, { auctionId }, from, to), from, to);
}

/** GET /api/auctions/my-auctions/stats: the seller's listings together, and each one's totals. */
export async function myAuctionsStats(
  db: Executor,
  actor: UserRow,
  query: AuctionStatsQuery,
  now = new Date(),
): Promise<MyAuctionsStatsResponse> {
  const { from, to } = statsPeriod(query, now);
  const listings = await readSellerListings(db, actor.id, from, to);
  const days = await readDays(db, { sellerId: actor.id }, from, to);
  return {
    ...zeroFilled(days, from, to),
    listings: listings.map((listing) => ({
      auctionId: listing.auctionId,
      title: listing.title,
      titleFr: listing.titleFr,
      auctionStartDate: new Date(listing.auctionStartDate).toISOString(),
      views: Number(listing.views),
      saves: Number(listing.saves),
      calendarAdds: Number(listing.calendarAdds),
      shares: Number(listing.shares),
      outboundClicks: Number(listing.outboundClicks),
    })),
  };
}
