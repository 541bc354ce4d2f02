import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Executor } from '../../db/client.ts';
import { type BackgroundJob, scheduleBackgroundJob } from '../../plugins/background-job.ts';

/**
 * Issue 29 item 5 (decision 024, seventh amendment): `lot_search` keeps one row per listed lot whose
 * sale had not ended when the lot was last written. A sale's end is no write, so the rows of ended
 * sales stayed until their lots were next written — never read (every search checks the end), but
 * never removed either, and the table grew with every sale ever listed. This sweep removes them.
 */

/** How often an instance sweeps. */
export const LOT_SEARCH_SWEEP_MS = 10 * 60 * 1000;

/**
 * Rows are swept an hour after their sale's end by this instance's clock: they are never read once
 * the sale has ended by the database's clock, so an instance whose clock runs ahead of the
 * database's by less than this never removes a row a search could still find.
 */
export const LOT_SEARCH_SWEEP_GRACE_MS = 60 * 60 * 1000;

/** Rows deleted per statement (one short transaction each), and statements per run at most. */
export const LOT_SEARCH_SWEEP_BATCH = 2_000;
export const LOT_SEARCH_SWEEP_BATCHES = 25;

export interface LotSearchSweepOptions {
  /** This instance's clock (the fake timers' in tests). */
  now?: number;
  batch?: number;
  batches?: number;
}

/**
 * Deletes the rows of sales that ended more than LOT_SEARCH_SWEEP_GRACE_MS ago, `batch` rows a
 * statement and at most `batches` statements (50,000 rows a run by default: a long backlog, such
 * as the first run after migration 0046 on a large catalogue, is worked off over several runs
 * without holding locks or the thread for long). The rows come off `lot_search_ended_idx` in end
 * order. Safe on several instances at once: each statement locks the rows it takes and skips rows
 * another has locked (a sweep elsewhere, or a lot being written, whose trigger then decides its
 * row); deleting a row already gone deletes nothing. Returns the rows deleted.
 */
export async function sweepEndedLotSearch(
  db: Executor,
  {
    now = Date.now(),
    batch = LOT_SEARCH_SWEEP_BATCH,
    batches = LOT_SEARCH_SWEEP_BATCHES,
  }: LotSearchSweepOptions = {},
): Promise<number> {
  // Epoch seconds, as the index's expression (lot_search_end_epoch, migration 0046).
  const before = (now - LOT_SEARCH_SWEEP_GRACE_MS) / 1000;
  let removed = 0;
  for (let run = 0; run < batches; run += 1) {
    const result = (await db.execute(sql`with swept as (
        delete from lot_search where lot_id in (
          select lot_id from lot_search
           where lot_search_end_epoch(sale_end_date) < ${before}::float8
           order by lot_search_end_epoch(sale_end_date)
           limit ${batch}::int
           for update skip locked)
        returning 1)
      select count(*)::int as n from swept`)) as unknown as { rows: { n: number }[] };
    // Both drivers answer raw queries with `rows`; the shared PgDatabase type cannot say so.
    const deleted = Number(result.rows[0]?.n ?? 0);
    removed += deleted;
    if (deleted < batch) break;
  }
  return removed;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The sweep's handle: `settled` for tests, `kick` to sweep soon. */
    lotSearchSweep: BackgroundJob;
  }
}

/**
 * The sweep on every instance, every LOT_SEARCH_SWEEP_MS, as the other periodic jobs run (one run at
 * a time, never keeping the process alive, the run under way finished on close).
 */
export default fp(
  async (app) => {
    app.decorate(
      'lotSearchSweep',
      scheduleBackgroundJob(app, {
        failure: 'lot search sweep failed',
        everyMs: LOT_SEARCH_SWEEP_MS,
        run: () => sweepEndedLotSearch(app.db),
      }),
    );
  },
  { name: 'lot-search-sweep', dependencies: ['db'] },
);
