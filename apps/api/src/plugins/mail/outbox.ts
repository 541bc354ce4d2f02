import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import type { MailDriver, MailMessage } from './driver.ts';

export const MAIL_KIND = 'mail';

export const OUTBOX_LIMITS = {
  /** Rows one drain claims at most. */
  batch: 20,
  /** A claimed row is hidden this long; if the instance dies mid-send, another picks it up after. */
  leaseMs: 5 * 60 * 1000,
  /** After this many failed attempts the row is given up (processed_at set, last_error kept). */
  maxAttempts: 10,
} as const;

/** Back-off before the next try after `attempts` failures: 30 s, 1 min, 2 min … capped at 6 h. */
export const mailBackoffMs = (attempts: number): number =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);

/** Queues a mail in the caller's transaction: it is sent only if that transaction commits. */
export async function enqueueMail(tx: Executor, message: MailMessage): Promise<void> {
  await tx.insert(outbox).values({ kind: MAIL_KIND, payload: message });
}

type Rows<T> = { rows: T[] };
interface Claimed {
  id: string;
  payload: MailMessage | string;
  attempts: number;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

/**
 * Claims due mail rows (FOR UPDATE SKIP LOCKED, so many instances drain side by side without sending
 * twice), pushes the lease forward, commits, then sends outside any transaction and records the result.
 */
export async function drainOutbox(
  app: FastifyInstance,
  options: { driver?: MailDriver; now?: Date; limit?: number } = {},
): Promise<DrainResult> {
  const driver = options.driver ?? app.mail.driver;
  const now = options.now ?? new Date();
  const limit = options.limit ?? OUTBOX_LIMITS.batch;
  const leaseUntil = new Date(now.getTime() + OUTBOX_LIMITS.leaseMs);
  // The database's own clock unless a time is given: a mail enqueued (available_at = now(), in
  // microseconds) in the same millisecond as the drain's Date was not yet due by it, and waited for
  // the next drain; a test reading its mail right after found none, or the one before.
  const due = options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
  const claimed = (await app.db.execute(sql`
    update outbox set available_at = ${leaseUntil.toISOString()}::timestamptz, attempts = attempts + 1
    where id in (
      select id from outbox
      where kind = ${MAIL_KIND} and processed_at is null and available_at <= ${due}
      order by available_at
      limit ${limit}
      for update skip locked
    )
    returning id, payload, attempts`)) as unknown as Rows<Claimed>;

  const result: DrainResult = { sent: 0, failed: 0 };
  for (const row of claimed.rows) {
    const message = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as MailMessage;
    try {
      await driver.send(message);
      await app.db.execute(
        sql`update outbox set processed_at = now(), last_error = null where id = ${row.id}`,
      );
      result.sent++;
    } catch (error) {
      result.failed++;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const attempts = Number(row.attempts);
      if (attempts >= OUTBOX_LIMITS.maxAttempts) {
        await app.db.execute(
          sql`update outbox set processed_at = now(), last_error = ${`gave up: ${reason}`} where id = ${row.id}`,
        );
        app.log.error({ outboxId: row.id, attempts, err: error }, 'mail given up after repeated failures');
      } else {
        const retryAt = new Date(now.getTime() + mailBackoffMs(attempts));
        await app.db.execute(
          sql`update outbox set available_at = ${retryAt.toISOString()}::timestamptz, last_error = ${reason}
              where id = ${row.id}`,
        );
        app.log.warn({ outboxId: row.id, attempts, err: error }, 'mail failed; will retry');
      }
    }
  }
  return result;
}
