import { existsSync } from 'node:fs';
import { imageVariants, LOT_LIMITS, MESSAGES } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, lots, type UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createAuction, createCategory, fileOfUrl, multipart, png } from '../auctions/test-fixtures.ts';
import { sweepUnreferencedUploads } from '../uploads/upload-records.ts';

let t: TestApp;
let seller: UserRow;
let categoryId: string;
type Who = 'anonymous' | 'seller' | 'other' | 'admin';
const tokens: Record<Exclude<Who, 'anonymous'>, string> = { seller: '', other: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp();
  seller = (await createUser(t.db)).user;
  categoryId = (await createCategory(t.db)).id;
  tokens.seller = await loginAs(t.app, seller);
  tokens.other = await loginAs(t.app, (await createUser(t.db)).user);
  tokens.admin = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
});
afterAll(() => t.close());

const headersOf = (who: Who) => (who === 'anonymous' ? {} : bearer(tokens[who]));
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Who = 'seller',
  payload?: object,
) => t.app.inject({ method, url, headers: headersOf(who), ...(payload === undefined ? {} : { payload }) });

const lotPayload = (overrides: Record<string, unknown> = {}) => ({
  lotNumber: '1',
  title: 'Heintzman upright piano',
  description: 'Walnut case, tuned last spring.',
  estimateLow: 50_000,
  estimateHigh: 90_000,
  ...overrides,
});

const newAuction = (values: Partial<Parameters<typeof createAuction>[1]> = {}) =>
  createAuction(t.app, { sellerId: seller.id, categoryId, ...values });

