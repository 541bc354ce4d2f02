import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { MESSAGES, MESSAGES_FR } from '@mariner/contracts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { RawConnection, requestHead } from '../../test/raw-http.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { fileOfUrl, multipart, png } from '../../test/uploads.ts';
import { createAuction, createCategory } from '../auctions/test-fixtures.ts';
import { imageWorkLoad } from './image-work.ts';
import { sweepUnreferencedUploads } from './upload-records.ts';

/**
 * Issue 25, defect 5: an upload costs what its kind needs and no more. Pictures with absurd pixel
 * counts are refused from their header, every picture is stored no larger than it is shown, an
 * account has two uploads in flight at most and a storage quota, and what nothing refers to a
 * day after its upload is removed.
 */

/** Random pixels, so the encoded file has a size worth counting. */
const noise = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width, height, channels: 3 },
  })
    .png()
    .toBuffer();

const QUOTA_BYTES = 120 * 1024;
let t: TestApp;
let port: number;
let token: string;
let auctionId: string;
const dimensionsOf = async (t: TestApp, url: string) => sharp(fileOfUrl(t.config.uploadsDir, url)).metadata();

beforeAll(async () => {
  t = await createTestApp({ config: { uploadQuotaBytes: QUOTA_BYTES } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const seller = (await createUser(t.db)).user;
  token = await loginAs(t.app, seller);
  auctionId = await createAuction(t.app, {
    sellerId: seller.id,
    categoryId: (await createCategory(t.db)).id,
  });
});
afterAll(() => t.close());

async function upload(
  url: string,
  content: Buffer,
  options: { field?: string; token?: string; lang?: string } = {},
) {
  const body = multipart(content, 'picture.png', 'image/png', options.field);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(options.token ?? token), 'accept-language': options.lang ?? 'en' },
  });
}

describe('pixel limits, read from the header before decoding', () => {
  it('refuses a small PNG of 16,000 × 3,000 pixels as an auction picture, in English and French', async () => {
    const bomb = await png(16_000, 3_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const english = await upload(`/api/auctions/${auctionId}/images`, bomb);
    expect(english.statusCode).toBe(413);
    expect(english.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: MESSAGES.auctionImageTooManyPixels,
    });
    const french = await upload(`/api/auctions/${auctionId}/featured-image`, bomb, { lang: 'fr' });
    expect(french.statusCode).toBe(413);
    expect(french.json().message).toBe(MESSAGES_FR.auctionImageTooManyPixels);
  });

  it('refuses banners and logos far past any size they are shown at', async () => {
    const banner = await upload('/api/banners/upload', await png(5_000, 500), { field: 'image' });
    expect(banner.statusCode).toBe(413);
    expect(banner.json().message).toBe(MESSAGES.bannerImageTooManyPixels);
    const logo = await upload('/api/users/upload-logo', await png(9_000, 100));
    expect(logo.statusCode).toBe(413);
    expect(logo.json().message).toBe(MESSAGES.logoTooManyPixels);
  });
});

describe('pictures are stored no larger than they are shown', () => {
  it('fits a banner into the widest and tallest placement at twice its density', async () => {
    const answer = await upload('/api/banners/upload', await png(3_880, 360), { field: 'image' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ width: 1940, height: 180 });
    expect(await dimensionsOf(t, answer.json().imageUrl)).toMatchObject({ width: 1940, height: 180 });
    const exact = await upload('/api/banners/upload', await png(970, 90, 40), { field: 'image' });
    expect(exact.json()).toMatchObject({ width: 970, height: 90 });
  });

  it('fits a logo into 400 × 400, a tall one too', async () => {
    const answer = await upload('/api/users/upload-logo', await png(300, 3_000));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await dimensionsOf(t, answer.json().url)).toMatchObject({ width: 40, height: 400 });
  });

  it('keeps an auction picture’s widths and bounds its height at twice the width', async () => {
    const answer = await upload(`/api/auctions/${auctionId}/images`, await png(800, 4_000, 60));
    expect(answer.statusCode, answer.body).toBe(200);
    const largest = answer.json().imageUrl as string;
    expect(await dimensionsOf(t, largest)).toMatchObject({ width: 640, height: 3_200 });
    expect(await dimensionsOf(t, largest.replace('-1600.webp', '-400.webp'))).toMatchObject({
      width: 160,
      height: 800,
    });
  });
});

describe('two uploads per account in flight', () => {
  it('refuses a third upload with 429 while two are being received, and takes it after', async () => {
    const user = (await createUser(t.db)).user;
    const own = await loginAs(t.app, user);
    const picture = await png(200, 200, 90);
    const body = multipart(picture);
    const head = requestHead(
      'POST',
      '/api/users/upload-logo',
      { ...body.headers, authorization: `Bearer ${own}` },
      body.payload.length,
    );
    // Two uploads whose bodies are still arriving hold the account's two slots.
    const slow = await Promise.all([RawConnection.open(port), RawConnection.open(port)]);
    for (const connection of slow) connection.send(head, body.payload.subarray(0, 100));
    // Until the server has taken both into their handlers (no time limit of its own: the test's).
    while (imageWorkLoad(user.id).ofAccount < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    const third = await upload('/api/users/upload-logo', picture, { token: own });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ error: 'RATE_LIMITED', message: MESSAGES.imageUploadsInProgress });
    const others = await upload('/api/users/upload-logo', picture);
    expect(others.statusCode, 'another account is not held up').toBe(200);
    for (const connection of slow) connection.send('', body.payload.subarray(100));
    for (const connection of slow) expect((await connection.read(30_000)).status).toBe(200);
    for (const connection of slow) connection.close();
    expect((await upload('/api/users/upload-logo', picture, { token: own })).statusCode).toBe(200);
  });
});

