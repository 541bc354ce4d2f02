import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bannerStats, banners, type NewBannerRow, type UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { forgetLiveBanners, pickRandom } from './live-banners.ts';
import { insertBanner } from './queries.ts';
import { homepageBanners } from './service.ts';

/** Decision 6: which banners are served, how they rotate, how impressions and clicks are counted. */

let t: TestApp;
let owner: UserRow;
let ownerToken: string;
let adminToken: string;

/**
 * Longer than any test here: a banner that shows up or disappears without forgetLiveBanners shows
 * that the API forgot the list itself, not that it expired.
 */
const LONG_TTL_MS = 600_000;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await createUser(t.db)).user;
  ownerToken = await loginAs(t.app, owner);
  adminToken = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(banners);
  t.app.liveBanners.setTtl(LONG_TTL_MS);
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const fromNow = (ms: number) => new Date(Date.now() + ms);

/** A row as a write outside this instance makes it: the serving list is not told. */
const insertQuietly = (values: Partial<NewBannerRow> = {}) =>
  insertBanner(t.db, {
    advertiserId: owner.id,
    advertiserName: 'Served Co',
    contactEmail: 'a@b.ca',
    targetUrl: 'https://served.example.ca/',
    imageUrl: '/uploads/banners/x/served.webp',
    placement: 'HOMEPAGE_SIDEBAR_1',
    size: 'SQUARE',
    startDate: fromNow(-DAY),
    endDate: fromNow(29 * DAY),
    status: 'APPROVED',
    ...values,
  });

