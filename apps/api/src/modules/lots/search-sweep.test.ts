import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lotSearch, lots, type UserRow } from '../../db/schema.ts';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createAuction, createCategory } from '../auctions/test-fixtures.ts';
import { LOT_SEARCH_SWEEP_GRACE_MS, LOT_SEARCH_SWEEP_MS, sweepEndedLotSearch } from './search-sweep.ts';

/**
 * Decision 024, seventh amendment (migration 0046): the rows of ended sales leave `lot_search`
 * through a periodic sweep (a sale's end is no write, so the lots' trigger never removes them).
 * The app's timers and clock are fake: the sweep's interval and the passing of the sale's end are
 * advanced by hand, no test waits. The database's clock is real, so the sales here end within the
 * hour by it and are "ended" only by the app's advanced clock, past the sweep's grace.
 */

const HOUR = 60 * 60 * 1000;
let t: TestApp;
let seller: UserRow;
let categoryId: string;

beforeAll(async () => {
  // Only the interval timers and the clock: the database drivers keep their own timers.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  t = await createTestApp();
  seller = (await createUser(t.db)).user;
  categoryId = (await createCategory(t.db)).id;
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

/** A listed sale ending `endsInMs` from now, with `count` lots (their rows written by the trigger). */
async function saleWithLots(endsInMs: number, count: number) {
  const id = await createAuction(t.app, {
    sellerId: seller.id,
    categoryId,
    auctionStartDate: new Date(Date.now() - HOUR),
    auctionEndDate: new Date(Date.now() + endsInMs),
  });
  await t.db.insert(lots).values(
    Array.from({ length: count }, (_, index) => ({
      auctionId: id,
      position: index + 1,
      lotNumber: String(index + 1),
      title: `Swept brass lamp ${index + 1}`,
    })),
  );
  return id;
}

const rowsOf = async (...sales: string[]) =>
  Number(
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(lotSearch)
        .where(inArray(lotSearch.auctionId, sales))
    )[0]?.n,
  );

describe('lot_search sweep', () => {
  it("removes the rows of sales that ended, on the app's timer, and keeps the others", async () => {
    const ending = await saleWithLots(30 * 60 * 1000, 3);
    const later = await saleWithLots(30 * 24 * HOUR, 2);
    expect(await rowsOf(ending)).toBe(3);
    expect(await rowsOf(later)).toBe(2);

    // Not yet past the grace after its end: kept.
    vi.setSystemTime(Date.now() + 30 * 60 * 1000 + LOT_SEARCH_SWEEP_GRACE_MS / 2);
    await vi.advanceTimersByTimeAsync(LOT_SEARCH_SWEEP_MS);
    await t.app.lotSearchSweep.settled();
    expect(await rowsOf(ending)).toBe(3);

    // An hour later the sale is past the grace: the next tick removes its rows, and only those.
    vi.setSystemTime(Date.now() + LOT_SEARCH_SWEEP_GRACE_MS);
    await vi.advanceTimersByTimeAsync(LOT_SEARCH_SWEEP_MS);
    await t.app.lotSearchSweep.settled();
    expect(await rowsOf(ending)).toBe(0);
    expect(await rowsOf(later)).toBe(2);
    // The lots themselves stay (the sale's results and catalogue still show them).
    expect(await t.db.$count(lots, eq(lots.auctionId, ending))).toBe(3);
  });

  it('deletes in bounded batches, the rest on the next runs', async () => {
    const ended = await saleWithLots(10 * 60 * 1000, 5);
    const ahead = Date.now() + 2 * LOT_SEARCH_SWEEP_GRACE_MS;
    expect(await sweepEndedLotSearch(t.db, { now: ahead, batch: 2, batches: 2 })).toBe(4);
    expect(await rowsOf(ended)).toBe(1);
    expect(await sweepEndedLotSearch(t.db, { now: ahead, batch: 2, batches: 2 })).toBe(1);
    expect(await rowsOf(ended)).toBe(0);
    expect(await sweepEndedLotSearch(t.db, { now: ahead, batch: 2, batches: 2 })).toBe(0);
  });

  it('finds the ended rows off their own index, never the search terms', async () => {
    await t.db.execute(sql`set enable_seqscan = off`);
    const plan = (
      (await t.db.execute(
        sql`explain select lot_id from lot_search where lot_search_end_epoch(sale_end_date) < 0 order by lot_search_end_epoch(sale_end_date) limit 10`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] }
    ).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    await t.db.execute(sql`reset enable_seqscan`);
    expect(plan).toContain('lot_search_ended_idx');
  });
});
