import { randomUUID } from 'node:crypto';
import { LOT_SEARCH_WINDOW_DAYS } from '@mariner/contracts';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions } from '../../db/schema.ts';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { firstSalesWithLots, nearSalesSummary } from '../lots/search-queries.ts';
import { createNearIndex } from './near-index.ts';
import { type AuctionFilter, findAuctionMatchIds, findAuctionPage, type ListSort } from './queries.ts';
import { type AuctionListParams, listAuctions } from './service.ts';
import { createAuction, createCategory, daysFromNow } from './test-fixtures.ts';

let t: TestApp;
const categoryIds: string[] = [];
const TRURO = { lat: 45.36685, lng: -63.26538 };
const HOUR = 3_600_000;

const PROBE: AuctionFilter = { scope: 'public', near: { ...TRURO, radiusM: 1000 } };

/**
 * Until the arrays answer. A search starts their read when none is under way; a read that was
 * already under way when they were forgotten is thrown away, and the next search starts another.
 */
async function untilRead() {
  for (let attempt = 0; attempt < 3 && !t.app.nearIndex.matches(PROBE, 'date', 0, 1); attempt += 1) {
    await t.app.nearIndex.settled();
  }
  expect(t.app.nearIndex.matches(PROBE, 'date', 0, 1)).toBeDefined();
}

/** The arrays read afresh (a write forgets them; until read again, searches go to SQL). */
async function freshIndex() {
  t.app.nearIndex.forgetAll();
  expect(t.app.nearIndex.matches(PROBE, 'date', 0, 100)).toBeUndefined();
  await untilRead();
}

/** SQL's own match list for the filter, in page order (what the arrays must reproduce). */
async function sqlMatches(filter: AuctionFilter, sort: ListSort): Promise<string[]> {
  const packed = await findAuctionMatchIds(t.db, filter, sort);
  return packed.match(/.{36}/g) ?? [];
}

beforeAll(async () => {
  t = await createTestApp();
  const { user } = await createUser(t.db);
  categoryIds.push((await createCategory(t.db)).id, (await createCategory(t.db)).id);
  // Auctions scattered up to ~250 km around Truro, with start dates, categories and listing times
  // that disagree with distance; some share a point and a start (ties), some ended, some pending,
  // some without coordinates: none of the last three may ever match.
  const random = fc.sample(
    fc.record({
      dLat: fc.double({ min: -2, max: 2, noNaN: true }),
      dLng: fc.double({ min: -2.5, max: 2.5, noNaN: true }),
      startHours: fc.integer({ min: 1, max: 24 * 30 }),
      category: fc.integer({ min: 0, max: 1 }),
    }),
    { numRuns: 80, seed: 17 },
  );
  const base = Date.now();
  for (const [i, drawn] of random.entries()) {
    // Every fifth shares the previous one's point and start: ties broken by id, as in SQL.
    const r = i % 5 === 4 ? (random[i - 1] ?? drawn) : drawn;
    await createAuction(t.app, {
      sellerId: user.id,
      categoryId: categoryIds[drawn.category] ?? '',
      lat: TRURO.lat + r.dLat,
      lng: TRURO.lng + r.dLng,
      auctionStartDate: new Date(base + r.startHours * HOUR),
    });
  }
  await createAuction(t.app, {
    sellerId: user.id,
    categoryId: categoryIds[0] ?? '',
    ...TRURO,
    status: 'PENDING',
  });
  await createAuction(t.app, {
    sellerId: user.id,
    categoryId: categoryIds[0] ?? '',
    ...TRURO,
    auctionStartDate: daysFromNow(-3),
    auctionEndDate: daysFromNow(-2),
  });
  await createAuction(t.app, {
    sellerId: user.id,
    categoryId: categoryIds[0] ?? '',
    location: 'Nowhere, NS',
  });
});
afterAll(() => t.close());

