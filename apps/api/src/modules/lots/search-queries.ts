import {
  LOT_SEARCH_RANKED,
  LOT_SEARCH_WINDOW_DAYS,
  type LotSearchSort,
  type Province,
} from '@mariner/contracts';
import { and, asc, desc, eq, gte, inArray, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedPerDatabase, preparedPerShape } from '../../db/prepared.ts';
import { auctions, lots } from '../../db/schema.ts';
import type { LotSummary, SalesWithLots } from '../auctions/near-index.ts';
import { hasStatus } from '../auctions/queries.ts';
import { capBox, capBoxOf, chordOf } from '../places/earth.ts';
import { type LotRecord, lotColumns } from './queries.ts';

/**
 * Issue 29 item 4: the lots of public auctions (approved, not yet ended: the auction list's public
 * scope, decision 5) that match a search, read with their sale's few columns a result shows.
 */

export interface LotSearchFilter {
  search?: string | undefined;
  categoryId?: string | undefined;
  province?: Province | undefined;
  startDateFrom?: Date | undefined;
  startDateTo?: Date | undefined;
  near?: { lat: number; lng: number; radiusM: number } | undefined;
}

/** The order asked for, once it has what it needs (a search to rank, a point to measure from). */
export type LotSearchOrder = LotSearchSort;

/** As the auctions' (migration 0011/0024): read as English and as French, accents ignored. */
export const lotTsQuery = (search: string | Placeholder) =>
  sql`(websearch_to_tsquery('english', unaccent(${search})) || websearch_to_tsquery('french', unaccent(${search})))`;

/** compileWords' statement, prepared once per database handle (decision 034). */
const preparedWords = preparedPerDatabase((db) =>
  db
    .select({ q: sql<string>`${lotTsQuery(sql.placeholder('search'))}::text`.as('q') })
    .from(sql`(values (1)) as one(x)`)
    .prepare('lot_search_words'),
);

/**
 * The words read once into a tsquery constant, with its text (to write the day windows' query from).
 * `websearch_to_tsquery` and `unaccent` are STABLE, not IMMUTABLE, so written into a statement they
 * are evaluated again for every row that `@@` and `ts_rank` look at (thousands for a common word); a
 * constant is read once. Costs one round trip (near a place, none: readNearSummary reads them).
 */
export async function compileWords(db: Executor, search: string): Promise<Words> {
  const [row] = await preparedWords(db).execute({ search });
  return wordsOf(row?.q ?? '');
}

/** The words' tsquery text as the constant a statement reads (compileWords). */
const wordsOf = (text: string): Words => ({ query: sql`${text}::tsquery`, text });

const DAY_MS = 86_400_000;

/** A tsquery's parts as the superset its lexemes' index forms can find (lotSearchTermsQuery). */
type Terms = { lexeme: string; prefix: boolean } | { op: '&' | '|'; left: Terms; right: Terms } | 'all';

/**
 * The tsquery text PostgreSQL writes (`'oak' & !( 'brass' <-> 'lamp' ) | 'pian':*`) read as the
 * positive terms every match holds: a NOT finds everything (the words themselves are checked on
 * each row), so `a & !b` is looked up as `a`; a phrase as all its words (the index keeps no
 * positions); weights are dropped. Undefined when nothing can be looked up (`!a`, `a | !b`).
 */
function positiveTerms(text: string): Terms | undefined {
  const tokens = text.match(/'(?:[^']|'')*'(?::[*A-D]+)?|<(?:\d+|-)>|[&|!()]/g) ?? [];
  let at = 0;
  // A word read alike in English and French ('piano' | 'piano') is looked up once: each of its
  // forms is a GIN lookup per cell and period, and the text is sent with every search.
  const same = (left: Terms, right: Terms) => JSON.stringify(left) === JSON.stringify(right);
  const and = (left: Terms, right: Terms): Terms =>
    left === 'all' ? right : right === 'all' || same(left, right) ? left : { op: '&', left, right };
  const or = (left: Terms, right: Terms): Terms =>
    left === 'all' || right === 'all' ? 'all' : same(left, right) ? left : { op: '|', left, right };
  const unary = (): Terms => {
    const token = tokens[at++];
    if (token === '!') {
      unary();
      return 'all';
    }
    if (token === '(') {
      const inner = anyOf();
      at += 1; // ')'
      return inner;
    }
    const lexeme = /^'((?:[^']|'')*)'(?::([*A-D]+))?$/.exec(token ?? '');
    if (!lexeme) throw new Error(`unreadable tsquery: ${text}`);
    return { lexeme: lexeme[1] ?? '', prefix: (lexeme[2] ?? '').includes('*') };
  };
  const phrase = (): Terms => {
    let terms = unary();
    while (tokens[at]?.startsWith('<')) {
      at += 1;
      terms = and(terms, unary());
    }
    return terms;
  };
  const allOf = (): Terms => {
    let terms = phrase();
    while (tokens[at] === '&') {
      at += 1;
      terms = and(terms, phrase());
    }
    return terms;
  };
  const anyOf = (): Terms => {
    let terms = allOf();
    while (tokens[at] === '|') {
      at += 1;
      terms = or(terms, allOf());
    }
    return terms;
  };
  if (tokens.length === 0) return undefined;
  const terms = anyOf();
  return terms === 'all' ? undefined : terms;
}

/**
 * Migration 0041: `lot_search_terms_idx` indexes each listed lot's lexemes prefixed with its sale's
 * end day (days since the epoch, UTC): 'piano' in a sale ending on day 20784 is 'd20784_piano', and
 * with the sale's place also 'c779506_d20784_piano' (its cell, `lot_search_cell`: a quarter degree since
 * migration 0045); migration 0044
 * adds the end week ('w2969_piano', 'c779506_w2969_piano'). This writes the words' tsquery for the
 * sales ending from now to `days` ahead (and in `cells`, when given): the positive terms every match
 * holds (positiveTerms), each the OR of its forms over those days — whole weeks as one term,
 * lotSearchPeriods — (and cells). With the words themselves and the exact end checked on each row read, it finds exactly
 * the window's matches, off a few hundred index entries instead of the word's whole posting list,
 * and no index hit needs its row's terms computed again (a NOT in the index query made every hit a
 * recheck). Undefined when the words give no positive term (nothing to look up).
 */
export function lotSearchTermsQuery(text: string, days: number, now = Date.now(), cells?: number[]) {
  const terms = positiveTerms(text);
  if (!terms) return undefined;
  const periods = windowPeriods(days, now);
  return writeTerms(
    terms,
    cells
      ? cells.flatMap((cell) => periods.map((period) => `c${cell}_${period}_`))
      : periods.map((period) => `${period}_`),
  );
}

/** The end periods of a window of `days` from `now` (lotSearchPeriods). */
const windowPeriods = (days: number, now: number) =>
  lotSearchPeriods(Math.floor(now / DAY_MS), Math.floor((now + days * DAY_MS) / DAY_MS));

/**
 * Migration 0049: the words' terms in one cell whatever the sale's end ('c779506_a_piano'), one
 * tsquery per cell, newline-separated as a window's near a place (lotSearchNearTerms): every match
 * of the words in the sales of those cells.
 */
export function lotSearchAllDatesNearTerms(text: string, cells: number[]) {
  return eachCellsTerms(text, cells, (cell) => [`c${cell}_a_`]);
}

/**
 * One tsquery per cell, newline-separated: the words' positive terms under the cell's `prefixes`.
 * The words are read once for every cell (a window near a place is 25 or so). Undefined when the
 * words give no term to look up, or there is no cell.
 */
