import type { Auction } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, type UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { insertAuction } from './queries.ts';
import { createAuction, createCategory, daysFromNow } from './test-fixtures.ts';

let t: TestApp;
let seller: UserRow;
let otherSeller: UserRow;
let farm: string;
let art: string;
let adminToken: string;
let sellerToken: string;

const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  seller = (
    await createUser(t.db, { firstName: 'Anne', lastName: 'Shirley', companyName: 'Avonlea Auctions' })
  ).user;
  otherSeller = (await createUser(t.db)).user;
  farm = (await createCategory(t.db, 'Farm Equipment')).id;
  art = (await createCategory(t.db, 'Art')).id;
  const { user: admin } = await createUser(t.db, { role: 'ADMIN' });
  adminToken = await loginAs(t.app, admin);
  sellerToken = await loginAs(t.app, seller);

  const add = async (key: string, values: Parameters<typeof createAuction>[1]) => {
    ids[key] = await createAuction(t.app, values);
  };
  const mine = { sellerId: seller.id, categoryId: farm };
  await add('tractor', {
    ...mine,
    title: 'John Deere tractor and hay wagon sale',
    location: 'Truro, NS',
    auctionStartDate: daysFromNow(3),
  });
  await add('redTractor', {
    ...mine,
    title: 'Red tractor collection',
    description: 'Vintage tractors from a Kings County farm: Farmall, Massey and more, all in running order.',
    location: 'Kentville, NS',
    auctionStartDate: daysFromNow(5),
  });
  await add('painting', {
    sellerId: otherSeller.id,
    categoryId: art,
    title: 'Maritime paintings and prints',
    description: 'Oil paintings of the Halifax harbour, a tractor in a field by a local painter, and prints.',
    location: 'HALIFAX, NS',
    province: 'NS',
    auctionStartDate: daysFromNow(20),
  });
  await add('percent', {
    sellerId: otherSeller.id,
    categoryId: art,
    title: 'Warehouse clearance 100% sold',
    location: 'Unit 100%_B, Moncton, NB',
    province: 'NB',
    auctionStartDate: daysFromNow(40),
  });
  await add('pending', { ...mine, status: 'PENDING', title: 'Pending tractor auction' });
  await add('rejected', { ...mine, status: 'REJECTED', title: 'Rejected tractor auction' });
  await add('ended', {
    ...mine,
    title: 'Ended tractor auction last month',
    auctionStartDate: daysFromNow(-30),
    auctionEndDate: daysFromNow(-29),
  });
  // Started yesterday, ends tomorrow: still listed (decision 5 is about the end).
  await add('running', {
    ...mine,
    title: 'Running online consignment sale',
    auctionStartDate: daysFromNow(-1),
    auctionEndDate: daysFromNow(1),
  });
});
afterAll(() => t.close());

