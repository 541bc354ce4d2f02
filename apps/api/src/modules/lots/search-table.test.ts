import { LOT_SEARCH_RANKED, LOT_SEARCH_WINDOW_DAYS, type LotSearchResponse } from '@mariner/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, lotSearch, lots, type UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { multipartFiles } from '../../test/zip.ts';
import { forgetAuctionReads } from '../auctions/public-cache.ts';
import { createAuction, createCategory, daysFromNow } from '../auctions/test-fixtures.ts';
import { chordOf } from '../places/earth.ts';
import {
  findLotSearchPage,
  lotSearchCells,
  lotSearchNearTerms,
  nearSkipped,
  windowsSkipped,
  wordsFrequency,
} from './search-queries.ts';

/**
 * Issue 29 item 5 (migration 0041, decision 024): the soonest-ending windows read the slim
 * `lot_search` table, which the database keeps in step with `lots` and their sales. After every
 * writer — lot routes (add, edit, reorder, delete by the seller or an admin), the import, a sale's
 * review, edits, end and deletion, a category's deletion — the table must hold exactly the listed,
 * not yet ended lots with their current facts, and a search read through it must say so.
 */

let t: TestApp;
let seller: UserRow;
let categoryId: string;
const tokens = { seller: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp();
  seller = (await createUser(t.db)).user;
  categoryId = (await createCategory(t.db)).id;
  tokens.seller = await loginAs(t.app, seller);
  tokens.admin = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
});
afterAll(() => t.close());

type Who = keyof typeof tokens;
const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who: Who = 'seller') =>
  t.app
    .inject({ method, url, headers: bearer(tokens[who]), ...(payload === undefined ? {} : { payload }) })
    .then((response) => {
      expect(response.statusCode, response.body).toBeLessThan(300);
      forgetAuctionReads(t.app);
      return response;
    });

/**
 * The table is in step: its rows of sales not yet ended are exactly what `lots` says (listed, not
 * ended, each fact as the lot's copies hold it), field for field. Returns the rows it holds.
 */
