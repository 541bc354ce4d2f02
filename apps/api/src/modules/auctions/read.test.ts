import { type Auction, MESSAGES } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, type UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createAuction, createCategory, daysFromNow } from './test-fixtures.ts';

let t: TestApp;
let seller: UserRow;
let categoryId: string;
const tokens: Record<'seller' | 'other' | 'admin' | 'superadmin', string> = {
  seller: '',
  other: '',
  admin: '',
  superadmin: '',
};

beforeAll(async () => {
  t = await createTestApp();
  seller = (await createUser(t.db, { firstName: 'Marilla', lastName: 'Cuthbert' })).user;
  categoryId = (await createCategory(t.db, 'Antiques')).id;
  tokens.seller = await loginAs(t.app, seller);
  tokens.other = await loginAs(t.app, (await createUser(t.db)).user);
  tokens.admin = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
  tokens.superadmin = await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN' })).user);
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('GET /api/auctions/:id', () => {
  it('shows an approved auction to anyone, an ended one too', async () => {
    const id = await createAuction(t.app, { sellerId: seller.id, categoryId });
    const ended = await createAuction(t.app, {
      sellerId: seller.id,
      categoryId,
      auctionStartDate: daysFromNow(-10),
      auctionEndDate: daysFromNow(-9),
    });
    for (const token of [undefined, ...Object.values(tokens)]) {
      for (const auctionId of [id, ended]) {
        const response = await get(`/api/auctions/${auctionId}`, token);
        expect(response.statusCode).toBe(200);
        expect(response.json().auction).toMatchObject({ id: auctionId, status: 'APPROVED' });
      }
    }
    const body = (await get(`/api/auctions/${id}`)).json().auction as Auction;
    expect(body).toMatchObject({
      category: { id: categoryId, name: 'Antiques' },
      seller: { id: seller.id, email: seller.email, companyName: seller.companyName },
      images: [],
      featuredImage: null,
      timeZone: 'America/Halifax',
    });
    expect(body.seller).not.toHaveProperty('firstName');
    const asAdmin = (await get(`/api/auctions/${id}`, tokens.admin)).json().auction as Auction;
    expect(asAdmin.seller).toMatchObject({ firstName: 'Marilla', lastName: 'Cuthbert' });
  });

  it.each(['PENDING', 'REJECTED'] as const)(
    'shows a %s auction only to its seller and admins',
    async (status) => {
      const id = await createAuction(t.app, { sellerId: seller.id, categoryId, status });
      const expected = { anonymous: 404, seller: 200, other: 404, admin: 200, superadmin: 200 };
      for (const [who, code] of Object.entries(expected)) {
        const token = who === 'anonymous' ? undefined : tokens[who as keyof typeof tokens];
        const response = await get(`/api/auctions/${id}`, token);
        expect(response.statusCode, who).toBe(code);
        if (code === 404) {
          expect(response.json()).toEqual({ error: 'NOT_FOUND', message: MESSAGES.auctionNotFound });
        } else {
          expect(response.json().auction.status).toBe(status);
        }
      }
    },
  );

  it('says whether its seller has a public directory profile, in the detail and the list (issue 28)', async () => {
    const listed = (await createUser(t.db, { isDirectoryListed: true, advertiserType: 'AUCTIONEER' })).user;
    const lapsed = (
      await createUser(t.db, {
        isDirectoryListed: true,
        advertiserType: 'AUCTIONEER',
        directoryStatus: 'ACTIVE',
        directoryExpiresAt: daysFromNow(-1),
      })
    ).user;
    const cases = [
      [listed, true],
      [lapsed, false],
      // The suite's seller is in no directory.
      [seller, false],
    ] as const;
    for (const [who, expected] of cases) {
      const id = await createAuction(t.app, { sellerId: who.id, categoryId });
      const detail = (await get(`/api/auctions/${id}`)).json().auction as Auction;
      expect(detail.seller.hasPublicProfile, who.email).toBe(expected);
      const list = (await get(`/api/auctions?sellerId=${who.id}`)).json().auctions as Auction[];
      expect(list.find((auction) => auction.id === id)?.seller.hasPublicProfile, who.email).toBe(expected);
      // The profile the page would link to answers exactly when it is said to exist.
      expect((await get(`/api/directory/${who.id}`)).statusCode).toBe(expected ? 200 : 404);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await get('/api/auctions/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'NOT_FOUND', message: MESSAGES.auctionNotFound });
    expect((await get('/api/auctions/not-an-id')).statusCode).toBe(400);
  });
  it('remembers an approved auction briefly, and forgets it on any change through the API', async () => {
    const id = await createAuction(t.app, { sellerId: seller.id, categoryId, title: 'Original title of it' });
    expect((await get(`/api/auctions/${id}`)).json().auction.title).toBe('Original title of it');
    // Behind the service's back: the remembered answer stands (for at most its TTL).
    await t.db.update(auctions).set({ title: 'Changed behind the back' }).where(eq(auctions.id, id));
    expect((await get(`/api/auctions/${id}`)).json().auction.title).toBe('Original title of it');
    const reject = await t.app.inject({
      method: 'PUT',
      url: `/api/auctions/${id}/reject`,
      headers: bearer(tokens.admin),
    });
    expect(reject.json().auction.title).toBe('Changed behind the back');
    expect((await get(`/api/auctions/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/auctions/${id}`, tokens.seller)).json().auction.status).toBe('REJECTED');
  });
});

describe('GET /api/auctions/calendar', () => {
  it('lists every approved auction starting in the range, ended or not, without a cap', async () => {
    const { user } = await createUser(t.db);
    const base = new Date('2031-03-01T12:00:00Z').getTime();
    const day = 86_400_000;
    const inRange: string[] = [];
    for (let i = 0; i < 105; i += 1) {
      inRange.push(
        await createAuction(t.app, {
          sellerId: user.id,
          categoryId,
          title: `Calendar auction ${i}`,
          auctionStartDate: new Date(base + (i % 28) * day + i * 1000),
        }),
      );
    }
    await createAuction(t.app, {
      sellerId: user.id,
      categoryId,
      status: 'PENDING',
      auctionStartDate: new Date(base + day),
    });
    await createAuction(t.app, {
      sellerId: user.id,
      categoryId,
      auctionStartDate: new Date(base + 40 * day),
    });
    const from = new Date(base - day).toISOString();
    const to = new Date(base + 31 * day).toISOString();
    const response = await get(`/api/auctions/calendar?startDateFrom=${from}&startDateTo=${to}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    const auctions = response.json().auctions as Auction[];
    expect(auctions).toHaveLength(105);
    expect(new Set(auctions.map((auction) => auction.id))).toEqual(new Set(inRange));
    const starts = auctions.map((auction) => auction.auctionStartDate);
    expect(starts).toEqual([...starts].sort());
    expect(Object.keys(auctions[0] ?? {}).sort()).toEqual(
      [
        'auctionEndDate',
        'auctionStartDate',
        'category',
        'featuredImage',
        'id',
        'location',
        'province',
        'timeZone',
        'title',
      ].sort(),
    );
  });

  it('includes ended approved auctions of past months', async () => {
    const ended = await createAuction(t.app, {
      sellerId: seller.id,
      categoryId,
      auctionStartDate: daysFromNow(-20),
      auctionEndDate: daysFromNow(-19),
    });
    const from = daysFromNow(-25).toISOString();
    const to = daysFromNow(-15).toISOString();
    const response = await get(`/api/auctions/calendar?startDateFrom=${from}&startDateTo=${to}`);
    expect(response.json().auctions.map((auction: Auction) => auction.id)).toContain(ended);
  });

  it('refuses a missing or too long range', async () => {
    expect((await get('/api/auctions/calendar')).statusCode).toBe(400);
    const from = daysFromNow(0).toISOString();
    const to = daysFromNow(60).toISOString();
    const tooLong = await get(`/api/auctions/calendar?startDateFrom=${from}&startDateTo=${to}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toHaveProperty('startDateTo');
  });
});

describe('GET /api/auctions/my-auctions', () => {
  it('needs a session', async () => {
    const response = await get('/api/auctions/my-auctions');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'UNAUTHORIZED', message: MESSAGES.authenticationRequired });
  });

  it("answers the user's own auctions of every status, newest first", async () => {
    const { user } = await createUser(t.db);
    const created: string[] = [];
    for (const status of ['APPROVED', 'PENDING', 'REJECTED'] as const) {
      created.push(await createAuction(t.app, { sellerId: user.id, categoryId, status }));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await createAuction(t.app, { sellerId: seller.id, categoryId });
    const response = await get('/api/auctions/my-auctions', await loginAs(t.app, user));
    expect(response.statusCode).toBe(200);
    const auctions = response.json().auctions as Auction[];
    expect(auctions.map((auction) => auction.id)).toEqual(created.reverse());
    expect(auctions.map((auction) => auction.status)).toEqual(['REJECTED', 'PENDING', 'APPROVED']);
  });
});
