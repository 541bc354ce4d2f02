import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Executor } from '../../db/client.ts';
import { bannerStats, banners } from '../../db/schema.ts';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { ImpressionCounter, ROWS_PER_WRITE } from './impressions.ts';
import { insertBanner } from './queries.ts';

/** Impressions counted in memory and written in batches (impressions.ts): none may be lost. */

let t: TestApp;
let advertiserId: string;

beforeAll(async () => {
  t = await createTestApp();
  advertiserId = (await createUser(t.db)).user.id;
});
afterAll(() => t.close());

const NEVER_MS = 600_000;

const banner = async () =>
  (
    await insertBanner(t.db, {
      advertiserId,
      advertiserName: 'Counted Co',
      contactEmail: 'a@b.ca',
      targetUrl: 'https://counted.example.ca/',
      imageUrl: '/uploads/banners/x/counted.webp',
      placement: 'HOMEPAGE_SIDEBAR_1',
      size: 'SQUARE',
      startDate: new Date(Date.now() - 86_400_000),
      endDate: new Date(Date.now() + 86_400_000),
      status: 'APPROVED',
    })
  ).id;

/** A raw statement's rows (both drivers answer `rows`; the shared Drizzle type cannot say so). */
const select = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

const rowsOf = (id: string) =>
  t.db
    .select({ day: bannerStats.day, impressions: bannerStats.impressions, clicks: bannerStats.clicks })
    .from(bannerStats)
    .where(eq(bannerStats.bannerId, id))
    .orderBy(bannerStats.day);

describe('ImpressionCounter', () => {
  it('writes the counts on its own once the interval has passed', async () => {
    const [a, b] = [await banner(), await banner()];
    const counter = new ImpressionCounter(t.db, 20);
    counter.count([a, b], new Date());
    counter.count([a], new Date());
    await vi.waitFor(async () => expect((await rowsOf(a))[0]?.impressions).toBe(2), { interval: 10 });
    expect((await rowsOf(b))[0]?.impressions).toBe(1);
    await counter.close();
  });

  it('writes what is left when closed, and adds to counts already stored', async () => {
    const id = await banner();
    const first = new ImpressionCounter(t.db, NEVER_MS);
    first.count([id, id, id], new Date());
    await first.close();
    const second = new ImpressionCounter(t.db, NEVER_MS);
    second.count([id], new Date());
    await second.close();
    expect(await rowsOf(id)).toMatchObject([{ impressions: 4, clicks: 0 }]);
  });

  it('files each count under the Halifax day it was served (issue 30)', async () => {
    const id = await banner();
    const counter = new ImpressionCounter(t.db, NEVER_MS);
    // Halifax is UTC−4 in early March: its 2 March starts at 04:00 UTC.
    counter.count([id], new Date('2030-03-02T03:59:59.999Z'));
    counter.count([id], new Date('2030-03-02T04:00:00.000Z'));
    counter.count([id], new Date('2030-03-02T12:00:00.000Z'));
    await counter.flush();
    expect(await rowsOf(id)).toEqual([
      { day: '2030-03-01', impressions: 1, clicks: 0 },
      { day: '2030-03-02', impressions: 2, clicks: 0 },
    ]);
  });

  it('keeps the counts of a failed write and writes them with the next', async () => {
    const id = await banner();
    let failures = 1;
    const flaky = {
      execute: (query: Parameters<TestApp['db']['execute']>[0]) => {
        if (failures-- > 0) return Promise.reject(new Error('database away'));
        return t.db.execute(query);
      },
    } as unknown as Executor;
    const counter = new ImpressionCounter(flaky, NEVER_MS);
    counter.count([id, id], new Date());
    await expect(counter.flush()).rejects.toThrow('database away');
    counter.count([id], new Date());
    await counter.close();
    expect(await rowsOf(id)).toMatchObject([{ impressions: 3 }]);
  });

  it('drops the counts of a banner deleted meanwhile and writes the others', async () => {
    const [kept, deleted] = [await banner(), await banner()];
    const counter = new ImpressionCounter(t.db, NEVER_MS);
    counter.count([kept, deleted], new Date());
    await t.db.delete(banners).where(eq(banners.id, deleted));
    await counter.close();
    expect(await rowsOf(kept)).toMatchObject([{ impressions: 1 }]);
    expect(await rowsOf(deleted)).toEqual([]);
  });

  it('writes a large batch in several statements, and after a failure midway neither loses nor doubles', async () => {
    const ids = (
      await select<{ id: string }>(sql`
        insert into banners (advertiser_id, advertiser_name, contact_email, target_url, image_url, placement,
                             size, start_date, end_date, status)
        select ${advertiserId}, 'Bulk ' || g, 'a@b.ca', 'https://bulk.example.ca/', '/uploads/b.webp',
               'CATEGORY_PAGE', 'SQUARE', now() - interval '1 day', now() + interval '1 day', 'APPROVED'
        from generate_series(1, ${ROWS_PER_WRITE + 200}) g
        returning id`)
    ).map((row) => row.id);
    let statements = 0;
    const failingSecond = {
      execute: (query: Parameters<TestApp['db']['execute']>[0]) => {
        statements += 1;
        if (statements === 2) return Promise.reject(new Error('database away'));
        return t.db.execute(query);
      },
    } as unknown as Executor;
    const counter = new ImpressionCounter(failingSecond, NEVER_MS);
    counter.count(ids, new Date());
    counter.count(ids, new Date());
    await expect(counter.flush()).rejects.toThrow('database away');
    await counter.close();
    // A full statement written, the rest failed; then the rest written.
    expect(statements).toBe(3);
    const [totals] = await select<{ rows: number; impressions: number }>(sql`
      select count(*)::int as rows, sum(impressions)::int as impressions
      from banner_stats where banner_id in (select id from banners where advertiser_name like 'Bulk %')`);
    expect(totals).toEqual({ rows: ROWS_PER_WRITE + 200, impressions: 2 * (ROWS_PER_WRITE + 200) });
  });

  it('waits longer after a slow write, so writing never takes much of the time', async () => {
    const id = await banner();
    // The write's time comes from a clock the "database" moves, not from this machine's speed.
    let clockMs = 0;
    let slowMs = 60;
    const slow = {
      execute: async (query: Parameters<TestApp['db']['execute']>[0]) => {
        clockMs += slowMs;
        return t.db.execute(query);
      },
    } as unknown as Executor;
    const counter = new ImpressionCounter(slow, 1_000, () => clockMs);
    expect(counter.nextWriteInMs).toBe(1_000);
    counter.count([id], new Date());
    await counter.flush();
    expect(counter.nextWriteInMs).toBe(1_200); // 60 ms is 5 % of 1.2 s
    slowMs = 1_000;
    counter.count([id], new Date());
    await counter.flush();
    expect(counter.nextWriteInMs).toBe(5_000); // never more than 5 s
    slowMs = 0;
    counter.count([id], new Date());
    await counter.close();
    expect(counter.nextWriteInMs).toBe(1_000);
  });
});