function eachCellsTerms(text: string, cells: number[], prefixes: (cell: number) => string[]) {
  const terms = positiveTerms(text);
  if (!terms || cells.length === 0) return undefined;
  return cells.map((cell) => writeTerms(terms, prefixes(cell))).join('\n');
}

/** The positive terms, each the OR of its forms under `prefixes` (lotSearchTermsQuery). */
function writeTerms(terms: Terms, prefixes: string[]) {
  const write = (part: Terms): string => {
    if (part === 'all') return '';
    if ('lexeme' in part) {
      const mark = part.prefix ? ':*' : '';
      return `(${prefixes.map((prefix) => `'${prefix}${part.lexeme}'${mark}`).join(' | ')})`;
    }
    return `(${write(part.left)} ${part.op} ${write(part.right)})`;
  };
  return write(terms);
}

/**
 * Migration 0044: the end periods that cover the days `first` (today, as the searches pass it) to
 * `last` (days since the epoch, UTC), as `lot_search_terms` prefixes them: each whole week (seven
 * days since the epoch, week ⌊day / 7⌋) as one 'w{week}', the days after the last one as 'd{day}'
 * — a year is 52 weeks and at most 6 days instead of 366 days. The week holding `first` counts as
 * whole when the window reaches its end: its days before `first` hold only sales that have ended,
 * which every search drops on the row (and the sweep soon removes), so one term covers them instead
 * of a term per day left in the week. A window that does not reach the week's end is its days.
 */
export function lotSearchPeriods(first: number, last: number): string[] {
  const days = (from: number, to: number) =>
    Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => `d${from + index}`);
  const firstWeek = Math.floor(first / 7);
  const lastWeek = Math.floor((last + 1) / 7) - 1;
  if (firstWeek > lastWeek) return days(first, last);
  const weeks = Array.from({ length: lastWeek - firstWeek + 1 }, (_, index) => `w${firstWeek + index}`);
  return [...weeks, ...days((lastWeek + 1) * 7, last)];
}

/** Earth's radius for the cells' bounds, a little under earthdistance's (so the bounds are wide). */
const CELL_EARTH_RADIUS_M = 6_300_000;

/** Cells per degree (migration 0045: a quarter degree, exact in binary as `lot_search_cell`'s is). */
const CELLS_PER_DEGREE = 4;

/** `lot_search_cell(lat, lng)`: (⌊4·lat⌋ + 360) × 1440 + ⌊4·lng⌋ + 720, a quarter-degree cell. */
export const lotSearchCell = (lat: number, lng: number) =>
  (Math.floor(lat * CELLS_PER_DEGREE) + 90 * CELLS_PER_DEGREE) * 360 * CELLS_PER_DEGREE +
  Math.floor(lng * CELLS_PER_DEGREE) +
  180 * CELLS_PER_DEGREE;

