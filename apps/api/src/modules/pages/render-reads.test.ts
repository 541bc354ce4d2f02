import type { Locale } from '@mariner/contracts';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createAuction, createCategory, daysFromNow } from '../auctions/test-fixtures.ts';
import { type ApiAnswer, apiReaderFor, RENDER_READ_ROUTES } from './render-reads.ts';

/**
 * Issue 26: a server render reads the API's services in-process (render-reads.ts), not through the
 * HTTP routes. Whatever it reads must be exactly what the route would have answered, for a visitor,
 * a signed-in buyer and an admin (who sees sellers' names), so the two cannot drift.
 */

let t: TestApp;
let auctionId = '';
let sellerId = '';
const cookies: Record<string, string> = {};
const month = daysFromNow(7).toISOString().slice(0, 7);
const day = daysFromNow(7).toISOString().slice(0, 10);

/**
 * The page request a render belongs to: the reader takes the visitor's cookie, address and agent
 * from it (a stand-in with those fields; the page route's own request is covered by
 * server-render.test.ts and the journeys).
 */
const pageRequest = (cookie?: string) =>
  ({
    cookies: cookie ? { [SESSION_COOKIE]: cookie } : {},
    headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {},
    ip: '203.0.113.9',
  }) as unknown as FastifyRequest;

const overHttp = async (path: string, cookie?: string, locale: Locale = 'en') => {
  const response = await t.app.inject({
    method: 'GET',
    url: path,
    headers: {
      'accept-language': locale,
      ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
    },
  });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
};

/** One address per route of the table, filled by the data below. */
const addresses = () => [
  '/api/auth/session',
  '/api/categories',
  '/api/auctions?limit=6&status=APPROVED',
  '/api/auctions?search=estate&page=1&near=truro-ns&radiusKm=100&sort=distance',
  `/api/auctions/calendar/month?month=${month}`,
  `/api/auctions/calendar/day?day=${day}`,
  `/api/auctions/saved-ids?ids=${auctionId}`,
  '/api/auctions/saved?page=1',
  `/api/auctions/${auctionId}`,
  `/api/auctions/${auctionId}/lots?page=1`,
  '/api/lots?search=estate&page=1&limit=24&near=truro-ns&radiusKm=100',
  '/api/directory/auctioneers?search=harbour',
  '/api/directory/services?advertiserType=MOVE_MANAGER',
  `/api/directory/${sellerId}`,
  '/api/payments/pricing',
  '/api/places/truro-ns',
  `/api/follows/${sellerId}`,
];

