import { type CalendarMonthResponse, type CalendarResponse, MESSAGES } from '@mariner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createAuction, createCategory } from './test-fixtures.ts';

/**
 * The calendar page's own calls: the month's days with their count and first two titles, and the
 * list of the day picked. An auction is on the day it starts on in its own zone (decision 11).
 */
let t: TestApp;
let adminToken: string;
const ids: Record<string, string> = {};

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  const { user: seller } = await createUser(t.db);
  const { user: admin } = await createUser(t.db, { role: 'ADMIN' });
  adminToken = await loginAs(t.app, admin);
  const categoryId = (await createCategory(t.db, 'Estates')).id;
  const add = async (
    key: string,
    values: Parameters<typeof createAuction>[1] extends infer V ? Partial<V> : never,
  ) => {
    ids[key] = await createAuction(t.app, {
      sellerId: seller.id,
      categoryId,
      title: `Sale ${key}`,
      ...values,
    });
  };
  // 02:00 UTC on March 1 is 22:30 on February 28 in St. John's, and 21:00 in Toronto.
  await add('stJohnsFeb', {
    province: 'NL',
    location: "St. John's, NL",
    auctionStartDate: at('2027-03-01T02:00:00Z'),
  });
  await add('torontoFeb', {
    province: 'ON',
    location: 'Toronto, ON',
    auctionStartDate: at('2027-03-01T02:00:00Z'),
  });
  await add('halifaxMar1', { province: 'NS', auctionStartDate: at('2027-03-01T12:00:00Z') });
  // Three on March 15 (Halifax, UTC−3 from March 14), listed by start.
  await add('third', { province: 'NS', auctionStartDate: at('2027-03-15T18:00:00Z') });
  await add('first', { province: 'NS', auctionStartDate: at('2027-03-15T13:00:00Z') });
  await add('second', { province: 'NS', auctionStartDate: at('2027-03-15T14:00:00Z') });
  await add('pending', { province: 'NS', status: 'PENDING', auctionStartDate: at('2027-03-15T12:00:00Z') });
  // 23:30 on March 31 in Halifax is April 1 in UTC: still March.
  await add('lastDay', { province: 'NS', auctionStartDate: at('2027-04-01T02:30:00Z') });
});

afterAll(async () => {
  await t.close();
});

const month = async (value: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/auctions/calendar/month?month=${value}` });
  expect(response.statusCode).toBe(200);
  return response.json<CalendarMonthResponse>();
};
const day = async (value: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/auctions/calendar/day?day=${value}` });
  expect(response.statusCode).toBe(200);
  return response.json<CalendarResponse>().auctions.map((auction) => auction.id);
};

describe('GET /api/auctions/calendar/month', () => {
  it('gives each day with auctions its count and first two, by start, in their own zones', async () => {
    const march = await month('2027-03');
    expect(march.month).toBe('2027-03');
    expect(march.days.map(({ day, total }) => [day, total])).toEqual([
      ['2027-03-01', 1],
      ['2027-03-15', 3],
      ['2027-03-31', 1],
    ]);
    const fifteenth = march.days[1];
    expect(fifteenth?.auctions.map((auction) => auction.id)).toEqual([ids.first, ids.second]);
    expect(fifteenth?.auctions[0]).toMatchObject({ title: 'Sale first', timeZone: 'America/Halifax' });

    const february = await month('2027-02');
    expect(february.days).toEqual([expect.objectContaining({ day: '2027-02-28', total: 2 })]);
    expect(new Set(february.days[0]?.auctions.map((auction) => auction.id))).toEqual(
      new Set([ids.stJohnsFeb, ids.torontoFeb]),
    );
    expect((await month('2027-05')).days).toEqual([]);
  });

  it('names the months of the first and last listed auction, each in its own zone (issue 25)', async () => {
    // February 28 in St. John’s and March 31 in Halifax, though March 1 and April 1 in UTC.
    expect((await month('2099-12')).listed).toEqual({ first: '2027-02', last: '2027-03' });
  });

  it('answers months outside the listed ones without keeping anything (issue 25)', async () => {
    t.app.auctionReads.forgetAll();
    for (let year = 2100; year < 2700; year++) expect((await month(`${year}-06`)).days).toEqual([]);
    expect(t.app.auctionReads.kept.answers).toBe(1);
  });

  it('follows a write: an approval shows at once', async () => {
    expect((await month('2027-03')).days[1]?.total).toBe(3);
    const approved = await t.app.inject({
      method: 'PUT',
      url: `/api/auctions/${ids.pending}/approve`,
      headers: bearer(adminToken),
    });
    expect(approved.statusCode).toBe(200);
    const fifteenth = (await month('2027-03')).days[1];
    expect(fifteenth?.total).toBe(4);
    expect(fifteenth?.auctions.map((auction) => auction.id)).toEqual([ids.pending, ids.first]);
    expect(await day('2027-03-15')).toEqual([ids.pending, ids.first, ids.second, ids.third]);
  });

  it('refuses a malformed month with the reason, in the page language', async () => {
    for (const bad of ['2027-3', '2027-13', 'march', '', '9999-12', '1999-12']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/auctions/calendar/month?month=${bad}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
    }
    const english = await t.app.inject({ method: 'GET', url: '/api/auctions/calendar/month?month=2027-13' });
    expect(english.json().fields.month).toBe(MESSAGES.calendarMonthFormat);
    const french = await t.app.inject({
      method: 'GET',
      url: '/api/auctions/calendar/month?month=2027-13',
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json().fields.month).toBe('Indiquez un mois sous la forme AAAA-MM');
  });
});

describe('GET /api/auctions/calendar/day', () => {
  it('lists every auction of the day in their own zones, and nothing for a day without any', async () => {
    expect(new Set(await day('2027-02-28'))).toEqual(new Set([ids.stJohnsFeb, ids.torontoFeb]));
    expect(await day('2027-03-01')).toEqual([ids.halifaxMar1]);
    expect(await day('2027-03-31')).toEqual([ids.lastDay]);
    expect(await day('2027-04-01')).toEqual([]);
  });

  it('refuses a day that is not a date', async () => {
    for (const bad of ['2027-02-30', '2027-3-1', 'today', '9999-12-31', '1999-12-31']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/auctions/calendar/day?day=${bad}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.day).toBe(MESSAGES.calendarDayFormat);
    }
  });
});