/** Great-circle distance in metres on a sphere of `radius` (haversine). */
function arcM(lat1: number, lng1: number, lat2: number, lng2: number, radius: number) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * radius * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The quarter-degree cells (`lot_search_cell`, migration 0045) that may hold a place within
 * `radiusM` of the point: those under the circle's latitude and longitude bounds whose nearest
 * point is within the radius, measured on a sphere a little smaller than earthdistance's (so a cell
 * the circle reaches is never left out; about 25 cells for 50 km in the Maritimes). Undefined when
 * they would be too many to look up in every period of the window (more than `limit` terms:
 * cells × lotSearchPeriods) or the circle reaches a pole or the antimeridian (the search then looks
 * up the window's days alone and checks the place on each row).
 */
export function lotSearchCells(
  near: { lat: number; lng: number; radiusM: number },
  days: number,
  limit = NEAR_CELL_TERMS,
  now = Date.now(),
): number[] | undefined {
  const spanLat = ((near.radiusM / CELL_EARTH_RADIUS_M) * 180) / Math.PI;
  const south = near.lat - spanLat;
  const north = near.lat + spanLat;
  if (south <= -89 || north >= 89) return undefined;
  const spanLng = spanLat / Math.cos((Math.max(Math.abs(south), Math.abs(north)) * Math.PI) / 180);
  const west = near.lng - spanLng;
  const east = near.lng + spanLng;
  if (west <= -180 || east >= 180) return undefined;
  const size = 1 / CELLS_PER_DEGREE;
  const cells: number[] = [];
  for (let lat = Math.floor(south * CELLS_PER_DEGREE); lat <= Math.floor(north * CELLS_PER_DEGREE); lat += 1)
    for (
      let lng = Math.floor(west * CELLS_PER_DEGREE);
      lng <= Math.floor(east * CELLS_PER_DEGREE);
      lng += 1
    ) {
      // The cell's point nearest the centre (its edges clamp the centre's latitude and longitude).
      const nearestLat = Math.min(Math.max(near.lat, lat * size), (lat + 1) * size);
      const nearestLng = Math.min(Math.max(near.lng, lng * size), (lng + 1) * size);
      if (arcM(near.lat, near.lng, nearestLat, nearestLng, CELL_EARTH_RADIUS_M) <= near.radiusM)
        cells.push((lat + 90 * CELLS_PER_DEGREE) * 360 * CELLS_PER_DEGREE + lng + 180 * CELLS_PER_DEGREE);
    }
  const periods = lotSearchPeriods(
    Math.floor(now / DAY_MS),
    Math.floor((now + days * DAY_MS) / DAY_MS),
  ).length;
  return cells.length * periods <= limit ? cells : undefined;
}

/**
 * At most this many cell terms in a window (50 km in the Maritimes: about 25 cells, 64 periods for a
 * year: 1,600).
 */
const NEAR_CELL_TERMS = 3_000;

/**
 * A window's terms near a place (migration 0045): one tsquery per cell, newline-separated, which
 * `lot_search_page` looks up as `@@ any(…)`: one index scan per cell, each matching its own few
 * entries against its own rows (one query of every cell's terms matched every row against every
 * term). Undefined when the words give no term to look up.
 */
export function lotSearchNearTerms(text: string, days: number, now: number, cells: number[]) {
  const periods = windowPeriods(days, now);
  return eachCellsTerms(text, cells, (cell) => periods.map((period) => `c${cell}_${period}_`));
}

const pointEarth = (point: { lat: number; lng: number }) =>
  sql`ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`;
/** A sale's chord from a centre (`pointEarth`, or a circle's bound `point`): its distance, in order. */
const saleChordFrom = (centre: SQL) => sql<number>`(${auctions.earth} <-> ${centre})`;
const lotChordFrom = (point: { lat: number; lng: number }) =>
  sql<number>`(${lots.saleEarth} <-> ${pointEarth(point)})`;

/** A circle around a point as a sale condition reads it: the box around it, its centre, its chord. */
interface SaleCircle {
  box: SQL;
  point: SQL;
  chord: SQL;
}

/** The circle of `near` with its values bound (capBox, chordOf). */
const circleOf = (near: NonNullable<LotSearchFilter['near']>): SaleCircle => ({
  box: capBox(near, near.radiusM),
  point: pointEarth(near),
  chord: sql`${chordOf(near.radiusM)}::float8`,
});

/**
 * The circle as a prepared statement's placeholders (readNearSummary fills them). The centre is a
 * scalar subquery, computed once: written as `ll_to_earth($lat, $lng)` a generic plan would compute
 * it for every sale, so PostgreSQL priced that plan above a custom one and planned the summary
 * afresh on every search (0.3–0.6 ms of its 1.5–2 ms).
 */
const circlePlaceholders: SaleCircle = {
  box: sql`cube(array[${sql.placeholder('lowX')}::float8, ${sql.placeholder('lowY')}::float8, ${sql.placeholder('lowZ')}::float8], array[${sql.placeholder('highX')}::float8, ${sql.placeholder('highY')}::float8, ${sql.placeholder('highZ')}::float8])`,
  point: sql`(select ll_to_earth(${sql.placeholder('lat')}::float8, ${sql.placeholder('lng')}::float8))`,
  chord: sql`${sql.placeholder('chord')}::float8`,
};

/** What the sale conditions are written with: values, or a prepared statement's placeholders. */
interface SaleArgs {
  province?: Province | Placeholder | undefined;
  startDateFrom?: Date | Placeholder | undefined;
  startDateTo?: Date | Placeholder | undefined;
  circle?: SaleCircle | undefined;
}

/** The sale's conditions on the sales themselves: public, in the window, province, within the radius. */
function auctionConditions(filter: LotSearchFilter): SQL[] {
  return saleConditions({ ...filter, circle: filter.near && circleOf(filter.near) });
}

function saleConditions(args: SaleArgs): SQL[] {
  const conditions: SQL[] = [hasStatus('APPROVED'), sql`${auctions.auctionEndDate} > now()`];
  if (args.province) conditions.push(eq(auctions.province, args.province));
  if (args.startDateFrom) conditions.push(gte(auctions.auctionStartDate, args.startDateFrom));
  if (args.startDateTo) conditions.push(lte(auctions.auctionStartDate, args.startDateTo));
  if (args.circle) {
    // The box around the circle (capBox) is what the GiST index (auctions_public_earth_idx) answers; the
    // chord drops its corners.
    conditions.push(
      sql`${auctions.earth} is not null`,
      sql`${args.circle.box} @> ${auctions.earth}`,
      sql`${saleChordFrom(args.circle.point)} <= ${args.circle.chord}`,
    );
  }
  return conditions;
}

/**
 * The same conditions on the sale's copies each lot carries (migration 0036), so the lots' own
 * indexes answer them: `sale_listed` is the partial indexes' predicate, spelled for the planner.
 */
function lotConditions(filter: LotSearchFilter, query: Compiled, wordsIndexed = true): SQL[] {
  // `+ interval '0'` keeps lots_listed_end_idx out of a plain search: "not ended" keeps most lots,
  // and a bitmap of millions of ends ANDed with the words' costs seconds (PGlite has no autovacuum
  // to give the planner that statistic). The soonest-ending windows below use the index on purpose.
  const conditions: SQL[] = [sql`${lots.saleListed}`, sql`${lots.saleEndDate} + interval '0' > now()`];
  // `is true` keeps the words' own GIN index out when the day windows' index finds the rows.
  if (query)
    conditions.push(
      wordsIndexed ? sql`${lots.searchVector} @@ ${query}` : sql`(${lots.searchVector} @@ ${query}) is true`,
    );
  // A lot's own category, else its sale's: a "tractor" lot in an estate sale is farm equipment.
  if (filter.categoryId) conditions.push(eq(lots.searchCategoryId, filter.categoryId));
  if (filter.province) conditions.push(eq(lots.saleProvince, filter.province));
  if (filter.startDateFrom) conditions.push(gte(lots.saleStartDate, filter.startDateFrom));
  if (filter.startDateTo) conditions.push(lte(lots.saleStartDate, filter.startDateTo));
  if (filter.near) {
    // The box around the circle (capBox) is what the GiST index (lots_listed_earth_idx) answers; the
    // chord drops its corners.
    // Only a lot category near a place comes here: words near a place start from the sales near it
    // (nearPage).
    const box = capBox(filter.near, filter.near.radiusM);
    conditions.push(
      sql`${lots.saleEarth} is not null`,
      sql`${box} @> ${lots.saleEarth}`,
      sql`${lotChordFrom(filter.near)} <= ${chordOf(filter.near.radiusM)}::float8`,
    );
  }
  return conditions;
}

/** The words as one constant tsquery (see compileWords), or undefined without words. */
type Compiled = SQL | undefined;

/** The first sort key, bigger first; then the sale's start, the sale, and the catalogue order. */
function rankOf(filter: LotSearchFilter, order: LotSearchOrder, query: Compiled): SQL<number> {
  if (order === 'relevance' && query) return sql<number>`ts_rank(${lots.searchVector}, ${query})`;
  if (order === 'distance' && filter.near) return sql<number>`-${lotChordFrom(filter.near)}`;
  return sql<number>`0`;
}

const selectPageRows = {
  ...lotColumns,
  auction: {
    id: auctions.id,
    title: auctions.title,
    titleFr: auctions.titleFr,
    auctionStartDate: auctions.auctionStartDate,
    location: auctions.location,
    province: auctions.province,
    lat: auctions.lat,
    lng: auctions.lng,
  },
};

export interface LotSearchPage {
  rows: {
    lot: LotRecord;
    auction: {
      id: string;
      title: string;
      titleFr: string | null;
      auctionStartDate: Date;
      location: string;
      province: Province;
      lat: number | null;
      lng: number | null;
    };
  }[];
  total: number;
  /** The list was cut to the sales ending soonest: more lots may match (see findLotSearchPage). */
  moreMatches?: boolean;
}

/**
 * One page of matching lots and how many match. With words or a lot category, statements over the
 * lots alone (their copies of the sale's facts, migration 0036): the matches come off the GIN index
 * (or the listed lots' category index), are ranked and counted with a window and the page is kept;
 * only the page's lots are then joined to their sales. Without either, the total is the sum of the
 * matching sales' kept `lot_count` and the page is read by walking sales in start order and each
 * sale's lots in catalogue order: no statement ever touches every lot.
 *
 * Ranking needs every match's vector (a heap read each), so a word found in 1 lot in 60 of 5
 * million costs 80,000 reads. A search of more than LOT_SEARCH_RANKED matches therefore ranks those
 * of the sales ending soonest — the first of LOT_SEARCH_WINDOW_DAYS holding that many, found off the
 * slim table's index of words by end day (migration 0041, windowPage) — and says so (`moreMatches`).
 */
export async function findLotSearchPage(
  db: Executor,
  filter: LotSearchFilter,
  order: LotSearchOrder,
  limit: number,
  offset: number,
  /**
   * Where the lexemes' frequencies come from (searchLots: its instance's read cache; else read each
   * time). Tests only: from how many lots near a place the windows are tried (NEAR_WHOLE_LOTS), and
   * from how many matches expected among them (NEAR_WHOLE_MATCHES); how many windows not to try
   * first near a place (nearSkipped); whether every match near a place is looked up by cell
   * (allDatesNear).
   */
  options: NearOptions & { lexemeFrequencies?: LexemeFrequencies } = {},
): Promise<LotSearchPage> {
  if (!filter.search && !filter.categoryId)
    return pageOfSales(db, filter, order, limit, offset, options.salesWithLotsNear);

  if (filter.search && filter.near)
    return nearPage(db, { ...filter, near: filter.near }, filter.search, order, limit, offset, {
      ...options,
      lexemeFrequencies: options.lexemeFrequencies ?? readLexemeFrequencies,
    });
  const words = filter.search ? await compileWords(db, filter.search) : undefined;
  const query = words?.query;
  const where = and(...lotConditions(filter, query));
  const rank = rankOf(filter, order, query);
  // The windows in turn in one statement over the slim table (lot_search_page, migration 0041): the
  // first holding LOT_SEARCH_RANKED matches is ranked and answers. The whole match set is never
  // counted first (that read the word's whole GIN bitmap, 83,000 entries at 5 million lots). A
  // rarer word is then ranked whole, as before.
  if (words && termsIndexed(words)) {
    // The windows before the first expected to fill are not looked up (as near a place: nearSkipped);
    // the statement finds among the later window's matches the first window in turn that fills. The
    // counts are of every sale's lots: with a category, a province or dates, fewer match, so all are tried.
    const ending =
      !filter.categoryId && !filter.province && !filter.startDateFrom && !filter.startDateTo
        ? options.lotsEndingWithin?.()
        : undefined;
    const skip = ending
      ? windowsSkipped(
          ending,
          wordsFrequency(words.text, await (options.lexemeFrequencies ?? readLexemeFrequencies)(db)),
        )
      : 0;
    const found = await windowPage(db, filter, words, order, limit, offset, skip > 0 ? { skip } : undefined);
    if (found) return found;
  }
  return searching(db, async (tx) => {
    if (!words) return rankedPage(tx, where, rank, limit, offset);
    if (termsIndexed(words)) return rankedPage(tx, where, rank, limit, offset);
    return (
      (await soonestWindowPage(tx, filter, words, rank, limit, offset)) ??
      rankedPage(tx, where, rank, limit, offset)
    );
  });
}

/** Statements over `lots` in one transaction with a search's settings (searchSettings). */
function searching<T>(db: Executor, run: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await searchSettings(tx);
    return run(tx);
  });
}

