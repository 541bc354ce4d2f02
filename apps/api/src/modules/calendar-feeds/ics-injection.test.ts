import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createAuction, createCategory } from '../auctions/test-fixtures.ts';

/**
 * Issue 25, defect 2: text stored before one-line fields refused line breaks (or any text at all)
 * cannot add a line, a property or an event to a calendar: every value is escaped by RFC 5545's
 * rules and every line folded at 75 octets, read back as a calendar would (ical.js).
 */

const FORGED =
  '\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:fake\r\nSUMMARY:Deposit required, pay at evil.example\r\nX-EVIL:1';
let t: TestApp;
let sellerId: string;
let forgedAuctionId: string;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://mariner.example' } });
  sellerId = (await createUser(t.db, { companyName: `Harbour Auctions${FORGED}` })).user.id;
  const categoryId = (await createCategory(t.db, `Boats${FORGED}`)).id;
  forgedAuctionId = await createAuction(t.app, {
    sellerId,
    categoryId,
    title: `Boat sale${FORGED}`,
    description: `Dories and nets;\\ viewing, the day before\u2028${FORGED}`,
  });
  await createAuction(t.app, {
    sellerId,
    categoryId,
    title: `Très long titre d’une vente aux enchères à Chéticamp, ${'é'.repeat(80)}`,
  });
});
afterAll(() => t.close());

const lines = (text: string) => text.split('\r\n');

/** No line but the generator's own: nothing forged starts a line, and no bare CR or LF hides one. */
function expectNoForgedLine(text: string) {
  expect(text).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
  for (const line of lines(text)) {
    expect(line).not.toMatch(/^(X-EVIL|UID:fake|SUMMARY:Deposit)/);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: no break of any kind may be left raw.
    expect(line).not.toMatch(/[\u0085\u2028\u2029\u000B\u000C]/);
  }
  expect(text.match(/^BEGIN:VEVENT$/gm)?.length).toBe(text.match(/^END:VEVENT$/gm)?.length);
}

/** RFC 5545 §3.3.11 read back: ical.js leaves an X- property's TEXT as written. */
const unescapeText = (value: unknown) =>
  String(value).replace(/\\([\\;,nN])/g, (_match, character: string) =>
    character.toLowerCase() === 'n' ? '\n' : character,
  );

function calendarOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c)) };
}

describe('calendars built from hostile stored text', () => {
  it('an auction’s .ics: one event, its title and description read back whole', async () => {
    const response = await t.app.inject({ url: `/api/auctions/${forgedAuctionId}/calendar.ics` });
    expect(response.statusCode).toBe(200);
    expectNoForgedLine(response.body);
    const { calendar, events } = calendarOf(response.body);
    expect(events).toHaveLength(1);
    expect(events[0]?.summary).toBe(`Boat sale${FORGED.replaceAll('\r\n', '\n')}`);
    expect(events[0]?.description).toContain('Dories and nets;\\ viewing, the day before');
    expect(unescapeText(calendar.getFirstPropertyValue('x-wr-calname'))).toBe(
      `Boat sale${FORGED.replaceAll('\r\n', '\n')}`,
    );
  });

  it('the auctioneer feed: the company name stays in the calendar’s name', async () => {
    const response = await t.app.inject({ url: `/api/feeds/auctioneers/${sellerId}.ics` });
    expect(response.statusCode).toBe(200);
    expectNoForgedLine(response.body);
    const { calendar, events } = calendarOf(response.body);
    expect(events).toHaveLength(2);
    expect(calendar.getAllProperties('x-wr-calname')).toHaveLength(1);
    expect(unescapeText(calendar.getFirstPropertyValue('x-wr-calname'))).toBe(
      `Harbour Auctions${FORGED.replaceAll('\r\n', '\n')}: auctions`,
    );
  });

  it('the search feed: the search is escaped in the calendar’s name', async () => {
    const search = 'boat; sale, \\ ok';
    const response = await t.app.inject({
      url: `/api/feeds/auctions.ics?search=${encodeURIComponent(search)}`,
    });
    expect(response.statusCode).toBe(200);
    expectNoForgedLine(response.body);
    expect(response.body).toContain('X-WR-CALNAME:Mariner Marketplace: boat\\; sale\\, \\\\ ok\r\n');
    expect(unescapeText(calendarOf(response.body).calendar.getFirstPropertyValue('x-wr-calname'))).toContain(
      search,
    );
  });

  it('folds every line at 75 octets, accents included', async () => {
    const response = await t.app.inject({ url: `/api/feeds/auctioneers/${sellerId}.ics` });
    for (const line of lines(response.body)) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(calendarOf(response.body).events.map((event) => event.summary)).toContain(
      `Très long titre d’une vente aux enchères à Chéticamp, ${'é'.repeat(80)}`,
    );
  });

  it('a line break in a search is refused before any calendar is written', async () => {
    const response = await t.app.inject({ url: '/api/feeds/auctions.ics?search=a%0d%0aX-EVIL:1' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('X-EVIL');
  });
});