describe('radius searches answered from the instance arrays (issue 17)', () => {
  it('are read when the server starts, before any search asks', async () => {
    const started = await createTestApp();
    try {
      await started.app.nearIndex.settled();
      expect(started.app.nearIndex.matches(PROBE, 'date', 0, 1)).toEqual({ total: 0, ids: [] });
    } finally {
      await started.close();
    }
  });

  it('give the same matches in the same order as SQL, for any point, radius, sort, category and start', async () => {
    await freshIndex();
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          dLat: fc.double({ min: -2.5, max: 2.5, noNaN: true }),
          dLng: fc.double({ min: -3, max: 3, noNaN: true }),
          radiusKm: fc.integer({ min: 5, max: 500 }),
          sort: fc.constantFrom<ListSort>('date', 'distance', 'newest'),
          category: fc.option(fc.integer({ min: 0, max: 1 }), { nil: undefined }),
          fromHours: fc.option(fc.integer({ min: 0, max: 24 * 30 }), { nil: undefined }),
          offset: fc.integer({ min: 0, max: 40 }),
        }),
        async (q) => {
          const filter: AuctionFilter = {
            scope: 'public',
            near: { lat: TRURO.lat + q.dLat, lng: TRURO.lng + q.dLng, radiusM: q.radiusKm * 1000 },
            categoryId: q.category === undefined ? undefined : categoryIds[q.category],
            startDateFrom: q.fromHours === undefined ? undefined : new Date(Date.now() + q.fromHours * HOUR),
          };
          const expected = await sqlMatches(filter, q.sort);
          const all = t.app.nearIndex.matches(filter, q.sort, 0, expected.length + 5);
          expect(all?.total).toBe(expected.length);
          expect(all?.ids).toEqual(expected);
          // A page inside the list (only the matches up to its end are ordered).
          expect(t.app.nearIndex.matches(filter, q.sort, q.offset, 4)?.ids).toEqual(
            expected.slice(q.offset, q.offset + 4),
          );
        },
      ),
      { numRuns: 60, seed: 1717 },
    );
  });

  it('leave searches they cannot answer to SQL (text, town, seller, closed date window)', async () => {
    await freshIndex();
    const near = { ...TRURO, radiusM: 100_000 };
    expect(
      t.app.nearIndex.matches({ scope: 'public', near, search: 'estate' }, 'date', 0, 100),
    ).toBeUndefined();
    expect(
      t.app.nearIndex.matches({ scope: 'public', near, location: 'truro' }, 'date', 0, 100),
    ).toBeUndefined();
    expect(
      t.app.nearIndex.matches({ scope: 'public', near, startDateTo: daysFromNow(5) }, 'date', 0, 100),
    ).toBeUndefined();
    expect(t.app.nearIndex.matches({ scope: 'APPROVED', near }, 'date', 0, 100)).toBeUndefined();
    expect(t.app.nearIndex.matches({ scope: 'public' }, 'date', 0, 100)).toBeUndefined();
  });

  it('drop an auction the moment it ends, between two reads of the arrays', async () => {
    await freshIndex();
    const filter: AuctionFilter = { scope: 'public', near: { ...TRURO, radiusM: 500_000 } };
    const today = t.app.nearIndex.matches(filter, 'date', 0, 100)?.total ?? 0;
    const inTenDays =
      t.app.nearIndex.matches(filter, 'date', 0, 100, Date.now() + 10 * 24 * HOUR)?.total ?? 0;
    expect(today).toBeGreaterThan(inTenDays);
    expect(inTenDays).toBeGreaterThan(0);
    // Every sale here has ended 32 days from now (they start within 30 and last a day).
    expect(t.app.nearIndex.matches(filter, 'date', 0, 100, Date.now() + 32 * 24 * HOUR)?.total).toBe(0);
  });

  it('are forgotten by a write, here at once, and a read under way then is not kept', async () => {
    await freshIndex();
    const filter: AuctionFilter = { scope: 'public', near: { ...TRURO, radiusM: 2000 } };
    const before = t.app.nearIndex.matches(filter, 'date', 0, 100)?.total ?? 0;
    const { user } = await createUser(t.db);
    // createAuction forgets public reads as every write does: the arrays go with them.
    const id = await createAuction(t.app, { sellerId: user.id, categoryId: categoryIds[0] ?? '', ...TRURO });
    expect(t.app.nearIndex.matches(filter, 'date', 0, 100)).toBeUndefined();
    t.app.nearIndex.forgetAll(); // a second write while the read started above is under way
    await t.app.nearIndex.settled();
    expect(t.app.nearIndex.matches(filter, 'date', 0, 100)).toBeUndefined();
    await t.app.nearIndex.settled();
    const after = t.app.nearIndex.matches(filter, 'date', 0, 100);
    expect(after?.total).toBe(before + 1);
    expect(after?.ids).toContain(id);
  });

  it('never show an auction changed elsewhere since they were read: the page goes to SQL', async () => {
    await freshIndex();
    const filter: AuctionFilter = { scope: 'public', near: { ...TRURO, radiusM: 300_000 } };
    const listed = t.app.nearIndex.matches(filter, 'date', 0, 5);
    const changed = listed?.ids[2] ?? '';
    // As another instance would, without this one hearing of it yet.
    await t.db.update(auctions).set({ status: 'REJECTED' }).where(eq(auctions.id, changed));
    expect(t.app.nearIndex.matches(filter, 'date', 0, 5)?.ids).toContain(changed);
    const page = await findAuctionPage(t.db, filter, 'date', 5, 0, { near: t.app.nearIndex });
    expect(page.rows.map((row) => row.id)).not.toContain(changed);
    expect(page.total).toBe((listed?.total ?? 0) - 1);
    await t.db.update(auctions).set({ status: 'APPROVED' }).where(eq(auctions.id, changed));
  });

  it('reuse the rows of a page read a moment ago, until a write forgets them', async () => {
    await freshIndex();
    const filter: AuctionFilter = { scope: 'public', near: { ...TRURO, radiusM: 300_000 } };
    const first = await findAuctionPage(t.db, filter, 'date', 3, 0, { near: t.app.nearIndex });
    const id = first.rows[0]?.id ?? '';
    // Changed behind this instance's back: its kept row is still the one shown…
    await t.db.update(auctions).set({ title: 'Renamed elsewhere' }).where(eq(auctions.id, id));
    const again = await findAuctionPage(t.db, filter, 'date', 3, 0, { near: t.app.nearIndex });
    expect(again.rows[0]?.title).toBe(first.rows[0]?.title);
    // …until a write is heard of (here, or from another instance through the cache-change link).
    t.app.nearIndex.forgetAll();
    await untilRead();
    const fresh = await findAuctionPage(t.db, filter, 'date', 3, 0, { near: t.app.nearIndex });
    expect(fresh.rows[0]?.title).toBe('Renamed elsewhere');
  });

  it('answer the list call as SQL does: the same auctions, distances and totals', async () => {
    // An admin's lists are never taken from the answer cache, so both calls reach the query.
    const admin = { id: randomUUID(), role: 'ADMIN' as const };
    const params: AuctionListParams = {
      page: 2,
      limit: 7,
      sort: 'distance',
      near: { lat: TRURO.lat, lng: TRURO.lng },
      radiusKm: 120,
    };
    t.app.nearIndex.forgetAll();
    const fromSql = await listAuctions(t.app, admin, params);
    await untilRead();
    const fromArrays = await listAuctions(t.app, admin, params);
    expect(fromArrays).toEqual(fromSql);
    expect(fromSql.auctions).toHaveLength(7);
    expect(fromSql.auctions.every((auction) => typeof auction.distanceKm === 'number')).toBe(true);
  });
});

