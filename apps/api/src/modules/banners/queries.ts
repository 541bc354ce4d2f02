import type { BannerPlacement, BannerSize } from '@mariner/contracts';
import { and, count, desc, eq, gt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type BannerRow, bannerStats, banners, type NewBannerRow } from '../../db/schema.ts';

/** A banner with its summed stats. */
export type BannerWithStats = BannerRow & { impressions: number; clicks: number };

/** Both drivers answer raw queries with `rows`; the shared PgDatabase type cannot say so. */
type Rows<T> = { rows: T[] };

/** The UTC day a count is filed under. */
export const statsDay = (now: Date): string => now.toISOString().slice(0, 10);

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

function selectWithStats(db: Executor, where: SQL | undefined) {
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
    .orderBy(desc(banners.createdAt), desc(banners.id));
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

export async function findBannerPage(
  db: Executor,
  where: SQL | undefined,
  page: number,
  limit: number,
): Promise<{ rows: BannerWithStats[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    selectWithStats(db, where)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(banners).where(where),
  ]);
  return { rows: flatten(rows), total: Number(totalRow?.total ?? 0) };
}

export interface ServedRow {
  id: string;
  image_url: string;
  size: BannerSize;
  placement: BannerPlacement;
  advertiser_name: string;
  rank: number | string;
}

/**
 * Picks, per placement, `perPlacement[placement]` (default 1) approved banners inside their dates
 * at random, each equally likely (fair rotation), and counts one impression for each picked
 * banner in the same statement: one round trip, one upsert for the whole response. Approved
 * implies paid or free: a banner awaiting payment cannot be approved.
 */
export async function serveBanners(
  db: Executor,
  placements: readonly BannerPlacement[],
  perPlacement: Partial<Record<BannerPlacement, number>>,
  now: Date,
): Promise<ServedRow[]> {
  // One slot per placement; each takes its top `n` by a fresh random() (a top-N heapsort over the
  // placement's live rows found by banners_served_idx), never sorting or ranking every candidate.
  const slots = sql.join(
    placements.map(
      (placement) => sql`(${placement}::banner_placement, ${perPlacement[placement] ?? 1}::int)`,
    ),
    sql`, `,
  );
  const at = now.toISOString();
  const result = (await db.execute(sql`
    with picked as (
      select top.id, top.image_url, top.size, top.placement, top.advertiser_name,
        row_number() over (partition by top.placement order by top.r) as rank
      from (values ${slots}) as slot(placement, n)
      cross join lateral (
        select id, image_url, size, placement, advertiser_name, random() as r
        from banners
        where status = 'APPROVED' and placement = slot.placement
          and start_date <= ${at}::timestamptz and end_date > ${at}::timestamptz
        order by r
        limit slot.n
      ) top
    ), counted as (
      insert into banner_stats (banner_id, day, impressions, clicks)
      select id, ${statsDay(now)}::date, 1, 0 from picked
      on conflict (banner_id, day) do update set impressions = banner_stats.impressions + 1
    )
    select id, image_url, size, placement, advertiser_name, rank from picked
    order by placement, rank`)) as unknown as Rows<ServedRow>;
  return result.rows;
}

/** Counts a click and answers the stored target, in one statement; undefined for an unknown id. */
export async function clickBanner(db: Executor, id: string, now: Date): Promise<string | undefined> {
  const result = (await db.execute(sql`
    with target as (
      select id, target_url from banners where id = ${id}
    ), counted as (
      insert into banner_stats (banner_id, day, impressions, clicks)
      select id, ${statsDay(now)}::date, 0, 1 from target
      on conflict (banner_id, day) do update set clicks = banner_stats.clicks + 1
    )
    select target_url from target`)) as unknown as Rows<{ target_url: string }>;
  return result.rows[0]?.target_url;
}
