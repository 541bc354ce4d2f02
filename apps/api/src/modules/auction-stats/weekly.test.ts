import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionStatsDaily, outbox } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createAuction, createCategory } from '../auctions/test-fixtures.ts';
import { lastWeek, sendWeeklyStats } from './weekly.ts';

let t: TestApp;
let categoryId: string;
const PUBLIC_URL = 'https://mariner.example';
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await createCategory(t.db, 'Tools')).id;
});
afterAll(() => t.close());

interface Mail {
  to: string;
  subject: string;
  text: string;
}
const mailsTo = async (email: string): Promise<Mail[]> =>
  (await t.db.select({ payload: outbox.payload }).from(outbox))
    .map((row) => row.payload as Mail)
    .filter((mail) => mail.to === email);

const run = (now = new Date()) => sendWeeklyStats(t.app, { publicUrl: PUBLIC_URL, now });

/** A seller with one listing live last week and some of last week's numbers. */
async function sellerWithLiveListing(values: Parameters<typeof createUser>[1] = {}) {
  const { user } = await createUser(t.db, values);
  const id = await createAuction(t.app, {
    sellerId: user.id,
    categoryId,
    title: 'Harbour estate auction of marine antiques',
    titleFr: 'Encan de succession du port, antiquités marines',
    createdAt: new Date(Date.now() - 20 * DAY),
  });
  const { week } = lastWeek(new Date());
  await t.db
    .insert(auctionStatsDaily)
    .values({ auctionId: id, day: week, views: 12, saves: 2, calendarAdds: 1, shares: 1, outboundClicks: 3 });
  return { user, id };
}

describe('lastWeek', () => {
  it('is Monday to Sunday before the current week, in Halifax', () => {
    // Wednesday 25 November 2026, 12:00 UTC (08:00 in Halifax).
    expect(lastWeek(new Date('2026-11-25T12:00:00Z'))).toMatchObject({
      week: '2026-11-16',
      to: '2026-11-22',
    });
    // Monday 23 November, 03:00 UTC is still Sunday 23:00 in Halifax: the week before is summarised.
    expect(lastWeek(new Date('2026-11-23T03:00:00Z')).week).toBe('2026-11-09');
    expect(lastWeek(new Date('2026-11-23T05:00:00Z')).week).toBe('2026-11-16');
    expect(lastWeek(new Date('2026-11-23T05:00:00Z')).startsAt.toISOString()).toBe(
      '2026-11-16T04:00:00.000Z',
    );
  });
});

describe('the weekly summary mail', () => {
  it('mails last week’s numbers once, in the seller’s language', async () => {
    const { user } = await sellerWithLiveListing({ language: 'fr' });
    expect(await run()).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await mailsTo(user.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toContain('12\u00a0vues');
    expect(mail?.text).toContain('Encan de succession du port, antiquités marines');
    expect(mail?.text).toContain('Sauvegardes\u00a0: 2');
    expect(mail?.text).toContain(`${PUBLIC_URL}/fr/tableau-de-bord`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/fr/profil/modifier`);
    await run();
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('sends once even when several instances run at the same moment', async () => {
    const { user } = await sellerWithLiveListing();
    await Promise.all([run(), run(), run()]);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your listings last week: 12 views');
    expect(mails[0]?.text).toContain('Views: 12 · Saves: 2 · Calendar adds: 1 · Shares: 1 · Link clicks: 3');
  });

  it('honours the opt-out of the profile, and the profile answers it', async () => {
    const { user } = await sellerWithLiveListing();
    const token = await loginAs(t.app, user);
    const profile = await t.app.inject({ url: '/api/users/profile', headers: bearer(token) });
    expect(profile.json().user.weeklyStatsEmail).toBe(true);
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        companyName: 'Lovelace Auctions',
        weeklyStatsEmail: false,
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().user.weeklyStatsEmail).toBe(false);
    // Left out, the choice stays.
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: { firstName: 'Ada', lastName: 'Lovelace', companyName: 'Lovelace Auctions' },
    });
    expect(again.json().user.weeklyStatsEmail).toBe(false);
    await run();
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it('skips sellers without a listing live last week', async () => {
    const { user } = await createUser(t.db);
    await createAuction(t.app, {
      sellerId: user.id,
      categoryId,
      auctionStartDate: new Date(Date.now() - 60 * DAY),
      auctionEndDate: new Date(Date.now() - 59 * DAY),
      createdAt: new Date(Date.now() - 90 * DAY),
    });
    await run();
    expect(await mailsTo(user.email)).toHaveLength(0);
    const sends = (await t.db.execute(
      sql`select 1 from weekly_stats_sends where user_id = ${user.id}`,
    )) as unknown as {
      rows: unknown[];
    };
    expect(sends.rows).toHaveLength(0);
  });
});
