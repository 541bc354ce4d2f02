import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createUser } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { findReviewPage, insertAuction } from './queries.ts';
import { createCategory, daysFromNow } from './test-fixtures.ts';

/**
 * Issue 31: a plain review queue (its status alone, as the spec's call and the Pending tab ask) is
 * one statement prepared per status and order: Drizzle builds it once, later pages bind their limit
 * and offset. A search or a filter still builds its own.
 */
let handle: DatabaseHandle;
const ids: string[] = [];
beforeAll(async () => {
  handle = await createTestDatabase();
  const categoryId = (await createCategory(handle.db)).id;
  const { user } = await createUser(handle.db, { role: 'SELLER' });
  for (let n = 0; n < 5; n++) {
    ids.push(
      await insertAuction(handle.db, {
        sellerId: user.id,
        categoryId,
        title: `Queued sale ${n}`,
        description: 'A long enough description of an auction with many lots, viewing the day before.',
        location: 'Truro, NS',
        province: 'NS',
        status: 'PENDING',
        auctionStartDate: daysFromNow(10 - n),
        auctionEndDate: daysFromNow(11 - n),
        createdAt: new Date(Date.now() - (5 - n) * 60_000),
      }),
    );
  }
});
afterAll(() => handle.close());

describe('the plain review queue page', () => {
  it('is built once per status and order, and pages through the queue as before', async () => {
    const first = await findReviewPage(handle.db, { scope: 'PENDING' }, 'oldest', 2, 0);
    expect(first.total).toBe(5);
    expect(first.rows.map((row) => row.id)).toEqual(ids.slice(0, 2));
    const select = vi.spyOn(handle.db, 'select');
    try {
      const second = await findReviewPage(handle.db, { scope: 'PENDING', search: undefined }, 'oldest', 2, 2);
      expect(second.rows.map((row) => row.id)).toEqual(ids.slice(2, 4));
      expect(second.total).toBe(5);
      expect(select).not.toHaveBeenCalled();
      // Past the last page the count is read apart; a search builds its statement.
      expect((await findReviewPage(handle.db, { scope: 'PENDING' }, 'oldest', 2, 10)).total).toBe(5);
      await findReviewPage(handle.db, { scope: 'PENDING', search: 'Queued' }, 'oldest', 2, 0);
      expect(select).toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
    const newest = await findReviewPage(handle.db, { scope: 'PENDING' }, 'newest', 50, 0);
    expect(newest.rows.map((row) => row.id)).toEqual([...ids].reverse());
  });
});