/** A banner straight in the database, approved and being served unless told otherwise. */
const served = async (values: Partial<NewBannerRow> = {}) => {
  const row = await insertQuietly(values);
  forgetLiveBanners(t.app);
  return row;
};

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const homepage = async () => {
  const response = await get('/api/banners/homepage');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const servedIds = async (): Promise<string[]> => {
  const body = await homepage();
  return [body.topBanner, body.featuredBanner, ...body.sidebarBanners]
    .filter(Boolean)
    .map((banner: { id: string }) => banner.id);
};

/** The stored counts, once this instance has written the impressions it counted in memory. */
const statsOf = async (id: string) => {
  await t.app.bannerImpressions.flush();
  const rows = await t.db.select().from(bannerStats).where(eq(bannerStats.bannerId, id));
  return rows.reduce(
    (sum, row) => ({ impressions: sum.impressions + row.impressions, clicks: sum.clicks + row.clicks }),
    { impressions: 0, clicks: 0 },
  );
};

describe('GET /api/banners/homepage: what is served', () => {
  it('serves only approved banners inside their dates, never the raw target, uncached', async () => {
    const live = await served({ placement: 'HOMEPAGE_SIDEBAR_1' });
    await served({ placement: 'HOMEPAGE_SIDEBAR_2', startDate: fromNow(DAY) });
    await served({ placement: 'HOMEPAGE_SIDEBAR_2', startDate: fromNow(-5 * DAY), endDate: fromNow(-HOUR) });
    await served({ placement: 'HOMEPAGE_SIDEBAR_3', status: 'PENDING' });
    await served({ placement: 'HOMEPAGE_SIDEBAR_3', status: 'AWAITING_PAYMENT' });
    await served({ placement: 'HOMEPAGE_SIDEBAR_3', status: 'REJECTED' });
    await served({ placement: 'HOMEPAGE_FEATURED', size: 'LEADERBOARD', status: 'PENDING' });
    const response = await get('/api/banners/homepage');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toEqual({
      topBanner: null,
      featuredBanner: null,
      sidebarBanners: [
        {
          id: live.id,
          imageUrl: live.imageUrl,
          mobileImageUrl: null,
          size: 'SQUARE',
          placement: 'HOMEPAGE_SIDEBAR_1',
          advertiserName: 'Served Co',
          clickUrl: `/api/banners/${live.id}/click`,
        },
      ],
    });
    expect(JSON.stringify(body)).not.toContain('served.example.ca');
  });

  it('fills top and featured with two different leaderboards, sidebars in order', async () => {
    const a = await served({ placement: 'HOMEPAGE_FEATURED', size: 'LEADERBOARD' });
    const b = await served({ placement: 'HOMEPAGE_FEATURED', size: 'LEADERBOARD' });
    const s3 = await served({ placement: 'HOMEPAGE_SIDEBAR_3' });
    const s1 = await served({ placement: 'HOMEPAGE_SIDEBAR_1' });
    const body = await homepage();
    expect([body.topBanner.id, body.featuredBanner.id].sort()).toEqual([a.id, b.id].sort());
    expect(body.sidebarBanners.map((banner: { id: string }) => banner.id)).toEqual([s1.id, s3.id]);
  });

  it('starts and stops a banner at its exact dates, with no new read of the list', async () => {
    const start = fromNow(HOUR);
    const end = new Date(start.getTime() + HOUR);
    const banner = await served({ placement: 'HOMEPAGE_SIDEBAR_2', startDate: start, endDate: end });
    const at = async (ms: number) =>
      (await homepageBanners(t.app, new Date(ms))).sidebarBanners.map((served) => served.id);
    expect(await at(Date.now())).toEqual([]);
    expect(await at(start.getTime() - 1)).toEqual([]);
    expect(await at(start.getTime())).toEqual([banner.id]);
    expect(await at(end.getTime() - 1)).toEqual([banner.id]);
    expect(await at(end.getTime())).toEqual([]);
  });

  it('serves a banner approved through the API from the next view, and never once rejected', async () => {
    const banner = await insertQuietly({ status: 'PENDING' });
    expect(await servedIds()).toEqual([]);
    const approve = await t.app.inject({
      method: 'PUT',
      url: `/api/banners/${banner.id}/approve`,
      headers: bearer(adminToken),
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(await servedIds()).toEqual([banner.id]);
    const reject = await t.app.inject({
      method: 'PUT',
      url: `/api/banners/${banner.id}/reject`,
      headers: bearer(adminToken),
    });
    expect(reject.statusCode, reject.body).toBe(200);
    for (let view = 0; view < 5; view++) expect(await servedIds()).toEqual([]);
  });

  it('stops serving a banner deleted through the API from the next view', async () => {
    const banner = await served();
    expect(await servedIds()).toEqual([banner.id]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/banners/${banner.id}`,
      headers: bearer(ownerToken),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await servedIds()).toEqual([]);
    // Impressions counted before the delete do not break the next write of counts.
    await expect(t.app.bannerImpressions.flush()).resolves.toBeUndefined();
  });

  it("stops serving a deleted user's banners from the next view, here and on the other instances", async () => {
    const advertiser = (await createUser(t.db)).user;
    const superToken = await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN' })).user);
    const banner = await served({ advertiserId: advertiser.id });
    expect(await servedIds()).toEqual([banner.id]);
    const announce = vi.spyOn(t.app.cacheSync, 'announce');
    try {
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/users/${advertiser.id}`,
        headers: bearer(superToken),
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await servedIds()).toEqual([]);
      expect(announce).toHaveBeenCalledWith('banners');
    } finally {
      announce.mockRestore();
    }
  });

  it('catches up within the TTL with writes made elsewhere (another instance)', async () => {
    t.app.liveBanners.setTtl(50);
    const gone = await insertQuietly({ placement: 'HOMEPAGE_SIDEBAR_1' });
    expect(await servedIds()).toEqual([gone.id]);
    await t.db.update(banners).set({ status: 'REJECTED' }).where(eq(banners.id, gone.id));
    const added = await insertQuietly({ placement: 'HOMEPAGE_SIDEBAR_2' });
    await vi.waitFor(async () => expect(await servedIds()).toEqual([added.id]), {
      timeout: 2_000,
      interval: 20,
    });
  });
});

describe('rotation', () => {
  it('rotates fairly among several banners on one placement', async () => {
    const a = await served({ placement: 'HOMEPAGE_SIDEBAR_2' });
    const b = await served({ placement: 'HOMEPAGE_SIDEBAR_2' });
    const seen = new Map<string, number>();
    for (let i = 0; i < 60; i++) {
      const [banner] = (await homepage()).sidebarBanners;
      seen.set(banner.id, (seen.get(banner.id) ?? 0) + 1);
    }
    expect(seen.get(a.id)).toBeGreaterThan(5);
    expect(seen.get(b.id)).toBeGreaterThan(5);
    expect((await statsOf(a.id)).impressions + (await statsOf(b.id)).impressions).toBe(60);
  });

  it('gives each leaderboard its turn in both slots, never the same one twice on a page', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await served({ placement: 'HOMEPAGE_FEATURED', size: 'LEADERBOARD' })).id);
    }
    const inTop = new Set<string>();
    const inFeatured = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const body = await homepage();
      expect(body.topBanner.id).not.toBe(body.featuredBanner.id);
      inTop.add(body.topBanner.id);
      inFeatured.add(body.featuredBanner.id);
    }
    expect([...inTop].sort()).toEqual([...ids].sort());
    expect([...inFeatured].sort()).toEqual([...ids].sort());
  });

  it('draws each banner equally often, and distinct ones', () => {
    const items = ['a', 'b', 'c', 'd'];
    const firsts = new Map<string, number>();
    for (let i = 0; i < 4_000; i++) {
      const picked = pickRandom(items, 2);
      expect(new Set(picked).size).toBe(2);
      firsts.set(picked[0] as string, (firsts.get(picked[0] as string) ?? 0) + 1);
    }
    // 1,000 expected each, standard deviation ~27: 850–1150 fails about once in 10^8 runs.
    for (const item of items) {
      expect(firsts.get(item)).toBeGreaterThan(850);
      expect(firsts.get(item)).toBeLessThan(1150);
    }
    expect(pickRandom(items, 9).sort()).toEqual(items);
    expect(pickRandom([], 1)).toEqual([]);
  });
});

