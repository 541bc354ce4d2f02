import type { Auction } from '@mariner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { auctionPayload, createAuction, createCategory, daysFromNow } from './test-fixtures.ts';

// Issue 28, items 2 and 5: an auction's zone is its place's; the location filter reads provinces.
let t: TestApp;
let seller: UserRow;
let sellerToken: string;
let categoryId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  seller = (await createUser(t.db, { province: 'NL', freeAuctionListings: true })).user;
  sellerToken = await loginAs(t.app, seller);
  categoryId = (await createCategory(t.db)).id;
  const add = async (key: string, location: string, province: Auction['province'], days: number) => {
    ids[key] = await createAuction(t.app, {
      sellerId: seller.id,
      categoryId,
      location,
      province,
      auctionStartDate: daysFromNow(days),
    });
  };
  await add('truro', 'Truro, NS', 'NS', 2);
  await add('halifax', '12 Water St, Halifax', 'NS', 3);
  await add('charlottetown', 'Charlottetown, PE', 'PE', 4);
  await add('summerside', 'Summerside', 'PE', 5);
  await add('rimouski', 'Rimouski, QC', 'QC', 6);
  await add('quebec', 'Québec', 'QC', 7);
  await add('moncton', 'Moncton, NB', 'NB', 8);
  await add('gander', 'Gander, NL', 'NL', 9);
  await add('kingston', 'Kingston, ON', 'ON', 10);
  // A street named for a province is not in it.
  await add('ontarioStreet', '5 Ontario St, Saint John', 'NB', 11);
});
afterAll(() => t.close());

const idsOf = async (location: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/auctions?location=${encodeURIComponent(location)}`,
  });
  expect(response.statusCode, location).toBe(200);
  return new Set((response.json().auctions as Auction[]).map((auction) => auction.id));
};
const set = (...keys: string[]) => new Set(keys.map((key) => ids[key]));

describe('GET /api/auctions?location=: province names in both languages', () => {
  it('finds a province by its names and abbreviations, English and French', async () => {
    for (const words of ['Nova Scotia', 'N.S.', 'NS', 'ns', 'Nouvelle-Écosse', 'nouvelle ecosse', 'N.-É.']) {
      expect(await idsOf(words), words).toEqual(set('truro', 'halifax'));
    }
    for (const words of [
      'PEI',
      'P.E.I.',
      'Prince Edward Island',
      'Île-du-Prince-Édouard',
      'Î.-P.-É.',
      'pe',
    ]) {
      expect(await idsOf(words), words).toEqual(set('charlottetown', 'summerside'));
    }
    for (const words of ['Quebec', 'Québec', 'QC', 'qué.']) {
      expect(await idsOf(words), words).toEqual(set('rimouski', 'quebec'));
    }
    for (const words of ['New Brunswick', 'Nouveau-Brunswick', 'N.-B.', 'NB']) {
      expect(await idsOf(words), words).toEqual(set('moncton', 'ontarioStreet'));
    }
    for (const words of ['Newfoundland', 'Terre-Neuve-et-Labrador', 'NL', 'Nfld.']) {
      expect(await idsOf(words), words).toEqual(set('gander'));
    }
    expect(await idsOf('Ontario')).toEqual(set('kingston'));
  });

  it('finds a town as before, and a town of a province', async () => {
    expect(await idsOf('Halifax')).toEqual(set('halifax'));
    expect(await idsOf('summer')).toEqual(set('summerside'));
    expect(await idsOf('Truro, Nova Scotia')).toEqual(set('truro'));
    expect(await idsOf('Truro, Nouveau-Brunswick')).toEqual(set());
    expect(await idsOf('Saint John NB')).toEqual(set('ontarioStreet'));
    expect(await idsOf('Ontario St')).toEqual(set('ontarioStreet'));
  });
});

describe("an auction's time zone is its place's (issue 28, item 2)", () => {
  const createAt = async (location: string, extra: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auctions',
      headers: bearer(sellerToken),
      payload: auctionPayload(categoryId, { location, ...extra }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/auctions/${response.json().id}`,
      headers: bearer(sellerToken),
    });
    return read.json().auction as Auction;
  };

  it('answers America/Goose_Bay for a Labrador auction, named or chosen from the gazetteer', async () => {
    expect(await createAt('Happy Valley-Goose Bay, NL')).toMatchObject({
      province: 'NL',
      placeId: 'happy-valley-goose-bay-nl',
      timeZone: 'America/Goose_Bay',
    });
    expect((await createAt('Labrador City, Labrador')).timeZone).toBe('America/Goose_Bay');
    expect((await createAt('Somewhere', { placeId: 'wabush-nl' })).timeZone).toBe('America/Goose_Bay');
    expect((await createAt('Gander, NL')).timeZone).toBe('America/St_Johns');
  });

  it('answers Atlantic time for the Magdalen Islands and Central for Kenora', async () => {
    expect((await createAt('Cap-aux-Meules, QC')).timeZone).toBe('America/Halifax');
    expect((await createAt('Kenora, ON')).timeZone).toBe('America/Winnipeg');
    expect((await createAt('Rimouski, QC')).timeZone).toBe('America/Montreal');
  });

  it('keeps the province zone where the location names no place, and lists answer the same zone', async () => {
    expect((await createAt('A farm off Route 500, NL')).timeZone).toBe('America/St_Johns');
    const labrador = await createAuction(t.app, {
      sellerId: seller.id,
      categoryId,
      location: 'Happy Valley-Goose Bay, NL',
      province: 'NL',
      placeId: 'happy-valley-goose-bay-nl',
      lat: 53.3038,
      lng: -60.32576,
    });
    const listed = await t.app.inject({ method: 'GET', url: '/api/auctions?location=Labrador' });
    const found = (listed.json().auctions as Auction[]).find((auction) => auction.id === labrador);
    expect(found?.timeZone).toBe('America/Goose_Bay');
  });
});
