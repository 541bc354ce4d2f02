import {
  type AuctionSort,
  AuctionStatus,
  type Province,
  readLocationFilter,
  type SaleType,
} from '@mariner/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  inArray,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern, searchKeyMatches } from '../../db/like.ts';
import { preparedPerDatabase, preparedPerShape } from '../../db/prepared.ts';
import { auctions, categories, type NewAuctionRow, users } from '../../db/schema.ts';
// The directory's rule itself; its service re-exports it, but importing the service here would
// make a cycle (the directory's service reads auctions through this module's service).
import { isListed as isListedInDirectory } from '../directory/queries.ts';
import { capBox, chordOf } from '../places/earth.ts';
import { type NearIndex, stillMatches } from './near-index.ts';

const { searchVector: _searchVector, ...auctionColumns } = getTableColumns(auctions);

/** An auction with what every answer shows beside it: its category and its seller's contact details. */
const auctionWithRelations = {
  ...auctionColumns,
  category: { id: categories.id, name: categories.name, nameFr: categories.nameFr },
  seller: {
    id: users.id,
    companyName: users.companyName,
    companyLogo: users.companyLogo,
    companyContactName: users.companyContactName,
    companyContactEmail: users.companyContactEmail,
    email: users.email,
    companyContactPhone: users.companyContactPhone,
    companyPhone: users.companyPhone,
    firstName: users.firstName,
    lastName: users.lastName,
    // Issue 28 item 3: the page links the seller's name to their directory profile only when the
    // directory has one (the rule GET /api/directory/{id} answers by).
    hasPublicProfile: sql<boolean>`(${isListedInDirectory} and ${users.advertiserType} is not null)`,
  },
};

const selectAuctions = (db: Executor) =>
  db
    .select(auctionWithRelations)
    .from(auctions)
    .innerJoin(categories, eq(categories.id, auctions.categoryId))
    .innerJoin(users, eq(users.id, auctions.sellerId));

