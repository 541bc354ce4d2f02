import type {
  AuctioneerDirectoryResponse,
  DirectoryProfile,
  ServiceDirectoryResponse,
} from '@mariner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewUserRow, UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createAuction, createCategory, daysFromNow } from '../auctions/test-fixtures.ts';
import { excerptOf } from './service.ts';

let t: TestApp;
const people: Record<string, UserRow> = {};

const add = async (key: string, values: Partial<NewUserRow>) => {
  people[key] = (
    await createUser(t.db, { isDirectoryListed: true, advertiserType: 'AUCTIONEER', ...values })
  ).user;
};

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const auctioneers = async (query = '') => {
  const response = await get(`/api/directory/auctioneers${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<AuctioneerDirectoryResponse>();
};

const services = async (query = '') => {
  const response = await get(`/api/directory/services${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<ServiceDirectoryResponse>();
};

const names = (list: { companyName: string }[]) => list.map((entry) => entry.companyName);

beforeAll(async () => {
  t = await createTestApp();
  // Listed by a superadmin's toggle: no paid listing at all.
  await add('tidewater', {
    companyName: 'Tidewater Auctions',
    companyAddress: '212 Prince Street, Truro, NS',
    companyDescription: 'Estate and antique auctions across central Nova Scotia since 1987.',
    companyContactEmail: 'sales@tidewater.example',
    companyContactName: 'Marie LeBlanc',
    companyContactPhone: '(902) 555-0112',
    companyWebsite: 'https://tidewater.example',
    province: 'NS',
    directoryCategories: ['Estates', 'Antiques'],
    directoryServiceArea: 'Central Nova Scotia',
  });
  // A paid listing inside its 12 months; the lower-case name sorts among the others, not after them.
  await add('anchor', {
    companyName: 'anchor & Co 100%_Real',
    companyAddress: 'Moncton, NB',
    directoryStatus: 'ACTIVE',
    directoryActivatedAt: daysFromNow(-30),
    directoryExpiresAt: daysFromNow(335),
  });
  await add('unlisted', { companyName: 'Basin Unlisted Auctions', isDirectoryListed: false });
  await add('lapsed', {
    companyName: 'Cove Lapsed Auctions',
    directoryStatus: 'ACTIVE',
    directoryActivatedAt: daysFromNow(-400),
    directoryExpiresAt: daysFromNow(-35),
  });
  await add('expired', {
    companyName: 'Dune Expired Auctions',
    directoryStatus: 'EXPIRED',
    directoryExpiresAt: daysFromNow(-1),
  });
  await add('pendingPayment', { companyName: 'Eddy Pending Auctions', directoryStatus: 'PENDING_PAYMENT' });
  // Paid, but the superadmin took it off the directory.
  await add('toggledOff', {
    companyName: 'Fog Hidden Auctions',
    isDirectoryListed: false,
    directoryStatus: 'ACTIVE',
    directoryExpiresAt: daysFromNow(100),
  });
  await add('noCompany', {
    companyName: null,
    firstName: 'Gus',
    lastName: 'Gillis',
    companyAddress: 'Digby, NS',
  });

  await add('lawyers', {
    advertiserType: 'LEGAL_SERVICE',
    companyName: 'Harbour Estate Law',
    companyDescription: 'Wills, probate and estate settlement for families in Halifax.',
  });
  await add('movers', {
    advertiserType: 'MOVE_MANAGER',
    companyName: 'Gentle Moves',
    companyAddress: 'Charlottetown, PE',
  });
  await add('software', {
    advertiserType: 'AUCTION_PRODUCTION',
    companyName: 'Bidtech Tools',
    directoryStatus: 'ACTIVE',
    directoryExpiresAt: daysFromNow(-1),
  });
  // No advertiser type: in neither directory.
  await add('plainSeller', { advertiserType: null, companyName: 'Plain Seller Ltd' });
});

afterAll(() => t.close());

describe('GET /api/directory/auctioneers', () => {
  it('lists toggled-on and paid, current auctioneers by name, and nobody else', async () => {
    const body = await auctioneers();
    expect(names(body.auctioneers)).toEqual(['anchor & Co 100%_Real', 'Gus Gillis', 'Tidewater Auctions']);
    expect(body.pagination).toEqual({ page: 1, limit: 12, total: 3, totalPages: 1 });
  });

  it('answers the card fields and never an e-mail', async () => {
    const { auctioneers: list } = await auctioneers('?search=tidewater');
    expect(list).toEqual([
      {
        id: people.tidewater?.id,
        companyName: 'Tidewater Auctions',
        advertiserType: 'AUCTIONEER',
        companyLogo: null,
        companyAddress: '212 Prince Street, Truro, NS',
        province: 'NS',
        serviceArea: 'Central Nova Scotia',
        descriptionExcerpt: 'Estate and antique auctions across central Nova Scotia since 1987.',
        descriptionExcerptFr: null,
      },
    ]);
  });

  it('searches name, description and address, case-insensitively, with wildcards taken literally', async () => {
    expect(names((await auctioneers('?search=TIDEWATER')).auctioneers)).toEqual(['Tidewater Auctions']);
    expect(names((await auctioneers('?search=antique')).auctioneers)).toEqual(['Tidewater Auctions']);
    expect(names((await auctioneers('?search=moncton')).auctioneers)).toEqual(['anchor & Co 100%_Real']);
    expect(names((await auctioneers('?search=digby')).auctioneers)).toEqual(['Gus Gillis']);
    expect(names((await auctioneers('?search=100%25_')).auctioneers)).toEqual(['anchor & Co 100%_Real']);
    expect((await auctioneers('?search=%25')).pagination.total).toBe(1);
    expect((await auctioneers('?search=_')).pagination.total).toBe(1);
    // Unlisted companies are not found by name either.
    expect((await auctioneers('?search=lapsed')).auctioneers).toEqual([]);
    // A blank search is no search.
    expect((await auctioneers('?search=%20%20')).pagination.total).toBe(3);
  });

  it('pages 12 by default, caps the limit and answers an empty page past the end', async () => {
    const page = await auctioneers('?limit=2&page=2');
    expect(names(page.auctioneers)).toEqual(['Tidewater Auctions']);
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    expect((await auctioneers('?limit=5000')).pagination.limit).toBe(100);
    expect((await auctioneers('?page=9')).auctioneers).toEqual([]);
    expect((await get('/api/directory/auctioneers?page=0')).statusCode).toBe(400);
  });

  it('lets a CDN keep anonymous answers a minute, and signed-in ones private', async () => {
    const anonymous = await get('/api/directory/auctioneers');
    expect(anonymous.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const token = await loginAs(t.app, people.tidewater as UserRow);
    const signedIn = await get('/api/directory/auctioneers', bearer(token));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('GET /api/directory/services', () => {
  it('lists listed service companies of every type but AUCTIONEER, by name', async () => {
    const body = await services();
    expect(names(body.services)).toEqual(['Gentle Moves', 'Harbour Estate Law']);
    expect(body.services.map((entry) => entry.advertiserType)).toEqual(['MOVE_MANAGER', 'LEGAL_SERVICE']);
    expect(body.pagination).toEqual({ page: 1, limit: 12, total: 2, totalPages: 1 });
  });

  it('filters by one service type and searches within it', async () => {
    expect(names((await services('?advertiserType=LEGAL_SERVICE')).services)).toEqual(['Harbour Estate Law']);
    expect((await services('?advertiserType=AUCTION_PRODUCTION')).services).toEqual([]);
    expect(names((await services('?search=probate')).services)).toEqual(['Harbour Estate Law']);
    expect((await services('?advertiserType=MOVE_MANAGER&search=probate')).services).toEqual([]);
    expect((await services('?advertiserType=')).pagination.total).toBe(2);
  });

  it('refuses AUCTIONEER or an unknown type as a service type', async () => {
    expect((await get('/api/directory/services?advertiserType=AUCTIONEER')).statusCode).toBe(400);
    expect((await get('/api/directory/services?advertiserType=PIRATE')).statusCode).toBe(400);
  });
});

describe('GET /api/directory/:id', () => {
  it('answers a listed advertiser’s profile with the chosen contact, never the account e-mail', async () => {
    const tidewater = people.tidewater as UserRow;
    const response = await get(`/api/directory/${tidewater.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const profile = response.json<DirectoryProfile>();
    expect(profile).toEqual({
      id: tidewater.id,
      companyName: 'Tidewater Auctions',
      advertiserType: 'AUCTIONEER',
      companyLogo: null,
      companyDescription: 'Estate and antique auctions across central Nova Scotia since 1987.',
      companyDescriptionFr: null,
      companyWebsite: 'https://tidewater.example',
      companyPhone: null,
      companyAddress: '212 Prince Street, Truro, NS',
      province: 'NS',
      companyContactName: 'Marie LeBlanc',
      companyContactEmail: 'sales@tidewater.example',
      companyContactPhone: '(902) 555-0112',
      categories: ['Estates', 'Antiques'],
      serviceArea: 'Central Nova Scotia',
      activeAuctions: [],
      pastAuctions: [],
    });
    expect(response.body).not.toContain(tidewater.email);

    const movers = await get(`/api/directory/${people.movers?.id}`);
    expect(movers.json<DirectoryProfile>().companyContactEmail).toBeNull();
    expect(movers.body).not.toContain(people.movers?.email);
  });

  it('shows only approved, not yet ended auctions, soonest first, at most 12', async () => {
    const seller = (await createUser(t.db, { isDirectoryListed: true, advertiserType: 'AUCTIONEER' })).user;
    const categoryId = (await createCategory(t.db)).id;
    const mine = { sellerId: seller.id, categoryId };
    const later = await createAuction(t.app, {
      ...mine,
      title: 'Later sale',
      auctionStartDate: daysFromNow(20),
    });
    const sooner = await createAuction(t.app, {
      ...mine,
      title: 'Sooner sale',
      location: 'Moncton, NB',
      province: 'NB',
      auctionStartDate: daysFromNow(2),
    });
    await createAuction(t.app, { ...mine, title: 'Pending sale', status: 'PENDING' });
    await createAuction(t.app, { ...mine, title: 'Rejected sale', status: 'REJECTED' });
    await createAuction(t.app, {
      ...mine,
      title: 'Ended sale',
      auctionStartDate: daysFromNow(-10),
      auctionEndDate: daysFromNow(-9),
    });
    // Someone else's auction is not theirs.
    await createAuction(t.app, { sellerId: (people.anchor as UserRow).id, categoryId, title: 'Other sale' });

    const profile = (await get(`/api/directory/${seller.id}`)).json<DirectoryProfile>();
    expect(profile.activeAuctions.map((auction) => auction.title)).toEqual(['Sooner sale', 'Later sale']);
    expect(profile.activeAuctions[0]).toEqual({
      id: sooner,
      title: 'Sooner sale',
      featuredImage: null,
      auctionStartDate: expect.any(String),
      location: 'Moncton, NB',
      timeZone: 'America/Moncton',
    });
    expect(profile.activeAuctions[1]?.id).toBe(later);

    for (let i = 0; i < 12; i += 1) {
      await createAuction(t.app, { ...mine, title: `Bulk sale ${i}`, auctionStartDate: daysFromNow(30 + i) });
    }
    const full = (await get(`/api/directory/${seller.id}`)).json<DirectoryProfile>();
    expect(full.activeAuctions).toHaveLength(12);
    expect(full.activeAuctions[0]?.title).toBe('Sooner sale');
  });

  it('shows the approved sales of the last 12 months that took place, newest end first, at most 24, with results', async () => {
    const seller = (await createUser(t.db, { isDirectoryListed: true, advertiserType: 'AUCTIONEER' })).user;
    const categoryId = (await createCategory(t.db)).id;
    const mine = { sellerId: seller.id, categoryId };
    const ended = (daysAgo: number, title: string, more: Record<string, unknown> = {}) =>
      createAuction(t.app, {
        ...mine,
        title,
        auctionStartDate: daysFromNow(-daysAgo - 1),
        auctionEndDate: daysFromNow(-daysAgo),
        ...more,
      });
    const older = await ended(40, 'Older sale');
    const newer = await ended(3, 'Newer sale', {
      titleFr: 'Vente récente',
      location: 'Moncton, NB',
      province: 'NB',
      resultsUrl: 'https://results.example/newer',
      resultsNote: 'Sold 212 lots, 98 % sold.',
    });
    await ended(5, 'Pending ended sale', { status: 'PENDING' });
    await ended(6, 'Cancelled sale', { eventStatus: 'CANCELLED' });
    await ended(7, 'Postponed sale', { eventStatus: 'POSTPONED' });
    await ended(370, 'Over a year ago');
    // Under way (started, not ended) and upcoming: not past.
    await createAuction(t.app, {
      ...mine,
      title: 'Under way',
      auctionStartDate: daysFromNow(-1),
      auctionEndDate: daysFromNow(1),
    });
    await createAuction(t.app, { ...mine, title: 'Upcoming' });
    await ended(2, 'Someone else’s', { sellerId: (people.anchor as UserRow).id });

    const profile = (await get(`/api/directory/${seller.id}`)).json<DirectoryProfile>();
    expect(profile.pastAuctions.map((auction) => auction.title)).toEqual(['Newer sale', 'Older sale']);
    expect(profile.activeAuctions.map((auction) => auction.title)).toEqual(['Under way', 'Upcoming']);
    expect(profile.pastAuctions[0]).toEqual({
      id: newer,
      title: 'Newer sale',
      titleFr: 'Vente récente',
      featuredImage: null,
      auctionStartDate: expect.any(String),
      auctionEndDate: expect.any(String),
      location: 'Moncton, NB',
      timeZone: 'America/Moncton',
      resultsUrl: 'https://results.example/newer',
      resultsNote: 'Sold 212 lots, 98 % sold.',
    });
    expect(profile.pastAuctions[1]).toMatchObject({ id: older, resultsUrl: null, resultsNote: null });

    for (let i = 0; i < 25; i += 1) await ended(10 + i, `Bulk past ${i}`);
    const full = (await get(`/api/directory/${seller.id}`)).json<DirectoryProfile>();
    expect(full.pastAuctions).toHaveLength(24);
    expect(full.pastAuctions[0]?.title).toBe('Newer sale');
    const ends = full.pastAuctions.map((auction) => Date.parse(auction.auctionEndDate));
    expect(ends).toEqual([...ends].sort((a, b) => b - a));
  });

  it('says Advertiser not found for anyone not listed, unknown ids and non-ids', async () => {
    const notListed = [
      'unlisted',
      'lapsed',
      'expired',
      'pendingPayment',
      'toggledOff',
      'plainSeller',
      'software',
    ];
    const ids = [
      ...notListed.map((key) => people[key]?.id),
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
    ];
    for (const id of ids) {
      const response = await get(`/api/directory/${id}`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'Advertiser not found' });
    }
  });
});

describe('excerptOf', () => {
  it('keeps short texts, flattens white space and cuts long ones on a word', () => {
    expect(excerptOf(null)).toBeNull();
    expect(excerptOf('   ')).toBeNull();
    expect(excerptOf('Two\n\nlines  here')).toBe('Two lines here');
    expect(excerptOf('alpha beta gamma delta', 12)).toBe('alpha beta…');
    expect(excerptOf('alpha, beta gamma', 7)).toBe('alpha…');
    expect(excerptOf('abcdefghijklmnop', 5)).toBe('abcde…');
  });
});
