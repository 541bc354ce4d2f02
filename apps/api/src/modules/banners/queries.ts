import type { AdminBannerSort, BannerPlacement, BannerSize } from '@mariner/contracts';
import { and, asc, count, desc, eq, gt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { type BannerRow, bannerStats, banners, type NewBannerRow, users } from '../../db/schema.ts';
import { statsDayOf } from '../advertiser-stats/period.ts';

const NEWEST_FIRST = [desc(banners.createdAt), desc(banners.id)];

/** A banner with its summed stats. */
export type BannerWithStats = BannerRow & { impressions: number; clicks: number };

/** Both drivers answer raw queries with `rows`; the shared PgDatabase type cannot say so. */
type Rows<T> = { rows: T[] };

/** The day a count is filed under: the company's calendar, Halifax (issue 30 item 2). */
export const statsDay = (now: Date): string => statsDayOf(now);

const totals = (db: Executor) =>
  db
    .select({
      bannerId: bannerStats.bannerId,
      impressions: sql<number>`sum(${bannerStats.impressions})::int`.as('impressions'),
      clicks: sql<number>`sum(${bannerStats.clicks})::int`.as('clicks'),
    })
    .from(bannerStats)
    .groupBy(bannerStats.bannerId)
    .as('totals');

function selectWithStats(db: Executor, where: SQL | undefined, order: SQL[] = NEWEST_FIRST) {
  const t = totals(db);
  return db
    .select({
      banner: banners,
      impressions: sql<number>`coalesce(${t.impressions}, 0)::int`,
      clicks: sql<number>`coalesce(${t.clicks}, 0)::int`,
    })
    .from(banners)
    .leftJoin(t, eq(t.bannerId, banners.id))
    .where(where)
    .orderBy(...order);
}

const flatten = (rows: { banner: BannerRow; impressions: number; clicks: number }[]): BannerWithStats[] =>
  rows.map((row) => ({ ...row.banner, impressions: Number(row.impressions), clicks: Number(row.clicks) }));

export async function insertBanner(db: Executor, values: NewBannerRow): Promise<BannerRow> {
  const [row] = await db.insert(banners).values(values).returning();
  if (!row) throw new Error('banner not inserted');
  return row;
}

export async function findBanner(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<BannerRow | undefined> {
  const query = db.select().from(banners).where(eq(banners.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findBannerWithStats(db: Executor, id: string): Promise<BannerWithStats | undefined> {
  return flatten(await selectWithStats(db, eq(banners.id, id)))[0];
}

export async function updateBanner(db: Executor, id: string, values: Partial<NewBannerRow>) {
  const [row] = await db
    .update(banners)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(banners.id, id))
    .returning();
  return row;
}

export async function deleteBanner(db: Executor, id: string): Promise<BannerRow | undefined> {
  const [row] = await db.delete(banners).where(eq(banners.id, id)).returning();
  return row;
}

/** Issue 30 item 6: a renewal shares its banner's images, so an image is kept while any banner shows it. */
export async function isBannerImageInUse(db: Executor, url: string): Promise<boolean> {
  const [row] = await db
    .select({ id: banners.id })
    .from(banners)
    .where(or(eq(banners.imageUrl, url), eq(banners.mobileImageUrl, url)))
    .limit(1);
  return row !== undefined;
}

export async function findBannersOfAdvertiser(db: Executor, advertiserId: string) {
  return flatten(await selectWithStats(db, eq(banners.advertiserId, advertiserId)));
}

/** The admin filter: ACTIVE and APPROVED split the stored APPROVED by its dates. */
export function statusFilter(status: string | undefined, now: Date): SQL | undefined {
  if (!status) return undefined;
  const live = and(lte(banners.startDate, now), gt(banners.endDate, now));
  if (status === 'ACTIVE') return and(eq(banners.status, 'APPROVED'), live);
  if (status === 'APPROVED') {
    return and(eq(banners.status, 'APPROVED'), or(gt(banners.startDate, now), lte(banners.endDate, now)));
  }
  return eq(banners.status, status as BannerRow['status']);
}

/** How many banners match (the admin stat cards). */
export async function countBanners(db: Executor, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(banners).where(where);
  return Number(row?.total ?? 0);
}

/**
 * Issue 31: the admin queue's search matches a part of the name on the banner, its contact e-mail,
 * or the advertiser account's names, e-mail or company (users.search_key, migration 0029, through
 * its trigram index), whatever the case and accents.
 */
function bannerSearchFilter(search: string): SQL {
  const pattern = sql`lower(unaccent(${containsPattern(search)}))`;
  return sql`(lower(unaccent(${banners.advertiserName})) like ${pattern}
    or lower(unaccent(${banners.contactEmail})) like ${pattern}
    or ${banners.advertiserId} in (select ${users.id} from ${users} where ${users.searchKey} like ${pattern}))`;
}

/** GET /api/banners/admin's filters: the status (as statusFilter reads it), a search, a placement. */
export const adminBannersWhere = (
  query: {
    status?: string | undefined;
    search?: string | undefined;
    placement?: BannerPlacement | undefined;
  },
  now: Date,
): SQL | undefined =>
  and(
    statusFilter(query.status, now),
    query.search ? bannerSearchFilter(query.search) : undefined,
    query.placement ? eq(banners.placement, query.placement) : undefined,
  );

/** Issue 31: the admin list's orders, each ending on the id; newest is the spec's. */
const ADMIN_ORDER: Record<AdminBannerSort, SQL[]> = {
  newest: NEWEST_FIRST,
  oldest: [asc(banners.createdAt), asc(banners.id)],
  startDate: [asc(banners.startDate), asc(banners.id)],
  name: [asc(sql`lower(${banners.advertiserName})`), asc(banners.id)],
};

export async function findBannerPage(
  db: Executor,
  where: SQL | undefined,
  page: number,
  limit: number,
  sort: AdminBannerSort = 'newest',
): Promise<{ rows: BannerWithStats[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    selectWithStats(db, where, ADMIN_ORDER[sort])
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(banners).where(where),
  ]);
  return { rows: flatten(rows), total: Number(totalRow?.total ?? 0) };
}

/** What the serving list keeps of a banner (live-banners.ts): its public fields and its dates. */
export interface ServableBanner {
  id: string;
  placement: BannerPlacement;
  size: BannerSize;
  imageUrl: string;
  /** Issue 28: a leaderboard's image for narrow screens, or null. */
  mobileImageUrl: string | null;
  advertiserName: string;
  startMs: number;
  endMs: number;
}

const servable = (now: Date) => sql`status = 'APPROVED' and end_date > ${now.toISOString()}::timestamptz`;

/**
 * Being served at `now`: servable and started, the rule live-banners.ts applies at each pick
 * (start <= now < end). A click is counted and redirected only then (issue 25, defect 3): an
 * unpaid, unreviewed, rejected or ended banner's target is never this site's redirect.
 */
const servedAt = (now: Date) => sql`${servable(now)} and start_date <= ${now.toISOString()}::timestamptz`;

/**
 * What changes whenever the servable set does: a banner approved, rejected, deleted, ended or
 * updated (every update through this module sets updated_at). Cheap next to reading the set.
 */
const fingerprint = sql`count(*) || ':' || coalesce(sum(extract(epoch from updated_at)), 0)`;

/**
 * Every approved banner that has not ended at `now` (banners_served_idx), started or not: what the
 * serving list picks from, with the fingerprint of the set. Approved implies paid or free: a banner
 * awaiting payment cannot be approved. Read as one JSON text, which both drivers hand over as a
 * string: 10,000 rows parsed one by one (timestamps into Dates) cost PGlite ~5 times as long,
 * blocking its one thread.
 */
export async function findServableBanners(
  db: Executor,
  now: Date,
): Promise<{ banners: ServableBanner[]; fingerprint: string }> {
  const result = (await db.execute(sql`
    select coalesce(json_agg(json_build_array(id, placement, size, image_url, advertiser_name,
        extract(epoch from start_date)::float8 * 1000, extract(epoch from end_date)::float8 * 1000, mobile_image_url))::text,
      '[]') as packed,
      ${fingerprint} as fingerprint
    from banners where ${servable(now)}`)) as unknown as Rows<{ packed: string; fingerprint: string }>;
  const row = result.rows[0];
  const packed = JSON.parse(row?.packed ?? '[]') as [
    string,
    BannerPlacement,
    BannerSize,
    string,
    string,
    number,
    number,
    string | null,
  ][];
  const banners = packed.map(([id, placement, size, imageUrl, advertiserName, startMs, endMs, mobile]) => ({
    id,
    placement,
    size,
    imageUrl,
    mobileImageUrl: mobile,
    advertiserName,
    startMs,
    endMs,
  }));
  return { banners, fingerprint: row?.fingerprint ?? '' };
}

/** The fingerprint alone: whether the servable set changed since it was read. */
export async function findServableFingerprint(db: Executor, now: Date): Promise<string> {
  const result = (await db.execute(
    sql`select ${fingerprint} as fingerprint from banners where ${servable(now)}`,
  )) as unknown as Rows<{ fingerprint: string }>;
  return result.rows[0]?.fingerprint ?? '';
}

/**
 * Adds impressions counted in memory (impressions.ts) to the day's rows, in one statement whatever
 * their number (three text parameters). Counts of a banner deleted meanwhile are dropped with it.
 */
export async function addImpressions(
  db: Executor,
  counts: readonly { bannerId: string; day: string; impressions: number }[],
): Promise<void> {
  if (counts.length === 0) return;
  const column = (pick: (count: (typeof counts)[number]) => string | number) => counts.map(pick).join(',');
  await db.execute(sql`
    insert into banner_stats (banner_id, day, impressions, clicks)
    select b.id, v.day, v.impressions, 0
    from unnest(
      string_to_array(${column((c) => c.bannerId)}, ',')::uuid[],
      string_to_array(${column((c) => c.day)}, ',')::date[],
      string_to_array(${column((c) => c.impressions)}, ',')::int[]
    ) as v(banner_id, day, impressions)
    join banners b on b.id = v.banner_id
    -- Rows locked in one order by every writer, so two instances flushing at once never deadlock.
    order by b.id, v.day
    on conflict (banner_id, day) do update set impressions = banner_stats.impressions + excluded.impressions`);
}

/**
 * Counts a click and answers the stored target, in one statement; undefined for an unknown id or a
 * banner not being served at `now`.
 */
export async function clickBanner(db: Executor, id: string, now: Date): Promise<string | undefined> {
  const result = (await db.execute(sql`
    with target as (
      select id, target_url from banners where id = ${id} and ${servedAt(now)}
    ), counted as (
      insert into banner_stats (banner_id, day, impressions, clicks)
      select id, ${statsDay(now)}::date, 0, 1 from target
      on conflict (banner_id, day) do update set clicks = banner_stats.clicks + 1
    )
    select target_url from target`)) as unknown as Rows<{ target_url: string }>;
  return result.rows[0]?.target_url;
}