async function addLot(auctionId: string, overrides: Record<string, unknown> = {}, who: Who = 'seller') {
  const response = await call('POST', `/api/auctions/${auctionId}/lots`, who, lotPayload(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().lot as { id: string; position: number; images: string[]; lotNumber: string };
}

const uploadPhoto = (auctionId: string, lotId: string, shade = 10, who: Who = 'seller') =>
  png(120, 90, shade).then((image) => {
    const body = multipart(image);
    return t.app.inject({
      method: 'POST',
      url: `/api/auctions/${auctionId}/lots/${lotId}/images`,
      payload: body.payload,
      headers: { ...body.headers, ...headersOf(who) },
    });
  });

describe('lots of an auction', () => {
  it('creates a lot with defaults, lists it in order and counts it in the auction read', async () => {
    const id = await newAuction();
    const first = await addLot(id, { lotNumber: '12', quantity: undefined });
    const second = await addLot(id, { lotNumber: '12A', title: 'Pine blanket box', estimateLow: null });
    expect(first).toMatchObject({ position: 1, lotNumber: '12', estimateLow: 50_000, images: [] });
    expect(second).toMatchObject({ position: 2, estimateLow: null, estimateHigh: 90_000 });
    expect((first as unknown as { quantity: number }).quantity).toBe(1);

    const list = await call('GET', `/api/auctions/${id}/lots`, 'anonymous');
    expect(list.statusCode).toBe(200);
    expect(list.json().lots.map((lot: { lotNumber: string }) => lot.lotNumber)).toEqual(['12', '12A']);
    expect(list.json().pagination).toEqual({ page: 1, limit: 50, total: 2, totalPages: 1 });

    const page2 = await call('GET', `/api/auctions/${id}/lots?page=2&limit=1`, 'anonymous');
    expect(page2.json().lots.map((lot: { id: string }) => lot.id)).toEqual([second.id]);
    expect(page2.json().pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });

    const read = await call('GET', `/api/auctions/${id}`, 'anonymous');
    expect(read.json().auction.lotCount).toBe(2);
    const listed = await call('GET', '/api/auctions?status=APPROVED&limit=100', 'anonymous');
    const card = listed.json().auctions.find((auction: { id: string }) => auction.id === id);
    expect(card?.lotCount).toBe(2);
  });

  it('refuses a duplicate lot number (whatever its case), crossed estimates and bad values', async () => {
    const id = await newAuction();
    await addLot(id, { lotNumber: '7B' });
    const duplicate = await call(
      'POST',
      `/api/auctions/${id}/lots`,
      'seller',
      lotPayload({ lotNumber: '7b' }),
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: MESSAGES.lotNumberTaken });

    const crossed = await call(
      'POST',
      `/api/auctions/${id}/lots`,
      'seller',
      lotPayload({ lotNumber: '8', estimateLow: 900, estimateHigh: 100 }),
    );
    expect(crossed.statusCode).toBe(400);
    expect(JSON.stringify(crossed.json())).toContain(MESSAGES.lotEstimateOrder);

    for (const bad of [
      { lotNumber: '' },
      { lotNumber: 'x'.repeat(LOT_LIMITS.lotNumberLength + 1) },
      { lotNumber: '12 A' },
      { title: '' },
      { estimateLow: -1 },
      { estimateHigh: 1.5 },
      { quantity: 0 },
      { quantity: LOT_LIMITS.quantityMax + 1 },
      { categoryId: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const response = await call(
        'POST',
        `/api/auctions/${id}/lots`,
        'seller',
        lotPayload({ lotNumber: '9', ...bad }),
      );
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const french = await t.app.inject({
      method: 'POST',
      url: `/api/auctions/${id}/lots`,
      headers: { ...bearer(tokens.seller), 'accept-language': 'fr-CA' },
      payload: lotPayload({ lotNumber: '7B' }),
    });
    expect(french.json().message).toBe('Un autre lot de cet encan porte déjà ce numéro');
  });

  it('edits a lot in whole, keeping its number unique', async () => {
    const id = await newAuction();
    const lot = await addLot(id, { lotNumber: '1' });
    await addLot(id, { lotNumber: '2' });
    const edited = await call(
      'PUT',
      `/api/auctions/${id}/lots/${lot.id}`,
      'seller',
      lotPayload({
        lotNumber: '1',
        title: 'Heintzman piano, 1920',
        titleFr: 'Piano Heintzman, 1920',
        categoryId,
        quantity: 3,
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().lot).toMatchObject({ titleFr: 'Piano Heintzman, 1920', categoryId, quantity: 3 });
    const clash = await call(
      'PUT',
      `/api/auctions/${id}/lots/${lot.id}`,
      'seller',
      lotPayload({ lotNumber: '2' }),
    );
    expect(clash.statusCode).toBe(409);
    const elsewhere = await newAuction();
    const wrongAuction = await call(
      'PUT',
      `/api/auctions/${elsewhere}/lots/${lot.id}`,
      'seller',
      lotPayload(),
    );
    expect(wrongAuction.statusCode).toBe(404);
  });
});

describe('who may read and change lots', () => {
  it('shows an approved auction’s lots to everyone and a pending one’s to its seller and admins only', async () => {
    const approved = await newAuction();
    const pending = await newAuction({ status: 'PENDING' });
    await addLot(approved);
    await addLot(pending);
    const visitor = await call('GET', `/api/auctions/${approved}/lots`, 'anonymous');
    expect(visitor.headers['cache-control']).toContain('public');
    const owner = await call('GET', `/api/auctions/${pending}/lots`, 'seller');
    expect(owner.headers['cache-control']).toContain('private');
    for (const who of ['anonymous', 'other', 'seller', 'admin'] as const) {
      expect((await call('GET', `/api/auctions/${approved}/lots`, who)).statusCode).toBe(200);
      const hidden = await call('GET', `/api/auctions/${pending}/lots`, who);
      expect(hidden.statusCode, who).toBe(who === 'seller' || who === 'admin' ? 200 : 404);
    }
    expect(
      (await call('GET', '/api/auctions/00000000-0000-4000-8000-000000000000/lots', 'anonymous')).statusCode,
    ).toBe(404);
  });

  it('lets the seller and admins write; refuses strangers (403) and visitors (401)', async () => {
    const id = await newAuction();
    const lot = await addLot(id);
    expect(
      (await call('POST', `/api/auctions/${id}/lots`, 'anonymous', lotPayload({ lotNumber: '2' })))
        .statusCode,
    ).toBe(401);
    expect(
      (await call('POST', `/api/auctions/${id}/lots`, 'other', lotPayload({ lotNumber: '2' }))).statusCode,
    ).toBe(403);
    expect((await call('PUT', `/api/auctions/${id}/lots/${lot.id}`, 'other', lotPayload())).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/auctions/${id}/lots/${lot.id}`, 'other')).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/auctions/${id}/lots/order`, 'other', { lotIds: [lot.id] })).statusCode,
    ).toBe(403);
    expect((await uploadPhoto(id, lot.id, 10, 'other')).statusCode).toBe(403);

    const pending = await newAuction({ status: 'PENDING' });
    expect((await call('POST', `/api/auctions/${pending}/lots`, 'other', lotPayload())).statusCode).toBe(404);

    await addLot(id, { lotNumber: '2' }, 'admin');
    // An admin removes a lot that breaks the rules.
    expect((await call('DELETE', `/api/auctions/${id}/lots/${lot.id}`, 'admin')).statusCode).toBe(200);
    const left = await call('GET', `/api/auctions/${id}/lots`, 'anonymous');
    expect(left.json().lots).toMatchObject([{ lotNumber: '2', position: 1 }]);
    expect((await call('GET', `/api/auctions/${id}`, 'anonymous')).json().auction.lotCount).toBe(1);
    expect((await call('DELETE', `/api/auctions/${id}/lots/${lot.id}`, 'admin')).statusCode).toBe(404);
  });

  it('keeps an approved auction approved when its seller adds, edits and removes lots', async () => {
    const id = await newAuction();
    const lot = await addLot(id);
    await call(
      'PUT',
      `/api/auctions/${id}/lots/${lot.id}`,
      'seller',
      lotPayload({ title: 'Something else entirely' }),
    );
    await addLot(id, { lotNumber: '2' });
    const [row] = await t.db.select({ status: auctions.status }).from(auctions).where(eq(auctions.id, id));
    expect(row?.status).toBe('APPROVED');
  });
});

describe('PUT /api/auctions/:id/lots/order', () => {
  it('puts the lots in the order given', async () => {
    const id = await newAuction();
    const [a, b, c] = [
      await addLot(id, { lotNumber: 'A' }),
      await addLot(id, { lotNumber: 'B' }),
      await addLot(id, { lotNumber: 'C' }),
    ];
    const response = await call('PUT', `/api/auctions/${id}/lots/order`, 'seller', {
      lotIds: [c.id, a.id, b.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = await call('GET', `/api/auctions/${id}/lots`, 'anonymous');
    expect(
      list.json().lots.map((lot: { lotNumber: string; position: number }) => [lot.lotNumber, lot.position]),
    ).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
  });

  it('refuses a list that is not exactly the auction’s lots', async () => {
    const id = await newAuction();
    const a = await addLot(id, { lotNumber: 'A' });
    const b = await addLot(id, { lotNumber: 'B' });
    const stranger = await addLot(await newAuction(), { lotNumber: 'Z' });
    for (const lotIds of [[a.id], [a.id, a.id], [a.id, b.id, stranger.id], [a.id, stranger.id], ['nope']]) {
      const response = await call('PUT', `/api/auctions/${id}/lots/order`, 'seller', { lotIds });
      expect(response.statusCode, JSON.stringify(lotIds)).toBe(400);
    }
    const refused = await call('PUT', `/api/auctions/${id}/lots/order`, 'seller', { lotIds: [a.id] });
    expect(refused.json().message).toBe(MESSAGES.lotOrderMismatch);
  });
});

describe('lot photos', () => {
  it('stores a photo through the auction pipeline, at most 12, and deletes one left out of an edit', async () => {
    const id = await newAuction();
    const lot = await addLot(id);
    const urls: string[] = [];
    for (let shade = 0; shade < LOT_LIMITS.imagesPerLot; shade++) {
      const response = await uploadPhoto(id, lot.id, shade * 10);
      expect(response.statusCode, response.body).toBe(200);
      urls.push(response.json().imageUrl);
    }
    expect(urls[0]).toMatch(new RegExp(`^/uploads/auctions/${id}/lots/${lot.id}/[0-9a-f]{32}-1600\\.webp$`));
    const full = await uploadPhoto(id, lot.id, 200);
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toBe(MESSAGES.tooManyLotImages);

    const [dropped, ...kept] = urls as [string, ...string[]];
    const edit = await call(
      'PUT',
      `/api/auctions/${id}/lots/${lot.id}`,
      'seller',
      lotPayload({ images: kept.reverse() }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().lot.images).toEqual(kept);
    expect(imageVariants(dropped).every((url) => !existsSync(fileOfUrl(t.config.uploadsDir, url)))).toBe(
      true,
    );
    const foreign = await call(
      'PUT',
      `/api/auctions/${id}/lots/${lot.id}`,
      'seller',
      lotPayload({ images: ['/uploads/x-1600.webp'] }),
    );
    expect(foreign.statusCode).toBe(400);
  });

  it('refuses a file that is not an image', async () => {
    const id = await newAuction();
    const lot = await addLot(id);
    const body = multipart(Buffer.from('not an image at all'), 'notes.png');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/auctions/${id}/lots/${lot.id}/images`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(tokens.seller) },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('the upload sweep', () => {
  it('keeps a lot’s photo: a lot refers to it', async () => {
    const id = await newAuction();
    const lot = await addLot(id);
    const photo = (await uploadPhoto(id, lot.id, 77)).json().imageUrl as string;
    const nextWeek = new Date(Date.now() + 7 * 86_400_000);
    await sweepUnreferencedUploads(t.db, t.app.storage, { now: nextWeek });
    expect(imageVariants(photo).every((url) => existsSync(fileOfUrl(t.config.uploadsDir, url)))).toBe(true);
  });
});

describe('deleting an auction', () => {
  it('deletes its lots and their stored photos', async () => {
    const id = await newAuction();
    const lot = await addLot(id);
    const photo = (await uploadPhoto(id, lot.id)).json().imageUrl as string;
    expect(existsSync(fileOfUrl(t.config.uploadsDir, photo))).toBe(true);
    expect((await call('DELETE', `/api/auctions/${id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(lots).where(eq(lots.auctionId, id))).toEqual([]);
    expect(imageVariants(photo).every((url) => !existsSync(fileOfUrl(t.config.uploadsDir, url)))).toBe(true);
  });
});
