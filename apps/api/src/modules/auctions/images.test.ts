import { existsSync } from 'node:fs';
import { AUCTION_IMAGE_WIDTHS, imageVariants, MAX_GALLERY_IMAGES, MESSAGES } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, type UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createAuction, createCategory, fileOfUrl, multipart, png } from './test-fixtures.ts';

let t: TestApp;
let seller: UserRow;
let categoryId: string;
type Who = 'anonymous' | 'seller' | 'other' | 'admin' | 'superadmin';
const tokens: Record<Exclude<Who, 'anonymous'>, string> = {
  seller: '',
  other: '',
  admin: '',
  superadmin: '',
};

beforeAll(async () => {
  t = await createTestApp();
  seller = (await createUser(t.db)).user;
  categoryId = (await createCategory(t.db)).id;
  tokens.seller = await loginAs(t.app, seller);
  tokens.other = await loginAs(t.app, (await createUser(t.db)).user);
  tokens.admin = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
  tokens.superadmin = await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN' })).user);
});
afterAll(() => t.close());

const send = (
  id: string,
  kind: 'images' | 'featured-image',
  body: ReturnType<typeof multipart>,
  who: Who = 'seller',
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auctions/${id}/${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...(who === 'anonymous' ? {} : bearer(tokens[who])) },
  });
const fileOf = (url: string) => fileOfUrl(t.config.uploadsDir, url);
const allExist = (url: string) => imageVariants(url).every((variant) => existsSync(fileOf(variant)));
const noneExist = (url: string) => imageVariants(url).every((variant) => !existsSync(fileOf(variant)));
const rowOf = async (id: string) => (await t.db.select().from(auctions).where(eq(auctions.id, id)))[0];

describe('POST /api/auctions/:id/featured-image', () => {
  it('re-encodes to WebP at 400, 800 and 1600 wide, served immutable, and answers the auction', async () => {
    const id = await createAuction(t.app, { sellerId: seller.id, categoryId });
    const response = await send(id, 'featured-image', multipart(await png(2400, 1200)));
    expect(response.statusCode, response.body).toBe(200);
    const { imageUrl, auction } = response.json();
    expect(imageUrl).toMatch(new RegExp(`^/uploads/auctions/${id}/[0-9a-f]{32}-1600\\.webp$`));
    expect(auction).toMatchObject({ id, featuredImage: imageUrl });
    expect((await rowOf(id))?.featuredImage).toBe(imageUrl);

    const variants = imageVariants(imageUrl);
    expect(variants).toHaveLength(AUCTION_IMAGE_WIDTHS.length);
    for (const [index, url] of variants.entries()) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: AUCTION_IMAGE_WIDTHS[index] });
      expect(meta.exif).toBeUndefined();
    }
  });

  it('replaces the previous featured image and deletes its files', async () => {
    const id = await createAuction(t.app, { sellerId: seller.id, categoryId });
    const first = (await send(id, 'featured-image', multipart(await png(500, 300, 1)))).json().imageUrl;
    expect(allExist(first)).toBe(true);
    const second = (await send(id, 'featured-image', multipart(await png(500, 300, 2)))).json().imageUrl;
    expect(second).not.toBe(first);
    expect(allExist(second)).toBe(true);
    expect(noneExist(first)).toBe(true);
    // The same picture again changes nothing and deletes nothing.
    const again = (await send(id, 'featured-image', multipart(await png(500, 300, 2)))).json().imageUrl;
    expect(again).toBe(second);
    expect(allExist(second)).toBe(true);
  });

  it('sniffs the content: a text file named .png is refused with 415', async () => {
    const id = await createAuction(t.app, { sellerId: seller.id, categoryId });
    for (const kind of ['featured-image', 'images'] as const) {
      const response = await send(
        id,
        kind,
        multipart(Buffer.from('<?php echo 1; ?>'), 'photo.png', 'image/png'),
      );
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: MESSAGES.auctionImageInvalidType,
      });
    }
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    expect((await send(id, 'featured-image', multipart(svg, 'a.svg', 'image/svg+xml'))).statusCode).toBe(415);
    expect((await rowOf(id))?.featuredImage).toBeNull();
  });

  it('refuses a file over 10 MB with 413 and the auction message', async () => {
    const id = await createAuction(t.app, { sellerId: seller.id, categoryId });
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    for (const kind of ['featured-image', 'images'] as const) {
      const response = await send(id, kind, multipart(big));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: MESSAGES.auctionImageTooLarge });
    }
    const row = await rowOf(id);
    expect(row).toMatchObject({ featuredImage: null, images: [] });
  });

  it('asks for a file when none is sent', async () => {
    const id = await createAuction(t.app, { sellerId: seller.id, categoryId });
    const response = await send(
      id,
      'featured-image',
      multipart(await png(10, 10), 'a.png', 'image/png', 'photo'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'BAD_REQUEST', message: MESSAGES.noFileUploaded });
  });
});

describe('POST /api/auctions/:id/images', () => {
  it('appends one picture per call and answers the gallery', async () => {
    const id = await createAuction(t.app, { sellerId: seller.id, categoryId });
    const first = await send(id, 'images', multipart(await png(900, 600, 11)));
    expect(first.statusCode).toBe(200);
    const second = await send(id, 'images', multipart(await png(900, 600, 12), 'b.jpg', 'image/jpeg'));
    expect(second.statusCode).toBe(200);
    const urls = [first.json().imageUrl, second.json().imageUrl];
    expect(second.json().images).toEqual(urls);
    expect((await rowOf(id))?.images).toEqual(urls);
    expect(urls.every(allExist)).toBe(true);
    // The same picture twice is in the gallery once.
    const again = await send(id, 'images', multipart(await png(900, 600, 12)));
    expect(again.json().images).toEqual(urls);
  });

  it(`holds at most ${MAX_GALLERY_IMAGES} pictures`, async () => {
    const full = Array.from({ length: MAX_GALLERY_IMAGES }, (_, i) => `/uploads/auctions/x/${i}-1600.webp`);
    const id = await createAuction(t.app, { sellerId: seller.id, categoryId, images: full });
    const response = await send(id, 'images', multipart(await png(20, 20)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'BAD_REQUEST', message: MESSAGES.tooManyGalleryImages });
    expect((await rowOf(id))?.images).toHaveLength(MAX_GALLERY_IMAGES);
  });
});

describe('who may upload', () => {
  it.each(['APPROVED', 'PENDING'] as const)('only the seller and admins, on a %s auction', async (status) => {
    const id = await createAuction(t.app, { sellerId: seller.id, categoryId, status });
    const expected: Record<Who, number> = {
      anonymous: 401,
      other: status === 'APPROVED' ? 403 : 404,
      seller: 200,
      admin: 200,
      superadmin: 200,
    };
    for (const [who, code] of Object.entries(expected) as [Who, number][]) {
      for (const kind of ['featured-image', 'images'] as const) {
        const response = await send(id, kind, multipart(await png(30, 30, code + who.length)), who);
        expect(response.statusCode, `${who} ${kind}`).toBe(code);
      }
    }
    const unknown = await send(
      '00000000-0000-4000-8000-000000000000',
      'images',
      multipart(await png(5, 5)),
      'admin',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.auctionNotFound);
  });
});
