import { LOT_SEARCH_RANKED, LOT_SEARCH_WINDOW_DAYS, type LotSearchResponse } from '@mariner/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, lots } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { forgetAuctionReads } from '../auctions/public-cache.ts';
import { findAuctionPage } from '../auctions/queries.ts';
import { createAuction, createCategory, daysFromNow } from '../auctions/test-fixtures.ts';
import { chordOf, earthOf } from '../places/earth.ts';
import { insertLot } from './queries.ts';
import {
  countListedLots,
  findSalesFoundByLots,
  lotSearchAllDatesNearTerms,
  lotSearchCell,
  lotSearchCells,
  lotSearchNearTerms,
  lotSearchPeriods,
  lotSearchTermsQuery,
  nearSalesSummary,
  SALES_BY_LOTS_BOUNDED_FROM,
} from './search-queries.ts';

/**
 * Issue 29 item 5 (migration 0036, decision 024): the lot search reads the sale's facts from copies
 * on each lot, kept by the database. Every change of a sale that the search looks at — review,
 * dates, place, province, category, deletion, its end — must show in the next search.
 */

let t: TestApp;
let sellerId: string;
let categoryId: string;
let adminToken: string;

const TRURO = { placeId: 'truro-ns', lat: 45.36685, lng: -63.26538, location: 'Truro, NS' } as const;
const HALIFAX = { placeId: 'halifax-ns', lat: 44.64533, lng: -63.57239, location: 'Halifax, NS' } as const;

beforeAll(async () => {
  t = await createTestApp();
  sellerId = (await createUser(t.db)).user.id;
  categoryId = (await createCategory(t.db)).id;
  adminToken = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
});
afterAll(() => t.close());

/** A sale with one lot titled with a word no other test uses, so each test reads only its own. */
async function saleWithLot(word: string, values: Partial<Parameters<typeof createAuction>[1]> = {}) {
  const id = await createAuction(t.app, { sellerId, categoryId, ...TRURO, ...values });
  await insertLot(t.db, id, 1, { lotNumber: '1', title: `Antique ${word} chest` });
  forgetAuctionReads(t.app);
  return id;
}

/** A statement the app sent: its text, its values, and its name when it was a named prepared one. */
type Sent = { text: string; values: unknown[]; name?: string | undefined };

/** Every statement the app sends while `run` runs, through drizzle's client (PGlite's stand-in or the pool). */
async function statementsSentDuring(run: () => Promise<unknown>): Promise<Sent[]> {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query;
  const sent: Sent[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args as [
      string | { text: string; values?: unknown[]; name?: string },
      unknown[] | undefined,
    ];
    sent.push(
      typeof first === 'string'
        ? { text: first, values: second ?? [] }
        : // node-postgres takes the values beside the query object, or in it.
          { text: first.text, values: first.values ?? second ?? [], name: first.name },
    );
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = query;
  }
  return sent;
}

/** The sale's write as any code path makes it, then the reads forgotten as the service does. */
async function update(id: string, values: Partial<typeof auctions.$inferInsert>) {
  await t.db.update(auctions).set(values).where(eq(auctions.id, id));
  forgetAuctionReads(t.app);
}

