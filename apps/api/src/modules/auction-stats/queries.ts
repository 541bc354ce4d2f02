import type { AuctionStatsMetric, AuctionStatsTotals } from '@mariner/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

type Rows<T> = { rows: T[] };

/** The table's column of each metric: a fixed map, so no name from a request reaches the SQL. */
const COLUMNS: Record<AuctionStatsMetric, ReturnType<typeof sql.raw>> = {
  views: sql.raw('views'),
  saves: sql.raw('saves'),
  calendarAdds: sql.raw('calendar_adds'),
  shares: sql.raw('shares'),
  outboundClicks: sql.raw('outbound_clicks'),
};

/**
 * Adds one to a metric of a public (APPROVED) auction's day, in one statement; answers whether the
 * auction was public (false: unknown or not listed, nothing counted).
 */
export async function bumpMetric(
  db: Executor,
  auctionId: string,
  day: string,
  metric: AuctionStatsMetric,
): Promise<boolean> {
  const column = COLUMNS[metric];
  const result = (await db.execute(sql`
    insert into auction_stats_daily (auction_id, day, ${column})
    select id, ${day}::date, 1 from auctions where id = ${auctionId} and status = 'APPROVED'
    on conflict (auction_id, day) do update set ${column} = auction_stats_daily.${column} + 1
    returning 1 as counted`)) as unknown as Rows<{ counted: number }>;
  return result.rows.length > 0;
}

/**
 * Counts a view once per visitor and day: the mark is taken and the view added in one statement,
 * so two instances seeing the same visitor at once count it once. Answers 'counted', 'seen'
 * (this visitor was counted today) or 'not-public'.
 */
export async function countView(
  db: Executor,
  auctionId: string,
  day: string,
  visitor: string,
): Promise<'counted' | 'seen' | 'not-public'> {
  const result = (await db.execute(sql`
    with listed as (
      select id from auctions where id = ${auctionId} and status = 'APPROVED'
    ), mark as (
      insert into auction_view_marks (day, visitor)
      select ${day}::date, ${visitor} from listed
      on conflict do nothing
      returning 1
    ), counted as (
      insert into auction_stats_daily (auction_id, day, views)
      select ${auctionId}, ${day}::date, 1 from mark
      on conflict (auction_id, day) do update set views = auction_stats_daily.views + 1
      returning 1
    )
    select (select count(*) from listed)::int as listed, (select count(*) from counted)::int as counted`)) as unknown as Rows<{
    listed: number;
    counted: number;
  }>;
  const row = result.rows[0];
  if (!row || Number(row.listed) === 0) return 'not-public';
  return Number(row.counted) > 0 ? 'counted' : 'seen';
}

/**
 * Takes today's mark of a visitor (a hash from VisitorHasher that includes what they saw): true the
 * first time, on whichever instance; the marks go with their day (visitors.ts).
 */
export async function takeVisitorMark(db: Executor, day: string, visitor: string): Promise<boolean> {
  const result = (await db.execute(sql`
    insert into auction_view_marks (day, visitor) values (${day}::date, ${visitor})
    on conflict do nothing
    returning 1 as taken`)) as unknown as Rows<{ taken: number }>;
  return result.rows.length > 0;
}

export interface StatsDayRow extends AuctionStatsTotals {
  date: string;
}

const sums = sql`
  coalesce(sum(views), 0)::int as "views",
  coalesce(sum(saves), 0)::int as "saves",
  coalesce(sum(calendar_adds), 0)::int as "calendarAdds",
  coalesce(sum(shares), 0)::int as "shares",
  coalesce(sum(outbound_clicks), 0)::int as "outboundClicks"`;

/**
 * The days of `from`..`to` that have counts, of one auction or summed over a seller's: read by the
 * primary key (auction, day), at most 366 rows an auction.
 */
export async function readDays(
  db: Executor,
  of: { auctionId: string } | { sellerId: string },
  from: string,
  to: string,
): Promise<StatsDayRow[]> {
  const auctionsOf =
    'auctionId' in of
      ? sql`auction_id = ${of.auctionId}`
      : sql`auction_id in (select id from auctions where seller_id = ${of.sellerId})`;
  const result = (await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as "date", ${sums}
    from auction_stats_daily
    where ${auctionsOf} and day between ${from}::date and ${to}::date
    group by day order by day`)) as unknown as Rows<StatsDayRow>;
  return result.rows;
}

export interface SellerListingRow extends AuctionStatsTotals {
  auctionId: string;
  title: string;
  titleFr: string | null;
  auctionStartDate: Date | string;
}

/**
 * Each of a seller's listings with its totals over the period (none: zeros), most viewed first.
 * `liveSince`: only listings approved and not ended before that instant (the weekly summary).
 */
export async function readSellerListings(
  db: Executor,
  sellerId: string,
  from: string,
  to: string,
  options: { liveSince?: Date } = {},
): Promise<SellerListingRow[]> {
  const live = options.liveSince
    ? sql`and a.status = 'APPROVED' and a.auction_end_date >= ${options.liveSince.toISOString()}::timestamptz`
    : sql``;
  const result = (await db.execute(sql`
    select a.id as "auctionId", a.title, a.title_fr as "titleFr", a.auction_start_date as "auctionStartDate",
      ${sums}
    from auctions a
    left join auction_stats_daily s
      on s.auction_id = a.id and s.day between ${from}::date and ${to}::date
    where a.seller_id = ${sellerId} ${live}
    group by a.id
    order by "views" desc, a.auction_start_date desc, a.id`)) as unknown as Rows<SellerListingRow>;
  return result.rows;
}