describe('page rows kept for radius searches (issue 25)', () => {
  it('are swept once expired, and never more than their bound', async () => {
    // Nothing is read from the database: rows come from the `read` given.
    const index = createNearIndex(t.db);
    const read = async (missing: string[]) => missing.map((id) => ({ id }));
    const ids = (from: number, count: number) => Array.from({ length: count }, (_, i) => `id-${from + i}`);
    for (let page = 0; page < 300; page++) await index.pageRows(ids(page * 20, 20), read, 0);
    expect(index.pageRowsKept).toBe(5_000);
    await index.pageRows(['later'], read, 60_000);
    expect(index.pageRowsKept).toBe(1);
  });
});

/** A circle around Truro and the lot search's sale filters (province, start dates), drawn. */
const saleFilters = fc.record({
  dLat: fc.double({ min: -2.5, max: 2.5, noNaN: true }),
  dLng: fc.double({ min: -3, max: 3, noNaN: true }),
  radiusKm: fc.integer({ min: 5, max: 500 }),
  province: fc.option(fc.constantFrom<'NS' | 'NB'>('NS', 'NB'), { nil: undefined }),
  fromHours: fc.option(fc.integer({ min: 0, max: 24 * 30 }), { nil: undefined }),
  toHours: fc.option(fc.integer({ min: 0, max: 24 * 30 }), { nil: undefined }),
});