async function found(query: string) {
  const res = await t.app.inject({ url: `/api/lots?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as LotSearchResponse).lots.map((lot) => lot.auction.id);
}

describe('the lot search follows its sales (issue 29 item 5)', () => {
  it('shows a lot once its sale is approved, and hides it when the sale is rejected', async () => {
    const id = await saleWithLot('quaffle', { status: 'PENDING' });
    expect(await found('search=quaffle')).toEqual([]);

    const approved = await t.app.inject({
      method: 'PUT',
      url: `/api/auctions/${id}/approve`,
      headers: bearer(adminToken),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await found('search=quaffle')).toEqual([id]);

    await update(id, { status: 'REJECTED' });
    expect(await found('search=quaffle')).toEqual([]);
  });

  it('hides a lot when its sale is rejected through the review route', async () => {
    const id = await saleWithLot('bludger', { status: 'PENDING' });
    const rejected = await t.app.inject({
      method: 'PUT',
      url: `/api/auctions/${id}/reject`,
      headers: bearer(adminToken),
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await found('search=bludger')).toEqual([]);
    expect((await t.db.select().from(lots).where(eq(lots.auctionId, id)))[0]?.saleListed).toBe(false);
  });

  it('follows new dates: the date filters, and the sale’s end', async () => {
    const id = await saleWithLot('snitch', {
      auctionStartDate: daysFromNow(5),
      auctionEndDate: daysFromNow(6),
    });
    const window = (from: number, to: number) =>
      `search=snitch&startDateFrom=${daysFromNow(from).toISOString()}&startDateTo=${daysFromNow(to).toISOString()}`;
    expect(await found(window(4, 6))).toEqual([id]);
    expect(await found(window(19, 21))).toEqual([]);

    await update(id, { auctionStartDate: daysFromNow(20), auctionEndDate: daysFromNow(21) });
    expect(await found(window(4, 6))).toEqual([]);
    expect(await found(window(19, 21))).toEqual([id]);

    // A sale under way is still upcoming to a bidder; once its end has passed it is not (the search
    // compares each lot's copy of the end with the clock, so no write is needed when it ends).
    await update(id, { auctionStartDate: daysFromNow(-3), auctionEndDate: daysFromNow(1) });
    expect(await found('search=snitch')).toEqual([id]);
    await update(id, { auctionEndDate: daysFromNow(-1) });
    expect(await found('search=snitch')).toEqual([]);
  });

  it('follows a new place and province: near= and province=', async () => {
    const id = await saleWithLot('hippogriff');
    expect(await found(`search=hippogriff&near=${TRURO.lat},${TRURO.lng}&radiusKm=10`)).toEqual([id]);

    await update(id, { ...HALIFAX, province: 'NS' });
    expect(await found(`search=hippogriff&near=${TRURO.lat},${TRURO.lng}&radiusKm=10`)).toEqual([]);
    expect(await found(`search=hippogriff&near=${HALIFAX.lat},${HALIFAX.lng}&radiusKm=10`)).toEqual([id]);

    await update(id, { province: 'PE' });
    expect(await found('search=hippogriff&province=NS')).toEqual([]);
    expect(await found('search=hippogriff&province=PE')).toEqual([id]);

    await update(id, { placeId: null, lat: null, lng: null });
    expect(await found(`search=hippogriff&near=${HALIFAX.lat},${HALIFAX.lng}&radiusKm=10`)).toEqual([]);
    expect(await found('search=hippogriff')).toEqual([id]);
  });

  it('follows the sale’s category for lots without their own, and the lot’s own category', async () => {
    const id = await saleWithLot('thestral');
    const other = (await createCategory(t.db)).id;
    expect(await found(`search=thestral&category=${categoryId}`)).toEqual([id]);

    await update(id, { categoryId: other });
    expect(await found(`search=thestral&category=${categoryId}`)).toEqual([]);
    expect(await found(`search=thestral&category=${other}`)).toEqual([id]);

    await t.db.update(lots).set({ categoryId }).where(eq(lots.auctionId, id));
    forgetAuctionReads(t.app);
    expect(await found(`search=thestral&category=${categoryId}`)).toEqual([id]);
    expect(await found(`search=thestral&category=${other}`)).toEqual([]);
  });

  it('forgets the lots of a deleted sale', async () => {
    const id = await saleWithLot('niffler');
    expect(await found('search=niffler')).toEqual([id]);
    await t.db.delete(auctions).where(eq(auctions.id, id));
    forgetAuctionReads(t.app);
    expect(await found('search=niffler')).toEqual([]);
  });

  it('gives a lot added to a listed sale its sale’s facts as it is written', async () => {
    const id = await saleWithLot('grindylow', { province: 'NB', ...HALIFAX });
    const [row] = await t.db
      .select({
        listed: lots.saleListed,
        province: lots.saleProvince,
        category: lots.searchCategoryId,
        near: sql<boolean>`${lots.saleEarth} is not null`,
      })
      .from(lots)
      .where(eq(lots.auctionId, id));
    expect(row).toEqual({ listed: true, province: 'NB', category: categoryId, near: true });
  });
});

describe('a search of more matches than are ranked (issue 29 item 5)', () => {
  it('ranks the matches of the sales ending soonest and says more may match', async () => {
    // LOT_SEARCH_RANKED lots in a sale ending within a week, and a better match in a later sale.
    const soon = await createAuction(t.app, {
      sellerId,
      categoryId,
      ...TRURO,
      auctionStartDate: daysFromNow(2),
      auctionEndDate: daysFromNow(3),
    });
    const later = await createAuction(t.app, {
      sellerId,
      categoryId,
      ...HALIFAX,
      auctionStartDate: daysFromNow(60),
      auctionEndDate: daysFromNow(61),
    });
    await t.db.insert(lots).values(
      Array.from({ length: LOT_SEARCH_RANKED }, (_, index) => ({
        auctionId: soon,
        position: index + 1,
        lotNumber: String(index + 1),
        title: `Gryphon weathervane ${index + 1}`,
      })),
    );
    await insertLot(t.db, later, 1, {
      lotNumber: '1',
      title: 'Gryphon gryphon gryphon',
      description: 'A gryphon, the best match of all.',
    });
    forgetAuctionReads(t.app);

    const res = await t.app.inject({ url: '/api/lots?search=gryphon&limit=5' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as LotSearchResponse;
    expect(answer.moreMatches).toBe(true);
    expect(answer.pagination.total).toBe(LOT_SEARCH_RANKED);
    expect(answer.lots.map((lot) => lot.auction.id)).toEqual(Array(5).fill(soon));

    // Narrowed to fewer matches, every match is ranked: the later sale's lot comes first.
    const near = await t.app.inject({
      url: `/api/lots?search=gryphon&near=${HALIFAX.lat},${HALIFAX.lng}&radiusKm=10`,
    });
    const narrowed = near.json() as LotSearchResponse;
    expect(narrowed.moreMatches).toBeUndefined();
    expect(narrowed.lots.map((lot) => lot.title)).toEqual(['Gryphon gryphon gryphon']);
  });

  it('finds a sale by its lots off the lots’ own columns, bounded as the lot search (migration 0039)', async () => {
    // LOT_SEARCH_RANKED matching lots in a sale ending within a week; one in a sale ending in two
    // months; a third sale matching by its own title, ending later still.
    const soon = await createAuction(t.app, {
      sellerId,
      categoryId,
      auctionStartDate: daysFromNow(2),
      auctionEndDate: daysFromNow(3),
    });
    const later = await createAuction(t.app, {
      sellerId,
      categoryId,
      auctionStartDate: daysFromNow(60),
      auctionEndDate: daysFromNow(61),
    });
    const own = await createAuction(t.app, {
      sellerId,
      categoryId,
      title: 'Wyvern farm dispersal',
      auctionStartDate: daysFromNow(90),
      auctionEndDate: daysFromNow(91),
    });
    await t.db.insert(lots).values(
      Array.from({ length: LOT_SEARCH_RANKED }, (_, index) => ({
        auctionId: soon,
        position: index + 1,
        lotNumber: String(index + 1),
        title: `Wyvern weathervane ${index + 1}`,
      })),
    );
    await insertLot(t.db, later, 1, { lotNumber: '1', title: 'Wyvern andirons' });
    forgetAuctionReads(t.app);

    const found = await findSalesFoundByLots(t.db, 'wyvern');
    expect(found).toEqual({ ids: [soon], moreMatches: true });
    const listed = async (filter: { startDateFrom?: Date }, lotSaleIds?: string[]) =>
      (
        await findAuctionPage(
          t.db,
          { scope: 'public', search: 'wyvern', ...filter, lotSaleIds },
          'date',
          24,
          0,
        )
      ).rows.map((row) => row.id);
    // Every matching lot read (as below SALES_BY_LOTS_BOUNDED_FROM): all three sales.
    expect(await listed({})).toEqual([soon, later, own]);
    // Bounded: the later sale's one lot lies beyond the window the many matches filled.
    expect(await listed({}, found.ids)).toEqual([soon, own]);
    // Narrowed by its start, the later sale is found by its lot again, and the count is exact.
    const startDateFrom = daysFromNow(30);
    const narrowed = await findSalesFoundByLots(t.db, 'wyvern', { startDateFrom });
    expect(narrowed).toEqual({ ids: [later], moreMatches: false });
    expect(await listed({ startDateFrom }, narrowed.ids)).toEqual([later, own]);
  });

  it('counts the listed sales’ lots for the bound off lot_search, not a pending sale’s', async () => {
    const before = await countListedLots(t.db, 1_000);
    const listed = await saleWithLot('boggart');
    for (const position of [2, 3])
      await insertLot(t.db, listed, position, { lotNumber: String(position), title: 'Boggart bell' });
    const pending = await createAuction(t.app, { sellerId, categoryId, status: 'PENDING' });
    await insertLot(t.db, pending, 1, { lotNumber: '1', title: 'Boggart bell' });
    expect(await countListedLots(t.db, 1_000)).toBe(before + 3);
    expect(await countListedLots(t.db, 2)).toBe(2);
    expect(before + 3).toBeLessThanOrEqual(SALES_BY_LOTS_BOUNDED_FROM);
  });

  it('finds the same sales by their lots as reading every matching lot, below the bound', async () => {
    const byLot = await saleWithLot('basilisk');
    const byTitle = await createAuction(t.app, { sellerId, categoryId, title: 'Basilisk and other beasts' });
    const pending = await saleWithLot('basilisk', { status: 'PENDING' });
    const ended = await saleWithLot('basilisk', {
      auctionStartDate: daysFromNow(-3),
      auctionEndDate: daysFromNow(-2),
    });
    const found = await findSalesFoundByLots(t.db, 'basilisk');
    expect(found.moreMatches).toBe(false);
    expect(found.ids).toContain(byLot);
    expect(found.ids).not.toContain(pending);
    expect(found.ids).not.toContain(ended);
    for (const sort of ['relevance', 'date'] as const) {
      const filter = { scope: 'public' as const, search: 'basilisk' };
      const before = await findAuctionPage(t.db, filter, sort, 24, 0);
      const now = await findAuctionPage(t.db, { ...filter, lotSaleIds: found.ids }, sort, 24, 0);
      expect(now.rows.map((row) => row.id)).toEqual(before.rows.map((row) => row.id));
      expect(now.total).toBe(before.total);
      expect(new Set(now.rows.map((row) => row.id))).toEqual(new Set([byLot, byTitle]));
    }
  });

  it('finds the same lots off the day index as off the words’ own index, phrases and exclusions included', async () => {
    const sale = await createAuction(t.app, {
      sellerId,
      categoryId,
      auctionStartDate: daysFromNow(1),
      auctionEndDate: daysFromNow(2),
    });
    const titles = ['Chimera brass lamp', 'Brass chimera bell', 'Chimera oak coffer', 'Oak coffer'];
    for (const [index, title] of titles.entries())
      await insertLot(t.db, sale, index + 1, { lotNumber: String(index + 1), title });
    forgetAuctionReads(t.app);
    const found = (search: string) =>
      t.app
        .inject({ url: `/api/lots?search=${encodeURIComponent(search)}&sort=date` })
        .then((res) => (res.json() as LotSearchResponse).lots.map((lot) => lot.title));
    expect(await found('chimera')).toEqual(titles.slice(0, 3));
    expect(await found('"chimera brass"')).toEqual(['Chimera brass lamp']);
    expect(await found('chimera -brass')).toEqual(['Chimera oak coffer']);
    expect(await found('chimera -"oak coffer"')).toEqual(titles.slice(0, 2));
    expect(await found('chimera or coffer')).toEqual(titles);
  });
});

describe('the soonest-ending windows, page by page (issue 29 item 5, decision 024)', () => {
  /** `count` lots titled `title n` in a new sale ending `endsIn` days from now. */
  async function saleOf(title: string, count: number, endsIn: number, values: { titleFr?: string } = {}) {
    const id = await createAuction(t.app, {
      sellerId,
      categoryId,
      auctionStartDate: daysFromNow(endsIn - 0.2),
      auctionEndDate: daysFromNow(endsIn),
    });
    await t.db.insert(lots).values(
      Array.from({ length: count }, (_, index) => ({
        auctionId: id,
        position: index + 1,
        lotNumber: String(index + 1),
        title: `${title} ${index + 1}`,
        ...(values.titleFr ? { titleFr: `${values.titleFr} ${index + 1}` } : {}),
      })),
    );
    return id;
  }
  const search = async (query: string) => {
    const res = await t.app.inject({ url: `/api/lots?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LotSearchResponse;
  };

  it('walks the windows without counting every match, and pages through the one that fills, ties in catalogue order', async () => {
    // 150 matches ending within a day (the first window, short of LOT_SEARCH_RANKED), 60 more
    // within two days (the second window fills), and a better match ending in 60 days.
    const first = await saleOf('Manticore decoy', 150, 0.5);
    const second = await saleOf('Manticore decoy', 60, 1.5);
    const later = await createAuction(t.app, {
      sellerId,
      categoryId,
      auctionStartDate: daysFromNow(59),
      auctionEndDate: daysFromNow(60),
    });
    await insertLot(t.db, later, 1, { lotNumber: '1', title: 'Manticore manticore manticore' });
    forgetAuctionReads(t.app);

    const pages = [];
    for (let page = 1; page <= 6; page += 1)
      pages.push(await search(`search=manticore&limit=50&page=${page}`));
    for (const answer of pages) {
      expect(answer.moreMatches).toBe(true);
      expect(answer.pagination.total).toBe(210);
    }
    // Every match of the window ranks alike: the sale ending (and starting) first, then the
    // catalogue order, each lot once across the pages; the later sale's better lot is not listed.
    const listed = pages.flatMap((answer) => answer.lots.map((lot) => `${lot.auction.id}/${lot.position}`));
    expect(listed).toEqual([
      ...Array.from({ length: 150 }, (_, index) => `${first}/${index + 1}`),
      ...Array.from({ length: 60 }, (_, index) => `${second}/${index + 1}`),
    ]);
    // Past the window's last match: no lots, the same total.
    expect(pages[4]?.lots).toHaveLength(10);
    expect(pages[5]?.lots).toEqual([]);
    expect(pages[5]?.pagination.totalPages).toBe(5);
  });

  it('reads French words in the windows (stemmed, accents ignored)', async () => {
    await saleOf('Grandfather clock', LOT_SEARCH_RANKED, 0.5, { titleFr: 'Horloge à balancier' });
    forgetAuctionReads(t.app);
    for (const words of ['horloges', 'HORLÔGE balancier']) {
      const answer = await search(`search=${encodeURIComponent(words)}&limit=3`);
      expect(answer.moreMatches).toBe(true);
      expect(answer.pagination.total).toBe(LOT_SEARCH_RANKED);
      expect(answer.lots.map((lot) => lot.titleFr)).toEqual([
        'Horloge à balancier 1',
        'Horloge à balancier 2',
        'Horloge à balancier 3',
      ]);
    }
  });

  it('says moreMatches on GET /api/auctions when the sales found by their lots were bounded', async () => {
    const soon = await saleOf('Occamy figurine', LOT_SEARCH_RANKED, 0.5);
    const later = await saleOf('Occamy figurine', 1, 40);
    // Below SALES_BY_LOTS_BOUNDED_FROM every matching lot's sale is listed, and nothing is said.
    forgetAuctionReads(t.app);
    const every = await t.app.inject({ url: '/api/auctions?search=occamy' });
    expect(every.statusCode, every.body).toBe(200);
    expect(every.json().moreMatches).toBeUndefined();
    expect(new Set(every.json().auctions.map((sale: { id: string }) => sale.id))).toEqual(
      new Set([soon, later]),
    );
    // At scale (the listed lots' count as the service keeps it): bounded, and said.
    forgetAuctionReads(t.app);
    await t.app.auctionReads.remember('listed-lots-counted', async () => 5_000_000);
    const bounded = await t.app.inject({ url: '/api/auctions?search=occamy' });
    expect(bounded.statusCode, bounded.body).toBe(200);
    expect(bounded.json().moreMatches).toBe(true);
    expect(bounded.json().auctions.map((sale: { id: string }) => sale.id)).toEqual([soon]);
    // A rarer search is not bounded.
    forgetAuctionReads(t.app);
    await t.app.auctionReads.remember('listed-lots-counted', async () => 5_000_000);
    const narrow = await t.app.inject({ url: '/api/auctions?search=occamy%2040' });
    expect(narrow.json().moreMatches).toBeUndefined();
  });

  it("at scale, finds the sales by their lots and the cards' matching lots in three statements", async () => {
    // Decision 024, seventh amendment: the words compiled once for both (two compilations before),
    // the windows' sales in one call, and each card's matching lots read by its sale, never through
    // the words' own GIN index (ANDed with the sales' lots, it read a common word's whole posting
    // list: about 80,000 entries at 5 million lots, to keep a few dozen).
    const soon = await saleOf('Thestral saddle', LOT_SEARCH_RANKED, 0.5);
    forgetAuctionReads(t.app);
    await t.app.auctionReads.remember('listed-lots-counted', async () => 5_000_000);
    let answer: {
      auctions: { id: string; matchingLots?: { count: number; first: { lotNumber: string } } }[];
    } = { auctions: [] };
    const sent = await statementsSentDuring(async () => {
      const res = await t.app.inject({ url: '/api/auctions?search=thestral' });
      expect(res.statusCode, res.body).toBe(200);
      answer = res.json();
    });
    expect(answer.auctions.map((sale) => sale.id)).toEqual([soon]);
    expect(answer.auctions[0]?.matchingLots?.count).toBe(LOT_SEARCH_RANKED);
    expect(answer.auctions[0]?.matchingLots?.first.lotNumber).toBe('1');
    const lotSide = sent.filter(
      (statement) =>
        statement.text.includes('::text as "q"') ||
        statement.text.includes('lot_search_sales(') ||
        statement.text.includes('distinct on ("lots"."auction_id")'),
    );
    expect(
      lotSide.map((statement) => statement.text.match(/::text as "q"|lot_search_sales\(|distinct on/)?.[0]),
    ).toEqual(['::text as "q"', 'lot_search_sales(', 'distinct on']);
    // The windows' sales are a named statement on PostgreSQL, parsed and planned once per connection
    // (decision 034; on PGlite every statement with values is kept under a name by its text).
    if (process.env.DATABASE_URL) expect(lotSide[1]?.name).toMatch(/lot_search_sales_by_lots$/);
    // The matching lots' plan, with the words' index made as cheap as it can be: read by sale.
    const matching = lotSide[2];
    if (!matching) throw new Error('no matching-lots statement');
    const inlined = matching.values.reduceRight<string>(
      (text, value, index) => text.replaceAll(`$${index + 1}`, `'${String(value).replaceAll("'", "''")}'`),
      matching.text,
    );
    await t.db.execute(sql`set enable_seqscan = off`);
    try {
      const plan = (
        (await t.db.execute(sql.raw(`explain ${inlined}`))) as unknown as { rows: { 'QUERY PLAN': string }[] }
      ).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan).toContain('lots_auction');
      expect(plan).not.toContain('lots_search_idx');
    } finally {
      await t.db.execute(sql`reset enable_seqscan`);
    }
  });

  it("at scale, lists the sales found by their own words or their lots' ids on the row, not as a union", async () => {
    // The sales found by lots come as ids (findSalesFoundByLots). Or'd on the row with the sale's
    // own words, the planner reads a BitmapOr of the words' GIN index and the primary key; as a
    // union it hashed the matches and probed them with a scan of every public sale (140–210 ms for
    // a common word at 100,000 sales).
    const byOwnWords = await createAuction(t.app, { sellerId, categoryId, title: 'Kelpie tureen sale' });
    const byLot = await saleOf('Kelpie ladle', 1, 3);
    forgetAuctionReads(t.app);
    await t.app.auctionReads.remember('listed-lots-counted', async () => 5_000_000);
    let ids: string[] = [];
    const sent = await statementsSentDuring(async () => {
      const res = await t.app.inject({ url: '/api/auctions?search=kelpie' });
      expect(res.statusCode, res.body).toBe(200);
      ids = (res.json() as { auctions: { id: string }[] }).auctions.map((sale) => sale.id);
    });
    expect(new Set(ids)).toEqual(new Set([byOwnWords, byLot]));
    const list = sent.find((statement) => statement.text.includes('string_agg('));
    if (!list) throw new Error('no match-list statement');
    // The OR on the row, not a union hashed and probed by every sale (the plan at 100,000 sales:
    // decision 024, sixteenth amendment; a table this small plans neither way).
    expect(list.text).not.toContain(' union ');
    expect(list.text).toContain(' or "auctions"."id" = any(');
  });
});

