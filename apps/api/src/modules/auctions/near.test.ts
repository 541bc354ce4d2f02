import type { Auction } from '@mariner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createAuction, createCategory, daysFromNow } from './test-fixtures.ts';

let t: TestApp;
const ids: Record<string, string> = {};

/** Places of the gazetteer (migration 0013) and their rough distance from Truro, NS. */
const AT = {
  truro: { placeId: 'truro-ns', lat: 45.36685, lng: -63.26538, location: 'Truro, NS' }, // 0 km
  stewiacke: { placeId: null, lat: 45.14, lng: -63.35, location: 'Stewiacke, NS' }, // ~26 km
  newGlasgow: { placeId: null, lat: 45.5869, lng: -62.6454, location: 'New Glasgow, NS' }, // ~55 km
  halifax: { placeId: 'halifax-ns', lat: 44.64533, lng: -63.57239, location: 'Halifax, NS' }, // ~83 km
};

beforeAll(async () => {
  t = await createTestApp();
  const { user } = await createUser(t.db);
  const categoryId = (await createCategory(t.db)).id;
  const add = async (key: keyof typeof AT | 'nowhere', startsInDays: number) => {
    const where = key === 'nowhere' ? { location: 'Somewhere, NS' } : AT[key];
    ids[key] = await createAuction(t.app, {
      sellerId: user.id,
      categoryId,
      title: `Auction in ${key}`,
      auctionStartDate: daysFromNow(startsInDays),
      ...where,
    });
  };
  // Listed in this order, so `newest` is the reverse; start dates disagree with distances.
  await add('newGlasgow', 2);
  await add('halifax', 3);
  await add('stewiacke', 4);
  await add('truro', 6);
  await add('nowhere', 1);
});
afterAll(() => t.close());

const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/auctions?${query}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { auctions: Auction[] }).auctions;
};
const keysOf = (auctions: Auction[]) =>
  auctions.map((auction) => Object.keys(ids).find((key) => ids[key] === auction.id));

describe('GET /api/auctions near a place (issue 17)', () => {
  it('lists the auctions within 50 km of Truro nearest first, with increasing distanceKm, none beyond', async () => {
    const found = await list('near=truro-ns&radiusKm=50&sort=distance');
    expect(keysOf(found)).toEqual(['truro', 'stewiacke']);
    const distances = found.map((auction) => auction.distanceKm);
    expect(distances[0]).toBe(0);
    expect(distances[1]).toBeGreaterThan(20);
    expect(distances[1]).toBeLessThan(30);
    expect(distances[1]).toBe(Math.round((distances[1] ?? 0) * 10) / 10);
  });

  it('takes 50 km by default, coordinates instead of a place, and soonest first unless told', async () => {
    expect(keysOf(await list('near=truro-ns'))).toEqual(['stewiacke', 'truro']);
    expect(keysOf(await list('near=45.36685,-63.26538&radiusKm=100&sort=distance'))).toEqual([
      'truro',
      'stewiacke',
      'newGlasgow',
      'halifax',
    ]);
    expect(keysOf(await list('near=45.36685,-63.26538&radiusKm=100&sort=startDate'))).toEqual([
      'newGlasgow',
      'halifax',
      'stewiacke',
      'truro',
    ]);
  });

  it('sorts newest first, and carries distanceKm only with near', async () => {
    expect(keysOf(await list('sort=newest'))).toEqual([
      'nowhere',
      'truro',
      'stewiacke',
      'halifax',
      'newGlasgow',
    ]);
    expect(keysOf(await list('sort=date'))).toEqual([
      'nowhere',
      'newGlasgow',
      'halifax',
      'stewiacke',
      'truro',
    ]);
    expect((await list('sort=date'))[0]).not.toHaveProperty('distanceKm');
    // The fixture's Halifax point is half a kilometre from the gazetteer's.
    const [inHalifax] = await list('near=halifax-ns&radiusKm=5');
    expect(inHalifax).toMatchObject({ placeId: 'halifax-ns' });
    expect(inHalifax?.distanceKm).toBeLessThan(1);
  });

  it('answers the same search twice from its cache without mixing radii', async () => {
    expect(await list('near=truro-ns&radiusKm=100')).toHaveLength(4);
    expect(await list('near=truro-ns&radiusKm=30')).toHaveLength(2);
    expect(await list('near=truro-ns&radiusKm=100')).toHaveLength(4);
  });

  it('refuses a bad near or radius with the error shape', async () => {
    const cases: [string, string][] = [
      ['near=atlantis-ns', 'near'],
      ['near=91,20', 'near'],
      ['near=Truro%2C%20NS', 'near'],
      ['near=truro-ns&radiusKm=2', 'radiusKm'],
      ['near=truro-ns&radiusKm=501', 'radiusKm'],
      ['near=truro-ns&radiusKm=far', 'radiusKm'],
    ];
    for (const [query, field] of cases) {
      const res = await t.app.inject({ url: `/api/auctions?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      expect(Object.keys(res.json().fields ?? {}), query).toContain(field);
    }
  });
});
