import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auctions, type UserRow, users } from '../../db/schema.ts';
import { bearer, createUser, loginAs, saveTestCard } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { multipart, png } from '../../test/uploads.ts';
import { auctionPayload, createAuction, createCategory, daysFromNow } from '../auctions/test-fixtures.ts';

/**
 * Issue 31 (migration 0047): each user's auction and banner counts are kept on their row by
 * triggers, and the admin Users page reads them there instead of counting both tables for each
 * user. Whatever writes auctions or banners, the kept counts must say what counting them says.
 */

let t: TestApp;
let categoryId: string;
let superToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await createCategory(t.db)).id;
  superToken = await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN' })).user);
  adminToken = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Every user's counts: as kept on the row, and counted from auctions and banners. */
async function bothWays() {
  const rows = await t.db
    .select({
      email: users.email,
      kept: sql<string>`${users.auctionCount} || '/' || ${users.bannerCount}`,
      // Named in full: in a one-table select Drizzle leaves columns unqualified, and inside the
      // subquery an unqualified "id" would be the listing's own.
      counted: sql<string>`(select count(*) from "auctions" where "auctions"."seller_id" = "users"."id") || '/' || (select count(*) from "banners" where "banners"."advertiser_id" = "users"."id")`,
    })
    .from(users);
  const asMap = (side: 'kept' | 'counted') => Object.fromEntries(rows.map((row) => [row.email, row[side]]));
  return { kept: asMap('kept'), counted: asMap('counted') };
}

async function expectKeptCounted() {
  const sides = await bothWays();
  expect(sides.kept).toEqual(sides.counted);
}

/** The seller's `_count` as GET /api/users answers it. */
async function listedCounts(user: UserRow) {
  const response = await send('GET', `/api/users?search=${encodeURIComponent(user.email)}`, adminToken);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().users.find((listed: { id: string }) => listed.id === user.id)?._count;
}

