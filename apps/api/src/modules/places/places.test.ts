import type { Place } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions } from '../../db/schema.ts';
import { tileSource } from '../../plugins/security.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { auctionPayload, createCategory } from '../auctions/test-fixtures.ts';
import { distanceKm, geocodeLocation } from './service.ts';

let t: TestApp;
let sellerToken: string;
let categoryId: string;
beforeAll(async () => {
  t = await createTestApp();
  const { user } = await createUser(t.db, { province: 'PE', freeAuctionListings: true });
  sellerToken = await loginAs(t.app, user);
  categoryId = (await createCategory(t.db)).id;
});
afterAll(() => t.close());

const search = async (text: string) => {
  const res = await t.app.inject({ url: `/api/places?search=${encodeURIComponent(text)}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { places: Place[] }).places;
};

describe('GET /api/places (issue 17)', () => {
  it('finds Truro, NS by its name, with coordinates, first', async () => {
    const [truro] = await search('Truro');
    expect(truro).toMatchObject({ id: 'truro-ns', name: 'Truro', province: 'NS' });
    expect(truro?.lat).toBeCloseTo(45.37, 1);
    expect(truro?.lng).toBeCloseTo(-63.27, 1);
  });

  it('ignores accents, case and punctuation', async () => {
    expect((await search('trois rivieres'))[0]?.name).toBe('Trois-Rivières');
    expect((await search('st johns'))[0]?.id).toBe('st-johns-nl');
    expect((await search("saint john's"))[0]?.id).toBe('st-johns-nl');
    expect((await search('MONTREAL'))[0]?.name).toBe('Montréal');
  });

  it('answers prefix matches, bigger places first, within a small limit', async () => {
    const found = await search('hal');
    expect(found[0]?.id).toBe('halifax-ns');
    expect(found.length).toBeLessThanOrEqual(10);
    const prefixed = found.filter((place) => place.name.toLowerCase().startsWith('hal'));
    const populations = prefixed.map((place) => place.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    const two = await t.app.inject({ url: '/api/places?search=sa&limit=2' });
    expect(two.json().places).toHaveLength(2);
  });

  it('answers one place by its id, and 404 for an unknown one', async () => {
    const found = await t.app.inject({ url: '/api/places/trois-rivieres-qc' });
    expect(found.statusCode).toBe(200);
    expect(found.json().place).toMatchObject({
      id: 'trois-rivieres-qc',
      name: 'Trois-Rivières',
      province: 'QC',
    });
    const unknown = await t.app.inject({ url: '/api/places/atlantis-ns' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'NOT_FOUND', message: 'Place not found' });
    expect((await t.app.inject({ url: '/api/places/Not%20An%20Id' })).statusCode).toBe(400);
  });

  it('tells the map its tile server and credit, which the CSP lets images come from', async () => {
    const settings = await t.app.inject({ url: '/api/places/map-settings' });
    expect(settings.json()).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    expect(settings.headers['content-security-policy']).toContain('img-src');
    expect(String(settings.headers['content-security-policy'])).toMatch(
      /img-src [^;]*https:\/\/tile\.openstreetmap\.org/,
    );
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
  });

  it('knows only the six provinces', async () => {
    expect((await search('Vancouver')).some((place) => place.name === 'Vancouver')).toBe(false);
  });

  it('refuses a missing search or a limit past the maximum with the error shape', async () => {
    for (const url of ['/api/places', '/api/places?search=', '/api/places?search=truro&limit=500']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });
});

describe('geocoding (issue 17)', () => {
  it('geocodes a location naming one place of its province, and nothing else', async () => {
    expect(await geocodeLocation(t.db, 'Truro, NS', 'NS')).toMatchObject({ placeId: 'truro-ns' });
    expect(await geocodeLocation(t.db, '12 Prince St, Truro, Nova Scotia', 'NS')).toMatchObject({
      placeId: 'truro-ns',
    });
    expect(await geocodeLocation(t.db, 'Truro, NS', 'NB')).toBeNull();
    expect(await geocodeLocation(t.db, 'The old barn by the river', 'NS')).toBeNull();
  });

  it('gives a new auction the coordinates of its location, or of the place chosen', async () => {
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/auctions', headers: bearer(sellerToken), payload });
    const geocoded = await post(auctionPayload(categoryId, { location: 'Truro, NS' }));
    expect(geocoded.statusCode).toBe(201);
    expect(geocoded.json().auction).toMatchObject({ placeId: 'truro-ns', province: 'NS' });

    const chosen = await post(
      auctionPayload(categoryId, { location: 'Ferme Tremblay', placeId: 'trois-rivieres-qc' }),
    );
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().auction).toMatchObject({ placeId: 'trois-rivieres-qc', province: 'QC' });
    const [row] = await t.db.select().from(auctions).where(eq(auctions.id, chosen.json().id));
    expect(row?.lat).toBeCloseTo(46.35, 1);

    const unknown = await post(auctionPayload(categoryId, { location: 'Down the road', province: 'NS' }));
    expect(unknown.json().auction).toMatchObject({ placeId: null, lat: null, lng: null });

    const bad = await post(auctionPayload(categoryId, { placeId: 'atlantis-ns' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { placeId: 'Place not found' } });
  });

  it('measures distances on the same sphere as the database', () => {
    // Truro to Halifax: about 80 km as the crow flies.
    const km = distanceKm({ lat: 45.36685, lng: -63.26538 }, { lat: 44.64533, lng: -63.57239 });
    expect(km).toBeGreaterThan(75);
    expect(km).toBeLessThan(90);
  });
});
