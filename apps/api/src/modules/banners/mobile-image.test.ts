import { existsSync } from 'node:fs';
import { BANNER_MESSAGES, MESSAGES } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, type UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { fileOfUrl, multipart, png } from '../../test/uploads.ts';
import { forgetLiveBanners } from './live-banners.ts';

/** Issue 28, item 7: a leaderboard's optional mobile image (MOBILE_BANNER, 320 × 100). */

let t: TestApp;
let owner: UserRow;
let ownerToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  // A superadmin's banners are free: created straight into review, no card needed.
  owner = (await createUser(t.db, { role: 'SUPERADMIN' })).user;
  ownerToken = await loginAs(t.app, owner);
  adminToken = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

const upload = async (width: number, height: number, kind?: string) => {
  const body = multipart(await png(width, height), 'banner.png', 'image/png', 'image');
  return t.app.inject({
    method: 'POST',
    url: `/api/banners/upload${kind ? `?kind=${kind}` : ''}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(ownerToken) },
  });
};

const uploadedUrl = async (width: number, height: number, kind?: string): Promise<string> => {
  const response = await upload(width, height, kind);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().imageUrl;
};

const create = (overrides: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/banners',
    headers: bearer(ownerToken),
    payload: {
      advertiserName: 'Tidewater Auctions',
      contactEmail: 'ads@tidewater.example.ca',
      targetUrl: 'https://tidewater.example.ca/',
      placement: 'HOMEPAGE_FEATURED',
      size: 'LEADERBOARD',
      startDate: fromNow(2 * DAY),
      endDate: fromNow(32 * DAY),
      ...overrides,
    },
  });

describe('POST /api/banners/upload?kind=mobile', () => {
  it('stores a 320 × 100 shape as a mobile image, fitted into twice its size', async () => {
    const response = await upload(960, 300, 'mobile');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.imageUrl).toMatch(new RegExp(`^/uploads/banners/${owner.id}/mobile-[0-9a-f]{32}\\.webp$`));
    expect(body).toMatchObject({ width: 640, height: 200 });
    const stored = await sharp(fileOfUrl(t.config.uploadsDir, body.imageUrl)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 640, height: 200 });
    // The exact size is kept as it is.
    expect((await upload(320, 100, 'mobile')).json()).toMatchObject({ width: 320, height: 100 });
  });

  it.each([
    ['a leaderboard', 970, 90],
    ['a square', 250, 250],
    ['smaller than 320 × 100', 288, 90],
  ])('refuses %s with a 400 naming the shape', async (_name, width, height) => {
    const response = await upload(width, height, 'mobile');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ image: BANNER_MESSAGES.mobileImageShape });
  });

  it('refuses an unknown kind', async () => {
    expect((await upload(320, 100, 'poster')).statusCode).toBe(400);
  });
});

describe('a leaderboard with a mobile image', () => {
  it('is created, answered and served with it; removing the banner removes both files', async () => {
    const imageUrl = await uploadedUrl(970, 90);
    const mobileImageUrl = await uploadedUrl(640, 200, 'mobile');
    const created = await create({ imageUrl, mobileImageUrl });
    expect(created.statusCode, created.body).toBe(201);
    const { id, banner } = created.json();
    expect(banner).toMatchObject({ imageUrl, mobileImageUrl });

    const approved = await t.app.inject({
      method: 'PUT',
      url: `/api/banners/${id}/approve`,
      headers: bearer(adminToken),
    });
    expect(approved.json().banner.mobileImageUrl).toBe(mobileImageUrl);
    // Started yesterday: served from the next view.
    await t.db
      .update(banners)
      .set({ startDate: new Date(Date.now() - DAY) })
      .where(eq(banners.id, id));
    forgetLiveBanners(t.app);
    const home = (await t.app.inject({ method: 'GET', url: '/api/banners/homepage' })).json();
    expect(home.topBanner).toMatchObject({ id, imageUrl, mobileImageUrl });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/banners/${id}`,
      headers: bearer(ownerToken),
    });
    expect(removed.statusCode).toBe(200);
    expect(existsSync(fileOfUrl(t.config.uploadsDir, imageUrl))).toBe(false);
    expect(existsSync(fileOfUrl(t.config.uploadsDir, mobileImageUrl))).toBe(false);
  });

  it('answers null without one (and so do the banners made before it existed)', async () => {
    const created = await create({ imageUrl: await uploadedUrl(970, 90) });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().banner.mobileImageUrl).toBeNull();
    const empty = await create({ imageUrl: await uploadedUrl(970, 90), mobileImageUrl: '' });
    expect(empty.json().banner.mobileImageUrl).toBeNull();
  });

  it('is refused on a square banner', async () => {
    const response = await create({
      size: 'SQUARE',
      placement: 'HOMEPAGE_SIDEBAR_1',
      imageUrl: await uploadedUrl(250, 250),
      mobileImageUrl: await uploadedUrl(320, 100, 'mobile'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ mobileImageUrl: BANNER_MESSAGES.mobileImageLeaderboardOnly });
  });

  it('takes only an image uploaded as a mobile image, and never one as the main image', async () => {
    const main = await uploadedUrl(970, 90);
    const mobile = await uploadedUrl(320, 100, 'mobile');
    const asMobile = await create({ imageUrl: main, mobileImageUrl: main });
    expect(asMobile.statusCode).toBe(400);
    expect(asMobile.json().fields).toEqual({ mobileImageUrl: BANNER_MESSAGES.mobileImageUpload });
    const elsewhere = await create({ imageUrl: main, mobileImageUrl: 'https://elsewhere.example/m.webp' });
    expect(elsewhere.json().fields).toEqual({ mobileImageUrl: BANNER_MESSAGES.mobileImageUpload });
    const asMain = await create({ imageUrl: mobile });
    expect(asMain.statusCode).toBe(400);
    expect(asMain.json().fields).toEqual({ imageUrl: MESSAGES.uploadBannerImage });
  });
});