const list = async (query: string, token?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/auctions${query}`,
    headers: token ? bearer(token) : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const titlesOf = async (query: string, token?: string) =>
  ((await list(query, token)).json().auctions as Auction[]).map((auction) => auction.title);
const idsOf = async (query: string, token?: string) =>
  ((await list(query, token)).json().auctions as Auction[]).map((auction) => auction.id);

describe('GET /api/auctions: the public list', () => {
  it('lists approved, not yet ended auctions by start date, with category and seller', async () => {
    const response = await list('');
    const body = response.json();
    expect(body.auctions.map((auction: Auction) => auction.id)).toEqual([
      ids.running,
      ids.tractor,
      ids.redTractor,
      ids.painting,
      ids.percent,
    ]);
    expect(body.pagination).toEqual({ page: 1, limit: 12, total: 5, totalPages: 1 });
    const first = body.auctions[1] as Auction;
    expect(first).toMatchObject({
      status: 'APPROVED',
      category: { id: farm, name: 'Farm Equipment' },
      categoryId: farm,
      province: 'NS',
      timeZone: 'America/Halifax',
      sellerId: seller.id,
      seller: { id: seller.id, companyName: 'Avonlea Auctions', email: seller.email },
    });
    // Seller names are for admin views only (spec 000 §3).
    expect(first.seller).not.toHaveProperty('firstName');
    expect(first.seller).not.toHaveProperty('lastName');
    expect(JSON.stringify(body)).not.toContain('search_vector');
  });

  it('lets anonymous answers be cached publicly for 30 s, signed-in ones privately', async () => {
    expect((await list('')).headers['cache-control']).toBe('public, max-age=0, s-maxage=30');
    expect((await list('', sellerToken)).headers['cache-control']).toBe('private, no-cache');
  });

  it('shows seller names to admins', async () => {
    const body = (await list(`?sellerId=${seller.id}`, adminToken)).json();
    expect(body.auctions[0].seller).toMatchObject({ firstName: 'Anne', lastName: 'Shirley' });
  });

  it('keeps the ended approved auction out of the list (decision 5)', async () => {
    expect(await idsOf('')).not.toContain(ids.ended);
    expect(await idsOf('?search=tractor')).not.toContain(ids.ended);
  });

  it('answers only APPROVED to non-admins whatever status they ask for', async () => {
    for (const token of [undefined, sellerToken]) {
      const found = await idsOf('?status=PENDING', token);
      expect(found).not.toContain(ids.pending);
      expect(found).toContain(ids.tractor);
      expect(await idsOf('?status=REJECTED', token)).not.toContain(ids.rejected);
    }
  });

  it('answers admins the status they ask for, ended or not', async () => {
    expect(await idsOf('?status=PENDING', adminToken)).toEqual([ids.pending]);
    expect(await idsOf('?status=REJECTED', adminToken)).toEqual([ids.rejected]);
    // status=APPROVED is the public listing for everyone (the home page asks for it).
    const approved = await idsOf('?status=APPROVED&limit=6', adminToken);
    expect(approved).toContain(ids.tractor);
    expect(approved).not.toContain(ids.ended);
    // Without a status an admin gets the public list too.
    expect(await idsOf('', adminToken)).not.toContain(ids.pending);
  });
});

describe('GET /api/auctions: search', () => {
  it('finds words in title, description, location and category, stemmed', async () => {
    expect(new Set(await idsOf('?search=tractors'))).toEqual(
      new Set([ids.tractor, ids.redTractor, ids.painting]),
    );
    expect(await idsOf('?search=kentville')).toEqual([ids.redTractor]);
    expect(new Set(await idsOf('?search=equipment'))).toEqual(
      new Set([ids.tractor, ids.redTractor, ids.running]),
    );
  });

  it('honours a quoted phrase', async () => {
    expect(await idsOf(`?search=${encodeURIComponent('"red tractor"')}`)).toEqual([ids.redTractor]);
    expect(await idsOf(`?search=${encodeURIComponent('"tractor red"')}`)).toEqual([]);
  });

  it('honours a minus word', async () => {
    expect(new Set(await idsOf(`?search=${encodeURIComponent('tractor -halifax')}`))).toEqual(
      new Set([ids.tractor, ids.redTractor]),
    );
    expect(await idsOf(`?search=${encodeURIComponent('tractor -deere -kentville -painter')}`)).toEqual([]);
  });

  it('ranks by relevance when asked, by start date otherwise', async () => {
    // The painting mentions a tractor once in its description; the others carry it in the title.
    expect(await idsOf('?search=tractor')).toEqual([ids.tractor, ids.redTractor, ids.painting]);
    const ranked = await idsOf('?search=tractor&sort=relevance');
    expect(ranked.at(-1)).toBe(ids.painting);
  });

  it('survives text that is not a query', async () => {
    for (const odd of ['!!!', "'", '" -', 'the', '& | :*']) {
      await list(`?search=${encodeURIComponent(odd)}`);
    }
  });
});

describe('GET /api/auctions: filters', () => {
  it('matches part of the location, whatever the case', async () => {
    expect(await idsOf('?location=halifax')).toEqual([ids.painting]);
    expect(await idsOf('?location=TRU')).toEqual([ids.running, ids.tractor]);
    expect(new Set(await idsOf('?location=ns'))).toEqual(
      new Set([ids.running, ids.tractor, ids.redTractor, ids.painting]),
    );
  });

  it('takes % and _ in a location literally', async () => {
    expect(await idsOf(`?location=${encodeURIComponent('100%_')}`)).toEqual([ids.percent]);
    expect(await idsOf(`?location=${encodeURIComponent('%')}`)).toEqual([ids.percent]);
    expect(await idsOf(`?location=${encodeURIComponent('T_uro')}`)).toEqual([]);
  });

  it('filters by category', async () => {
    expect(await idsOf(`?category=${art}`)).toEqual([ids.painting, ids.percent]);
    expect(await idsOf(`?category=${farm}&search=red`)).toEqual([ids.redTractor]);
  });

  it('filters by start date range', async () => {
    const from = daysFromNow(4).toISOString();
    const to = daysFromNow(21).toISOString();
    expect(await idsOf(`?startDateFrom=${from}&startDateTo=${to}`)).toEqual([ids.redTractor, ids.painting]);
    expect(await idsOf(`?startDateFrom=${from}`)).toEqual([ids.redTractor, ids.painting, ids.percent]);
  });

  it('answers the spec calendar call with the month asked, an ended auction included (spec 000 §7, decision 11)', async () => {
    const from = daysFromNow(-35).toISOString();
    const to = daysFromNow(-1).toISOString();
    const calendarCall = `?status=APPROVED&startDateFrom=${from}&startDateTo=${to}&limit=100`;
    const listed = await idsOf(calendarCall);
    expect(listed).toEqual([ids.ended, ids.running]);
    // The same as the calendar's own route, and never a pending or rejected one.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/auctions/calendar?startDateFrom=${from}&startDateTo=${to}`,
    });
    expect(own.json().auctions.map((auction: Auction) => auction.id)).toEqual(listed);
    // Signed in or not, the answer is the same (and a seller is not an admin).
    const signedIn = await t.app.inject({
      method: 'GET',
      url: `/api/auctions${calendarCall}`,
      headers: bearer(sellerToken),
    });
    expect(signedIn.json().auctions.map((auction: Auction) => auction.id)).toEqual(listed);
    // Without an end to the window it is the public listing: ended auctions stay out.
    expect(await idsOf(`?status=APPROVED&startDateFrom=${from}`)).not.toContain(ids.ended);
  });

  it('filters by seller', async () => {
    expect(await idsOf(`?sellerId=${otherSeller.id}`)).toEqual([ids.painting, ids.percent]);
  });

  it('treats empty parameters as absent and refuses malformed ones', async () => {
    expect(await idsOf('?search=&category=&location=&status=')).toHaveLength(5);
    const bad = await t.app.inject({ method: 'GET', url: '/api/auctions?category=farm' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('VALIDATION_ERROR');
    // Year 0000 has the format of a date, but no database timestamp holds it: refused, not a 500.
    const yearZero = await t.app.inject({
      method: 'GET',
      url: '/api/auctions?startDateTo=0000-01-01T00:00:00Z',
    });
    expect(yearZero.statusCode).toBe(400);
    expect(yearZero.json().fields).toEqual({ startDateTo: 'Invalid ISO datetime' });
  });
});