const saleFilterOf = (q: typeof saleFilters extends fc.Arbitrary<infer T> ? T : never) => ({
  near: { lat: TRURO.lat + q.dLat, lng: TRURO.lng + q.dLng, radiusM: q.radiusKm * 1000 },
  province: q.province,
  startDateFrom: q.fromHours === undefined ? undefined : new Date(Date.now() + q.fromHours * HOUR),
  startDateTo: q.toHours === undefined ? undefined : new Date(Date.now() + q.toHours * HOUR),
});

describe('the lot search’s sales near a place from the arrays (issue 29)', () => {
  it('count the same lots and the same sales ending within each window as SQL, for any circle and sale filter', async () => {
    // Lots in most sales (some none), and a second province, set on the rows the arrays read.
    const listed = await t.db.select({ id: auctions.id }).from(auctions);
    for (const [i, { id }] of listed.entries())
      await t.db
        .update(auctions)
        .set({ lotCount: i % 4 === 0 ? 0 : (i * 7) % 50, province: i % 3 === 0 ? 'NB' : 'NS' })
        .where(eq(auctions.id, id));
    await freshIndex();
    await fc.assert(
      fc.asyncProperty(saleFilters, async (q) => {
        const filter = saleFilterOf(q);
        const [row] = await nearSalesSummary(t.db, filter);
        expect(t.app.nearIndex.lotSummary(filter, LOT_SEARCH_WINDOW_DAYS)).toEqual({
          lots: Number(row?.lots ?? 0),
          windows: row?.windows,
        });
      }),
      { numRuns: 60, seed: 2929 },
    );
  });

  it('list the same first sales with lots, in the same order, and the same lots in all as SQL', async () => {
    await freshIndex();
    await fc.assert(
      fc.asyncProperty(
        saleFilters,
        fc.boolean(),
        fc.integer({ min: 1, max: 60 }),
        async (q, byDistance, needed) => {
          const filter = saleFilterOf(q);
          const expected = await firstSalesWithLots(t.db, filter, byDistance ? 'distance' : 'date', needed);
          expect(t.app.nearIndex.salesWithLots(filter, byDistance, needed)).toEqual(expected);
        },
      ),
      { numRuns: 60, seed: 2930 },
    );
  });

  it('count the lots ending within each window nationwide as SQL does, counted again after a while', async () => {
    await freshIndex();
    const now = Date.now();
    const windows = LOT_SEARCH_WINDOW_DAYS.map(
      (days) =>
        sql`coalesce(sum(${auctions.lotCount}) filter (where ${auctions.auctionEndDate} <= now() + make_interval(days => ${days}::int)), 0)::int`,
    );
    const [row] = await t.db
      .select({ lots: sql<number[]>`array[${sql.join(windows, sql`, `)}]` })
      .from(auctions)
      .where(
        sql`${auctions.status} = 'APPROVED' and ${auctions.earth} is not null and ${auctions.auctionEndDate} > now()`,
      );
    const counted = t.app.nearIndex.lotsEndingWithin(LOT_SEARCH_WINDOW_DAYS, now);
    expect(counted).toEqual(row?.lots);
    expect(counted?.some((lots) => lots > 0)).toBe(true);
    // The same count for a few seconds; a fresh one after (a sale's end leaves the windows).
    expect(t.app.nearIndex.lotsEndingWithin(LOT_SEARCH_WINDOW_DAYS, now + 5_000)).toBe(counted);
    expect(t.app.nearIndex.lotsEndingWithin(LOT_SEARCH_WINDOW_DAYS, now + 11_000)).not.toBe(counted);
  });

  it('leave the summary and the sales to SQL while the arrays are forgotten', () => {
    t.app.nearIndex.forgetAll();
    const near = { ...TRURO, radiusM: 50_000 };
    expect(t.app.nearIndex.lotSummary({ near }, [1, 7])).toBeUndefined();
    expect(t.app.nearIndex.salesWithLots({ near }, false, 24)).toBeUndefined();
    expect(t.app.nearIndex.lotsEndingWithin([1, 7])).toBeUndefined();
  });
});
