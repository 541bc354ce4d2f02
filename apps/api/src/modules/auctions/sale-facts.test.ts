import { MESSAGES, translateMessage } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, type UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { auctionPayload, createAuction, createCategory, daysFromNow } from './test-fixtures.ts';

/** Issue 28 item 1, decision 018: the facts of a sale as fields, and the list's `saleType=` filter. */

let t: TestApp;
let seller: UserRow;
let sellerToken: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  seller = (await createUser(t.db, { province: 'NS', freeAuctionListings: true })).user;
  sellerToken = await loginAs(t.app, seller);
  categoryId = (await createCategory(t.db, 'Estate')).id;
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auctions',
    headers: { ...bearer(sellerToken), ...headers },
    payload,
  });
const update = (id: string, payload: Record<string, unknown>, token = sellerToken) =>
  t.app.inject({ method: 'PUT', url: `/api/auctions/${id}`, headers: bearer(token), payload });
const read = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/auctions/${id}`, headers: bearer(sellerToken) })).json()
    .auction;

const at = (days: number, hour: number) => {
  const day = daysFromNow(days);
  day.setUTCHours(hour, 0, 0, 0);
  return day.toISOString();
};

const FACTS = {
  saleType: 'HYBRID',
  biddingUrl: 'https://bid.example.ca/sale/42',
  buyersPremiumPercent: 12.5,
  paymentMethods: ['CASH', 'E_TRANSFER', 'CREDIT_CARD'],
  previewTimes: [
    { start: at(9, 13), end: at(9, 21) },
    { start: at(8, 13), end: at(8, 17) },
  ],
  pickupTimes: [{ start: at(12, 13), end: at(12, 20) }],
  terms: 'Cash or e-Transfer on the day.\nEverything sold as is, where is.',
  termsFr: 'Comptant ou virement le jour même.\nTout est vendu tel quel.',
};

const NOT_STATED = {
  saleType: null,
  biddingUrl: null,
  buyersPremiumPercent: null,
  paymentMethods: [],
  previewTimes: [],
  pickupTimes: [],
  terms: null,
  termsFr: null,
};

describe('the facts of a sale', () => {
  it('the spec’s own create call, without any fact, reads as not stated', async () => {
    const response = await create(auctionPayload(categoryId));
    expect(response.statusCode).toBe(201);
    expect(response.json().auction).toMatchObject(NOT_STATED);
    expect(await read(response.json().id)).toMatchObject(NOT_STATED);
  });

  it('an auction listed before the facts existed reads as not stated', async () => {
    const id = await createAuction(t.app, { sellerId: seller.id, categoryId });
    expect(await read(id)).toMatchObject(NOT_STATED);
  });

  it('round-trips every fact on create and read, windows soonest first in UTC', async () => {
    const response = await create(auctionPayload(categoryId, FACTS));
    expect(response.statusCode).toBe(201);
    const expected = {
      ...FACTS,
      previewTimes: [FACTS.previewTimes[1], FACTS.previewTimes[0]],
    };
    expect(response.json().auction).toMatchObject(expected);
    const id = response.json().id;
    expect(await read(id)).toMatchObject(expected);
    const [row] = await t.db.select().from(auctions).where(eq(auctions.id, id));
    // Kept without float error: 12.5 % is 1250 hundredths.
    expect(row?.buyersPremiumBasisPoints).toBe(1250);
  });

  it('keeps a premium of two decimals exactly, and a window sent with another offset as the same instant', async () => {
    const response = await create(
      auctionPayload(categoryId, {
        buyersPremiumPercent: 17.35,
        previewTimes: [{ start: '2030-06-01T09:00:00-03:00', end: '2030-06-01T12:30:00-03:00' }],
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().auction).toMatchObject({
      buyersPremiumPercent: 17.35,
      previewTimes: [{ start: '2030-06-01T12:00:00.000Z', end: '2030-06-01T15:30:00.000Z' }],
    });
  });

  it('edits every fact, keeps the ones an edit leaves out, and clears with null or an empty list', async () => {
    const id = (await create(auctionPayload(categoryId, FACTS))).json().id;
    const base = auctionPayload(categoryId);
    // The spec's PUT, without facts: every fact is kept.
    const kept = await update(id, base);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().auction).toMatchObject({ saleType: 'HYBRID', buyersPremiumPercent: 12.5 });
    const changed = await update(id, {
      ...base,
      saleType: 'ONLINE_TIMED',
      biddingUrl: 'https://bid.example.ca/sale/43',
      buyersPremiumPercent: 0,
      paymentMethods: ['WIRE'],
      previewTimes: [],
      pickupTimes: [],
      terms: null,
      termsFr: '',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().auction).toMatchObject({
      saleType: 'ONLINE_TIMED',
      biddingUrl: 'https://bid.example.ca/sale/43',
      buyersPremiumPercent: 0,
      paymentMethods: ['WIRE'],
      previewTimes: [],
      pickupTimes: [],
      terms: null,
      termsFr: null,
    });
    const cleared = await update(id, { ...base, saleType: null, buyersPremiumPercent: null });
    expect(cleared.json().auction).toMatchObject({
      saleType: null,
      buyersPremiumPercent: null,
      // A kept bidding link goes with an online type: none is stated any more.
      biddingUrl: null,
    });
  });

  it('changing an online sale to on site drops its kept bidding link', async () => {
    const id = (await create(auctionPayload(categoryId, FACTS))).json().id;
    const response = await update(id, { ...auctionPayload(categoryId), saleType: 'LIVE_ONSITE' });
    expect(response.statusCode).toBe(200);
    expect(response.json().auction).toMatchObject({ saleType: 'LIVE_ONSITE', biddingUrl: null });
  });

  describe('is refused with a clear 400', () => {
    const fieldsOf = async (facts: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const response = await create(auctionPayload(categoryId, facts), headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
      return response.json().fields as Record<string, string>;
    };

    it('an unknown sale type', async () => {
      expect((await fieldsOf({ saleType: 'SILENT' })).saleType).toBe(MESSAGES.saleTypeInvalid);
    });

    it('a bidding link that is not https', async () => {
      expect(
        (await fieldsOf({ saleType: 'ONLINE_TIMED', biddingUrl: 'http://bid.example.ca' })).biddingUrl,
      ).toBe(MESSAGES.biddingUrlHttps);
      expect(
        (await fieldsOf({ saleType: 'ONLINE_TIMED', biddingUrl: 'javascript:alert(1)' })).biddingUrl,
      ).toBe(MESSAGES.biddingUrlHttps);
    });

    it('a bidding link on a sale on site, or of no stated type', async () => {
      expect(
        (await fieldsOf({ saleType: 'LIVE_ONSITE', biddingUrl: 'https://bid.example.ca' })).biddingUrl,
      ).toBe(MESSAGES.biddingUrlOnlineOnly);
      expect((await fieldsOf({ biddingUrl: 'https://bid.example.ca' })).biddingUrl).toBe(
        MESSAGES.biddingUrlOnlineOnly,
      );
    });

    it('a premium outside 0–50 or with more than two decimals', async () => {
      expect((await fieldsOf({ buyersPremiumPercent: 50.01 })).buyersPremiumPercent).toBe(
        MESSAGES.buyersPremiumRange,
      );
      expect((await fieldsOf({ buyersPremiumPercent: -1 })).buyersPremiumPercent).toBe(
        MESSAGES.buyersPremiumRange,
      );
      expect((await fieldsOf({ buyersPremiumPercent: '15' })).buyersPremiumPercent).toBe(
        MESSAGES.buyersPremiumRange,
      );
      expect((await fieldsOf({ buyersPremiumPercent: 12.125 })).buyersPremiumPercent).toBe(
        MESSAGES.buyersPremiumDecimals,
      );
    });

    it('an unknown or repeated payment method', async () => {
      expect((await fieldsOf({ paymentMethods: ['CASH', 'BITCOIN'] }))['paymentMethods.1']).toBe(
        MESSAGES.paymentMethodInvalid,
      );
      expect((await fieldsOf({ paymentMethods: ['CASH', 'CASH'] })).paymentMethods).toBe(
        MESSAGES.paymentMethodRepeated,
      );
    });

    it('a window ending before it starts, without an offset, or too many windows', async () => {
      expect(
        (await fieldsOf({ previewTimes: [{ start: at(8, 15), end: at(8, 14) }] }))['previewTimes.0.end'],
      ).toBe(MESSAGES.saleWindowEndAfterStart);
      expect(
        (await fieldsOf({ pickupTimes: [{ start: '2030-06-01T09:00', end: '2030-06-01T12:00' }] }))[
          'pickupTimes.0.start'
        ],
      ).toBe(MESSAGES.saleWindowInvalid);
      const eleven = Array.from({ length: 11 }, (_, i) => ({ start: at(8 + i, 13), end: at(8 + i, 14) }));
      expect((await fieldsOf({ previewTimes: eleven })).previewTimes).toBe(MESSAGES.saleWindowsTooMany);
    });

    it('in French for a French request', async () => {
      const fields = await fieldsOf({ buyersPremiumPercent: 60 }, { 'accept-language': 'fr-CA' });
      expect(fields.buyersPremiumPercent).toBe(translateMessage(MESSAGES.buyersPremiumRange, 'fr'));
    });
  });

  it('an edit of the terms sends an approved listing back to review; a structured fact does not', async () => {
    const { user: other } = await createUser(t.db, { province: 'NS', freeAuctionListings: true });
    const token = await loginAs(t.app, other);
    const id = await createAuction(t.app, { sellerId: other.id, categoryId, status: 'APPROVED' });
    const base = auctionPayload(categoryId, {
      title: 'Estate auction of fine things',
      description: 'A long enough description of an auction with many lots, viewing the day before.',
    });
    const facts = await update(id, { ...base, saleType: 'LIVE_ONSITE', buyersPremiumPercent: 10 }, token);
    expect(facts.json().auction.status).toBe('APPROVED');
    const terms = await update(id, { ...base, terms: 'Payment within 48 hours.' }, token);
    expect(terms.json().auction.status).toBe('PENDING');
  });
});

describe('GET /api/auctions?saleType=', () => {
  const ids: Record<string, string> = {};
  let listCategory: string;

  beforeAll(async () => {
    listCategory = (await createCategory(t.db, 'Sale types')).id;
    const mine = { sellerId: seller.id, categoryId: listCategory };
    ids.onsite = await createAuction(t.app, {
      ...mine,
      saleType: 'LIVE_ONSITE',
      auctionStartDate: daysFromNow(2),
    });
    ids.timed = await createAuction(t.app, {
      ...mine,
      saleType: 'ONLINE_TIMED',
      auctionStartDate: daysFromNow(3),
    });
    ids.hybrid = await createAuction(t.app, {
      ...mine,
      saleType: 'HYBRID',
      auctionStartDate: daysFromNow(4),
    });
    ids.unstated = await createAuction(t.app, { ...mine, auctionStartDate: daysFromNow(5) });
  });

  const list = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/auctions?category=${listCategory}&${query}`,
    });
    return response;
  };
  const idsOf = async (query: string) => {
    const response = await list(query);
    expect(response.statusCode).toBe(200);
    return (response.json().auctions as { id: string }[]).map((auction) => auction.id);
  };

  it('without it, every type and none', async () => {
    expect(await idsOf('')).toEqual([ids.onsite, ids.timed, ids.hybrid, ids.unstated]);
  });

  it('one type', async () => {
    expect(await idsOf('saleType=ONLINE_TIMED')).toEqual([ids.timed]);
  });

  it('several, repeated or comma-separated', async () => {
    expect(await idsOf('saleType=HYBRID&saleType=LIVE_ONSITE')).toEqual([ids.onsite, ids.hybrid]);
    expect(await idsOf('saleType=HYBRID,LIVE_ONSITE')).toEqual([ids.onsite, ids.hybrid]);
    expect(await idsOf('saleType=HYBRID,LIVE_ONSITE&saleType=ONLINE_TIMED')).toEqual([
      ids.onsite,
      ids.timed,
      ids.hybrid,
    ]);
  });

  it('with the other filters', async () => {
    expect(await idsOf('saleType=HYBRID,LIVE_ONSITE&search=nothing-matches-this')).toEqual([]);
    expect(
      await idsOf(
        `saleType=HYBRID,LIVE_ONSITE&startDateFrom=${encodeURIComponent(daysFromNow(3).toISOString())}`,
      ),
    ).toEqual([ids.hybrid]);
    expect(await idsOf('saleType=HYBRID,ONLINE_TIMED&location=Nova%20Scotia')).toEqual([
      ids.timed,
      ids.hybrid,
    ]);
  });

  it('with a radius search', async () => {
    const { user: other } = await createUser(t.db, { province: 'NS' });
    const category = (await createCategory(t.db, 'Near sale types')).id;
    const near = { sellerId: other.id, categoryId: category, lat: 45.365, lng: -63.28 };
    const timed = await createAuction(t.app, { ...near, saleType: 'ONLINE_TIMED' });
    await createAuction(t.app, { ...near, saleType: 'LIVE_ONSITE' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/auctions?category=${category}&near=45.36,-63.28&radiusKm=20&saleType=ONLINE_TIMED`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().auctions.map((auction: { id: string }) => auction.id)).toEqual([timed]);
  });

  it('the calendar feed of the search keeps the types', async () => {
    const { user: other } = await createUser(t.db, { province: 'NS' });
    const category = (await createCategory(t.db, 'Feed sale types')).id;
    const mine = { sellerId: other.id, categoryId: category };
    await createAuction(t.app, { ...mine, title: 'Webcast of railway lanterns', saleType: 'LIVE_WEBCAST' });
    await createAuction(t.app, { ...mine, title: 'Hall sale of railway lanterns', saleType: 'LIVE_ONSITE' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/feeds/auctions.ics?category=${category}&saleType=LIVE_WEBCAST`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Webcast of railway lanterns');
    expect(response.body).not.toContain('Hall sale of railway lanterns');
  });

  it('an unknown type is a 400', async () => {
    const response = await list('saleType=HYBRID,SILENT');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
    expect(JSON.stringify(response.json().fields)).toContain(MESSAGES.saleTypeInvalid);
  });
});