async function newBanner(token: string) {
  const body = multipart(await png(250, 250), 'banner.png', 'image/png', 'image');
  const image = await t.app.inject({
    method: 'POST',
    url: '/api/banners/upload',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(image.statusCode, image.body).toBe(200);
  const created = await send('POST', '/api/banners', token, {
    advertiserName: 'Green Gables Farm',
    contactEmail: 'ads@greengables.example',
    targetUrl: 'https://greengables.example',
    placement: 'HOMEPAGE_SIDEBAR_1',
    size: 'SQUARE',
    startDate: daysFromNow(2).toISOString(),
    endDate: daysFromNow(32).toISOString(),
    imageUrl: image.json().imageUrl,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().banner?.id ?? created.json().id;
}

describe('the kept listing counts (migration 0047)', () => {
  it('follow auctions created, approved, rejected, deleted, moved and inserted in bulk', async () => {
    const { user: anne } = await createUser(t.db, { role: 'SELLER', companyName: 'Avonlea Auctions' });
    const { user: gilbert } = await createUser(t.db, { role: 'SELLER', companyName: 'Blythe & Sons' });
    await saveTestCard(t.app, anne);
    const anneToken = await loginAs(t.app, anne);

    const created = await send('POST', '/api/auctions', anneToken, auctionPayload(categoryId));
    expect(created.statusCode, created.body).toBe(201);
    const toApprove = await createAuction(t.app, { sellerId: anne.id, categoryId, status: 'PENDING' });
    const toReject = await createAuction(t.app, { sellerId: anne.id, categoryId, status: 'PENDING' });
    await expectKeptCounted();
    expect(await listedCounts(anne)).toEqual({ auctionListings: 3, bannerAds: 0 });

    expect((await send('PUT', `/api/auctions/${toApprove}/approve`, adminToken)).statusCode).toBe(200);
    const rejected = await send('PUT', `/api/auctions/${toReject}/reject`, adminToken, {
      rejectionReason: 'Photos missing',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await expectKeptCounted();
    expect(await listedCounts(anne)).toEqual({ auctionListings: 3, bannerAds: 0 });

    const deleted = await send('DELETE', `/api/auctions/${created.json().id}`, anneToken);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectKeptCounted();
    expect(await listedCounts(anne)).toEqual({ auctionListings: 2, bannerAds: 0 });

    // Moved to another seller (no route does; the trigger still keeps both sides).
    await t.db.update(auctions).set({ sellerId: gilbert.id }).where(eq(auctions.id, toApprove));
    await expectKeptCounted();
    // Many in one statement, for both sellers, as a bulk insert does.
    const [first] = await t.db.select().from(auctions).where(eq(auctions.id, toReject));
    if (!first) throw new Error('the rejected auction is gone');
    const { id: _id, searchVector: _vector, ...copy } = first as typeof first & { searchVector?: unknown };
    await t.db
      .insert(auctions)
      .values(Array.from({ length: 5 }, (_, n) => ({ ...copy, sellerId: n % 2 ? anne.id : gilbert.id })));
    await expectKeptCounted();
    // The one moved to him and three of the five.
    expect(await listedCounts(gilbert)).toEqual({ auctionListings: 4, bannerAds: 0 });
    expect(await listedCounts(anne)).toEqual({ auctionListings: 3, bannerAds: 0 });
    await t.db.delete(auctions).where(eq(auctions.sellerId, gilbert.id));
    await expectKeptCounted();
    expect(await listedCounts(gilbert)).toEqual({ auctionListings: 0, bannerAds: 0 });
  });

  it('follow banners created and deleted, and a user’s delete leaves every other count right', async () => {
    const { user: marilla } = await createUser(t.db, { role: 'SELLER', companyName: 'Cuthbert Farm' });
    const { user: rachel } = await createUser(t.db, { role: 'SELLER', companyName: 'Lynde Estates' });
    await saveTestCard(t.app, marilla);
    await saveTestCard(t.app, rachel);
    const marillaToken = await loginAs(t.app, marilla);
    const rachelToken = await loginAs(t.app, rachel);
    const kept = await newBanner(marillaToken);
    const gone = await newBanner(marillaToken);
    await newBanner(rachelToken);
    await createAuction(t.app, { sellerId: rachel.id, categoryId });
    await createAuction(t.app, { sellerId: marilla.id, categoryId });
    await expectKeptCounted();
    expect(await listedCounts(marilla)).toEqual({ auctionListings: 1, bannerAds: 2 });

    const deleted = await send('DELETE', `/api/banners/${gone}`, marillaToken);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expectKeptCounted();
    expect(await listedCounts(marilla)).toEqual({ auctionListings: 1, bannerAds: 1 });
    expect(kept).toBeTruthy();

    // The user's delete removes their listings (the route, then the foreign keys' cascade).
    expect((await send('DELETE', `/api/users/${marilla.id}`, superToken)).statusCode).toBe(200);
    await expectKeptCounted();
    expect(await listedCounts(rachel)).toEqual({ auctionListings: 1, bannerAds: 1 });
    // And a delete by the database alone, cascading to auctions and banners.
    await t.db.delete(users).where(eq(users.id, rachel.id));
    await expectKeptCounted();
  });

  it('answer an admin’s change of the account with the kept counts', async () => {
    const { user } = await createUser(t.db, { role: 'SELLER', companyName: 'Shirley Antiques' });
    await createAuction(t.app, { sellerId: user.id, categoryId });
    await createAuction(t.app, { sellerId: user.id, categoryId });
    const changed = await send('PUT', `/api/users/${user.id}/auto-approve`, adminToken, {
      autoApprove: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.user._count).toEqual({ auctionListings: 2, bannerAds: 0 });
  });
});

describe('the Users page statement', () => {
  it('reads the kept counts, never auctions or banners, and is prepared once per shape', async () => {
    const statements = async () =>
      (
        (await t.db.execute(sql`select statement from pg_prepared_statements`)) as unknown as {
          rows: { statement: string }[];
        }
      ).rows
        .map((row) => row.statement)
        .filter((text) => text.includes('"page_id"'));
    const page = async (query: string) =>
      expect((await send('GET', `/api/users${query}`, adminToken)).statusCode).toBe(200);
    await createUser(t.db, { role: 'SELLER', province: 'NB' });
    await createUser(t.db, { role: 'USER', province: 'QC' });
    // Three shapes (none, role, role and province), each built on first use.
    for (const query of ['', '?role=SELLER', '?role=SELLER&province=NB']) await page(query);
    const select = vi.spyOn(t.db, 'select');
    try {
      // Later calls of a shape bind new values to the statement drizzle built the first time.
      for (const query of ['?limit=5', '?role=ADMIN', '?province=QC&role=USER']) await page(query);
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
    const texts = await statements();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text).not.toMatch(/"auctions"|"banners"/);
      expect(text).toMatch(/"auction_count"/);
      expect(text).not.toMatch(/'SELLER'|'NB'/);
    }
  });
});
