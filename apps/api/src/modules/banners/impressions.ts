import fp from 'fastify-plugin';
import type { Executor } from '../../db/client.ts';
import { addImpressions, statsDay } from './queries.ts';

/**
 * Impressions are counted in memory and written about once a second, a few statements for all of
 * them (decision 6, docs/decisions/007): a write per view made every view wait for the database,
 * and PGlite runs one statement at a time on the app's own thread. Between writes a banner viewed
 * many times costs one row update, not one per view. Counting in JavaScript is exact under any
 * concurrency (one thread). The counts are written before every read of stats through the API and
 * when the app closes (the plugin below), so an advertiser never sees fewer than were served on this
 * instance and a graceful stop loses none; only a crash loses the counts since the last write.
 */
export const IMPRESSIONS_FLUSH_MS = 1_000;

/**
 * Writing takes about 20 µs a row on PGlite, and a busy home page with thousands of banners touches
 * thousands of rows a second: written every second that would stop requests ~10 % of the time.
 * So the wait after a write grows with what the write took, keeping writes near this share of the
 * time, up to MAX_FLUSH_MS (a second of views touches most banners: waiting longer writes hardly
 * more rows). A site with a few dozen banners writes every second.
 */
const WRITE_SHARE = 0.05;
const MAX_FLUSH_MS = 5_000;

/**
 * Rows per statement. Each statement holds PGlite's thread for its length, so a write is cut in
 * statements of this size with the event loop let through between them: 5,000 rows at once stopped
 * every request for ~60–90 ms. Smaller statements cost more in all (100 rows halved the bench's
 * throughput).
 */
export const ROWS_PER_WRITE = 1_000;

const letRequestsThrough = () => new Promise<void>((resolve) => setImmediate(resolve));

export class ImpressionCounter {
  /** Counts not yet written, by `${day} ${bannerId}`. */
  private pending = new Map<string, number>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Writes run one after another, never overlapping. */
  private writing: Promise<void> = Promise.resolve();
  /** How long the next timed write waits (see WRITE_SHARE). */
  private delayMs: number;
  /** Told when a timed write fails (its counts are kept and retried); set by the plugin to log. */
  onError: (error: unknown) => void = () => {};

  constructor(
    private readonly db: Executor,
    private readonly flushMs: number = IMPRESSIONS_FLUSH_MS,
    /** Times the writes; tests pass a clock they move, so no test depends on the machine's speed. */
    private readonly clockMs: () => number = () => performance.now(),
  ) {
    this.delayMs = flushMs;
  }

  /** How long the next timed write will wait after the first count. */
  get nextWriteInMs(): number {
    return this.delayMs;
  }

  count(bannerIds: readonly string[], now: Date): void {
    if (bannerIds.length === 0) return;
    const day = statsDay(now);
    for (const id of bannerIds) {
      const key = `${day} ${id}`;
      this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    }
    this.schedule();
  }

  /** Writes every count taken so far; resolves once they are in the database. */
  flush(): Promise<void> {
    const run = this.writing.then(() => this.write());
    this.writing = run.catch(() => {});
    return run;
  }

  /** Writes what is left and stops the timer (the app is closing). */
  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush().catch((error: unknown) => this.onError(error));
    }, this.delayMs);
    // A pending write never keeps the process alive; closing the app writes it (close()).
    this.timer.unref();
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = [...this.pending];
    this.pending = new Map();
    let writingMs = 0;
    for (let from = 0; from < batch.length; from += ROWS_PER_WRITE) {
      if (from > 0) await letRequestsThrough();
      const chunk = batch.slice(from, from + ROWS_PER_WRITE).map(([key, impressions]) => {
        const [day = '', bannerId = ''] = key.split(' ');
        return { bannerId, day, impressions };
      });
      const started = this.clockMs();
      try {
        await addImpressions(this.db, chunk);
      } catch (error) {
        // Kept for the next write (chunks written stay written): a database briefly away loses no counts.
        for (const [key, impressions] of batch.slice(from)) {
          this.pending.set(key, (this.pending.get(key) ?? 0) + impressions);
        }
        this.schedule();
        throw error;
      }
      writingMs += this.clockMs() - started;
    }
    this.delayMs = Math.min(
      Math.max(this.flushMs, writingMs / WRITE_SHARE),
      Math.max(this.flushMs, MAX_FLUSH_MS),
    );
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Banner impressions counted in memory, written about once a second (banners/service.ts). */
    bannerImpressions: ImpressionCounter;
  }
}

/** Impressions counted in memory reach the database about once a second and, at the latest, on close. */
export default fp(
  async (app) => {
    const impressions = new ImpressionCounter(app.db);
    impressions.onError = (error) =>
      app.log.error({ err: error }, 'banner impressions not saved yet; kept for the next write');
    app.addHook('onClose', async () => {
      await impressions.close();
    });
    app.decorate('bannerImpressions', impressions);
  },
  { name: 'banner-impressions', dependencies: ['db'] },
);