async function inStep() {
  // The sale's point too (migration 0045), as the sale itself holds it.
  const expected = sql`select l.id, l.auction_id, l.sale_end_date, l.sale_start_date, l.position,
      l.search_category_id, l.sale_province, lot_search_cell(l.sale_lat, l.sale_lng), a.earth::text,
      l.search_vector
    from lots l join auctions a on a.id = l.auction_id
    where l.sale_listed and l.sale_end_date > now() and l.search_vector is not null`;
  const held = sql`select lot_id, auction_id, sale_end_date, sale_start_date, position, search_category_id,
      sale_province, cell, earth::text, search_vector
    from lot_search where sale_end_date > now()`;
  const count = async (query: ReturnType<typeof sql>) =>
    Number(
      (
        (await t.db.execute(sql`select count(*)::int as n from (${query}) q`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n,
    );
  expect(await count(sql`${expected} except ${held}`), 'lots missing from lot_search').toBe(0);
  expect(await count(sql`${held} except ${expected}`), 'rows lot_search should not hold').toBe(0);
  return count(held);
}

const rowsOf = (auctionId: string) =>
  t.db
    .select({ id: lotSearch.lotId, position: lotSearch.position, cell: lotSearch.cell })
    .from(lotSearch)
    .where(eq(lotSearch.auctionId, auctionId))
    .orderBy(lotSearch.position);

const lotPayload = (lotNumber: string, title: string) => ({
  lotNumber,
  title,
  description: 'In good order.',
  estimateLow: 1_000,
  estimateHigh: 2_000,
});

async function found(query: string) {
  const response = await t.app.inject({ url: `/api/lots?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as LotSearchResponse).lots.map((lot) => lot.title);
}

describe('lot_search follows every writer (issue 29 item 5, migration 0041)', () => {
  it('follows the lot routes: add, edit, reorder, delete by the seller and by an admin', async () => {
    const sale = await createAuction(t.app, { sellerId: seller.id, categoryId });
    const added = [];
    for (const [index, title] of ['Kelpie lantern', 'Kelpie sleigh', 'Kelpie canoe'].entries())
      added.push(
        (await call('POST', `/api/auctions/${sale}/lots`, lotPayload(String(index + 1), title))).json().lot,
      );
    await inStep();
    expect((await rowsOf(sale)).map((row) => row.id)).toEqual(added.map((lot) => lot.id));

    await call('PUT', `/api/auctions/${sale}/lots/${added[0].id}`, lotPayload('1', 'Selkie lantern'));
    await inStep();
    expect(await found('search=selkie')).toEqual(['Selkie lantern']);

    await call('PUT', `/api/auctions/${sale}/lots/order`, {
      lotIds: [added[2].id, added[0].id, added[1].id],
    });
    await inStep();
    expect((await rowsOf(sale)).map((row) => row.id)).toEqual([added[2].id, added[0].id, added[1].id]);

    await call('DELETE', `/api/auctions/${sale}/lots/${added[1].id}`);
    await call('DELETE', `/api/auctions/${sale}/lots/${added[2].id}`, undefined, 'admin');
    await inStep();
    expect((await rowsOf(sale)).map((row) => row.id)).toEqual([added[0].id]);
  });

  it('follows the import', async () => {
    const sale = await createAuction(t.app, { sellerId: seller.id, categoryId });
    const sheet = Buffer.from('lot,title\r\n1,Boggart clock\r\n2,Boggart chair\r\n');
    const body = multipartFiles([{ field: 'sheet', filename: 'lots.csv', content: sheet }]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/auctions/${sale}/lots/import`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(tokens.seller) },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    forgetAuctionReads(t.app);
    await inStep();
    expect(await rowsOf(sale)).toHaveLength(2);
    expect(await found('search=boggart&sort=date')).toEqual(['Boggart clock', 'Boggart chair']);
  });

  it('follows the sale: review, dates, place, province, category, its end and its deletion', async () => {
    const sale = await createAuction(t.app, {
      sellerId: seller.id,
      categoryId,
      status: 'PENDING',
      placeId: 'truro-ns',
      lat: 45.36685,
      lng: -63.26538,
    });
    await t.db.insert(lots).values([
      { auctionId: sale, position: 1, lotNumber: '1', title: 'Dugbog weathervane' },
      { auctionId: sale, position: 2, lotNumber: '2', title: 'Dugbog andirons' },
    ]);
    expect(await rowsOf(sale)).toEqual([]);
    await inStep();

    await call('PUT', `/api/auctions/${sale}/approve`, undefined, 'admin');
    expect(await rowsOf(sale)).toHaveLength(2);
    // Its quarter-degree cell (migration 0045): ⌊4 × 45.36685⌋ = 181, ⌊4 × -63.26538⌋ = -254.
    expect((await rowsOf(sale))[0]?.cell).toBe((181 + 360) * 1440 + -254 + 720);
    await inStep();

    const other = (await createCategory(t.db)).id;
    await t.db
      .update(auctions)
      .set({
        auctionStartDate: daysFromNow(20),
        auctionEndDate: daysFromNow(21),
        province: 'PE',
        categoryId: other,
        placeId: 'halifax-ns',
        lat: 44.64533,
        lng: -63.57239,
      })
      .where(eq(auctions.id, sale));
    forgetAuctionReads(t.app);
    // Halifax (44.64533, -63.57239): ⌊4 × 44.64533⌋ = 178, ⌊4 × -63.57239⌋ = -255.
    expect((await rowsOf(sale))[0]?.cell).toBe((178 + 360) * 1440 + -255 + 720);
    await inStep();
    expect(await found(`search=dugbog&province=PE&category=${other}&sort=date`)).toEqual([
      'Dugbog weathervane',
      'Dugbog andirons',
    ]);

    // Its end: no write, the search compares the end with the clock; written again once ended, the
    // lots leave the table.
    await t.db
      .update(auctions)
      .set({ auctionEndDate: daysFromNow(-1) })
      .where(eq(auctions.id, sale));
    forgetAuctionReads(t.app);
    expect(await rowsOf(sale)).toEqual([]);
    expect(await found('search=dugbog')).toEqual([]);
    await t.db
      .update(auctions)
      .set({ auctionEndDate: daysFromNow(22) })
      .where(eq(auctions.id, sale));
    expect(await rowsOf(sale)).toHaveLength(2);

    await t.db.update(auctions).set({ status: 'REJECTED' }).where(eq(auctions.id, sale));
    expect(await rowsOf(sale)).toEqual([]);
    await t.db.update(auctions).set({ status: 'APPROVED' }).where(eq(auctions.id, sale));
    expect(await rowsOf(sale)).toHaveLength(2);

    await t.db.delete(auctions).where(eq(auctions.id, sale));
    expect(await rowsOf(sale)).toEqual([]);
    await inStep();
  });

  it('follows a lot moved to another sale, and a category deleted', async () => {
    const category = (await createCategory(t.db)).id;
    const first = await createAuction(t.app, { sellerId: seller.id, categoryId });
    const second = await createAuction(t.app, { sellerId: seller.id, categoryId, status: 'PENDING' });
    const [lot] = await t.db
      .insert(lots)
      .values({ auctionId: first, position: 1, lotNumber: '1', title: 'Jarvey bell', categoryId: category })
      .returning({ id: lots.id });
    await inStep();
    await t.db
      .update(lots)
      .set({ auctionId: second })
      .where(eq(lots.id, lot?.id ?? ''));
    expect(await rowsOf(first)).toEqual([]);
    expect(await rowsOf(second)).toEqual([]);
    await t.db
      .update(lots)
      .set({ auctionId: first })
      .where(eq(lots.id, lot?.id ?? ''));
    expect(await rowsOf(first)).toHaveLength(1);
    await t.db.execute(sql`delete from categories where id = ${category}`);
    await inStep();
  });
});

describe('words near a place off lot_search (issue 29 item 5, migration 0041)', () => {
  const TRURO = { lat: 45.36685, lng: -63.26538 };
  /** `count` lots titled `title n` in a new sale at `place`, ending `endsIn` days from now. */
  async function saleOf(title: string, count: number, endsIn: number, place: { lat: number; lng: number }) {
    const id = await createAuction(t.app, {
      sellerId: seller.id,
      categoryId,
      ...place,
      auctionStartDate: daysFromNow(endsIn - 0.2),
      auctionEndDate: daysFromNow(endsIn),
    });
    await t.db.insert(lots).values(
      Array.from({ length: count }, (_, index) => ({
        auctionId: id,
        position: index + 1,
        lotNumber: String(index + 1),
        title: `${title} ${index + 1}`,
      })),
    );
    await t.db.update(auctions).set({ lotCount: count }).where(eq(auctions.id, id));
    return id;
  }
  const nearTruro = { ...TRURO, radiusM: 10_000 };
  const page = (search: string, nearWholeLots?: number) =>
    findLotSearchPage(t.db, { search, near: nearTruro }, 'relevance', 24, 0, { nearWholeLots });

  it('ranks the soonest window of the sales near the place, the place checked exactly', async () => {
    // In the same 1° cell as Truro but 60 km away, ending sooner: never listed near Truro (a quarter-degree
    // cell of its own since migration 0045).
    await saleOf('Erkling lamp', LOT_SEARCH_RANKED, 0.3, { lat: 45.9, lng: -63.6 });
    const soon = await saleOf('Erkling lamp', LOT_SEARCH_RANKED, 0.5, TRURO);
    await saleOf('Erkling erkling erkling', 1, 60, TRURO);

    // The windows (as past NEAR_WHOLE_LOTS lots near the place): the sale near Truro ending soonest.
    const windows = await page('erkling', 0);
    expect(windows.moreMatches).toBe(true);
    expect(windows.total).toBe(LOT_SEARCH_RANKED);
    expect(new Set(windows.rows.map((row) => row.auction.id))).toEqual(new Set([soon]));
    expect(windows.rows.map((row) => row.lot.position)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));

    // Every lot near the place ranked (few lots near it): the later sale's better lot first.
    const whole = await page('erkling');
    expect(whole.moreMatches).toBeUndefined();
    expect(whole.total).toBe(LOT_SEARCH_RANKED + 1);
    expect(whole.rows[0]?.lot.title).toBe('Erkling erkling erkling 1');
  });

  it('answers as every lot near the place when no window fills', async () => {
    await saleOf('Fossegrim fiddle', 30, 0.5, TRURO);
    await saleOf('Fossegrim fiddle', 30, 0.3, { lat: 45.9, lng: -63.6 });
    await saleOf('Fossegrim fossegrim', 1, 40, TRURO);
    const windows = await page('fossegrim', 0);
    const whole = await page('fossegrim');
    expect(windows).toEqual(whole);
    expect(whole.total).toBe(31);
    expect(whole.rows[0]?.lot.title).toBe('Fossegrim fossegrim 1');
  });

  it('looks up every match near the place past the 90-day window, not the year by its weeks', async () => {
    // Decision 024, thirteenth amendment: the year's window would have held the 200 matches of the
    // sale ending in 200 days and answered with them alone (`moreMatches`); every match near the
    // place is ranked instead, the sale ending past a year too.
    await saleOf('Tomte tray', LOT_SEARCH_RANKED, 200, TRURO);
    await saleOf('Tomte tomte tomte', 1, 400, TRURO);
    const windows = await page('tomte', 0);
    expect(windows.moreMatches).toBeUndefined();
    expect(windows.total).toBe(LOT_SEARCH_RANKED + 1);
    expect(windows.rows[0]?.lot.title).toBe('Tomte tomte tomte 1');
    expect(windows).toEqual(await page('tomte'));
  });

  it('tries the windows first for a common word even with few lots near the place (NEAR_WHOLE_MATCHES)', async () => {
    // At 5 million lots "painting" ('paint', 12 % of the lots) near 386 sales was ranked whole off
    // `lots`: 2,249 matches, a heap page each. The words' frequency comes from ANALYZE (pg_stats).
    const soon = await saleOf('Huldra harp', LOT_SEARCH_RANKED, 0.5, TRURO);
    await saleOf('Huldra huldra huldra', 1, 50, TRURO);
    await t.db.execute(sql`analyze lot_search`);
    const search = (nearWholeMatches: number) =>
      findLotSearchPage(t.db, { search: 'huldra', near: nearTruro }, 'relevance', 24, 0, {
        nearWholeMatches,
      });
    // Expected to match more than the bound among the lots near the place: the soonest window.
    const common = await search(20);
    expect(common.moreMatches).toBe(true);
    expect(common.total).toBe(LOT_SEARCH_RANKED);
    expect(new Set(common.rows.map((row) => row.auction.id))).toEqual(new Set([soon]));
    // Fewer: every match near the place ranked in one statement, as before.
    const rare = await search(1_000_000);
    expect(rare.moreMatches).toBeUndefined();
    expect(rare.total).toBe(LOT_SEARCH_RANKED + 1);
    expect(rare.rows[0]?.lot.title).toBe('Huldra huldra huldra 1');
  });

  it('finds every match near the place by cell as by the sales near it, filters, orders and pages alike', async () => {
    // Migration 0049: every match near a place whatever its end, one lookup per cell; else (a pole,
    // the antimeridian) by the sales near the place off `lots`.
    const otherCategory = (await createCategory(t.db)).id;
    await saleOf('Nisse clock', 5, 2, TRURO);
    await saleOf('Nisse nisse clock', 3, 9, { lat: 45.4, lng: -63.3 });
    const third = await saleOf('Nisse chest', 4, 20, { lat: 45.3, lng: -63.2 });
    await t.db.update(lots).set({ categoryId: otherCategory }).where(eq(lots.auctionId, third));
    const ask = (
      filter: object,
      order: 'relevance' | 'distance' | 'date',
      offset: number,
      allDatesNear: boolean,
    ) =>
      findLotSearchPage(t.db, { search: 'nisse', near: nearTruro, ...filter }, order, 4, offset, {
        allDatesNear,
      });
    const filters = [
      {},
      { categoryId: otherCategory },
      { province: 'NS' as const },
      { province: 'NB' as const },
      { startDateFrom: daysFromNow(5) },
      { startDateTo: daysFromNow(5) },
    ];
    for (const order of ['relevance', 'distance', 'date'] as const)
      for (const filter of filters)
        for (const offset of [0, 4, 8, 40]) {
          const asked = `${order} ${JSON.stringify(filter)} ${offset}`;
          expect(await ask(filter, order, offset, true), asked).toEqual(
            await ask(filter, order, offset, false),
          );
        }
    const all = await ask({}, 'relevance', 0, true);
    expect(all.total).toBe(12);
    expect(all.rows[0]?.lot.title).toBe('Nisse nisse clock 1');
    expect((await ask({ categoryId: otherCategory }, 'relevance', 0, true)).total).toBe(4);

    // A sale ended since its rows were written, not yet swept: its rows are not read.
    await t.db.execute(
      sql`update lot_search set sale_end_date = now() - interval '1 hour' where auction_id = ${third}`,
    );
    expect((await ask({}, 'relevance', 0, true)).total).toBe(8);
  });

  it("reads the words' frequency as their positive terms: an AND the rarer, an OR the commoner", () => {
    const seen = new Map([
      ['paint', 0.12],
      ['piano', 0.016],
      ['oak', 0.05],
    ]);
    expect(wordsFrequency("'paint'", seen)).toBe(0.12);
    expect(wordsFrequency("'paint' | 'piano'", seen)).toBe(0.12);
    expect(wordsFrequency("'paint' & 'oak'", seen)).toBe(0.05);
    expect(wordsFrequency("'paint' & !'oak'", seen)).toBe(0.12);
    // Not among the commonest, or a prefix: rare (the one statement, as before).
    expect(wordsFrequency("'huldra'", seen)).toBe(0);
    expect(wordsFrequency("'pain':*", seen)).toBe(0);
    expect(wordsFrequency("!'paint'", seen)).toBe(0);
  });

  it('answers as in turn from whichever window it starts at (nearSkipped, migration 0051)', async () => {
    // A sale ending today and one in three days, each with LOT_SEARCH_RANKED matches: the 1-day
    // window fills. Started at a later window (which fills too), its statement finds the 1-day one.
    const today = await saleOf('Draugr drum', LOT_SEARCH_RANKED, 0.5, TRURO);
    await saleOf('Draugr drum', LOT_SEARCH_RANKED, 3, TRURO);
    const search = (nearSkip?: number) =>
      findLotSearchPage(t.db, { search: 'draugr', near: nearTruro }, 'relevance', 24, 0, {
        nearWholeLots: 0,
        nearSkip,
      });
    const inTurn = await search(0);
    expect(inTurn.total).toBe(LOT_SEARCH_RANKED);
    expect(new Set(inTurn.rows.map((row) => row.auction.id))).toEqual(new Set([today]));
    for (const skip of [1, 2, 3, 4, 5, 6]) expect(await search(skip), `skip ${skip}`).toEqual(inTurn);
  });

  it('answers a national word search as in turn whichever window the counts say to start at', async () => {
    // As above, nationwide: the lots ending within each window (the instance's arrays) and the
    // words' frequency say where to start; the statement still finds the first window that fills.
    const today = await saleOf('Nokken harp', LOT_SEARCH_RANKED, 0.5, TRURO);
    await saleOf('Nokken harp', LOT_SEARCH_RANKED, 3, TRURO);
    const search = (lotsEndingWithin?: () => number[]) =>
      findLotSearchPage(t.db, { search: 'nokken' }, 'relevance', 24, 0, {
        lotsEndingWithin,
        lexemeFrequencies: async () => new Map([['nokken', 0.5]]),
      });
    const inTurn = await search();
    expect(inTurn.total).toBe(LOT_SEARCH_RANKED);
    expect(new Set(inTurn.rows.map((row) => row.auction.id))).toEqual(new Set([today]));
    // Counts saying each later window is the first to fill, then none at all (the year's first).
    for (const first of [1, 2, 3, 4, 5, 6, 7]) {
      const ending = LOT_SEARCH_WINDOW_DAYS.map((_, index) => (index < first ? 0 : 10 * LOT_SEARCH_RANKED));
      expect(await search(() => ending), `first ${first}`).toEqual(inTurn);
    }
  });

  it('starts a national word search at the first window expected to fill, the year’s when none is', () => {
    // Lots ending within 1, 2, 4, 7, 30, 90 and 365 days, nationwide.
    const ending = [13_500, 27_000, 54_000, 95_000, 410_000, 1_230_000, 4_300_000];
    // 1 lot in 60: the 1-day window holds ~225 matches: in turn.
    expect(windowsSkipped(ending, 1 / 60)).toBe(0);
    // 1 lot in 200: the 1-day window ~68, the 4-day one ~270: it first.
    expect(windowsSkipped(ending, 1 / 200)).toBe(2);
    // Rarer than every window can fill: the year's.
    expect(windowsSkipped(ending, 1e-6)).toBe(6);
    // Unknown frequency: in turn.
    expect(windowsSkipped(ending, 0)).toBe(0);
  });

  it('starts at the first window expected to hold LOT_SEARCH_RANKED matches, never the year', () => {
    // Sales near the place ending within 1, 2, 4, 7, 30, 90 and 365 days; 50 lots each.
    const sales = [10, 20, 40, 70, 300, 900, 3_650];
    // 1 lot in 60: the 7-day window (3,500 lots) holds ~58 matches, the 30-day one ~250: it first.
    expect(nearSkipped(sales, 3_650 * 50, 1 / 60)).toBe(4);
    // 1 lot in 12: the 4-day window ~167 matches, the 7-day one ~292: it first.
    expect(nearSkipped(sales, 3_650 * 50, 1 / 12)).toBe(3);
    // 1 lot in 4: the 1-day window ~125, the 2-day one ~250.
    expect(nearSkipped(sales, 3_650 * 50, 1 / 4)).toBe(1);
    // 1 lot in 2: the 1-day window ~250: in turn.
    expect(nearSkipped(sales, 3_650 * 50, 1 / 2)).toBe(0);
    // Very rare: the 90-day window first, never past it.
    expect(nearSkipped(sales, 3_650 * 50, 1e-6)).toBe(5);
    // Unknown frequency or no sales: in turn.
    expect(nearSkipped(sales, 3_650 * 50, 0)).toBe(0);
    expect(nearSkipped([0, 0, 0, 0, 0, 0, 0], 0, 0.5)).toBe(0);
  });

  /** A point `km` from Truro on the bearing `degrees` (clockwise from north). */
  const fromTruro = (km: number, degrees: number) => {
    const arc = km / 6_378.168;
    const bearing = (degrees * Math.PI) / 180;
    const lat = TRURO.lat + (arc * Math.cos(bearing) * 180) / Math.PI;
    const lng = TRURO.lng + (arc * Math.sin(bearing) * 180) / Math.PI / Math.cos((TRURO.lat * Math.PI) / 180);
    return { lat, lng };
  };

  it('finds every sale within the radius in the cells around it, and none past it (migration 0045)', async () => {
    // Eight sales just inside 10 km of Truro, all round it (in several quarter-degree cells), eight
    // just outside; enough lots ending today for the windows to answer.
    const inside: string[] = [];
    for (let degrees = 0; degrees < 360; degrees += 45) {
      inside.push(await saleOf('Kappa kettle', 25, 0.4, fromTruro(9.7, degrees)));
      await saleOf('Kappa kettle', 25, 0.3, fromTruro(10.3, degrees));
    }
    for (const order of ['relevance', 'distance', 'date'] as const) {
      const windows = await findLotSearchPage(t.db, { search: 'kappa', near: nearTruro }, order, 200, 0, {
        nearWholeLots: 0,
      });
      const whole = await findLotSearchPage(t.db, { search: 'kappa', near: nearTruro }, order, 200, 0);
      expect(windows.moreMatches, order).toBe(true);
      expect(windows.total, order).toBe(8 * 25);
      expect(new Set(windows.rows.map((row) => row.auction.id))).toEqual(new Set(inside));
      expect(windows.rows, order).toEqual(whole.rows);
      expect(whole.total, order).toBe(8 * 25);
    }
  });

  it('orders nearest first off lot_search, by the point each row holds (migration 0045)', async () => {
    const three = await saleOf('Nixie jug', 100, 0.4, fromTruro(3, 0));
    const six = await saleOf('Nixie jug', 100, 0.6, fromTruro(6, 90));
    const nine = await saleOf('Nixie jug', 100, 0.5, fromTruro(9, 200));
    await saleOf('Nixie jug', 100, 0.2, fromTruro(25, 0));
    const indexScans = async (tx: typeof t.db) =>
      Number(
        (
          (await tx.execute(
            sql`select pg_stat_get_xact_numscans('lot_search_terms_idx'::regclass)::int as n`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]?.n,
      );
    const nearest = (offset: number, nearWholeLots?: number, allDatesNear?: boolean) =>
      t.db.transaction(async (tx) => {
        const before = await indexScans(tx as unknown as typeof t.db);
        const page = await findLotSearchPage(
          tx,
          { search: 'nixie', near: nearTruro },
          'distance',
          24,
          offset,
          { nearWholeLots, allDatesNear },
        );
        return { page, scans: (await indexScans(tx as unknown as typeof t.db)) - before };
      });
    // The windows (as past NEAR_WHOLE_LOTS lots near the place): read off lot_search's index.
    const first = await nearest(0, 0);
    expect(first.scans).toBeGreaterThan(0);
    expect(first.page.moreMatches).toBe(true);
    expect(first.page.total).toBe(300);
    expect(first.page.rows.map((row) => [row.auction.id, row.lot.position])).toEqual(
      Array.from({ length: 24 }, (_, index) => [three, index + 1]),
    );
    const across = await nearest(96, 0);
    expect(across.page.rows.map((row) => [row.auction.id, row.lot.position])).toEqual([
      ...Array.from({ length: 4 }, (_, index) => [three, 97 + index]),
      ...Array.from({ length: 20 }, (_, index) => [six, index + 1]),
    ]);
    const last = await nearest(288, 0);
    expect(last.page.rows.map((row) => [row.auction.id, row.lot.position])).toEqual(
      Array.from({ length: 12 }, (_, index) => [nine, 89 + index]),
    );
    // The same order as every lot near the place ranked over `lots` (few lots near it).
    for (const offset of [0, 96, 288]) {
      const whole = await nearest(offset, undefined, false);
      expect(whole.scans).toBe(0);
      // Every match near the place by cell, whatever its end (migration 0049): the same page and total.
      const allDates = await nearest(offset);
      expect(allDates.scans).toBeGreaterThan(0);
      expect(allDates.page).toEqual(whole.page);
      const windows = await nearest(offset, 0);
      expect(windows.page.rows).toEqual(whole.page.rows);
      expect(windows.page.total).toBe(whole.page.total);
    }
  });

  it('checks the place on the row it found, never reading the sales (migration 0045)', async () => {
    await saleOf('Wendigo wagon', LOT_SEARCH_RANKED, 0.4, fromTruro(4, 30));
    await saleOf('Wendigo wagon', LOT_SEARCH_RANKED, 0.3, fromTruro(30, 30));
    const [words] = (
      (await t.db.execute(
        sql`select (websearch_to_tsquery('english', unaccent('wendigo')) || websearch_to_tsquery('french', unaccent('wendigo')))::text as q`,
      )) as unknown as { rows: { q: string }[] }
    ).rows;
    const now = Date.now();
    const cells = lotSearchCells(nearTruro, 1, undefined, now) ?? [];
    const terms = lotSearchNearTerms(words?.q ?? '', 1, now, cells) ?? '';
    const reads = (tx: typeof t.db, table: string) =>
      tx
        .execute(sql`select (coalesce(seq_scan, 0) + coalesce(idx_scan, 0))::int as n
          from pg_stat_xact_user_tables where relname = ${table}`)
        .then((result) => Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0));
    const { found, sales, slim } = await t.db.transaction(async (transaction) => {
      const tx = transaction as unknown as typeof t.db;
      const before = { sales: await reads(tx, 'auctions'), slim: await reads(tx, 'lot_search') };
      const result = (await tx.execute(sql`select lot_id, total from lot_search_page(${words?.q}::tsquery,
          array[${terms}]::text[], array[1]::int[], ${LOT_SEARCH_RANKED}::int, 'relevance', null, null, null, null,
          ${TRURO.lat}::float8, ${TRURO.lng}::float8, ${nearTruro.radiusM}::float8,
          ${chordOf(nearTruro.radiusM)}::float8, 24, 0)`)) as unknown as { rows: { total: number }[] };
      return {
        found: result.rows,
        sales: (await reads(tx, 'auctions')) - before.sales,
        slim: (await reads(tx, 'lot_search')) - before.slim,
      };
    });
    expect(found).toHaveLength(24);
    expect(found[0]?.total).toBe(LOT_SEARCH_RANKED);
    expect(slim).toBeGreaterThan(0);
    expect(sales).toBe(0);
  });
});