describe('impressions', () => {
  it('counts every impression exactly under 20 concurrent views', async () => {
    const banner = await served({ placement: 'HOMEPAGE_SIDEBAR_1' });
    const top = await served({ placement: 'HOMEPAGE_FEATURED', size: 'LEADERBOARD' });
    await Promise.all(Array.from({ length: 20 }, () => homepage()));
    expect(await statsOf(banner.id)).toEqual({ impressions: 20, clicks: 0 });
    expect((await statsOf(top.id)).impressions).toBe(20);
  });

  it('shows the advertiser every impression served so far', async () => {
    const banner = await served();
    for (let view = 0; view < 3; view++) await homepage();
    const mine = (await get('/api/banners/my-banners', ownerToken)).json().banners;
    expect(mine.find((row: { id: string }) => row.id === banner.id)).toMatchObject({
      impressions: 3,
      status: 'ACTIVE',
    });
  });

  it('serves the category and listing-detail squares with counting', async () => {
    const category = await served({ placement: 'CATEGORY_PAGE' });
    const response = await get('/api/banners/placement/CATEGORY_PAGE');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().banner).toMatchObject({
      id: category.id,
      clickUrl: `/api/banners/${category.id}/click`,
    });
    expect((await get('/api/banners/placement/LISTING_DETAIL')).json()).toEqual({ banner: null });
    expect((await get('/api/banners/placement/HOMEPAGE')).statusCode).toBe(400);
    expect((await statsOf(category.id)).impressions).toBe(1);
  });
});

describe('GET /api/banners/:id/click', () => {
  it('counts the click and redirects to the stored target only; stats reach the advertiser', async () => {
    const banner = await served({ targetUrl: 'https://harbour.example.ca/offer?x=1' });
    const response = await get(
      `/api/banners/${banner.id}/click?url=https://evil.example/&target=https://evil.example/`,
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://harbour.example.ca/offer?x=1');
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await statsOf(banner.id)).clicks).toBe(1);
    const mine = (await get('/api/banners/my-banners', ownerToken)).json().banners;
    expect(mine.find((row: { id: string }) => row.id === banner.id)).toMatchObject({
      clicks: 1,
      status: 'ACTIVE',
    });
  });

  it('answers 404 for an unknown id, a malformed id and a non-http target', async () => {
    expect((await get(`/api/banners/${crypto.randomUUID()}/click`)).statusCode).toBe(404);
    expect((await get('/api/banners/not-a-uuid/click')).statusCode).not.toBe(302);
    for (const targetUrl of ['javascript:alert(1)', '//evil.example/', 'data:text/html,hi']) {
      const bad = await served({ targetUrl });
      const response = await get(`/api/banners/${bad.id}/click`);
      expect(response.statusCode).toBe(404);
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('answers 404 without counting for every banner not being served now (issue 25, defect 3)', async () => {
    const notServed = [
      await served({ status: 'AWAITING_PAYMENT' }),
      await served({ status: 'PENDING' }),
      await served({ status: 'REJECTED' }),
      await served({ startDate: fromNow(DAY), endDate: fromNow(30 * DAY) }),
      await served({ startDate: fromNow(-30 * DAY), endDate: fromNow(-HOUR) }),
    ];
    for (const banner of notServed) {
      const response = await get(`/api/banners/${banner.id}/click`);
      expect(response.statusCode, banner.status).toBe(404);
      expect(response.headers.location).toBeUndefined();
      expect(response.json()).toMatchObject({ error: 'NOT_FOUND', message: 'Banner not found' });
      expect((await statsOf(banner.id)).clicks).toBe(0);
    }
  });
});