/** Whether the words give terms to look up in lot_search_terms_idx (a positive word). */
const termsIndexed = (words: Words) => lotSearchTermsQuery(words.text, 0) !== undefined;

/**
 * Migration 0041: the page of the first soonest-ending window (LOT_SEARCH_WINDOW_DAYS) holding
 * LOT_SEARCH_RANKED matches, as `lot_search_page` finds it over the slim `lot_search` table in one
 * statement (the windows walked inside it, each off lot_search_terms_idx, with a search's settings),
 * joined to the page's lots and their sales, with `moreMatches`; undefined when no window holds that
 * many (the caller ranks every match). Near a place, `near` gives each window's terms (null: the
 * window is not looked up, though it may answer: see migration 0051), the place checked on each row.
 */
async function windowPage(
  db: Executor,
  filter: LotSearchFilter,
  words: Words,
  order: LotSearchOrder,
  limit: number,
  offset: number,
  near?: { terms: (string | null)[]; days?: readonly number[]; ranked?: number } | { skip: number },
): Promise<LotSearchPage | undefined> {
  const now = Date.now();
  const terms =
    near && 'terms' in near
      ? near.terms
      : LOT_SEARCH_WINDOW_DAYS.map((days, index) =>
          index < (near?.skip ?? 0) ? null : (lotSearchTermsQuery(words.text, days, now) ?? null),
        );
  const located = near && 'terms' in near ? near : undefined;
  const nearPoint = located ? filter.near : undefined;
  // Nearest first needs the place (the service asks it only with one).
  const ordered = order === 'distance' && !nearPoint ? 'date' : order;
  const rows = await preparedWindowPage(db).execute({
    words: words.text,
    terms: textArray(terms),
    days: `{${(located?.days ?? LOT_SEARCH_WINDOW_DAYS).join(',')}}`,
    ranked: located?.ranked ?? LOT_SEARCH_RANKED,
    order: ordered,
    category: filter.categoryId ?? null,
    province: filter.province ?? null,
    startFrom: filter.startDateFrom?.toISOString() ?? null,
    startTo: filter.startDateTo?.toISOString() ?? null,
    lat: nearPoint?.lat ?? null,
    lng: nearPoint?.lng ?? null,
    radius: nearPoint?.radiusM ?? null,
    chord: nearPoint ? chordOf(nearPoint.radiusM) : null,
    limit,
    offset,
  });
  const [first] = rows;
  if (!first) return undefined;
  return {
    rows: rows.filter((row) => row.id !== null).map((row) => split(row as typeof row & PageRowSale)),
    total: Number(first.total),
    moreMatches: true,
  };
}

type PageRowSale = { auction: LotSearchPage['rows'][number]['auction'] };

/**
 * windowPage's statement, prepared once per database handle (decision 034): the page's lots with
 * their sales, in the function's order; one row with no lot past the last page.
 */
const preparedWindowPage = preparedPerDatabase((db) => {
  const bound = (name: string) => sql.placeholder(name);
  const page = sql`lot_search_page(${bound('words')}::tsquery, ${bound('terms')}::text[],
    ${bound('days')}::int[], ${bound('ranked')}::int, ${bound('order')}::text,
    ${bound('category')}::uuid, ${bound('province')}::text, ${bound('startFrom')}::timestamptz,
    ${bound('startTo')}::timestamptz, ${bound('lat')}::float8,
    ${bound('lng')}::float8, ${bound('radius')}::float8,
    ${bound('chord')}::float8, ${bound('limit')}::int, ${bound('offset')}::int)`;
  return db
    .select({ ...selectPageRows, total: sql<number>`p.total` })
    .from(sql`${page} with ordinality as p(lot_id, total, window_days, n)`)
    .leftJoin(lots, sql`${lots.id} = p.lot_id`)
    .leftJoin(auctions, eq(auctions.id, lots.auctionId))
    .orderBy(sql`p.n`)
    .prepare('lot_search_window_page');
});

/** A PostgreSQL text[] literal (null elements as NULL). */
const textArray = (values: (string | null)[]) =>
  `{${values.map((value) => (value === null ? 'NULL' : `"${value.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;

/**
 * Over `lots`, for words that give no term to look up (only exclusions): the page of the first
 * soonest-ending window (LOT_SEARCH_WINDOW_DAYS) that holds LOT_SEARCH_RANKED matches, with
 * `moreMatches`; undefined when none does (the caller ranks every match). A window is skipped when
 * it holds no more sales' ends than the one before it could not fill (`ofSales` gives the sales
 * near a place, whose ends are known).
 */
async function soonestWindowPage(
  db: Executor,
  filter: LotSearchFilter,
  words: Words,
  rank: SQL<number>,
  limit: number,
  offset: number,
  ofSales?: (days: number) => SQL | undefined | false,
): Promise<LotSearchPage | undefined> {
  for (const days of LOT_SEARCH_WINDOW_DAYS) {
    const sales = ofSales ? ofSales(days) : undefined;
    if (sales === false) continue;
    const page = await rankedPage(db, and(soonestEnding(filter, words, days), sales), rank, limit, offset);
    if (page.total >= LOT_SEARCH_RANKED) return { ...page, moreMatches: true };
  }
  return undefined;
}

/** The public sales near the place that have lots. */
const salesNearCondition = (filter: LotSearchFilter & { near: NonNullable<LotSearchFilter['near']> }) =>
  and(...auctionConditions(filter), sql`${auctions.lotCount} > 0`);

/**
 * How many lots are near the place, and how many of its sales end within each window: one row,
 * whatever the number of sales (3,996 within 50 km of Truro at 5 million lots), read from
 * auctions_public_earth_idx alone (migration 0043 added `lot_count` to its INCLUDE: 99 buffers and
 * 1.6 ms instead of a heap page per sale, 3,857 buffers and 16 ms). Each window's end is computed
 * once (a scalar subquery): written on the row, `now() + interval` was computed for every sale and
 * window, a time-zone conversion each, 6,390 sales × 7 near Halifax: 8.5 ms of a statement that
 * takes 2.5 ms without. With `search`, the words compiled too (compileWords), in the same round trip.
 */
function summaryStatement(db: Executor, args: SaleArgs & { search?: string | Placeholder }) {
  const endingWithin = LOT_SEARCH_WINDOW_DAYS.map(
    (days) =>
      sql`count(*) filter (where ${auctions.auctionEndDate} <= (select now() + make_interval(days => ${days}::int)))`,
  );
  return db
    .select({
      words:
        args.search === undefined ? sql<string | null>`null` : sql<string>`${lotTsQuery(args.search)}::text`,
      lots: sql<string | null>`sum(${auctions.lotCount})`,
      windows: sql<number[]>`array[${sql.join(endingWithin, sql`, `)}]::int[]`,
    })
    .from(auctions)
    .where(and(...saleConditions(args), sql`${auctions.lotCount} > 0`));
}