describe('words near a place, statement by statement (decision 024, thirteenth amendment)', () => {
  /** The texts of the statements the app sends while `run` runs. */
  const statementsOf = async (run: () => Promise<unknown>) =>
    (await statementsSentDuring(run)).map((statement) => statement.text);

  it('reads the words with the sales near the place, so a place with none costs one statement', async () => {
    await saleWithLot('bowtruckle');
    // The arrays are forgotten by the write: the summary is read in SQL (while they are read again
    // in the background, a statement of their own).
    expect(t.app.nearIndex.lotSummary({ near: { lat: 42, lng: -58, radiusM: 50_000 } }, [1])).toBeUndefined();
    // Far out at sea: no sale within the radius, the answer is the summary's alone.
    const atSea = (
      await statementsOf(async () => {
        expect(await found('search=bowtruckle&near=42.0,-58.0&radiusKm=50')).toEqual([]);
      })
    ).filter((text) => !text.includes('cube_ll_coord('));
    expect(atSea).toHaveLength(1);
    expect(atSea[0]).toContain('websearch_to_tsquery');
    expect(atSea[0]).toContain('sum("lot_count")');
  });

  it('takes the summary from the instance’s arrays once read: none at sea, the words alone near lots', async () => {
    const sale = await saleWithLot('erumpent', { lat: 46.23, lng: -63.13 });
    t.app.nearIndex.lotSummary({ near: { lat: 42, lng: -58, radiusM: 50_000 } }, [1]);
    await t.app.nearIndex.settled();
    const atSea = await statementsOf(async () => {
      expect(await found('search=erumpent&near=42.0,-58.0&radiusKm=50')).toEqual([]);
    });
    expect(atSea).toEqual([]);
    const near = await statementsOf(async () => {
      expect(await found('search=erumpent&near=46.23,-63.13&radiusKm=50')).toEqual([sale]);
    });
    expect(near.some((text) => text.includes('sum("lot_count")'))).toBe(false);
    expect(near.filter((text) => text.includes('websearch_to_tsquery'))).toHaveLength(1);
  });

  it('lists every lot near a place from the arrays’ sales once read: the lots’ statement alone', async () => {
    const place = { lat: 46.0, lng: -60.6 };
    const sale = await saleWithLot('occamy', place);
    const url = `near=${place.lat},${place.lng}&radiusKm=5`;
    // Forgotten by the write: the sales are read in SQL (and the arrays again in the background).
    const before = (await statementsOf(async () => expect(await found(url)).toEqual([sale]))).filter(
      (text) => !text.includes('cube_ll_coord('),
    );
    expect(before).toHaveLength(2);
    await t.app.nearIndex.settled();
    t.app.auctionReads.forgetAll();
    const after = await statementsOf(async () => expect(await found(url)).toEqual([sale]));
    expect(after).toHaveLength(1);
    expect(after[0]).toContain('"lots"."position"');
  });

  it('counts the sales ending within each window once per statement, not once per sale', async () => {
    // Off the Magdalen Islands, where no other test lists a sale.
    const place = { lat: 47.38, lng: -61.86 };
    const soon = await saleWithLot('nogtail', {
      ...place,
      auctionStartDate: daysFromNow(0.1),
      auctionEndDate: daysFromNow(0.5),
    });
    const later = await saleWithLot('nogtail', {
      ...place,
      auctionStartDate: daysFromNow(20),
      auctionEndDate: daysFromNow(20.5),
    });
    const sent = await statementsOf(async () => {
      expect(new Set(await found(`search=nogtail&near=${place.lat},${place.lng}&radiusKm=50`))).toEqual(
        new Set([soon, later]),
      );
    });
    const summary = sent.find((text) => text.includes('sum("lot_count")'));
    // Each window's end is a scalar subquery (computed once), not `now() + interval` on every row.
    expect(summary?.match(/\(select now\(\) \+ make_interval/g)).toHaveLength(LOT_SEARCH_WINDOW_DAYS.length);
    // So is the centre, so PostgreSQL keeps one generic plan instead of planning each search afresh.
    expect(summary).toContain('(select ll_to_earth(');
    expect(sent.filter((text) => text.includes('websearch_to_tsquery'))).toHaveLength(1);
    const [row] = await nearSalesSummary(t.db, { near: { ...place, radiusM: 50_000 } });
    // The two sales: one ends within a day, both within 30 days.
    expect(row?.windows).toEqual(LOT_SEARCH_WINDOW_DAYS.map((days) => (days < 30 ? 1 : 2)));
    expect(Number(row?.lots)).toBe(2);
  });
});

describe('the terms query (migration 0041)', () => {
  const now = Date.UTC(2026, 10, 27, 15, 0);
  const today = Math.floor(now / 86_400_000);

  it('writes each lexeme as its forms over the window’s end days, operators kept', () => {
    expect(lotSearchTermsQuery("'piano' | 'pianos'", 1, now)).toBe(
      `(('d${today}_piano' | 'd${today + 1}_piano') | ('d${today}_pianos' | 'd${today + 1}_pianos'))`,
    );
    // A word read alike in English and French is looked up once.
    expect(lotSearchTermsQuery("'piano' | 'piano'", 1, now)).toBe(
      `('d${today}_piano' | 'd${today + 1}_piano')`,
    );
    expect(lotSearchTermsQuery("'oak' & 'oak'", 0, now)).toBe(`('d${today}_oak')`);
    expect(lotSearchTermsQuery("'o''neil'", 0, now)).toBe(`('d${today}_o''neil')`);
    expect(lotSearchTermsQuery("'pian':* & 'oak':AB", 0, now)).toBe(
      `(('d${today}_pian':*) & ('d${today}_oak'))`,
    );
  });

  it('looks up only what every match holds: a phrase as its words, no excluded word', () => {
    expect(lotSearchTermsQuery("'brass' <-> 'lamp'", 0, now)).toBe(
      `(('d${today}_brass') & ('d${today}_lamp'))`,
    );
    // An exclusion finds everything (the words are checked on each row), so it is left out: no
    // index hit then needs its row's terms computed again.
    expect(lotSearchTermsQuery("'oak' & !'zq1'", 0, now)).toBe(`('d${today}_oak')`);
    expect(lotSearchTermsQuery("'oak' & !'zq1' | 'oak' & !'zq1'", 0, now)).toBe(`('d${today}_oak')`);
    expect(lotSearchTermsQuery("'lamp' & !( 'oak' <-> 'chest' )", 0, now)).toBe(`('d${today}_lamp')`);
    expect(lotSearchTermsQuery("( 'lamp' | 'oak' ) & 'chest'", 0, now)).toBe(
      `((('d${today}_lamp') | ('d${today}_oak')) & ('d${today}_chest'))`,
    );
    // Nothing every match holds: not rewritten (the windows are read over `lots`).
    expect(lotSearchTermsQuery("!'oak'", 7, now)).toBeUndefined();
    expect(lotSearchTermsQuery("'lamp' | !'oak'", 7, now)).toBeUndefined();
    expect(lotSearchTermsQuery('', 7, now)).toBeUndefined();
  });

  it('writes the cells’ forms near a place, and finds the cells around it', () => {
    expect(lotSearchTermsQuery("'oak'", 1, now, [1, 2])).toBe(
      `('c1_d${today}_oak' | 'c1_d${today + 1}_oak' | 'c2_d${today}_oak' | 'c2_d${today + 1}_oak')`,
    );
    // Migration 0045: quarter-degree cells, (⌊4·lat⌋ + 360) × 1440 + ⌊4·lng⌋ + 720.
    const cell = (lat: number, lng: number) => (Math.floor(lat * 4) + 360) * 1440 + Math.floor(lng * 4) + 720;
    expect(lotSearchCell(TRURO.lat, TRURO.lng)).toBe(cell(TRURO.lat, TRURO.lng));
    expect(lotSearchCell(45.36685, -63.26538)).toBe((181 + 360) * 1440 + -254 + 720);
    // 50 km around Truro (45.37, -63.27): latitudes 44.9–45.8, longitudes -63.9 to -62.6, the
    // corners the circle does not reach left out.
    const cells = lotSearchCells({ ...TRURO, radiusM: 50_000 }, 30) ?? [];
    expect(cells).toContain(cell(TRURO.lat, TRURO.lng));
    expect(cells).toContain(cell(44.93, -63.27));
    expect(cells).toContain(cell(45.8, -63.27));
    expect(cells).toContain(cell(45.37, -63.9));
    expect(cells).toContain(cell(45.37, -62.64));
    expect(cells).not.toContain(cell(44.9, -63.9));
    expect(cells).not.toContain(cell(45.85, -62.6));
    expect(cells.length).toBeGreaterThanOrEqual(20);
    expect(cells.length).toBeLessThanOrEqual(30);
    // Too many cell terms, or a circle reaching a pole: no cells (the days alone are looked up).
    expect(lotSearchCells({ ...TRURO, radiusM: 500_000 }, 365)).toBeUndefined();
    expect(lotSearchCells({ lat: 88.9, lng: 0, radiusM: 50_000 }, 1)).toBeUndefined();
    // One query per cell, newline-separated: lot_search_page looks each cell up by itself.
    expect(lotSearchNearTerms("'oak'", 1, now, [1, 2])).toBe(
      `('c1_d${today}_oak' | 'c1_d${today + 1}_oak')\n('c2_d${today}_oak' | 'c2_d${today + 1}_oak')`,
    );
    expect(lotSearchNearTerms("!'oak'", 1, now, [1, 2])).toBeUndefined();
    // The words read once, written for each cell with their operators.
    expect(lotSearchNearTerms("'oak' & !'zq1' & 'chest'", 0, now, [1, 2])).toBe(
      `(('c1_d${today}_oak') & ('c1_d${today}_chest'))\n(('c2_d${today}_oak') & ('c2_d${today}_chest'))`,
    );
    expect(lotSearchNearTerms("'oak'", 1, now, [])).toBeUndefined();
    // Migration 0049: every end date in a cell, one term a lexeme.
    expect(lotSearchAllDatesNearTerms("'pian':* | 'oak'", [1, 2])).toBe(
      "(('c1_a_pian':*) | ('c1_a_oak'))\n(('c2_a_pian':*) | ('c2_a_oak'))",
    );
  });

  it('never leaves out the cell of a place within the radius (migration 0045)', () => {
    // Places on and inside circles of several radii around several points, as earthdistance
    // measures them (the chord of the radius, as the search checks it): each one's cell is looked up.
    const within = (
      center: { lat: number; lng: number },
      point: { lat: number; lng: number },
      radiusM: number,
    ) => {
      const a = earthOf(center.lat, center.lng);
      const b = earthOf(point.lat, point.lng);
      return Math.hypot(a.x - b.x, a.y - b.y, a.z - b.z) <= chordOf(radiusM);
    };
    let checked = 0;
    for (const center of [
      TRURO,
      HALIFAX,
      { lat: 46.999, lng: -59.001 },
      { lat: 44.5, lng: -64 },
      { lat: -33.9, lng: 151.2 },
    ])
      for (const radiusM of [1_000, 10_000, 25_000, 50_000, 80_000]) {
        const cells = new Set(lotSearchCells({ ...center, radiusM }, 1) ?? []);
        expect(cells.size).toBeGreaterThan(0);
        const span = (radiusM / 6_300_000) * (180 / Math.PI) * 1.6;
        for (let i = 0; i <= 80; i += 1)
          for (let j = 0; j <= 80; j += 1) {
            const point = {
              lat: center.lat - span + (i * 2 * span) / 80,
              lng: center.lng - 2 * span + (j * 4 * span) / 80,
            };
            if (!within(center, point, radiusM)) continue;
            checked += 1;
            expect(
              cells.has(lotSearchCell(point.lat, point.lng)),
              JSON.stringify({ center, radiusM, point }),
            ).toBe(true);
          }
      }
    expect(checked).toBeGreaterThan(10_000);
  });

  it('looks up a long window’s whole weeks as one term each, its last days as days (migration 0044)', () => {
    // Days 20,790 (week 2,970's first day) to 20,803 (week 2,971's last): two weeks.
    expect(lotSearchPeriods(20_790, 20_803)).toEqual(['w2970', 'w2971']);
    // From mid-week to mid-week: the first week whole (its days before the first have ended, and
    // each row's end is checked), the whole week after it, then the last days.
    expect(lotSearchPeriods(20_788, 20_799)).toEqual(['w2969', 'w2970', 'd20797', 'd20798', 'd20799']);
    // A window reaching its first week's last day: that week, then the day after it.
    expect(lotSearchPeriods(20_791, 20_797)).toEqual(['w2970', 'd20797']);
    // A window ending before its first week does: the days.
    expect(lotSearchPeriods(20_791, 20_795)).toEqual(['d20791', 'd20792', 'd20793', 'd20794', 'd20795']);
    // A year: 53 weeks at most and 6 days, instead of 366 days.
    const year = lotSearchPeriods(today, today + 365);
    expect(year.length).toBeLessThanOrEqual(53 + 6);
    expect(year.filter((period) => period.startsWith('w')).length).toBeGreaterThanOrEqual(52);
    expect(lotSearchTermsQuery("'oak'", 13, Date.UTC(2026, 11, 2, 12), [7])).toBe(
      "('c7_w2969_oak' | 'c7_w2970_oak' | 'c7_d20797_oak' | 'c7_d20798_oak' | 'c7_d20799_oak' | 'c7_d20800_oak' | 'c7_d20801_oak' | 'c7_d20802_oak')",
    );
  });

  it('looks up a two-day window as its days unless it reaches the end of its week', () => {
    // From each day of week 2,970 (days 20,790–20,796) to the next: the days, until the window
    // reaches the week's last day; then that week, and the next week's day it also holds.
    const periods = (first: number) => lotSearchPeriods(first, first + 1);
    for (let first = 20_790; first <= 20_794; first += 1)
      expect(periods(first)).toEqual([`d${first}`, `d${first + 1}`]);
    expect(periods(20_795)).toEqual(['w2970']);
    expect(periods(20_796)).toEqual(['w2970', 'd20797']);
  });
});

describe('the window’s terms over weeks and days (migration 0044)', () => {
  it('finds a lot ending mid-week at each edge of a window spanning weeks, and none just outside', async () => {
    // A window from a mid-week day (its 4th) a few days ahead to 30 days later (also mid-week).
    const DAY = 86_400_000;
    let first = Math.floor(Date.now() / DAY) + 3;
    while (first % 7 !== 3) first += 1;
    const last = first + 30;
    const periods = lotSearchPeriods(first, last);
    expect(periods[0]).toBe(`w${Math.floor(first / 7)}`);
    expect(periods).toContain(`d${last}`);
    const endingOn = async (day: number, hour: number) => {
      const ends = new Date(day * DAY + hour * 3_600_000);
      return saleWithLot('zouwu', {
        auctionStartDate: new Date(ends.getTime() - 40 * DAY),
        auctionEndDate: ends,
      });
    };
    const atFirst = await endingOn(first, 0);
    const midWindow = await endingOn(first + 15, 12);
    const atLast = await endingOn(last, 23);
    const before = await endingOn(first - 1, 23);
    const after = await endingOn(last + 1, 0);
    // The terms as the search writes them (from `now` on the first day, `days` to the last), with
    // and without the sale's cell: the three sales inside and, in the first week, the one that
    // ended before `now` (every search drops it on the row: its end is before now), never the one
    // after the window.
    const now = first * DAY + 60_000;
    const cell = lotSearchCell(TRURO.lat, TRURO.lng);
    const byTerms = async (terms: string | undefined) => {
      const rows = (await t.db.execute(sql`select auction_id from lot_search
        where lot_search_terms(search_vector, sale_end_date, cell) @@ ${terms}::tsquery
        order by sale_end_date`)) as unknown as { rows: { auction_id: string }[] };
      return rows.rows.map((row) => row.auction_id);
    };
    const expected = [before, atFirst, midWindow, atLast];
    expect(await byTerms(lotSearchTermsQuery("'zouwu'", 30, now))).toEqual(expected);
    expect(await byTerms(lotSearchTermsQuery("'zouwu'", 30, now, [cell]))).toEqual(expected);
    expect(await byTerms(lotSearchTermsQuery("'zouwu'", 30, now, [cell + 1]))).toEqual([]);
    // The sales outside are found by the days around the window.
    expect(await byTerms(lotSearchTermsQuery("'zouwu'", 32, now - 86_400_000, [cell]))).toEqual([
      ...expected,
      after,
    ]);
  });
});
