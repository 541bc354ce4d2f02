import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { lotSearchCells, lotSearchNearTerms } from './search-queries.ts';

/**
 * Issue 29 item 5 (migration 0045): a window of words near a place is looked up cell by cell, one
 * scan of lot_search_terms_idx per quarter-degree cell (`@@ any(…)`), whose matching work is its own
 * terms against its own rows; and nothing else is read for the place (each row holds its sale's
 * point). At 5 million lots one query of every cell's terms matched each of 12,988 rows against every
 * term, and 10,324 of them were then read again through `auctions` to be dropped.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const TRURO = { lat: 45.36685, lng: -63.26538, radiusM: 50_000 };

describe('a window near a place', () => {
  it('is one index scan per cell, the place checked on the row (migration 0045)', async () => {
    const now = Date.now();
    const cells = lotSearchCells(TRURO, 365, undefined, now) ?? [];
    expect(cells.length).toBeGreaterThan(10);
    const terms = lotSearchNearTerms("'piano'", 365, now, cells) ?? '';
    expect(terms.split('\n')).toHaveLength(cells.length);
    // Sequential scans are turned off (as lot_search_page does) so the empty test table still shows
    // which index answers; the statement is the function's window query.
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain select s.lot_id from lot_search s
        where lot_search_terms(s.search_vector, s.sale_end_date, s.cell)
                @@ any(string_to_array(${terms}::text, E'\n')::tsquery[])
          and (s.search_vector @@ 'piano'::tsquery) is true
          and coalesce(earth_box(ll_to_earth(${TRURO.lat}, ${TRURO.lng}), ${TRURO.radiusM}) @> s.earth
                and (s.earth <-> ll_to_earth(${TRURO.lat}, ${TRURO.lng})) <= 50000, false)`)) as unknown as {
        rows: Record<string, string>[];
      };
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on lot_search_terms_idx/);
    expect(plan).toMatch(/@@ ANY/);
    expect(plan).not.toMatch(/auctions/);
  });

  it('is the function lot_search_page runs (its text holds the per-cell lookup and no read of the sales)', async () => {
    const result = (await handle.db.execute(
      sql`select prosrc, proconfig::text as config from pg_proc where proname = 'lot_search_page'`,
    )) as unknown as { rows: { prosrc: string; config: string }[] };
    expect(result.rows).toHaveLength(1);
    const [fn] = result.rows;
    expect(fn?.prosrc).toMatch(/@@ ANY\(string_to_array\(p_terms\[i\], E'\\n'\)::tsquery\[\]\)/);
    expect(fn?.prosrc).not.toMatch(/FROM auctions/i);
    expect(fn?.config).toMatch(/enable_seqscan=off/);
  });
});
