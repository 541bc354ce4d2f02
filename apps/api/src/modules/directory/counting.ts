import type { DirectoryContactKind } from '@mariner/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { directoryStatsDaily } from '../../db/schema.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { statsDayOf } from '../advertiser-stats/period.ts';
import { isBotUserAgent } from '../auction-stats/bots.ts';
import { takeVisitorMark } from '../auction-stats/queries.ts';
import type { VisitorHasher } from '../auction-stats/visitors.ts';
import { findListedAdvertiser } from './queries.ts';

/** What counting needs: the database, the per-address budget and the day's visitor hashes. */
export interface VisitCounting {
  db: Executor;
  rateLimiter: RateLimiter;
  visitorHasher: VisitorHasher;
}

export interface CountedVisit {
  profileId: string;
  ip: string;
  userAgent: string | undefined;
  now?: Date;
}

/** A listed profile by its id, or nothing (an id that is not even a uuid is no profile). */
const findProfile = async (db: Executor, id: string) =>
  z.uuid().safeParse(id).success ? findListedAdvertiser(db, id) : undefined;

/**
 * Within the address's budget of counted events (as for auctions), once per visitor, subject and
 * Halifax day across every instance (the marks are shared through the database).
 */
async function isFirstToday(deps: VisitCounting, visit: CountedVisit, subject: string, day: string) {
  if (!(await deps.rateLimiter.admitStatsEvent(visit.ip))) return false;
  const visitor = await deps.visitorHasher.hash(day, {
    ip: visit.ip,
    userAgent: visit.userAgent ?? '',
    subject,
  });
  return takeVisitorMark(deps.db, day, visitor);
}

/** Adds to the profile's row of the day, made on its first count. */
async function bump(db: Executor, userId: string, day: string, column: 'profileViews' | 'contactClicks') {
  const values = { userId, day, profileViews: 0, contactClicks: 0, [column]: 1 };
  await db
    .insert(directoryStatsDaily)
    .values(values)
    .onConflictDoUpdate({
      target: [directoryStatsDaily.userId, directoryStatsDaily.day],
      set: { [column]: sql`${directoryStatsDaily[column]} + 1` },
    });
}

/**
 * Issue 30 item 2: a profile view, beaconed by the profile page once shown. Counted once per
 * visitor per profile per Halifax day, crawlers left out; an id that is not a listed profile counts
 * nothing. Answers whether it counted (the route says 204 either way: a beacon reads no answer).
 */
export async function countProfileView(deps: VisitCounting, visit: CountedVisit): Promise<boolean> {
  const day = statsDayOf(visit.now ?? new Date());
  // Decision 025's crawler rule, as for auctions.
  if (isBotUserAgent(visit.userAgent)) return false;
  const profile = await findProfile(deps.db, visit.profileId);
  if (!profile) return false;
  if (!(await isFirstToday(deps, visit, `directory view ${profile.id}`, day))) return false;
  await bump(deps.db, profile.id, day, 'profileViews');
  return true;
}

/** Whether the profile publishes that way to reach it (the same fields its contact block shows). */
function hasContact(
  profile: NonNullable<Awaited<ReturnType<typeof findListedAdvertiser>>>,
  kind: DirectoryContactKind,
) {
  if (kind === 'website') return Boolean(profile.companyWebsite);
  if (kind === 'phone') return Boolean(profile.companyContactPhone || profile.companyPhone);
  return Boolean(profile.companyContactEmail);
}

/**
 * A press on the profile's website, phone or e-mail link, beaconed as the link is followed (the
 * link itself goes straight to the company's own address, so it works without script too). Once
 * per visitor per profile and kind per day; only a kind the profile shows counts.
 */
export async function countContactClick(
  deps: VisitCounting,
  visit: CountedVisit & { kind: DirectoryContactKind },
): Promise<boolean> {
  const day = statsDayOf(visit.now ?? new Date());
  // Decision 025's crawler rule, as for auctions.
  if (isBotUserAgent(visit.userAgent)) return false;
  const profile = await findProfile(deps.db, visit.profileId);
  if (!profile || !hasContact(profile, visit.kind)) return false;
  if (!(await isFirstToday(deps, visit, `directory ${visit.kind} ${profile.id}`, day))) return false;
  await bump(deps.db, profile.id, day, 'contactClicks');
  return true;
}