beforeAll(async () => {
  t = await createTestApp();
  const category = await createCategory(t.db);
  const seller = (
    await createUser(t.db, {
      advertiserType: 'AUCTIONEER',
      companyName: 'Harbour Auctions',
      companyDescription: 'Estate sales along the harbour since 1990.',
      isDirectoryListed: true,
      province: 'NS',
    })
  ).user;
  await createUser(t.db, {
    advertiserType: 'MOVE_MANAGER',
    companyName: 'Tide Movers',
    isDirectoryListed: true,
  });
  sellerId = seller.id;
  auctionId = await createAuction(t.app, {
    sellerId,
    categoryId: category.id,
    title: 'Estate auction on the harbour',
    titleFr: 'Encan de succession au port',
    placeId: 'truro-ns',
    lat: 45.36,
    lng: -63.28,
  });
  await createAuction(t.app, { sellerId, categoryId: category.id, auctionStartDate: daysFromNow(7) });
  const sellerToken = await loginAs(t.app, seller);
  const lot = await t.app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/lots`,
    headers: bearer(sellerToken),
    payload: { lotNumber: '12A', title: 'Pine blanket box', estimateLow: 10_000, estimateHigh: 20_000 },
  });
  expect(lot.statusCode, lot.body).toBe(201);
  const buyer = (await createUser(t.db, { role: 'USER', language: 'fr' })).user;
  const admin = (await createUser(t.db, { role: 'ADMIN' })).user;
  cookies.buyer = await loginAs(t.app, buyer);
  cookies.admin = await loginAs(t.app, admin);
  const asBuyer = bearer(cookies.buyer);
  expect(
    (await t.app.inject({ method: 'POST', url: `/api/auctions/${auctionId}/save`, headers: asBuyer }))
      .statusCode,
  ).toBe(200);
  expect(
    (
      await t.app.inject({
        method: 'PUT',
        url: `/api/follows/${sellerId}`,
        headers: asBuyer,
        payload: { frequency: 'WEEKLY' },
      })
    ).statusCode,
  ).toBe(200);
});

afterAll(async () => {
  await t.close();
});

describe('reads a server render makes', () => {
  it('has an address here for every route of the table', () => {
    const routeOf = (address: string) =>
      RENDER_READ_ROUTES.find((route) => {
        const pattern = new RegExp(`^${route.replace(/:[^/]+/g, '[^/?]+')}(\\?|$)`);
        return pattern.test(address);
      });
    const covered = new Set(addresses().map(routeOf));
    expect(RENDER_READ_ROUTES.filter((route) => !covered.has(route))).toEqual([]);
  });

  for (const who of ['visitor', 'buyer', 'admin'] as const) {
    it(`answers each as its HTTP route does, in-process (${who})`, async () => {
      const cookie = who === 'visitor' ? undefined : cookies[who];
      const read = apiReaderFor(t.app, pageRequest(cookie), 'en');
      const inject = vi.spyOn(t.app, 'inject');
      const inProcess: ApiAnswer[] = [];
      for (const address of addresses()) inProcess.push(await read(address));
      const injected = inject.mock.calls.map((call) => (call as unknown[] as [{ url: string }])[0].url);
      inject.mockRestore();
      const http: ApiAnswer[] = [];
      for (const address of addresses()) http.push(await overHttp(address, cookie));

      addresses().forEach((address, index) => {
        expect(inProcess[index], address).toEqual(http[index]);
      });
      // Every success came from the services; only refusals (a guest's signed-in reads) went to the route.
      const refused = addresses().filter((_address, index) => http[index]?.status !== 200);
      expect(injected).toEqual(refused);
      expect(refused).toEqual(
        who === 'visitor' ? ['/api/auctions/saved?page=1', `/api/follows/${sellerId}`] : [],
      );
      // The data fills the answers compared (not a table of empty lists).
      const bodyOf = (address: string) => inProcess[addresses().indexOf(address)]?.body;
      expect(bodyOf(`/api/auctions/${auctionId}`)).toMatchObject({ auction: { id: auctionId, lotCount: 1 } });
      expect(bodyOf(`/api/auctions/${auctionId}/lots?page=1`)).toMatchObject({
        lots: [{ lotNumber: '12A' }],
      });
      expect(JSON.stringify(bodyOf('/api/directory/auctioneers?search=harbour'))).toContain(sellerId);
      if (who === 'buyer') {
        expect(bodyOf(`/api/auctions/saved-ids?ids=${auctionId}`)).toEqual({ savedIds: [auctionId] });
        expect(bodyOf(`/api/follows/${sellerId}`)).toMatchObject({ follow: { frequency: 'WEEKLY' } });
      }
    });
  }

  it('answers a refusal as the route does, in the page’s language', async () => {
    const read = apiReaderFor(t.app, pageRequest(), 'fr');
    for (const address of [
      '/api/auctions/00000000-0000-4000-8000-000000000404',
      '/api/auctions/not-an-id',
      '/api/auctions/saved?page=1',
      '/api/auctions?sort=sideways',
      '/api/directory/no-such-advertiser',
      '/api/places/nowhere-zz',
      '/api/auctions?search=a%0Ab',
    ]) {
      const answer = await read(address);
      expect(answer.status, address).toBeGreaterThanOrEqual(400);
      expect(answer, address).toEqual(await overHttp(address, undefined, 'fr'));
    }
    const missing = await read('/api/auctions/00000000-0000-4000-8000-000000000404');
    expect((missing.body as { message: string }).message).not.toBe('Auction not found');
  });

  it('hands every visitor the same frozen answer of a kept read, and never lets a page change it', async () => {
    const first = await apiReaderFor(t.app, pageRequest(), 'en')(`/api/auctions/${auctionId}`);
    const second = await apiReaderFor(t.app, pageRequest(), 'en')(`/api/auctions/${auctionId}`);
    expect(second.body).toBe(first.body);
    expect(Object.isFrozen(first.body)).toBe(true);
  });

  it('reads only the API', async () => {
    const read = apiReaderFor(t.app, pageRequest(cookies.buyer), 'en');
    await expect(read('/sitemap.xml')).rejects.toThrow(/may only read the API/);
  });
});
