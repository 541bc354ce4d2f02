import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bannerStats, banners, type UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { addDays, statsDayOf } from '../advertiser-stats/period.ts';
import { forgetLiveBanners } from './live-banners.ts';
import { insertBanner } from './queries.ts';
import { clickThroughRate } from './stats.ts';

/** Issue 30 item 2: a banner's impressions and clicks per Halifax day, as JSON and CSV. */

let t: TestApp;
let owner: UserRow;
let ownerToken: string;
let strangerToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await createUser(t.db)).user;
  ownerToken = await loginAs(t.app, owner);
  strangerToken = await loginAs(t.app, (await createUser(t.db)).user);
  adminToken = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(banners);
});

const DAY = 86_400_000;

const servedBanner = async () => {
  const row = await insertBanner(t.db, {
    advertiserId: owner.id,
    advertiserName: 'Stats Co',
    contactEmail: 'a@b.ca',
    targetUrl: 'https://stats.example.ca/',
    imageUrl: '/uploads/banners/x/stats.webp',
    placement: 'HOMEPAGE_SIDEBAR_1',
    size: 'SQUARE',
    startDate: new Date(Date.now() - DAY),
    endDate: new Date(Date.now() + 29 * DAY),
    status: 'APPROVED',
  });
  forgetLiveBanners(t.app);
  return row;
};

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('GET /api/banners/:id/stats', () => {
  it('counts each impression and click served today in today’s row, zero-filling the other days', async () => {
    const banner = await servedBanner();
    for (let view = 0; view < 3; view += 1) {
      expect((await get('/api/banners/homepage')).statusCode).toBe(200);
    }
    const click = await get(`/api/banners/${banner.id}/click`);
    expect(click.statusCode).toBe(302);

    const response = await get(`/api/banners/${banner.id}/stats`, ownerToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json();
    const today = statsDayOf(new Date());
    // The last 30 days by default, oldest first, every one there.
    expect(body.days).toHaveLength(30);
    expect(body.from).toBe(addDays(today, -29));
    expect(body.to).toBe(today);
    expect(body.timeZone).toBe('America/Halifax');
    expect(body.days.at(-1)).toEqual({ date: today, impressions: 3, clicks: 1 });
    expect(body.days[0]).toEqual({ date: addDays(today, -29), impressions: 0, clicks: 0 });
    expect(body.totals).toEqual({ impressions: 3, clicks: 1, ctr: 0.3333 });
    // The lifetime totals on the banner list are the same rows, summed.
    const mine = (await get('/api/banners/my-banners', ownerToken)).json();
    expect(mine.banners[0]).toMatchObject({ impressions: 3, clicks: 1 });
  });

  it('files a count under the Halifax day it was made on, and reads exactly the days asked', async () => {
    const banner = await servedBanner();
    // 22:30 in Halifax on 1 March (AST, UTC−4) is already 2 March in UTC.
    t.app.bannerImpressions.count([banner.id], new Date('2026-03-02T02:30:00Z'));
    t.app.bannerImpressions.count([banner.id], new Date('2026-03-02T04:30:00Z'));
    await t.app.bannerImpressions.flush();
    await t.db
      .insert(bannerStats)
      .values({ bannerId: banner.id, day: '2026-01-15', impressions: 9, clicks: 9 });

    const body = (
      await get(`/api/banners/${banner.id}/stats?from=2026-02-28&to=2026-03-02`, ownerToken)
    ).json();
    expect(body.days).toEqual([
      { date: '2026-02-28', impressions: 0, clicks: 0 },
      { date: '2026-03-01', impressions: 1, clicks: 0 },
      { date: '2026-03-02', impressions: 1, clicks: 0 },
    ]);
    expect(body.totals).toEqual({ impressions: 2, clicks: 0, ctr: 0 });

    const year = await get(`/api/banners/${banner.id}/stats?from=2025-03-03&to=2026-03-03`, ownerToken);
    expect(year.statusCode).toBe(200);
    expect(year.json().days).toHaveLength(366);
    expect(year.json().totals.impressions).toBe(11);
  });

  it('answers the same days as a CSV file, safe to open in a spreadsheet', async () => {
    const banner = await servedBanner();
    await t.db.insert(bannerStats).values([
      { bannerId: banner.id, day: '2026-04-01', impressions: 200, clicks: 3 },
      { bannerId: banner.id, day: '2026-04-03', impressions: 7, clicks: 0 },
    ]);
    const response = await get(
      `/api/banners/${banner.id}/stats?from=2026-04-01&to=2026-04-03&format=csv`,
      ownerToken,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="banner-${banner.id}-stats-2026-04-01-to-2026-04-03.csv"`,
    );
    expect(response.body).toBe(
      '\uFEFF"Date","Impressions","Clicks","CTR"\r\n' +
        '"2026-04-01","200","3","0.015"\r\n' +
        '"2026-04-02","0","0","0"\r\n' +
        '"2026-04-03","7","0","0"\r\n' +
        '"Total","207","3","0.0145"\r\n',
    );
  });

  it('is for the banner’s advertiser and admins only', async () => {
    const banner = await servedBanner();
    expect((await get(`/api/banners/${banner.id}/stats`)).statusCode).toBe(401);
    expect((await get(`/api/banners/${banner.id}/stats`, strangerToken)).statusCode).toBe(403);
    expect((await get(`/api/banners/${banner.id}/stats?format=csv`, strangerToken)).statusCode).toBe(403);
    expect((await get(`/api/banners/${banner.id}/stats`, adminToken)).statusCode).toBe(200);
    expect(
      (await get('/api/banners/00000000-0000-4000-8000-000000000000/stats', ownerToken)).statusCode,
    ).toBe(404);
  });

  it('refuses a bad period in words: not a day, ends before it starts, longer than 366 days', async () => {
    const banner = await servedBanner();
    const refusal = async (query: string) => {
      const response = await get(`/api/banners/${banner.id}/stats?${query}`, ownerToken);
      expect(response.statusCode, query).toBe(400);
      return response.json();
    };
    expect((await refusal('from=2026-13-01')).fields.from).toBe('Choose a day as YYYY-MM-DD');
    expect((await refusal('from=2026-03-02&to=2026-03-01')).fields.to).toBe(
      'The end of the period must not be before its start',
    );
    expect((await refusal('from=2025-01-01&to=2026-01-02')).fields.to).toBe(
      'Choose a period of at most 366 days',
    );
    await refusal('format=xml');
  });
});

describe('clickThroughRate', () => {
  it('is clicks per impression to 4 decimals, 0 without impressions', () => {
    expect(clickThroughRate(1, 3)).toBe(0.3333);
    expect(clickThroughRate(2, 3)).toBe(0.6667);
    expect(clickThroughRate(5, 0)).toBe(0);
    expect(clickThroughRate(0, 10)).toBe(0);
  });
});
