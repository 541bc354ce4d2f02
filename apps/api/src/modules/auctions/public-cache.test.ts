import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createAuctionReadCache } from './public-cache.ts';
import { createAuction, createCategory, daysFromNow } from './test-fixtures.ts';

/** Issue 25: what an outsider asks for chooses the keys, so only the bounds keep memory in check. */
describe('public read cache bounds', () => {
  it('keeps at most 500 answers however many distinct reads arrive', async () => {
    const cache = createAuctionReadCache();
    for (let i = 0; i < 2_000; i++) await cache.remember(`list:${i}`, async () => ({ i }));
    expect(cache.kept.answers).toBe(500);
  });

  it('keeps answers and match lists within their character budgets', async () => {
    const cache = createAuctionReadCache();
    const big = 'x'.repeat(200_000);
    for (let i = 0; i < 400; i++) {
      await cache.remember(`list:${i}`, async () => ({ big }));
      await cache.rememberMatches(`matches:${i}`, async () => big);
    }
    const kept = cache.kept;
    expect(kept.chars).toBeLessThanOrEqual(32_000_000);
    expect(kept.answers).toBeLessThan(100);
    expect(kept.matches).toBeLessThan(100);
  });

  it('weighs a calendar month, kept as a Map of days, by its contents', async () => {
    const cache = createAuctionReadCache();
    await cache.remember('calendar-month:2027-03', async () => new Map([['2027-03-01', 'x'.repeat(50_000)]]));
    expect(cache.kept.chars).toBeGreaterThan(50_000);
  });
});

describe('the auction list under distinct searches', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const { user } = await createUser(t.db);
    const categoryId = (await createCategory(t.db)).id;
    await createAuction(t.app, { sellerId: user.id, categoryId, auctionStartDate: daysFromNow(2) });
  });
  afterAll(() => t.close());

  it('does not keep more answers than its bound', async () => {
    for (let i = 0; i < 510; i++) {
      const response = await t.app.inject({ method: 'GET', url: `/api/auctions?search=word${i}` });
      expect(response.statusCode).toBe(200);
    }
    const kept = t.app.auctionReads.kept;
    expect(kept.answers).toBeLessThanOrEqual(500);
    expect(kept.matches).toBeLessThanOrEqual(500);
  });
});