/** nearSalesSummary's statement as written for one filter (its plan is tested). */
export function nearSalesSummary(db: Executor, filter: LotSearchFilter & { near: NearCircle }) {
  return summaryStatement(db, { ...filter, circle: circleOf(filter.near) });
}

type NearCircle = NonNullable<LotSearchFilter['near']>;

/** Which sale filters a summary is written with: its prepared statement's shape. */
type SummaryShape = { province: boolean; startDateFrom: boolean; startDateTo: boolean };

/** The summary with the words, prepared once per database handle and shape (decision 034). */
const summaryName = (shape: SummaryShape) =>
  `lot_near_summary${shape.province ? '_p' : ''}${shape.startDateFrom ? '_f' : ''}${shape.startDateTo ? '_t' : ''}`;
const preparedSummary = preparedPerShape(summaryName, (db, shape: SummaryShape) =>
  summaryStatement(db, {
    province: shape.province ? sql.placeholder('province') : undefined,
    startDateFrom: shape.startDateFrom ? sql.placeholder('startDateFrom') : undefined,
    startDateTo: shape.startDateTo ? sql.placeholder('startDateTo') : undefined,
    circle: circlePlaceholders,
    search: sql.placeholder('search'),
  }).prepare(summaryName(shape)),
);

/**
 * The words compiled and the summary of the sales near the place (nearSalesSummary), in one prepared
 * statement: the words are needed only when lots are near, and a place at sea (most of a bench's
 * points) then costs one cheap round trip.
 */
async function readNearSummary(db: Executor, filter: LotSearchFilter & { near: NearCircle }, search: string) {
  const shape = {
    province: Boolean(filter.province),
    startDateFrom: Boolean(filter.startDateFrom),
    startDateTo: Boolean(filter.startDateTo),
  };
  const { low, high } = capBoxOf(filter.near, filter.near.radiusM);
  const [row] = await preparedSummary(db, shape).execute({
    search,
    lowX: low[0],
    lowY: low[1],
    lowZ: low[2],
    highX: high[0],
    highY: high[1],
    highZ: high[2],
    lat: filter.near.lat,
    lng: filter.near.lng,
    chord: chordOf(filter.near.radiusM),
    province: filter.province,
    startDateFrom: filter.startDateFrom,
    startDateTo: filter.startDateTo,
  });
  return {
    words: wordsOf(row?.words ?? ''),
    lots: Number(row?.lots ?? 0),
    windows: LOT_SEARCH_WINDOW_DAYS.map((_, index) => Number(row?.windows?.[index] ?? 0)),
  };
}

/**
 * Words near a place: the public sales within the radius first, off the auctions' GiST index
 * (auctions_public_earth_idx carries their end and id), a few thousand at most of 100,000. Few lots
 * near the place: all their lots at once, by `auction_id = any(…)` (lots_auction_position_idx) ANDed
 * with the words' own index, every match ranked. Many: the windows in turn over the slim table
 * (windowPage), each window's terms the words of its end periods in each quarter-degree cell the
 * circle reaches (lot_search_terms_idx: 'c779506_d20784_piano', one index scan per cell), the place
 * checked on each row against the sale's point it holds (migration 0045), in any order (nearest first
 * too) — so neither the sales' lots nor every match of the window nor the sales are read; with fewer
 * matches in a year, all the sales near the place, every match ranked.
 */
async function nearPage(
  db: Executor,
  filter: LotSearchFilter & { near: NearCircle },
  search: string,
  order: LotSearchOrder,
  limit: number,
  offset: number,
  {
    nearWholeLots = NEAR_WHOLE_LOTS,
    nearWholeMatches = NEAR_WHOLE_MATCHES,
    nearSkip,
    allDatesNear = true,
    lexemeFrequencies = readLexemeFrequencies,
    nearSummary,
  }: NearOptions & { lexemeFrequencies?: LexemeFrequencies } = {},
): Promise<LotSearchPage> {
  const nearSales = salesNearCondition(filter);
  // From the instance's arrays when it has them: no statement for a place with no lots near it, and
  // only the words' (lot_search_words, 0.1 ms) otherwise, instead of the summary's (1.5 ms at 5
  // million lots).
  const summary: LotSummary & { words?: Words } =
    nearSummary?.(filter) ?? (await readNearSummary(db, filter, search));
  const nearLots = summary.lots;
  if (nearLots === 0) return { rows: [], total: 0 };
  const words = summary.words ?? (await compileWords(db, search));
  const rank = rankOf(filter, order, words.query);
  // About what share of the lots the words match, read once (wordsFrequency).
  let share: number | undefined;
  const wordsShare = async () => {
    share ??= wordsFrequency(words.text, await lexemeFrequencies(db));
    return share;
  };
  const lotFilter = { ...filter, near: undefined };
  // The sales themselves, when their lots are read whole (few of them, or no window filled).
  const salesNear = (executor: Executor) =>
    executor.select({ id: auctions.id, ends: auctions.auctionEndDate }).from(auctions).where(nearSales);
  type Sales = { id: string; ends: Date }[];
  const saleIds = (sales: Sales) => `{${sales.map((sale) => sale.id).join(',')}}`;
  const ofSales = (sales: Sales) => sql`${lots.auctionId} = any(${saleIds(sales)}::uuid[])`;
  // Whether the words give terms to look up, and the cells the circle reaches for the all-dates
  // lookup (undefined where it is not made): both read once per search.
  const indexed = termsIndexed(words);
  const allDatesCells = allDatesNear && indexed ? lotSearchCells(filter.near, 0) : undefined;
  // Every match near the place in one lookup per cell the circle reaches, whatever the sale's end
  // (migration 0049, decision 024 twelfth amendment): about as many index entries as matches.
  const allDates = async () => {
    const terms = allDatesCells && lotSearchAllDatesNearTerms(words.text, allDatesCells);
    if (!terms) return undefined;
    const found = await windowPage(db, filter, words, order, limit, offset, {
      terms: [terms],
      days: [ALL_DATES_DAYS],
      ranked: 0,
    });
    return found && { rows: found.rows, total: found.total };
  };
  // Every match near the place by the sales near it, off `lots`: where the cells cannot be listed (a
  // pole, the antimeridian) or the words give no term to look up.
  const whole = async (tx: Executor, sales?: Sales) => {
    const near = sales ?? (await salesNear(tx));
    return rankedPage(tx, and(...lotConditions(lotFilter, words.query), ofSales(near)), rank, limit, offset);
  };
  // Few lots near the place: one statement over them all costs less than trying windows first,
  // unless the words are common (NEAR_WHOLE_MATCHES): that statement reads and ranks every match.
  if (nearLots <= nearWholeLots && nearLots * (await wordsShare()) < nearWholeMatches)
    return (await allDates()) || searching(db, (tx) => whole(tx));
  // Many lots near the place: the windows in turn (a rare word costs a few cheap statements). A
  // window with no more sales than the one before (which did not fill) is not tried again. Each
  // row holds its sale's point (migration 0045), so nearest first is read there too.
  if (indexed) {
    const now = Date.now();
    let tried = -1;
    const sales = summary.windows;
    // The year's window is not tried where every match near the place can be looked up whatever its
    // end (allDates, after the windows): it holds about the same matches (few sales end later), and
    // its terms are the cells times 53 weeks — 1,400 GIN lookups and most of the statement's text —
    // against one lookup per cell.
    const last = allDatesCells ? LOT_SEARCH_WINDOW_DAYS.length - 1 : -1;
    const looked = LOT_SEARCH_WINDOW_DAYS.map((_, index) => {
      if (index === last || sales[index] === 0 || sales[index] === tried) return false;
      tried = sales[index] ?? 0;
      return true;
    });
    // The windows before the first expected to hold LOT_SEARCH_RANKED matches are not looked up
    // (nearSkipped): each window holds the ones before it, and its statement finds among its own
    // matches the first window in turn that fills (migration 0051), so the answer is the in-turn one.
    let skip = nearSkip ?? nearSkipped(sales, nearLots, await wordsShare());
    // No later window left to try (each has the sales of one before it): in turn.
    if (!looked.some((look, index) => index >= skip && look)) skip = 0;
    // Only the windows looked up have their terms written (a cell's terms for every period).
    const later = LOT_SEARCH_WINDOW_DAYS.map((days, index) => {
      if (index < skip || !looked[index]) return null;
      const cells = lotSearchCells(filter.near, days, undefined, now);
      return (
        (cells
          ? lotSearchNearTerms(words.text, days, now, cells)
          : lotSearchTermsQuery(words.text, days, now)) ?? null
      );
    });
    const found = await windowPage(db, filter, words, order, limit, offset, { terms: later });
    if (found) return found;
    return (await allDates()) || searching(db, (tx) => whole(tx));
  }
  const near = await salesNear(db);
  const now = Date.now();
  let tried = -1;
  const ofWindow = (days: number) => {
    const sales = near.filter((sale) => sale.ends.getTime() <= now + days * DAY_MS);
    if (sales.length === 0 || sales.length === tried) return false;
    tried = sales.length;
    return ofSales(sales);
  };
  return searching(
    db,
    async (tx) =>
      (await soonestWindowPage(tx, lotFilter, words, rank, limit, offset, ofWindow)) ?? whole(tx, near),
  );
}

