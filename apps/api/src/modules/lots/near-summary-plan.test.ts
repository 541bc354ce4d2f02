import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { nearSalesSummary } from './search-queries.ts';

/**
 * Issue 29 item 5: words near a place first count the lots of the sales within the radius. Read from
 * the heap that was one page per sale (3,996 sales within 50 km of Truro at 5 million lots: 3,857
 * buffers, 16 ms); with `lot_count` in auctions_public_earth_idx's INCLUDE (migration 0043) the
 * index answers alone (99 buffers, 1.6 ms).
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('the lots near a place', () => {
  it('are counted from the radius index alone (migration 0043)', async () => {
    // Sequential and bitmap scans are turned off so the empty test table still shows which index
    // can answer alone.
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const summary = nearSalesSummary(tx, { near: { lat: 45.36, lng: -63.28, radiusM: 50_000 } });
      const result = (await tx.execute(sql`explain ${summary}`)) as unknown as {
        rows: Record<string, string>[];
      };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toMatch(/Index Only Scan using auctions_public_earth_idx/);
  });
});
