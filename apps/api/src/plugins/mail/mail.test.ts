import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import {
  createCapturingMailDriver,
  drainOutbox,
  enqueueMail,
  linksIn,
  type MailDriver,
  mailBackoffMs,
  OUTBOX_LIMITS,
} from './index.ts';

let t: TestApp;
const capture = createCapturingMailDriver();
beforeAll(async () => {
  t = await createTestApp();
  t.app.mail.driver = capture;
});
afterAll(() => t.close());

const message = (to: string) => ({
  to,
  subject: 'Hello',
  text: `Open https://mariner.example/x?token=${to}`,
});
const rowsTo = async (to: string) =>
  (await t.db.select().from(outbox)).filter((row) => (row.payload as { to: string }).to === to);

describe('mail plugin', () => {
  it('lists the links of a text for the log driver', () => {
    const fresh = createCapturingMailDriver();
    expect(fresh.name).toBe('capture');
    expect(linksIn('see https://a.example/b?c=d and http://x.example.')).toEqual([
      'https://a.example/b?c=d',
      'http://x.example.',
    ]);
  });

  it('sends only what a committed transaction enqueued, once, and marks it processed', async () => {
    await t.db.transaction(async (tx) => enqueueMail(tx, message('committed@example.ca')));
    await t.db
      .transaction(async (tx) => {
        await enqueueMail(tx, message('rolled-back@example.ca'));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await drainOutbox(t.app);
    await drainOutbox(t.app);
    expect(capture.sent.filter((sent) => sent.to === 'committed@example.ca')).toHaveLength(1);
    expect(capture.sent.some((sent) => sent.to === 'rolled-back@example.ca')).toBe(false);
    const [row] = await rowsTo('committed@example.ca');
    expect(row?.processedAt).toBeInstanceOf(Date);
    expect(row?.lastError).toBeNull();
  });

  // PGlite reads this process's clock: a minute behind, its now() is too. PostgreSQL's (CI's second
  // API run) is its own.
  it.skipIf(!process.env.DATABASE_URL)(
    'sends a mail as soon as the database says it is due, whatever this process’s clock reads',
    async () => {
      // The row is due at the database's now() (in microseconds). A drain judging by a JavaScript
      // Date missed a mail enqueued in the same millisecond (CI read the older mail); a clock a minute
      // behind shows it for certain.
      await enqueueMail(t.db, message('due-now@example.ca'));
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 60_000 });
      try {
        await drainOutbox(t.app);
      } finally {
        vi.useRealTimers();
      }
      expect(capture.sent.filter((sent) => sent.to === 'due-now@example.ca')).toHaveLength(1);
    },
  );

  it('retries a failed send with back-off, recording the error, then succeeds', async () => {
    await enqueueMail(t.db, message('flaky@example.ca'));
    const failing: MailDriver = {
      name: 'failing',
      async send(sent) {
        if (sent.to === 'flaky@example.ca') throw new Error('SMTP 451 try later');
      },
    };
    const now = new Date(Date.now() + 1000);
    await drainOutbox(t.app, { driver: failing, now });
    let [row] = await rowsTo('flaky@example.ca');
    expect(row?.processedAt).toBeNull();
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBe('SMTP 451 try later');
    expect(row?.availableAt.getTime()).toBe(now.getTime() + mailBackoffMs(1));

    // Not due yet: nothing is sent.
    const early = createCapturingMailDriver();
    await drainOutbox(t.app, { driver: early, now: new Date(now.getTime() + 1000) });
    expect(early.sent).toHaveLength(0);

    const later = createCapturingMailDriver();
    await drainOutbox(t.app, { driver: later, now: new Date(now.getTime() + mailBackoffMs(1) + 1) });
    expect(later.sent.map((sent) => sent.to)).toEqual(['flaky@example.ca']);
    [row] = await rowsTo('flaky@example.ca');
    expect(row?.processedAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(2);
  });

  it('gives a message up after the last attempt', async () => {
    await enqueueMail(t.db, message('doomed@example.ca'));
    const [queued] = await rowsTo('doomed@example.ca');
    await t.db
      .update(outbox)
      .set({ attempts: OUTBOX_LIMITS.maxAttempts - 1 })
      .where(eq(outbox.id, queued?.id ?? ''));
    const failing: MailDriver = {
      name: 'failing',
      async send() {
        throw new Error('mailbox unavailable');
      },
    };
    await drainOutbox(t.app, { driver: failing, now: new Date(Date.now() + 1000) });
    const [row] = await rowsTo('doomed@example.ca');
    expect(row?.processedAt).toBeInstanceOf(Date);
    expect(row?.lastError).toBe('gave up: mailbox unavailable');
  });

  it('never hands one row to two drains running side by side', async () => {
    for (let index = 0; index < 10; index++) await enqueueMail(t.db, message(`parallel${index}@example.ca`));
    const a = createCapturingMailDriver();
    const b = createCapturingMailDriver();
    const now = new Date(Date.now() + 1000);
    await Promise.all([
      drainOutbox(t.app, { driver: a, now, limit: 6 }),
      drainOutbox(t.app, { driver: b, now, limit: 6 }),
    ]);
    const sentTo = [...a.sent, ...b.sent, ...capture.sent]
      .map((sent) => sent.to)
      .filter((to) => to.startsWith('parallel'));
    expect(new Set(sentTo).size).toBe(10);
    expect(sentTo).toHaveLength(10);
  });
});