describe('the storage quota', () => {
  it('counts an account’s stored bytes and refuses past UPLOAD_QUOTA_MB_PER_ACCOUNT, in both languages', async () => {
    const user = (await createUser(t.db)).user;
    const own = await loginAs(t.app, user);
    const refusals: { status: number; body: { error: string; message: string } }[] = [];
    for (let i = 0; i < 8 && refusals.length === 0; i++) {
      const answer = await upload(`/api/banners/upload`, await noise(160, 160), {
        field: 'image',
        token: own,
      });
      if (answer.statusCode !== 200) refusals.push({ status: answer.statusCode, body: answer.json() });
    }
    expect(refusals[0]).toEqual({
      status: 413,
      body: { error: 'PAYLOAD_TOO_LARGE', message: MESSAGES.uploadQuotaExceeded },
    });
    const [used] = await t.db
      .select({ bytes: sql<number>`sum(${uploads.bytes})::int` })
      .from(uploads)
      .where(eq(uploads.ownerId, user.id));
    expect(used?.bytes).toBeLessThanOrEqual(QUOTA_BYTES);
    expect(used?.bytes).toBeGreaterThan(QUOTA_BYTES / 2);
    const french = await upload(`/api/banners/upload`, await noise(160, 160), {
      field: 'image',
      token: own,
      lang: 'fr',
    });
    expect(french.json().message).toBe(MESSAGES_FR.uploadQuotaExceeded);
    // A full account is refused before its file is looked at: not even a decode.
    await t.db
      .insert(uploads)
      .values({ key: `banners/${user.id}/filler.webp`, ownerId: user.id, url: '/x', bytes: QUOTA_BYTES });
    const notAnImage = await upload('/api/users/upload-logo', Buffer.from('not a picture at all'), {
      token: own,
    });
    expect(notAnImage.statusCode).toBe(413);
    expect(notAnImage.json().message).toBe(MESSAGES.uploadQuotaExceeded);
  });

  it('does not limit a superadmin', async () => {
    const admin = (await createUser(t.db, { role: 'SUPERADMIN' })).user;
    const own = await loginAs(t.app, admin);
    for (let i = 0; i < 6; i++) {
      const answer = await upload(`/api/banners/upload`, await noise(160, 160), {
        field: 'image',
        token: own,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
  });

  it('frees the bytes of a removed picture', async () => {
    const user = (await createUser(t.db)).user;
    const own = await loginAs(t.app, user);
    const first = await upload('/api/users/upload-logo', await noise(300, 300), { token: own });
    expect(first.statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}/logo`,
      headers: bearer(own),
    });
    expect(removed.statusCode).toBe(200);
    expect(await t.db.select().from(uploads).where(eq(uploads.ownerId, user.id))).toEqual([]);
  });
});

describe('uploads nothing refers to', () => {
  it('are removed a day after their upload; referenced and recent ones stay', async () => {
    const user = (await createUser(t.db)).user;
    const own = await loginAs(t.app, user);
    const orphan = (
      await upload('/api/banners/upload', await png(250, 250, 11), { field: 'image', token: own })
    ).json().imageUrl as string;
    const logo = (await upload('/api/users/upload-logo', await png(120, 60, 12), { token: own })).json()
      .url as string;
    const orphanFile = fileOfUrl(t.config.uploadsDir, orphan);
    const logoFile = fileOfUrl(t.config.uploadsDir, logo);
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000);
    await sweepUnreferencedUploads(t.db, t.app.storage, { now: inAnHour });
    expect(existsSync(orphanFile)).toBe(true);

    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const swept = await sweepUnreferencedUploads(t.db, t.app.storage, { now: tomorrow, batch: 2 });
    expect(swept.removed).toBeGreaterThanOrEqual(1);
    expect(existsSync(orphanFile)).toBe(false);
    expect(existsSync(logoFile)).toBe(true);
    const rows = await t.db.select().from(uploads).where(eq(uploads.ownerId, user.id));
    expect(rows.map((row) => ({ url: row.url, referenced: row.referenced }))).toEqual([
      { url: logo, referenced: true },
    ]);
    expect((await t.app.inject({ url: orphan })).statusCode).toBe(404);
    expect((await t.app.inject({ url: logo })).statusCode).toBe(200);
  });

  it('are removed once when two instances sweep at the same time', async () => {
    const user = (await createUser(t.db)).user;
    const own = await loginAs(t.app, user);
    const orphans: string[] = [];
    // Colours far apart, so no two encode to the same file.
    for (let i = 0; i < 4; i++) {
      const answer = await upload('/api/banners/upload', await png(250, 250, 50 * i), {
        field: 'image',
        token: own,
      });
      orphans.push(answer.json().imageUrl as string);
    }
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const [first, second] = await Promise.all([
      sweepUnreferencedUploads(t.db, t.app.storage, { now: tomorrow, batch: 1 }),
      sweepUnreferencedUploads(t.db, t.app.storage, { now: tomorrow, batch: 1 }),
    ]);
    expect((first?.removed ?? 0) + (second?.removed ?? 0)).toBeGreaterThanOrEqual(orphans.length);
    for (const url of orphans) expect(existsSync(fileOfUrl(t.config.uploadsDir, url))).toBe(false);
    expect(await t.db.select().from(uploads).where(eq(uploads.ownerId, user.id))).toEqual([]);
  });
});