/**
 * Up to this many lots in the sales near a place, words near it are looked for in all of them at
 * once (their lots' entries ANDed with the words' bitmap: 40,000 entries read in about 80 ms on a
 * busy machine at 1 million lots); beyond, in the soonest-ending windows first.
 */
const NEAR_WHOLE_LOTS = 50_000;

/** A window long enough to hold every sale's end: the all-dates lookup near a place (allDates). */
const ALL_DATES_DAYS = 1_000_000;

/**
 * ...unless the words are expected to match this many of those lots (their count times the words'
 * frequency, wordsFrequency): the one statement over `lots` reads each match's row to rank it, a
 * heap page each (a sale's lots are not side by side there), and a common word near a place is
 * thousands of them — "painting" ('paint', in 12 % of the lots) within 50 km of 386 sales at
 * 5 million lots: 2,249 matches, 2,245 heap pages, 180–240 ms warm under load, where the windows
 * answered in about 20 ms (the first window holding 200 matches, off lot_search, `moreMatches`, as
 * any search past NEAR_WHOLE_LOTS). A noun (1 lot in 60) near 50,000 lots is about 850 matches, no
 * dearer one way than the other, and keeps the one statement (every match ranked).
 */
const NEAR_WHOLE_MATCHES = 1_000;

/**
 * The lexemes ANALYZE found commonest in `lot_search.search_vector` with their frequency (pg_stats'
 * most_common_elems): they change only with ANALYZE. Empty when the table was never analyzed (every
 * word then counts as rare, as before). A search reads them through the instance's public read cache
 * (searchLots: `auctionReads`, a few seconds), not a map of its own here (decision 012).
 */
export async function readLexemeFrequencies(db: Executor): Promise<Map<string, number>> {
  const result = await db.execute(
    sql`select u.lexeme, u.freq from pg_stats s,
      unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as u(lexeme, freq)
      where s.schemaname = current_schema() and s.tablename = 'lot_search'
        and s.attname = 'search_vector' and u.lexeme is not null`,
  );
  // Both drivers answer raw queries with `rows`; the shared PgDatabase type cannot say so.
  const rows = (result as unknown as { rows: { lexeme: string; freq: number }[] }).rows;
  return new Map(rows.map((row) => [row.lexeme, Number(row.freq)]));
}

/** Where a search finds the lexemes' frequencies (searchLots passes its cached read). */
export type LexemeFrequencies = (db: Executor) => Promise<Map<string, number>>;

/** Tests only: the thresholds of words near a place (nearPage). */
export interface NearOptions {
  nearWholeLots?: number | undefined;
  nearWholeMatches?: number | undefined;
  nearSkip?: number | undefined;
  /** Every match near the place looked up by cell whatever its end (migration 0049); true unless told. */
  allDatesNear?: boolean | undefined;
  /**
   * The summary of the sales near the place (lots, sales ending within each window) from this
   * instance's arrays (auctions/near-index.ts `lotSummary`), or undefined when they cannot answer
   * now: then it is read with the words in one statement (readNearSummary).
   */
  nearSummary?: ((filter: LotSearchFilter & { near: NearCircle }) => LotSummary | undefined) | undefined;
  /**
   * About how many lots end within each window nationwide (near-index.ts `lotsEndingWithin`), or
   * undefined when unknown: where a national word search starts (windowsSkipped).
   */
  lotsEndingWithin?: (() => number[] | undefined) | undefined;
  /**
   * Every lot near a place: the first sales in page order and the lots of all of them from this
   * instance's arrays (near-index.ts `salesWithLots`), or undefined when they cannot answer now
   * (then pageOfSales reads them in SQL).
   */
  salesWithLotsNear?:
    | ((
        filter: LotSearchFilter & { near: NearCircle },
        byDistance: boolean,
        needed: number,
      ) => SalesWithLots | undefined)
    | undefined;
}

/**
 * About what share of lots the words match, from their positive terms (positiveTerms): a lexeme's
 * frequency as ANALYZE counted it (0 when it is not among the commonest, or is a prefix), the
 * smaller of an AND's, the larger of an OR's. Only to choose a path (nearPage).
 */
export function wordsFrequency(text: string, frequencies: Map<string, number>): number {
  const terms = positiveTerms(text);
  if (!terms) return 0;
  const of = (part: Terms): number => {
    if (part === 'all') return 1;
    if ('lexeme' in part) return part.prefix ? 0 : (frequencies.get(part.lexeme) ?? 0);
    // An OR is mostly one word's two readings ('tractor' | 'tracteur', English and French), which
    // match the same lots: their sum counted a noun near 45,000 lots as 1,080 matches for 720.
    return (part.op === '&' ? Math.min : Math.max)(of(part.left), of(part.right));
  };
  return of(terms);
}

/**
 * How many of the soonest windows near a place (LOT_SEARCH_WINDOW_DAYS) are not tried first: those
 * before the first one expected to hold LOT_SEARCH_RANKED matches (its sales' lots, about `nearLots`
 * over the year's sales each, times the words' frequency), or before the last but the year when none
 * is. Its statement also finds the first window in turn that fills among those before it (migration
 * 0051), so they cost nothing more. A noun (1 lot in 60) within 50 km at 5 million lots fills its
 * 30-day window, and the 1-, 2-, 4- and 7-day windows then cost no GIN lookup. None skipped for words
 * of unknown frequency.
 */
export function nearSkipped(sales: number[], nearLots: number, frequency: number): number {
  const yearSales = sales[sales.length - 1] ?? 0;
  if (frequency <= 0 || yearSales === 0) return 0;
  const lotsPerSale = nearLots / yearSales;
  const fills = sales.findIndex(
    (count, index) => index < sales.length - 1 && count * lotsPerSale * frequency >= LOT_SEARCH_RANKED,
  );
  return fills === -1 ? Math.max(0, sales.length - 2) : fills;
}

