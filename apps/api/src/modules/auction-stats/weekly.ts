import {
  AUCTION_STATS_METRICS,
  type AuctionStatsTotals,
  addStatsDays,
  dateTimeFormat,
  isLocale,
  type Locale,
  pathFor,
  STATS_TIME_ZONE,
  statsDayOf,
  weeklyStatsMailText,
  zonedInputToIso,
} from '@mariner/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enqueueMail } from '../../plugins/mail/index.ts';
import { readSellerListings } from './queries.ts';

type Rows<T> = { rows: T[] };

/** Sellers one query picks; a run goes on until none is left (at most MAX_BATCHES batches). */
const BATCH = 20;
const MAX_BATCHES = 500;

/**
 * The last whole week, Monday to Sunday, on the company's calendar (decision 025): the summary of
 * the week that ended last Sunday night is due from Monday 00:00 in Halifax.
 */
export function lastWeek(now: Date): { week: string; to: string; startsAt: Date; endsAt: Date } {
  const today = statsDayOf(now);
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const thisMonday = addStatsDays(today, -sinceMonday);
  const week = addStatsDays(thisMonday, -7);
  const startOf = (day: string) =>
    new Date(zonedInputToIso(`${day}T00:00`, STATS_TIME_ZONE) ?? `${day}T00:00:00Z`);
  return { week, to: addStatsDays(week, 6), startsAt: startOf(week), endsAt: startOf(thisMonday) };
}

interface Seller {
  id: string;
  email: string;
  language: string | null;
}

/**
 * Sellers due a summary for `week`: they want it (the profile's choice), their address is confirmed,
 * they had a listing live in the week (approved, listed before the week ended and not ended before
 * it began), and it was not sent yet.
 */
async function dueSellers(db: Database, week: ReturnType<typeof lastWeek>): Promise<Seller[]> {
  const result = (await db.execute(sql`
    select u.id, u.email, u.language from users u
    where u.weekly_stats_email and u.email_confirmed_at is not null and u.role <> 'USER'
      and exists (
        select 1 from auctions a
        where a.seller_id = u.id and a.status = 'APPROVED'
          and a.auction_end_date >= ${week.startsAt.toISOString()}::timestamptz
          and a.created_at < ${week.endsAt.toISOString()}::timestamptz)
      and not exists (select 1 from weekly_stats_sends w where w.user_id = u.id and w.week = ${week.week}::date)
    order by u.id
    limit ${BATCH}`)) as unknown as Rows<Seller>;
  return result.rows;
}

const dayWords = (day: string, locale: Locale) =>
  dateTimeFormat(`${locale}-CA`, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/**
 * Mails each due seller last week's numbers, in their language. The send row is taken in the same
 * transaction as the mail is queued (the outbox), and its primary key (seller, week) lets only one
 * instance take it: a second instance waits on the first's row and then finds it taken, so a
 * seller never gets one week twice.
 */
export async function sendWeeklyStats(
  app: { db: Database },
  options: { publicUrl: string; now?: Date },
): Promise<number> {
  const week = lastWeek(options.now ?? new Date());
  let sent = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const sellers = await dueSellers(app.db, week);
    if (sellers.length === 0) break;
    for (const seller of sellers) {
      const didSend = await app.db.transaction(async (tx) => {
        const taken = (await tx.execute(sql`
          insert into weekly_stats_sends (user_id, week) values (${seller.id}, ${week.week}::date)
          on conflict do nothing returning 1`)) as unknown as Rows<unknown>;
        if (taken.rows.length === 0) return false;
        const locale: Locale = isLocale(seller.language) ? seller.language : 'en';
        const listings = await readSellerListings(tx, seller.id, week.week, week.to, {
          liveSince: week.startsAt,
        });
        const totals: AuctionStatsTotals = {
          views: 0,
          saves: 0,
          calendarAdds: 0,
          shares: 0,
          outboundClicks: 0,
        };
        const mailListings = listings.map((listing) => {
          const counts = { ...totals };
          for (const metric of AUCTION_STATS_METRICS) {
            counts[metric] = Number(listing[metric]);
            totals[metric] += counts[metric];
          }
          const title = locale === 'fr' && listing.titleFr ? listing.titleFr : listing.title;
          return { title, totals: counts };
        });
        const text = weeklyStatsMailText(locale, {
          from: dayWords(week.week, locale),
          to: dayWords(week.to, locale),
          totals,
          listings: mailListings,
          statsLink: `${options.publicUrl}${pathFor('dashboard', locale)}`,
          profileLink: `${options.publicUrl}${pathFor('profileEdit', locale)}`,
        });
        await enqueueMail(tx, { to: seller.email, ...text });
        return true;
      });
      if (didSend) sent += 1;
    }
  }
  // Sends older than a quarter are no use to anyone: the table keeps about 13 rows a seller.
  await app.db.execute(
    sql`delete from weekly_stats_sends where week < ${addStatsDays(week.week, -91)}::date`,
  );
  return sent;
}
