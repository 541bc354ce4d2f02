import { existsSync } from 'node:fs';
import { stat, writeFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, type UserRow, users } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createWebDist, type WebDist } from '../../test/web-dist.ts';
import { storeAuctionImage } from '../auctions/images.ts';
import { getAuction } from '../auctions/service.ts';
import { auctionPayload, createAuction, createCategory, fileOfUrl, png } from '../auctions/test-fixtures.ts';
import { cardDate, drawShareCard } from './share-card.ts';

/**
 * Issue 14: an auction's share card is a 1200×630 JPEG of its photo, title, date, town and the
 * auctioneer's logo, stored once per version, replaced when the listing changes, deleted with it.
 */

let t: TestApp;
let seller: UserRow;
let sellerToken: string;
let categoryId: string;
let auctionId: string;
let web: WebDist;

const cardAddressOf = async (id: string) => {
  const html = (await t.app.inject({ url: `/auctions/${id}`, headers: { accept: 'text/html' } })).body;
  const url = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return new URL(url).pathname;
};
const storedCards = async (id: string) =>
  (await t.db.select({ cards: auctions.shareCards }).from(auctions).where(eq(auctions.id, id)))[0]?.cards;
const fileOfKey = (key: string) => fileOfUrl(t.config.uploadsDir, `/uploads/${key}`);

beforeAll(async () => {
  // The og:image is named by the auction page's head, from the web app's server render (issue 26).
  web = await createWebDist(
    '<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist: web.webDist });
  // Auto-approved, so a new title stays live (another seller's would go back to review, issue 25).
  seller = (await createUser(t.db, { companyName: 'Harbour Auctions', province: 'NL', autoApprove: true }))
    .user;
  sellerToken = await loginAs(t.app, seller);
  const logo = await storeAuctionImage(t.app.storage, 'logo-test', await png(400, 200, 200));
  await t.db.update(users).set({ companyLogo: logo }).where(eq(users.id, seller.id));
  categoryId = (await createCategory(t.db)).id;
  auctionId = await createAuction(t.app, {
    sellerId: seller.id,
    categoryId,
    title: 'Quidi Vidi boat & marine auction <b>',
    location: '12 Forest Road, St. John’s',
    province: 'NL',
    auctionStartDate: new Date('2027-07-04T12:30:00.000Z'),
    auctionEndDate: new Date('2027-07-04T18:30:00.000Z'),
  });
  const photo = await storeAuctionImage(t.app.storage, auctionId, await png(1600, 1000, 30));
  await t.db
    .update(auctions)
    .set({ featuredImage: photo, images: [photo] })
    .where(eq(auctions.id, auctionId));
});
afterAll(async () => {
  await t.close();
  await web.remove();
});

describe('share cards (issue 14)', () => {
  it('tells the start in the auction’s own zone (St. John’s, half an hour off)', () => {
    expect(
      cardDate({ auctionStartDate: '2027-07-04T12:30:00.000Z', timeZone: 'America/St_Johns' }, 'en'),
    ).toMatch(/Jul 4, 2027 · 10:00\sa\.m\. NDT/);
  });

  it('draws a 1200×630 JPEG, stores it once and serves it as immutable', async () => {
    const address = await cardAddressOf(auctionId);
    expect(address).toMatch(new RegExp(`^/share-cards/auctions/${auctionId}-en-[0-9a-f]{16}\\.jpg$`));
    const first = await t.app.inject({ url: address });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toContain('immutable');
    const meta = await sharp(first.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });

    const key = (await storedCards(auctionId))?.en;
    expect(key).toBe(address.replace('/share-cards/auctions/', 'share-cards/'));
    expect(existsSync(fileOfKey(key ?? ''))).toBe(true);
    const again = await t.app.inject({ url: address });
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
  });

  it('draws an empty stored card again instead of serving it (issue 25, defect 7)', async () => {
    const address = await cardAddressOf(auctionId);
    await t.app.inject({ url: address });
    const key = (await storedCards(auctionId))?.en ?? '';
    // What a full disk left behind before writes went through a temporary name.
    await writeFile(fileOfKey(key), '');
    const answer = await t.app.inject({ url: address });
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.length).toBeGreaterThan(1000);
    expect((await sharp(answer.rawPayload).metadata()).format).toBe('jpeg');
    expect((await stat(fileOfKey(key))).size).toBe(answer.rawPayload.length);
  });

  it('shows the photo on the card, and the brand colour without one', async () => {
    const auction = await getAuction(t.app, null, auctionId);
    const withPhoto = await drawShareCard(t.app.storage, auction, 'en');
    const withoutPhoto = await drawShareCard(t.app.storage, { ...auction, featuredImage: null }, 'en');
    // Top-left corner, under the site name's margin: the photo's blue against the brand's navy.
    const pixel = async (image: Buffer) =>
      (await sharp(image).extract({ left: 5, top: 5, width: 1, height: 1 }).raw().toBuffer()).toJSON().data;
    const [r1, g1, b1] = await pixel(withPhoto);
    const [r2, g2, b2] = await pixel(withoutPhoto);
    expect(Math.abs((r1 ?? 0) - 30)).toBeLessThan(20);
    expect(Math.abs((b1 ?? 0) - 160)).toBeLessThan(20);
    expect(Math.abs((g1 ?? 0) - 80)).toBeLessThan(20);
    // The brand navy #0b3954, give or take what JPEG does to it.
    const navy = [0x0b, 0x39, 0x54];
    [r2, g2, b2].forEach((value, index) => {
      expect(Math.abs((value ?? 0) - (navy[index] ?? 0))).toBeLessThan(12);
    });
  });

  it('gives a changed listing a new card, replaces the old one and redirects its address', async () => {
    const before = await cardAddressOf(auctionId);
    await t.app.inject({ url: before });
    const oldKey = (await storedCards(auctionId))?.en ?? '';
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/auctions/${auctionId}`,
      headers: bearer(sellerToken),
      payload: auctionPayload(categoryId, {
        title: 'Quidi Vidi boat auction, a week later',
        location: '12 Forest Road, St. John’s',
        province: 'NL',
      }),
    });
    expect(changed.statusCode).toBe(200);
    const after = await cardAddressOf(auctionId);
    expect(after).not.toBe(before);
    const old = await t.app.inject({ url: before });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(after);
    expect((await t.app.inject({ url: after })).statusCode).toBe(200);
    expect(existsSync(fileOfKey(oldKey))).toBe(false);
  });

  it('answers 404 for an unknown auction, a malformed address or an auction under review', async () => {
    const pending = await createAuction(t.app, { sellerId: seller.id, categoryId, status: 'PENDING' });
    for (const url of [
      '/share-cards/auctions/0b6f6c9a-4d0e-4f53-9a3d-5b1c0e8f7a21-en-0123456789abcdef.jpg',
      `/share-cards/auctions/${auctionId}-de-0123456789abcdef.jpg`,
      '/share-cards/auctions/../../etc/passwd',
      `/share-cards/auctions/${pending}-en-0123456789abcdef.jpg`,
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it('deletes the cards with the auction', async () => {
    await t.app.inject({ url: await cardAddressOf(auctionId) });
    const key = (await storedCards(auctionId))?.en ?? '';
    expect(existsSync(fileOfKey(key))).toBe(true);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/auctions/${auctionId}`,
      headers: bearer(sellerToken),
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect(existsSync(fileOfKey(key))).toBe(false);
  });
});
