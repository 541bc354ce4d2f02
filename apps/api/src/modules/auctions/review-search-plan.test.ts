import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { auctions } from '../../db/schema.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { reviewSearchOf } from './queries.ts';

/**
 * Issue 31 item 1: the review queue's search reads every queued auction's titles, so what it
 * compares them with (the two tsqueries, the pattern) must be computed once per statement. Written
 * inline they were computed for every row (`unaccent` is STABLE, not IMMUTABLE): 35 ms of a 35 ms
 * statement at 500 queued auctions on PostgreSQL.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('the review queue statements', () => {
  it('compares each queued auction with tsqueries and a pattern computed once (InitPlans)', async () => {
    const result = (await handle.db.execute(
      sql`explain (verbose) select ${auctions.id} from ${auctions}
        where ${auctions.status} = 'PENDING' and ${reviewSearchOf('Hélène bench-seller-42@')}`,
    )) as unknown as { rows: Record<string, string>[] };
    const plan = result.rows.map((row) => Object.values(row)[0]).join('\n');
    const filter = plan.split('\n').find((line) => /Filter:.*search_vector/.test(line));
    expect(filter).toBeDefined();
    expect(filter).not.toMatch(/websearch_to_tsquery|unaccent\('%/);
    expect(plan).toMatch(/InitPlan/);
  });

  it('reads the queue’s ids, creation and start times from the status index alone (migration 0042)', async () => {
    // Without the INCLUDE columns each queued auction cost a heap page: 502 buffers for 500 queued
    // on PostgreSQL, 6 with them. Sequential and bitmap scans are turned off so the tiny test table
    // still shows which index can answer alone.
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const result = (await tx.execute(
        sql`explain select ${auctions.id}, ${auctions.createdAt}, ${auctions.auctionStartDate}, count(*) over ()
          from ${auctions} where ${auctions.status} = 'PENDING'`,
      )) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toMatch(/Index Only Scan using auctions_status_created_idx/);
  });
});