/**
 * How many of the soonest windows (LOT_SEARCH_WINDOW_DAYS) a national word search does not try
 * first: those before the first expected to hold LOT_SEARCH_RANKED matches (its lots, `ending`,
 * times the words' frequency), or all but the year's when none is. None for words of unknown
 * frequency. As nearSkipped, the statement still answers with the first window in turn that fills.
 */
export function windowsSkipped(ending: number[], frequency: number): number {
  if (frequency <= 0) return 0;
  const fills = ending.findIndex((lots) => lots * frequency >= LOT_SEARCH_RANKED);
  return fills === -1 ? Math.max(0, ending.length - 1) : fills;
}

/**
 * Over `lots`, for words that give no term to look up: the matches among the lots whose sale ends
 * within `days`, the word's GIN bitmap ANDed with the listed lots' ends (lots_listed_end_idx).
 */
function soonestEnding(filter: LotSearchFilter, words: Words, days: number): SQL | undefined {
  const within = sql`make_interval(days => ${days}::int)`;
  return and(
    ...lotConditions(filter, words.query),
    sql`${lots.saleEndDate} > now()`,
    sql`${lots.saleEndDate} <= now() + ${within}`,
  );
}

/** The words read once (compileWords). */
export type Words = { query: SQL; text: string };

/**
 * Each search's statements run in one transaction with these: a common word's bitmap must not turn
 * lossy in the default 4 MB (every lot of every page it names was read and checked again, ten times
 * the pages), and no parallel workers: a window reads a few hundred rows, and starting workers for
 * it cost 0.5 s on a busy machine (the planner cannot count a day window's entries in advance).
 * No JIT either: the planner prices a day window's recheck over tens of thousands of rows it will
 * not read, passes jit_above_cost, and compiling took ~100 ms of a 120 ms statement that runs in
 * 19 ms without it (5 million lots, quiet machine).
 */
async function searchSettings(tx: Executor) {
  await tx.execute(
    sql`select set_config('work_mem', '32MB', true), set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`,
  );
}

/** The matches ranked, counted with a window, and the page kept; then joined to their sales. */
async function rankedPage(
  db: Executor,
  where: SQL | undefined,
  rank: SQL<number>,
  limit: number,
  offset: number,
): Promise<LotSearchPage> {
  // The window keeps the subquery from being merged into the outer one, so the planner gathers the
  // matches first instead of walking a start-date index in the hope of meeting them.
  const matched = db
    .select({
      id: sql<string>`${lots.id}`.as('lot_id'),
      auctionId: sql<string>`${lots.auctionId}`.as('sale_id'),
      startDate: sql<Date>`${lots.saleStartDate}`.as('start_date'),
      position: sql<number>`${lots.position}`.as('lot_position'),
      rank: rank.as('rank'),
      total: sql<number>`count(*) over ()`.as('total'),
    })
    .from(lots)
    .where(where)
    .as('matched');
  const page = db
    .select()
    .from(matched)
    .orderBy(
      desc(matched.rank),
      asc(matched.startDate),
      asc(matched.auctionId),
      asc(matched.position),
      asc(matched.id),
    )
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows = await db
    .select({ ...selectPageRows, total: page.total })
    .from(page)
    .innerJoin(lots, eq(lots.id, page.id))
    .innerJoin(auctions, eq(auctions.id, lots.auctionId))
    .orderBy(desc(page.rank), asc(page.startDate), asc(page.auctionId), asc(page.position), asc(page.id));
  if (rows.length > 0) return { rows: rows.map(split), total: Number(rows[0]?.total) };
  // Past the last page the window has no row to ride on.
  if (offset === 0) return { rows: [], total: 0 };
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(lots).where(where);
  return { rows: [], total: Number(counted?.total ?? 0) };
}

/**
 * The public sales with lots the filter keeps, the first `needed` in page order (nearest first, or
 * soonest start; then id) with their lot counts, and the lots all of them hold. Every sale holds a
 * lot at least, so the first `offset + limit` sales in page order hold the page: only those are
 * sorted (a bounded heap), not all of them with a running sum over every one (7,323 sales within
 * 50 km of Charlottetown at 5 million lots: 5.8 → 2.8 ms on PostgreSQL), and the total is their
 * sum, read once from the same scan.
 */
export async function firstSalesWithLots(
  db: Executor,
  filter: LotSearchFilter,
  order: LotSearchOrder,
  needed: number,
): Promise<SalesWithLots> {
  const saleWhere = and(...auctionConditions(filter), sql`${auctions.lotCount} > 0`);
  const keys = [
    ...(order === 'distance' && filter.near ? [saleChordFrom(pointEarth(filter.near))] : []),
    sql`${auctions.auctionStartDate}`,
    sql`${auctions.id}`,
  ];
  // Both drivers answer raw queries with `rows`; the shared PgDatabase type cannot say so.
  const first = (
    (await db.execute(sql`
      with near as materialized (
        select ${auctions.id} as id, ${auctions.lotCount} as lot_count,
               ${sql.join(
                 keys.map((key, index) => sql`${key} as ${sql.raw(`k${index}`)}`),
                 sql`, `,
               )}
        from ${auctions} where ${saleWhere}
      )
      select id, lot_count::int as lot_count, (select coalesce(sum(lot_count), 0) from near)::int as total
      from near order by ${sql.raw(keys.map((_, index) => `k${index}`).join(', '))} limit ${needed}`)) as unknown as {
      rows: { id: string; lot_count: number | string; total: number | string }[];
    }
  ).rows;
  return {
    total: Number(first[0]?.total ?? 0),
    first: first.map((sale) => ({ id: sale.id, lotCount: Number(sale.lot_count) })),
  };
}

/**
 * Without words or a lot category every lot of a matching sale matches, so the sales decide the
 * page: their running sum of `lot_count` in page order says which sales the page spans and from
 * which position, and only those lots are read (lots_auction_position_idx). No statement joins or
 * sorts every lot, whatever the catalogue's size. Near a place, the sales come from the instance's
 * arrays when it has them (decision 024, seventeenth amendment).
 */
async function pageOfSales(
  db: Executor,
  filter: LotSearchFilter,
  order: LotSearchOrder,
  limit: number,
  offset: number,
  salesWithLotsNear?: NearOptions['salesWithLotsNear'],
): Promise<LotSearchPage> {
  const needed = offset + limit;
  const { near } = filter;
  const known = near && salesWithLotsNear?.({ ...filter, near }, order === 'distance', needed);
  const { first, total } = known ?? (await firstSalesWithLots(db, filter, order, needed));
  const spans: { id: string; before: number }[] = [];
  let before = 0;
  for (const sale of first) {
    const count = sale.lotCount;
    if (before + count > offset) spans.push({ id: sale.id, before });
    before += count;
    if (before >= needed) break;
  }
  if (spans.length === 0) return { rows: [], total };
  // Each sale's lots from the page's first position in it to its last.
  const ranges = spans.map((span) => {
    const before = Number(span.before);
    return sql`(${lots.auctionId} = ${span.id} and ${lots.position} > ${Math.max(0, offset - before)} and ${lots.position} <= ${offset + limit - before})`;
  });
  // Still public: the sales may come from an instance's arrays, which a write on another instance
  // forgets a moment later.
  const found = await db
    .select(selectPageRows)
    .from(lots)
    .innerJoin(auctions, eq(auctions.id, lots.auctionId))
    .where(
      and(
        sql`(${sql.join(ranges, sql` or `)})`,
        hasStatus('APPROVED'),
        sql`${auctions.auctionEndDate} > now()`,
      ),
    );
  const rank = new Map(spans.map((span, index) => [span.id, index]));
  const rows = found
    .map(split)
    .sort(
      (a, b) =>
        (rank.get(a.auction.id) ?? 0) - (rank.get(b.auction.id) ?? 0) || a.lot.position - b.lot.position,
    )
    .slice(0, limit);
  return { rows, total };
}