describe('GET /api/auctions: pagination', () => {
  it('pages through the list with the right numbers', async () => {
    const first = (await list('?limit=2')).json();
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
    const third = (await list('?limit=2&page=3')).json();
    expect(third.pagination).toEqual({ page: 3, limit: 2, total: 5, totalPages: 3 });
    expect(third.auctions.map((auction: Auction) => auction.id)).toEqual([ids.percent]);
    const past = (await list('?limit=2&page=9')).json();
    expect(past).toEqual({ auctions: [], pagination: { page: 9, limit: 2, total: 5, totalPages: 3 } });
  });

  it('pages a search with the right numbers, past the end too', async () => {
    const second = (await list('?search=tractor&limit=2&page=2')).json();
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect(second.auctions.map((auction: Auction) => auction.id)).toEqual([ids.painting]);
    const past = (await list('?search=tractor&limit=2&page=5')).json();
    expect(past.pagination).toEqual({ page: 5, limit: 2, total: 3, totalPages: 2 });
    expect((await list('?search=zeppelin')).json().pagination).toEqual({
      page: 1,
      limit: 12,
      total: 0,
      totalPages: 0,
    });
  });

  it('caps the limit at 100', async () => {
    expect((await list('?limit=5000')).json().pagination.limit).toBe(100);
  });
});

describe('the public list cache', () => {
  it('serves a repeated public list from memory until an auction changes through the API', async () => {
    expect(await titlesOf('?search=lobster')).toEqual([]);
    // Written behind the service's back: the cached answer stands (for at most its TTL).
    await insertAuction(t.db, {
      sellerId: seller.id,
      categoryId: farm,
      title: 'Lobster trap auction',
      description: 'Two hundred lobster traps, buoys and rope from a retiring fisherman in Digby County.',
      location: 'Digby, NS',
      province: 'NS',
      status: 'APPROVED',
      auctionStartDate: daysFromNow(2),
      auctionEndDate: daysFromNow(3),
    });
    expect(await titlesOf('?search=lobster')).toEqual([]);
    // Admins are never served from the cache.
    expect(await titlesOf('?search=lobster', adminToken)).toEqual(['Lobster trap auction']);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/auctions/${ids.pending}/reject`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    expect(await titlesOf('?search=lobster')).toEqual(['Lobster trap auction']);
  });

  it('pages a search from its remembered match list, and never shows a row that stopped matching', async () => {
    const first = (await list('?search=tractor&limit=1&page=1')).json();
    expect(first.pagination.total).toBe(3);
    // Behind the service's back the second match is withdrawn: the remembered list still names it,
    // so the page must be read again in full rather than served from the list.
    await t.db
      .update(auctions)
      .set({ status: 'REJECTED' })
      .where(eq(auctions.id, ids.redTractor as string));
    const second = (await list('?search=tractor&limit=1&page=2')).json();
    expect(second.auctions.map((auction: Auction) => auction.id)).toEqual([ids.painting]);
    expect(second.pagination.total).toBe(2);
    await t.db
      .update(auctions)
      .set({ status: 'APPROVED' })
      .where(eq(auctions.id, ids.redTractor as string));
  });
});
