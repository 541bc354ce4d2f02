import type { DirectoryContactKind } from '@mariner/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { directoryStatsDaily } from '../../db/schema.ts';
import { statsDayOf } from '../advertiser-stats/period.ts';
import { isBotAgent, type VisitorDays } from '../advertiser-stats/visitors.ts';
import { findListedAdvertiser } from './queries.ts';

export interface CountedVisit {
  profileId: string;
  ip: string;
  userAgent: string | undefined;
  now?: Date;
}

/** A listed profile by its id, or nothing (an id that is not even a uuid is no profile). */
const findProfile = async (db: Executor, id: string) =>
  z.uuid().safeParse(id).success ? findListedAdvertiser(db, id) : undefined;

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
export async function countProfileView(
  db: Executor,
  visitors: VisitorDays,
  visit: CountedVisit,
): Promise<boolean> {
  const now = visit.now ?? new Date();
  if (isBotAgent(visit.userAgent)) return false;
  const profile = await findProfile(db, visit.profileId);
  if (!profile) return false;
  if (!visitors.isFirstToday(`view ${profile.id}`, visit.ip, visit.userAgent ?? '', now)) return false;
  await bump(db, profile.id, statsDayOf(now), 'profileViews');
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
  db: Executor,
  visitors: VisitorDays,
  visit: CountedVisit & { kind: DirectoryContactKind },
): Promise<boolean> {
  const now = visit.now ?? new Date();
  if (isBotAgent(visit.userAgent)) return false;
  const profile = await findProfile(db, visit.profileId);
  if (!profile || !hasContact(profile, visit.kind)) return false;
  if (!visitors.isFirstToday(`${visit.kind} ${profile.id}`, visit.ip, visit.userAgent ?? '', now))
    return false;
  await bump(db, profile.id, statsDayOf(now), 'contactClicks');
  return true;
}
