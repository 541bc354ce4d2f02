import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.ts';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createAuction, createCategory, daysFromNow } from '../auctions/test-fixtures.ts';

/**
 * Issue 17: an auction's `.ics` imports at its own local time (read back with ical.js, as a
 * calendar would), and feeds of a search and of an auctioneer list what the list would.
 */

const PUBLIC_URL = 'https://mariner.example';
let t: TestApp;
let harbour: UserRow;
let valley: UserRow;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: PUBLIC_URL } });
  harbour = (await createUser(t.db, { companyName: 'Harbour Auctions', province: 'NL' })).user;
  valley = (await createUser(t.db, { companyName: 'Valley Auctions', province: 'NS' })).user;
  const categoryId = (await createCategory(t.db)).id;
  ids.stJohns = await createAuction(t.app, {
    sellerId: harbour.id,
    categoryId,
    title: 'Quidi Vidi boat; marine, auction',
    description: 'Dories, outboards and nets from a Quidi Vidi family, viewing the day before the sale.',
    location: '12 Forest Road, St. John’s',
    province: 'NL',
    auctionStartDate: new Date('2027-07-04T12:30:00.000Z'),
    auctionEndDate: new Date('2027-07-04T18:30:00.000Z'),
  });
  ids.truro = await createAuction(t.app, {
    sellerId: valley.id,
    categoryId,
    title: 'Truro farm dispersal',
    location: 'Truro, NS',
    placeId: 'truro-ns',
    lat: 45.36685,
    lng: -63.26538,
    auctionStartDate: daysFromNow(5),
  });
  ids.halifax = await createAuction(t.app, {
    sellerId: valley.id,
    categoryId,
    title: 'Halifax estate contents',
    location: 'Halifax, NS',
    placeId: 'halifax-ns',
    lat: 44.64269,
    lng: -63.57688,
    auctionStartDate: daysFromNow(6),
  });
  ids.pending = await createAuction(t.app, { sellerId: valley.id, categoryId, status: 'PENDING' });
});
afterAll(() => t.close());

/** The events of an iCalendar text as a calendar reads them, its time zones registered. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

describe('GET /api/auctions/{id}/calendar.ics', () => {
  it('imports at the auction’s own local time in St. John’s, with its place and address', async () => {
    const response = await t.app.inject({ url: `/api/auctions/${ids.stJohns}/calendar.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="quidi-vidi-boat-marine-auction.ics"',
    );
    expect(response.body).toContain('BEGIN:VTIMEZONE\r\nTZID:America/St_Johns');
    expect(response.body).toContain('DTSTART;TZID=America/St_Johns:20270704T100000');

    const [event] = eventsOf(response.body);
    expect(event?.summary).toBe('Quidi Vidi boat; marine, auction');
    expect(event?.location).toBe('12 Forest Road, St. John’s, NL');
    expect(event?.uid).toBe(`${ids.stJohns}@mariner.example`);
    expect(event?.startDate.zone?.tzid).toBe('America/St_Johns');
    expect(event?.startDate.hour).toBe(10);
    expect(event?.startDate.toJSDate().toISOString()).toBe('2027-07-04T12:30:00.000Z');
    expect(event?.endDate.toJSDate().toISOString()).toBe('2027-07-04T18:30:00.000Z');
    expect(event?.description).toContain(`${PUBLIC_URL}/auctions/${ids.stJohns}`);
    expect(event?.component.getFirstPropertyValue('url')).toBe(`${PUBLIC_URL}/auctions/${ids.stJohns}`);
  });

  it('does not repeat the province a location already ends with (issue 25)', async () => {
    const response = await t.app.inject({ url: `/api/auctions/${ids.truro}/calendar.ics` });
    const [event] = eventsOf(response.body);
    expect(event?.location).toBe('Truro, NS');
  });

  it('answers 404 for an unknown auction or one under review, and 400 for a malformed id', async () => {
    expect((await t.app.inject({ url: `/api/auctions/${ids.pending}/calendar.ics` })).statusCode).toBe(404);
    const unknown = await t.app.inject({
      url: '/api/auctions/0b6f6c9a-4d0e-4f53-9a3d-5b1c0e8f7a21/calendar.ics',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'NOT_FOUND' });
    expect((await t.app.inject({ url: '/api/auctions/nope/calendar.ics' })).statusCode).toBe(400);
  });
});

describe('subscribable feeds', () => {
  const feed = async (url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    return eventsOf(response.body);
  };
  const uids = (events: ReturnType<typeof eventsOf>) => events.map((event) => event.uid.split('@')[0]);

  it('lists a search’s auctions with the list’s filters, near and radius included', async () => {
    expect(uids(await feed('/api/feeds/auctions.ics?near=truro-ns&radiusKm=50'))).toEqual([ids.truro]);
    expect(uids(await feed('/api/feeds/auctions.ics?near=truro-ns&radiusKm=100&sort=distance'))).toEqual([
      ids.truro,
      ids.halifax,
    ]);
    expect(uids(await feed('/api/feeds/auctions.ics?search=estate'))).toEqual([ids.halifax]);
    const all = uids(await feed('/api/feeds/auctions.ics'));
    expect(all).toEqual(expect.arrayContaining([ids.stJohns, ids.truro, ids.halifax]));
    expect(all).not.toContain(ids.pending);
  });

  it('refuses bad filters with the error shape', async () => {
    const response = await t.app.inject({ url: '/api/feeds/auctions.ics?radiusKm=9000&near=truro-ns' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it('lists one auctioneer’s public auctions, and 404 for anyone else', async () => {
    expect(uids(await feed(`/api/feeds/auctioneers/${valley.id}.ics`))).toEqual([ids.truro, ids.halifax]);
    expect(uids(await feed(`/api/feeds/auctioneers/${harbour.id}.ics`))).toEqual([ids.stJohns]);
    for (const file of ['0b6f6c9a-4d0e-4f53-9a3d-5b1c0e8f7a21.ics', `${valley.id}.json`, 'x.ics']) {
      expect((await t.app.inject({ url: `/api/feeds/auctioneers/${file}` })).statusCode, file).toBe(404);
    }
  });
});