const prepareFindById = (db: Executor) =>
  selectAuctions(db)
    .where(eq(auctions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('auction_by_id');

/**
 * The detail read is the hottest single-row query: prepared once per database, which skips
 * Drizzle's query building (measured ~2 ms a call on PGlite, more than the query itself) and, on
 * PostgreSQL, parsing and planning per connection.
 */
const preparedFindById = preparedPerDatabase(prepareFindById);

export async function findAuctionById(db: Executor, id: string) {
  const [row] = await preparedFindById(db).execute({ id });
  return row;
}

export type AuctionDetailRow = NonNullable<Awaited<ReturnType<typeof findAuctionById>>>;

/**
 * What permission checks and image changes need, without joins. `forUpdate` locks the row for the
 * rest of the transaction (gallery and featured-image changes read, then write).
 */
export async function findAuctionState(db: Executor, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select({
      id: auctions.id,
      sellerId: auctions.sellerId,
      status: auctions.status,
      title: auctions.title,
      province: auctions.province,
      featuredImage: auctions.featuredImage,
      images: auctions.images,
    })
    .from(auctions)
    .where(eq(auctions.id, id))
    .limit(1)
    .$dynamic();
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

/** `public`: APPROVED and not yet ended (decision 5); a status: every auction in it (admin views). */
export type AuctionScope = 'public' | AuctionStatus;

export interface AuctionFilter {
  scope: AuctionScope;
  search?: string | undefined;
  categoryId?: string | undefined;
  location?: string | undefined;
  startDateFrom?: Date | undefined;
  startDateTo?: Date | undefined;
  sellerId?: string | undefined;
  /** Issue 28: sales of one of these types (an auction of no stated type matches none). */
  saleTypes?: SaleType[] | undefined;
  /** Issue 17: within `radiusM` metres of a point (auctions without coordinates never match). */
  near?: { lat: number; lng: number; radiusM: number } | undefined;
  /** Issue 17 digests: approved after `after`, up to `upTo` (reviewed_at). */
  approvedBetween?: { after: Date; upTo: Date } | undefined;
  /** Issue 31: only auctions in this province. */
  province?: Province | undefined;
  /**
   * Issue 29 item 5: the sales found by their lots' words, read beforehand off the lots' own
   * columns and bounded (lots/search-queries findSalesFoundByLots). Without it a search reads the
   * sale of every lot the words match (tens of thousands at millions of lots).
   */
  lotSaleIds?: string[] | undefined;
}

/**
 * The admin review queues (issue 31): every scope but the public listing and the calendar's
 * APPROVED. Only admins get these scopes (listAuctions), and their search also finds the seller.
 */
export const isReviewScope = (scope: AuctionScope): scope is Exclude<AuctionStatus, 'APPROVED'> =>
  scope !== 'public' && scope !== 'APPROVED';

/**
 * Issue 31: the queue's search matches a part of the title (either language) or of the seller's
 * names, e-mail or company (users.search_key, migration 0029, through its trigram index), whatever
 * the case and accents, as well as the public full-text search does. A queue holds a few thousand
 * auctions at most (auctions_status_created_idx), so the titles are read, not indexed.
 */
export function reviewSearchOf(search: string): SQL {
  // Each constant side is its own scalar subquery, computed once per statement (an InitPlan):
  // `unaccent` is only STABLE, so written inline the two tsqueries and the pattern were computed
  // again for every queued auction the filter read (issue 31 item 1: 35 ms of a 35 ms statement on
  // PostgreSQL at 500 queued, load 13).
  const pattern = sql`(select lower(unaccent(${containsPattern(search)})))`;
  return sql`(${auctions.searchVector} @@ (select ${tsQuery(search)})
    or lower(unaccent(${auctions.title})) like ${pattern}
    or lower(unaccent(coalesce(${auctions.titleFr}, ''))) like ${pattern}
    or ${auctions.sellerId} in (select ${users.id} from ${users} where ${searchKeyMatches(users.searchKey, search)}))`;
}

/** The list orders (the contract's `startDate` is read as `date` before it gets here). */
export type ListSort = Exclude<AuctionSort, 'startDate'>;

const pointEarth = (point: { lat: number; lng: number }) =>
  sql`ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`;
/**
 * The straight line through the sphere from the point to the auction (cube's `<->`, a C operator
 * on the stored cube). It grows with the distance along the surface, so it orders and bounds a
 * radius search exactly, without calling earthdistance's SQL functions on every candidate row.
 */
const chordFrom = (point: { lat: number; lng: number }) =>
  sql<number>`(${auctions.earth} <-> ${pointEarth(point)})`;

/** `%` and `_` typed by a visitor are letters, not wildcards (backslash is ILIKE's default escape). */
/**
 * websearch syntax: "quoted phrases", -excluded words, OR. Read as English and as French, accents
 * ignored, to meet the search vector's two languages (issue 16, migration 0011).
 */
const tsQuery = (search: string) =>
  sql`(websearch_to_tsquery('english', unaccent(${search})) || websearch_to_tsquery('french', unaccent(${search})))`;

/**
 * The status is written as a literal, not a parameter, so the planner can always match the partial
 * indexes (`WHERE status = 'APPROVED'`), whether the driver asks for a generic or a custom plan.
 */
export const hasStatus = (status: AuctionStatus): SQL =>
  sql`${auctions.status} = ${sql.raw(`'${AuctionStatus.parse(status)}'`)}`;

/**
 * The filter as SQL. `rowByRow`: the same conditions, with the words checked on each row instead of
 * gathered for the whole table, for a recheck of a few rows read by id (pageOfIds): the gathering
 * form (every sale the words find, by their own words and by their lots', hashed once) is what a
 * match list wants, but as a recheck of one page it read the word's whole GIN bitmap again, on both
 * tables, for 24 rows (12–20 ms of PGlite's time on a search page at 100,000 auctions, issue 26).
 */
function whereOf(filter: AuctionFilter, { rowByRow = false } = {}): SQL | undefined {
  const conditions: (SQL | undefined)[] =
    filter.scope === 'public'
      ? [hasStatus('APPROVED'), sql`${auctions.auctionEndDate} > now()`]
      : [hasStatus(filter.scope)];
  if (filter.search) {
    // Issue 29 item 4: a sale is found by its own words or by one of its lots'. The two GIN indexes
    // each give their ids and the union is hashed once, so neither side walks the other's table.
    // Issue 31: an admin's review queue searches the seller and title instead.
    const query = tsQuery(filter.search);
    const byLots = sql`select l.auction_id from lots l where l.search_vector @@ ${query}`;
    // The ids are uuids read from the database, sent as one array parameter.
    const byLotsOfThisRow = filter.lotSaleIds
      ? sql`${auctions.id} = any(${`{${filter.lotSaleIds.join(',')}}`}::uuid[])`
      : sql`exists (select 1 from lots l where l.auction_id = ${auctions.id} and l.search_vector @@ ${query})`;
    // With the sales found by lots given as ids (a large catalogue, findSalesFoundByLots), the OR
    // on the row is a BitmapOr of the words' GIN index and the primary key: only the matches' pages
    // are read. As a union it was hashed and probed by a scan of every public sale ("coin" at
    // 100,000 sales: 17,770 matches, 28,500 buffers and 140–210 ms against 9,300 and 20–50 ms).
    conditions.push(
      isReviewScope(filter.scope)
        ? reviewSearchOf(filter.search)
        : rowByRow || filter.lotSaleIds
          ? sql`(${auctions.searchVector} @@ ${query} or ${byLotsOfThisRow})`
          : sql`${auctions.id} in (select a2.id from auctions a2 where a2.search_vector @@ ${query} union ${byLots})`,
    );
  }
  if (filter.province) conditions.push(eq(auctions.province, filter.province));
  if (filter.categoryId) conditions.push(eq(auctions.categoryId, filter.categoryId));
  if (filter.location) {
    // Issue 28: "Nova Scotia", "N.-É." or "PEI" is the province; "Truro, N.S." a town of it; any
    // other text part of the location, served by the trigram index (auctions_location_trgm_idx).
    const { province, town } = readLocationFilter(filter.location);
    if (province) conditions.push(eq(auctions.province, province));
    if (town) conditions.push(ilike(auctions.location, containsPattern(town)));
  }
  if (filter.startDateFrom) conditions.push(gte(auctions.auctionStartDate, filter.startDateFrom));
  if (filter.startDateTo) conditions.push(lte(auctions.auctionStartDate, filter.startDateTo));
  if (filter.sellerId) conditions.push(eq(auctions.sellerId, filter.sellerId));
  if (filter.saleTypes?.length) conditions.push(inArray(auctions.saleType, filter.saleTypes));
  if (filter.approvedBetween) {
    conditions.push(
      gt(auctions.reviewedAt, filter.approvedBetween.after),
      lte(auctions.reviewedAt, filter.approvedBetween.upTo),
    );
  }
  if (filter.near) {
    // The box around the circle (capBox) is what the GiST index answers; the chord then drops the
    // box's corners. `earth is not null` is the index's own predicate, spelled for the planner.
    conditions.push(
      sql`${auctions.earth} is not null`,
      sql`${capBox(filter.near, filter.near.radiusM)} @> ${auctions.earth}`,
      sql`${chordFrom(filter.near)} <= ${chordOf(filter.near.radiusM)}::float8`,
    );
  }
  return and(...conditions);
}

/**
 * Whether the page can be read straight off a start-date index (auctions_public_start_idx, or
 * auctions_public_category_start_idx with a category): the planner then walks it and stops after
 * one page. With full-text, town or seller filters the matches come from another index in no
 * useful order, and a walk of the start-date index hoping to meet them can read the whole table.
 */
const isReadInStartOrder = (filter: AuctionFilter, sort: ListSort) =>
  (filter.scope === 'public' || filter.scope === 'APPROVED') &&
  !filter.search &&
  // A province alone (issue 28) keeps a sixth of the rows or more: the walk meets them at once.
  !(filter.location && readLocationFilter(filter.location).town) &&
  !filter.sellerId &&
  !filter.near &&
  sort === 'date';

export interface AuctionPage {
  rows: AuctionDetailRow[];
  total: number;
}

/** A uuid as text: every id in a packed match list takes exactly this many characters. */
const ID_LENGTH = 36;

/**
 * The first sort key, bigger first, before start date and id: the full-text rank, the distance
 * negated (nearest first), the listing time (newest first), or nothing (soonest start first).
 */
function rankOf(filter: AuctionFilter, sort: ListSort): SQL<number> {
  if (sort === 'relevance' && filter.search)
    return sql<number>`ts_rank(${auctions.searchVector}, ${tsQuery(filter.search)})`;
  if (sort === 'distance' && filter.near) return sql<number>`-${chordFrom(filter.near)}`;
  if (sort === 'newest') return sql<number>`extract(epoch from ${auctions.createdAt})::float8`;
  if (sort === 'oldest') return sql<number>`-extract(epoch from ${auctions.createdAt})::float8`;
  return sql<number>`0`;
}

/**
 * Every match's id in page order, packed into one string (ID_LENGTH characters each; one row
 * travels instead of thousands). The order is findAuctionPage's: rank, start date, id.
 */
export async function findAuctionMatchIds(db: Executor, filter: AuctionFilter, sort: ListSort) {
  const [row] = await db
    .select({
      ids: sql<
        string | null
      >`string_agg(${auctions.id}::text, '' order by ${rankOf(filter, sort)} desc, ${auctions.auctionStartDate} asc, ${auctions.id} asc)`,
    })
    .from(auctions)
    .where(whereOf(filter));
  return row?.ids ?? '';
}

export interface AuctionPageOptions {
  /**
   * Where the match list comes from when the page cannot be read in start order: given (the
   * public-read cache remembering findAuctionMatchIds for a few seconds), each page reads only its
   * own rows by id instead of gathering, counting and sorting every match again.
   */
  matchIds?: (load: () => Promise<string>) => Promise<string>;
  /** This instance's arrays for radius searches (`app.nearIndex`); without them, SQL answers. */
  near?: NearIndex;
}

/**
 * The rows of one page of a remembered match list, each checked against the filter again;
 * undefined when one no longer matches (changed or deleted since the list was made), for the
 * caller to read afresh.
 */
async function pageOfIds(
  db: Executor,
  where: SQL | undefined,
  total: number,
  ids: string[],
): Promise<AuctionPage | undefined> {
  if (ids.length === 0) return { rows: [], total };
  // `is true` leaves the filter to be checked on the listed rows only: spelled plainly, the planner
  // may also walk the filter's own index (full-text, trigram) and intersect it with the ids,
  // reading thousands of entries to confirm a page (measured with a 100 km radius filter at
  // 100,000 auctions on PostgreSQL: 3.1 ms → 0.3 ms).
  const recheck = where ? sql`(${where}) is true` : undefined;
  const found = await selectAuctions(db).where(and(inArray(auctions.id, ids), recheck));
  if (found.length !== ids.length) return undefined;
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.map((id) => byId.get(id));
  if (rows.some((row) => row === undefined)) return undefined;
  return { rows: rows as AuctionDetailRow[], total };
}

const prepareFindByIds = (db: Executor) =>
  selectAuctions(db)
    .where(sql`${auctions.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('auctions_by_ids');

/** Prepared like findAuctionById: building the query cost more than running it on PGlite. */
const preparedFindByIds = preparedPerDatabase(prepareFindByIds);

/** Auctions by id, in the order of `ids` (missing ones left out). */
async function findAuctionsByIds(db: Executor, ids: string[]): Promise<AuctionDetailRow[]> {
  const found = await preparedFindByIds(db).execute({ ids });
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One page out of a remembered match list (ID_LENGTH characters per id). */
function pageOfMatchIds(db: Executor, where: SQL | undefined, packed: string, limit: number, offset: number) {
  const total = packed.length / ID_LENGTH;
  const ids: string[] = [];
  for (let i = offset; i < Math.min(total, offset + limit); i += 1) {
    ids.push(packed.slice(i * ID_LENGTH, (i + 1) * ID_LENGTH));
  }
  return pageOfIds(db, where, total, ids);
}

/**
 * One page of auctions and the number matching. Measured on 100,000 auctions (PostgreSQL 15 and
 * PGlite): in start order, the page off the index plus a count in parallel is fastest; otherwise
 * one statement gathers every match once (bitmap scan), counts it with a window and keeps the top
 * of the page, which beats a separate count and page that would both scan the matches.
 */
export async function findAuctionPage(
  db: Executor,
  filter: AuctionFilter,
  sort: ListSort,
  limit: number,
  offset: number,
  options: AuctionPageOptions = {},
): Promise<AuctionPage> {
  const where = whereOf(filter);
  if (isReadInStartOrder(filter, sort)) {
    const [rows, [counted]] = await Promise.all([
      selectAuctions(db)
        .where(where)
        .orderBy(asc(auctions.auctionStartDate), asc(auctions.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(auctions).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  // A radius search: the match list from this instance's arrays when they can answer it; the
  // page's rows are read by id (prepared; those read a moment ago reused) and must still match,
  // else SQL answers.
  const near = options.near?.matches(filter, sort, offset, limit);
  if (near && options.near) {
    const rows = await options.near.pageRows(near.ids, (missing) => findAuctionsByIds(db, missing));
    if (rows.length === near.ids.length && rows.every((row) => stillMatches(row, filter)))
      return { rows, total: near.total };
  }

  // Otherwise a radius search's matches come off the radius index alone (it carries the dates and id), so
  // one pass counting and keeping the page beats sorting and packing every match for a cache that
  // a new point, as each "near me" is, would never hit.
  if (options.matchIds && !filter.near) {
    const packed = await options.matchIds(() => findAuctionMatchIds(db, filter, sort));
    const page = await pageOfMatchIds(db, whereOf(filter, { rowByRow: true }), packed, limit, offset);
    if (page) return page;
  }

  return pageByKey(db, where, { key: rankOf(filter, sort), order: desc }, limit, offset);
}

/**
 * The first key of a review queue's order and its direction: the title's, the creation time
 * (`newest`/`oldest`: the column itself, which orders as its epoch did), or the rank; the orders
 * then end as the public list's do (start date, id).
 */
function reviewKeyOf(filter: AuctionFilter, sort: ListSort): { key: SQL; order: typeof asc } {
  if (sort === 'title') return { key: sql`lower(${auctions.title})`, order: asc };
  if (sort === 'newest') return { key: sql`${auctions.createdAt}`, order: desc };
  if (sort === 'oldest') return { key: sql`${auctions.createdAt}`, order: asc };
  return { key: rankOf(filter, sort), order: desc };
}

/**
 * Issue 31: one page of an admin review queue (a few thousand rows at most, auctions_status_created_idx)
 * and its count, in one statement: the matches' ids, sort keys and count (a window), then the page's
 * 50 rows joined to their category and seller. Joining before sorting joined every match (500 in the
 * bench's queue) to keep 50, and the count was a second statement. The spec's call (status=PENDING,
 * soonest start first) answers exactly as before.
 */
export async function findReviewPage(
  db: Executor,
  filter: AuctionFilter,
  sort: ListSort,
  limit: number,
  offset: number,
): Promise<AuctionPage> {
  if (isPlainReview(filter)) {
    const rows = await preparedReviewPage(db, { scope: filter.scope, sort }).execute({ limit, offset });
    return pageRowsOrCount(db, whereOf(filter), rows, offset);
  }
  return pageByKey(db, whereOf(filter), reviewKeyOf(filter, sort), limit, offset);
}

/** A queue asked for by its status alone (the spec's call, the Pending tab): no search, no filter. */
const isPlainReview = (filter: AuctionFilter): filter is AuctionFilter & { scope: ReviewScope } =>
  isReviewScope(filter.scope) &&
  Object.entries(filter).every(([name, value]) => name === 'scope' || value === undefined);

type ReviewScope = Exclude<AuctionScope, 'public' | 'APPROVED'>;

const reviewPageStatement = (db: Executor, scope: ReviewScope, sort: ListSort) =>
  pageByKeyQuery(
    db,
    whereOf({ scope }),
    reviewKeyOf({ scope }, sort),
    sql.placeholder('limit'),
    sql.placeholder('offset'),
  ).prepare(`review_page_${scope}_${sort}`);

/**
 * Issue 31: each plain queue's page (status, order) prepared once per database: Drizzle built the
 * statement's 60-odd columns, its joins and its window afresh on every request, and PostgreSQL
 * parsed and planned it each time. The status is written in the text (hasStatus), so each queue
 * keeps its own plan; only the page's limit and offset are bound.
 */
const preparedReviewPage = preparedPerShape(
  ({ scope, sort }: { scope: ReviewScope; sort: ListSort }) => `${scope}_${sort}`,
  (db, { scope, sort }) => reviewPageStatement(db, scope, sort),
);

/**
 * A page of the matches in one statement: their ids, sort key and count (a window), then only the
 * page's rows joined to their category and seller; the order ends on the start date and id. The
 * window keeps the subquery from being merged into the outer ones, so the planner gathers the
 * matches first instead of walking the start-date index in the hope of meeting them; joining
 * before sorting would join every match to keep a page.
 */
function pageByKeyQuery(
  db: Executor,
  where: SQL | undefined,
  { key, order }: { key: SQL; order: typeof asc },
  limit: number | ReturnType<typeof sql.placeholder>,
  offset: number | ReturnType<typeof sql.placeholder>,
) {
  const matched = db
    .select({
      id: auctions.id,
      startDate: auctions.auctionStartDate,
      key: key.as('sort_key'),
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(auctions)
    .where(where)
    .as('matched');
  const page = db
    .select()
    .from(matched)
    .orderBy(order(matched.key), asc(matched.startDate), asc(matched.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select({ ...auctionWithRelations, total: page.total })
    .from(page)
    .innerJoin(auctions, eq(auctions.id, page.id))
    .innerJoin(categories, eq(categories.id, auctions.categoryId))
    .innerJoin(users, eq(users.id, auctions.sellerId))
    .orderBy(order(page.key), asc(page.startDate), asc(page.id));
}

async function pageByKey(
  db: Executor,
  where: SQL | undefined,
  keyOrder: { key: SQL; order: typeof asc },
  limit: number,
  offset: number,
): Promise<AuctionPage> {
  return pageRowsOrCount(db, where, await pageByKeyQuery(db, where, keyOrder, limit, offset), offset);
}

/** The page's rows and the count riding on them; past the last page the window has no row to ride on. */
async function pageRowsOrCount(
  db: Executor,
  where: SQL | undefined,
  rows: Awaited<ReturnType<typeof pageByKeyQuery>>,
  offset: number,
): Promise<AuctionPage> {
  if (rows.length > 0) return { rows, total: Number(rows[0]?.total) };
  if (offset === 0) return { rows: [], total: 0 };
  const [counted] = await db.select({ total: count() }).from(auctions).where(where);
  return { rows: [], total: counted?.total ?? 0 };
}

/** Decision 11: every approved auction starting in the range, ended or not, soonest first. */
export function findCalendarAuctions(db: Executor, from: Date, to: Date) {
  return db
    .select({
      id: auctions.id,
      title: auctions.title,
      location: auctions.location,
      province: auctions.province,
      lat: auctions.lat,
      lng: auctions.lng,
      auctionStartDate: auctions.auctionStartDate,
      auctionEndDate: auctions.auctionEndDate,
      featuredImage: auctions.featuredImage,
      category: { id: categories.id, name: categories.name, nameFr: categories.nameFr },
    })
    .from(auctions)
    .innerJoin(categories, eq(categories.id, auctions.categoryId))
    .where(
      and(hasStatus('APPROVED'), gte(auctions.auctionStartDate, from), lte(auctions.auctionStartDate, to)),
    )
    .orderBy(asc(auctions.auctionStartDate), asc(auctions.id));
}

/** The listed auctions that start first and last (their start and province), for the calendar's ends. */
export async function findCalendarEnds(db: Executor) {
  const end = (order: typeof asc) =>
    db
      .select({ auctionStartDate: auctions.auctionStartDate, province: auctions.province })
      .from(auctions)
      .where(hasStatus('APPROVED'))
      .orderBy(order(auctions.auctionStartDate))
      .limit(1);
  const [[first], [last]] = await Promise.all([end(asc), end(desc)]);
  return first && last ? { first, last } : null;
}

export const findSellerAuctions = (db: Executor, sellerId: string) =>
  selectAuctions(db)
    .where(eq(auctions.sellerId, sellerId))
    .orderBy(desc(auctions.createdAt), desc(auctions.id));

/** The admin stat cards: auctions listed now (the public scope, decision 5) and waiting for review. */
export async function countLiveAndPending(db: Executor): Promise<{ live: number; pending: number }> {
  const countWhere = async (where: SQL | undefined) =>
    (await db.select({ total: count() }).from(auctions).where(where))[0]?.total ?? 0;
  const [live, pending] = await Promise.all([
    countWhere(whereOf({ scope: 'public' })),
    countWhere(whereOf({ scope: 'PENDING' })),
  ]);
  return { live, pending };
}

export async function insertAuction(db: Executor, values: NewAuctionRow): Promise<string> {
  const [row] = await db.insert(auctions).values(values).returning({ id: auctions.id });
  if (!row) throw new Error('insert into auctions returned no row');
  return row.id;
}

export type AuctionChanges = Partial<Omit<NewAuctionRow, 'id' | 'sellerId' | 'createdAt' | 'searchVector'>>;

export async function updateAuction(db: Executor, id: string, changes: AuctionChanges): Promise<boolean> {
  const rows = await db
    .update(auctions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(auctions.id, id))
    .returning({ id: auctions.id });
  return rows.length > 0;
}

/** Deletes the row (saved rows go with it by cascade) and answers the image addresses it held. */
export async function deleteAuction(db: Executor, id: string) {
  const [row] = await db.delete(auctions).where(eq(auctions.id, id)).returning({
    featuredImage: auctions.featuredImage,
    images: auctions.images,
    shareCards: auctions.shareCards,
  });
  return row;
}

/**
 * Records the card now stored for a language, leaving `updatedAt` alone: a new card is not a change
 * of the listing. Answers whether the auction still exists and the key it replaced, to delete.
 */
export async function recordShareCard(db: Executor, id: string, locale: 'en' | 'fr', key: string) {
  // Both drivers answer raw queries with `rows`; the shared PgDatabase type cannot say so.
  const result = (await db.execute(sql`
    update auctions as a set share_cards = a.share_cards || jsonb_build_object(${locale}::text, ${key}::text)
    from (select share_cards ->> ${locale}::text as previous from auctions where id = ${id} for update) as old
    where a.id = ${id}
    returning old.previous`)) as unknown as { rows: { previous: string | null }[] };
  const [row] = result.rows;
  return { recorded: row !== undefined, previous: row?.previous ?? null };
}

/** One seller's PENDING auctions, locked until the caller's transaction ends (approve-all). */
export function findPendingOfSeller(tx: Executor, sellerId: string) {
  return tx
    .select({ id: auctions.id, title: auctions.title })
    .from(auctions)
    .where(and(eq(auctions.sellerId, sellerId), hasStatus('PENDING')))
    .for('update');
}

/** Approves these auctions where still PENDING; answers how many. */
export async function approveAuctions(tx: Executor, ids: string[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(auctions)
    .set({ status: 'APPROVED', reviewedAt: now, updatedAt: now })
    .where(and(inArray(auctions.id, ids), hasStatus('PENDING')))
    .returning({ id: auctions.id });
  return rows.length;
}

/**
 * Approved auctions for the sitemap (issue 14): `upcoming` have not ended; `recent` ended within
 * the last `recentDays` (an ended auction stays at its address, decision 5). Ids and change times
 * only, soonest first, one chunk at a time.
 */
export function findSitemapAuctions(
  db: Executor,
  kind: 'upcoming' | 'recent',
  options: { limit: number; offset: number; recentDays: number },
) {
  const when =
    kind === 'upcoming'
      ? sql`${auctions.auctionEndDate} > now()`
      : sql`${auctions.auctionEndDate} <= now() and ${auctions.auctionEndDate} > now() - make_interval(days => ${options.recentDays})`;
  return db
    .select({ id: auctions.id, updatedAt: auctions.updatedAt })
    .from(auctions)
    .where(and(hasStatus('APPROVED'), when))
    .orderBy(asc(auctions.auctionStartDate), asc(auctions.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countSitemapAuctions(db: Executor, kind: 'upcoming' | 'recent', recentDays: number) {
  const when =
    kind === 'upcoming'
      ? sql`${auctions.auctionEndDate} > now()`
      : sql`${auctions.auctionEndDate} <= now() and ${auctions.auctionEndDate} > now() - make_interval(days => ${recentDays})`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      lastmod: sql<string | null>`max(${auctions.updatedAt})::text`,
    })
    .from(auctions)
    .where(and(hasStatus('APPROVED'), when));
  return { total: Number(row?.total ?? 0), lastmod: row?.lastmod ? new Date(row.lastmod) : null };
}

/**
 * Issue 27: each seller's next public sale (approved, not yet ended, soonest start first), one row
 * per seller that has one; the buyer's home shows it beside each followed auctioneer.
 */
export async function findNextSales(db: Executor, sellerIds: readonly string[]) {
  if (sellerIds.length === 0) return [];
  return db
    .selectDistinctOn([auctions.sellerId], {
      sellerId: auctions.sellerId,
      id: auctions.id,
      title: auctions.title,
      auctionStartDate: auctions.auctionStartDate,
      province: auctions.province,
      lat: auctions.lat,
      lng: auctions.lng,
    })
    .from(auctions)
    .where(
      and(
        inArray(auctions.sellerId, [...sellerIds]),
        hasStatus('APPROVED'),
        sql`${auctions.auctionEndDate} > now()`,
      ),
    )
    .orderBy(auctions.sellerId, asc(auctions.auctionStartDate), asc(auctions.id));
}

/**
 * Issue 28: a seller's approved sales that ended between `since` and `now`, the newest end first,
 * at most `limit` (a profile's past sales). A cancelled sale, or one postponed to a date still to
 * come, did not take place, so it is left out.
 */
export function findPastAuctionsOfSeller(
  db: Executor,
  sellerId: string,
  window: { since: Date; now: Date; limit: number },
) {
  return db
    .select({
      id: auctions.id,
      title: auctions.title,
      titleFr: auctions.titleFr,
      featuredImage: auctions.featuredImage,
      auctionStartDate: auctions.auctionStartDate,
      auctionEndDate: auctions.auctionEndDate,
      location: auctions.location,
      province: auctions.province,
      lat: auctions.lat,
      lng: auctions.lng,
      resultsUrl: auctions.resultsUrl,
      resultsNote: auctions.resultsNote,
    })
    .from(auctions)
    .where(
      and(
        eq(auctions.sellerId, sellerId),
        hasStatus('APPROVED'),
        inArray(auctions.eventStatus, ['SCHEDULED', 'RESCHEDULED']),
        lte(auctions.auctionEndDate, window.now),
        gt(auctions.auctionEndDate, window.since),
      ),
    )
    .orderBy(desc(auctions.auctionEndDate), desc(auctions.id))
    .limit(window.limit);
}

/** Issue 28: what setting a sale's results checks, with the row locked. */
export async function findAuctionEnd(tx: Executor, id: string) {
  const [row] = await tx
    .select({ sellerId: auctions.sellerId, status: auctions.status, auctionEndDate: auctions.auctionEndDate })
    .from(auctions)
    .where(eq(auctions.id, id))
    .limit(1)
    .for('update');
  return row;
}