function split<T extends { auction: LotSearchPage['rows'][number]['auction'] }>(
  row: T,
): LotSearchPage['rows'][number] {
  const { auction, total: _total, ...lot } = row as T & { total?: unknown };
  return { lot: lot as unknown as LotSearchPage['rows'][number]['lot'], auction };
}

/**
 * Up to this many lots in listed sales, an auction search reads every matching lot's sale within
 * its own statement, as before (a common word: a thousand lots or so); beyond, the sales found by
 * lots are read first and bounded (findSalesFoundByLots), which costs a statement more per search.
 */
export const SALES_BY_LOTS_BOUNDED_FROM = 50_000;

/**
 * How many lots the listed sales hold, counted in `lot_search` (their searchable lots) no further
 * than `atMost`: whether an auction search needs findSalesFoundByLots (more than
 * SALES_BY_LOTS_BOUNDED_FROM). The
 * auction service keeps the figure in its read cache (`app.auctionReads`), which any write forgets,
 * so it is read again after every write: summing every approved sale's `lot_count` read the whole
 * auctions table (80 ms at 100,000 sales, 120–170 ms under load), this stops after 50,001 entries
 * of an index (150 buffers, 12 ms).
 */
export async function countListedLots(db: Executor, atMost: number): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as "lots" from (select 1 from lot_search limit ${atMost}) listed`,
  );
  // Both drivers answer raw queries with `rows`; the shared PgDatabase type cannot say so.
  return Number((result as unknown as { rows: { lots: number }[] }).rows[0]?.lots ?? 0);
}

/** What the sales found by their lots' words may be narrowed by: the sale's own facts on each lot. */
export type SaleFilterOnLots = Pick<LotSearchFilter, 'province' | 'startDateFrom' | 'startDateTo'>;

export interface SalesFoundByLots {
  /** The sales, each once, in no particular order. */
  ids: string[];
  /** More than LOT_SEARCH_RANKED lots match: only those of the sales ending soonest were read. */
  moreMatches: boolean;
}

/**
 * Issue 29 item 5: the public sales (listed, not ended) one of whose lots matches the words, for
 * the auction search (`GET /api/auctions?search=`, a sale is found by its own words or its lots').
 * Read off the lots' own columns and indexes (migration 0036), and bounded as the lot search is:
 * the matches in the first of LOT_SEARCH_WINDOW_DAYS soonest-ending windows holding
 * LOT_SEARCH_RANKED, so a common word reads a few hundred lots, not 80,000 of 5 million (28 s for
 * one request before); when no window holds that many, every matching lot (the same sales as
 * before). The province and start dates, when given, narrow the lots read
 * (the auction search checks them on the sales again).
 */
export async function findSalesFoundByLots(
  db: Executor,
  search: string | Words,
  filter: SaleFilterOnLots = {},
): Promise<SalesFoundByLots> {
  const narrowed: LotSearchFilter = {
    province: filter.province,
    startDateFrom: filter.startDateFrom,
    startDateTo: filter.startDateTo,
  };
  const salesOf = async (tx: Executor, condition: SQL | undefined) => {
    const rows = await tx
      .select({ id: lots.auctionId, matches: sql<number>`count(*)::int` })
      .from(lots)
      .where(condition)
      .groupBy(lots.auctionId);
    return {
      ids: rows.map((row) => row.id),
      matches: rows.reduce((sum, row) => sum + Number(row.matches), 0),
    };
  };
  // As the lot search: the soonest-ending windows in turn over the slim table, in one statement
  // (lot_search_sales, migration 0041), the first holding LOT_SEARCH_RANKED matching lots gives
  // the sales; none does, every matching lot's sale. The whole match set is never counted first
  // (that read a common word's whole GIN bitmap, 83,000 entries at 5 million lots).
  const words = typeof search === 'string' ? await compileWords(db, search) : search;
  const where = and(...lotConditions(narrowed, words.query));
  if (termsIndexed(words)) {
    const now = Date.now();
    const terms = LOT_SEARCH_WINDOW_DAYS.map((days) => lotSearchTermsQuery(words.text, days, now) ?? null);
    const rows = await preparedSalesByLots(db).execute({
      words: words.text,
      terms: textArray(terms),
      days: `{${LOT_SEARCH_WINDOW_DAYS.join(',')}}`,
      ranked: LOT_SEARCH_RANKED,
      province: filter.province ?? null,
      startFrom: filter.startDateFrom?.toISOString() ?? null,
      startTo: filter.startDateTo?.toISOString() ?? null,
    });
    if (rows.length > 0) return { ids: rows.map((row) => row.id), moreMatches: true };
    return searching(db, async (tx) => ({ ids: (await salesOf(tx, where)).ids, moreMatches: false }));
  }
  return searching(db, async (tx) => {
    for (const days of LOT_SEARCH_WINDOW_DAYS) {
      const window = await salesOf(tx, soonestEnding(narrowed, words, days));
      if (window.matches >= LOT_SEARCH_RANKED) return { ids: window.ids, moreMatches: true };
    }
    return { ids: (await salesOf(tx, where)).ids, moreMatches: false };
  });
}

/**
 * findSalesFoundByLots' walk of the windows (`lot_search_sales`), prepared once per database handle
 * (decision 034), as the lot search's window page is: parsed and planned once per connection.
 */
const preparedSalesByLots = preparedPerDatabase((db) => {
  const bound = (name: string) => sql.placeholder(name);
  return db
    .select({ id: sql<string>`s.auction_id` })
    .from(
      sql`lot_search_sales(${bound('words')}::tsquery, ${bound('terms')}::text[], ${bound('days')}::int[],
        ${bound('ranked')}::int, ${bound('province')}::text, ${bound('startFrom')}::timestamptz,
        ${bound('startTo')}::timestamptz) as s(auction_id)`,
    )
    .prepare('lot_search_sales_by_lots');
});

/**
 * Issue 29 item 4: for each of these auctions, how many of its lots match the words and the first
 * of them in catalogue order (the card's "3 matching items" and photo). The lots are read by their
 * auction (lots_auction_position_idx) and checked against the words, a page's worth of sales at most:
 * `is true` keeps the words' own GIN index out, which the planner otherwise ANDed with the sales'
 * lots, reading a common word's whole posting list (4,167 entries at 250,000 lots, about 80,000 at
 * 5 million) to keep a few dozen. The words may come compiled (the auction search compiles them
 * once for its lot side and this).
 */
export async function findMatchingLots(db: Executor, auctionIds: string[], search: string | Words) {
  if (auctionIds.length === 0) return [];
  const words = typeof search === 'string' ? await compileWords(db, search) : search;
  const matches = sql`(${lots.searchVector} @@ ${words.query}) is true`;
  return db
    .selectDistinctOn([lots.auctionId], {
      auctionId: lots.auctionId,
      id: lots.id,
      lotNumber: lots.lotNumber,
      title: lots.title,
      titleFr: lots.titleFr,
      image: sql<string | null>`${lots.images}[1]`,
      position: lots.position,
      count: sql<number>`count(*) over (partition by ${lots.auctionId})::int`,
    })
    .from(lots)
    .where(and(inArray(lots.auctionId, auctionIds), matches))
    .orderBy(lots.auctionId, asc(lots.position));
}
