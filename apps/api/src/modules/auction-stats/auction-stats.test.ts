import { addStatsDays, STATS_MESSAGES, statsDayOf } from '@mariner/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewAuctionRow, UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createAuction, createCategory } from '../auctions/test-fixtures.ts';
import { isBotUserAgent } from './bots.ts';

let t: TestApp;
let seller: UserRow;
let sellerToken: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  seller = (await createUser(t.db)).user;
  sellerToken = await loginAs(t.app, seller);
  categoryId = (await createCategory(t.db, 'Antiques')).id;
});
afterAll(() => t.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let addresses = 0;
/** A client address of its own for each caller, so one test's budget never reaches another. */
const nextIp = () => {
  addresses += 1;
  return `10.30.${Math.floor(addresses / 250)}.${addresses % 250}`;
};

const beacon = (kind: 'views' | 'shares', id: string, ip: string, userAgent = FIREFOX) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auctions/${id}/${kind}`,
    remoteAddress: ip,
    headers: { 'user-agent': userAgent },
  });

const stats = async (id: string, query = '', token = sellerToken) => {
  const response = await t.app.inject({ url: `/api/auctions/${id}/stats${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const today = () => statsDayOf(new Date());
const todayOf = async (id: string) => (await stats(id)).days.at(-1);

const newAuction = (values: Partial<NewAuctionRow> = {}) =>
  createAuction(t.app, { sellerId: seller.id, categoryId, ...values });

describe('views (POST /api/auctions/{id}/views)', () => {
  it('counts a view for today, once per visitor per day', async () => {
    const id = await newAuction();
    const ip = nextIp();
    for (let i = 0; i < 3; i += 1) {
      const response = await beacon('views', id, ip);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    expect((await todayOf(id)).date).toBe(today());
    expect((await todayOf(id)).views).toBe(1);
    // Another browser at the same address, and the same browser elsewhere, are other people.
    await beacon('views', id, ip, SAFARI);
    await beacon('views', id, nextIp());
    expect((await todayOf(id)).views).toBe(3);
  });

  it('counts the same visitor once per auction, not once in all', async () => {
    const [first, second] = [await newAuction(), await newAuction()];
    const ip = nextIp();
    await beacon('views', first, ip);
    await beacon('views', second, ip);
    expect((await todayOf(first)).views).toBe(1);
    expect((await todayOf(second)).views).toBe(1);
  });

  it('does not count crawlers or a request without a browser', async () => {
    const id = await newAuction();
    expect((await beacon('views', id, nextIp(), GOOGLEBOT)).statusCode).toBe(204);
    expect((await beacon('views', id, nextIp(), '')).statusCode).toBe(204);
    expect((await todayOf(id)).views).toBe(0);
  });

  it('keeps no address: the mark is a salted hash of the day', async () => {
    const id = await newAuction();
    const ip = '10.99.88.77';
    await beacon('views', id, ip);
    const { rows } = (await t.db.execute(sql`select visitor from auction_view_marks`)) as unknown as {
      rows: { visitor: string }[];
    };
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(row.visitor).not.toContain(ip);
    }
  });

  it('answers 404 for an unknown auction, 400 for a malformed id, and counts no unlisted one', async () => {
    const ip = nextIp();
    expect((await beacon('views', '00000000-0000-4000-8000-000000000000', ip)).statusCode).toBe(404);
    expect((await beacon('views', 'nope', ip)).statusCode).toBe(400);
    const pending = await newAuction({ status: 'PENDING' });
    expect((await beacon('views', pending, ip)).statusCode).toBe(204);
    expect((await todayOf(pending)).views).toBe(0);
  });

  it('is rate-limited per address', async () => {
    const id = await newAuction();
    const ip = nextIp();
    const answers: number[] = [];
    for (let i = 0; i < 62; i += 1) {
      answers.push((await beacon('views', id, ip, `${FIREFOX} ${i}`)).statusCode);
    }
    expect(answers.slice(0, 60).every((code) => code === 204)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    expect((await todayOf(id)).views).toBe(60);
  });
});

describe('GET /api/auctions/{id}/stats', () => {
  it('answers every day of the period, zero-filled, with totals', async () => {
    const id = await newAuction();
    await beacon('views', id, nextIp());
    await beacon('shares', id, nextIp());
    const from = addStatsDays(today(), -6);
    const body = await stats(id, `?from=${from}&to=${today()}`);
    expect(body.days).toHaveLength(7);
    expect(body.days[0]).toEqual({
      date: from,
      views: 0,
      saves: 0,
      calendarAdds: 0,
      shares: 0,
      outboundClicks: 0,
    });
    expect(body.days.map((day: { date: string }) => day.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => addStatsDays(from, i)),
    );
    expect(body.days.at(-1)).toMatchObject({ date: today(), views: 1, shares: 1 });
    expect(body.totals).toEqual({ views: 1, saves: 0, calendarAdds: 0, shares: 1, outboundClicks: 0 });
    expect(body).toMatchObject({ from, to: today(), timeZone: 'America/Halifax' });
  });

  it('reads the last 30 days by default', async () => {
    const body = await stats(await newAuction());
    expect(body.days).toHaveLength(30);
    expect(body.to).toBe(today());
    expect(body.from).toBe(addStatsDays(today(), -29));
  });

  it('is the owner’s and the admins’, refused to others', async () => {
    const id = await newAuction();
    expect((await t.app.inject({ url: `/api/auctions/${id}/stats` })).statusCode).toBe(401);
    const stranger = await loginAs(t.app, (await createUser(t.db)).user);
    const refused = await t.app.inject({ url: `/api/auctions/${id}/stats`, headers: bearer(stranger) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('FORBIDDEN');
    const buyer = await loginAs(t.app, (await createUser(t.db, { role: 'USER' })).user);
    expect(
      (await t.app.inject({ url: `/api/auctions/${id}/stats`, headers: bearer(buyer) })).statusCode,
    ).toBe(403);
    const admin = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
    expect((await stats(id, '', admin)).days).toHaveLength(30);
    const unknown = await t.app.inject({
      url: '/api/auctions/00000000-0000-4000-8000-000000000000/stats',
      headers: bearer(sellerToken),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a bad period with a 400 naming the field', async () => {
    const id = await newAuction();
    const ask = (query: string) =>
      t.app.inject({ url: `/api/auctions/${id}/stats${query}`, headers: bearer(sellerToken) });
    const reversed = await ask('?from=2026-03-10&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields.to).toBeTruthy();
    const tooLong = await ask('?from=2025-01-01&to=2026-03-01');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields.from).toBe(STATS_MESSAGES.rangeTooLong);
    expect((await ask('?from=yesterday')).statusCode).toBe(400);
    expect((await ask('?from=2026-02-30')).statusCode).toBe(400);
    // A whole year, leap day included, is one call.
    const year = await ask('?from=2024-01-01&to=2024-12-31');
    expect(year.statusCode).toBe(200);
    expect(year.json().days).toHaveLength(366);
  });
});

describe('saves, calendar adds, shares and outbound clicks', () => {
  it('counts a new save once, not a save of a saved auction', async () => {
    const id = await newAuction();
    const buyer = await loginAs(t.app, (await createUser(t.db, { role: 'USER' })).user);
    for (let i = 0; i < 2; i += 1) {
      await t.app.inject({ method: 'POST', url: `/api/auctions/${id}/save`, headers: bearer(buyer) });
    }
    expect((await todayOf(id)).saves).toBe(1);
  });

  it('counts the calendar file and the Google Calendar link as calendar adds', async () => {
    const id = await newAuction();
    const ip = nextIp();
    const headers = { 'user-agent': FIREFOX };
    const ics = await t.app.inject({ url: `/api/auctions/${id}/calendar.ics`, remoteAddress: ip, headers });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['cache-control']).toBe('private, no-store');
    const google = await t.app.inject({
      url: `/api/auctions/${id}/google-calendar?lang=fr`,
      remoteAddress: ip,
      headers,
    });
    expect(google.statusCode).toBe(302);
    const target = new URL(String(google.headers.location));
    expect(target.origin).toBe('https://calendar.google.com');
    expect(target.searchParams.get('details')).toContain(`/fr/encans/${id}`);
    await t.app.inject({
      url: `/api/auctions/${id}/calendar.ics`,
      remoteAddress: ip,
      headers: { 'user-agent': GOOGLEBOT },
    });
    expect((await todayOf(id)).calendarAdds).toBe(2);
  });

  it('redirects only to the auction’s own stored addresses, counting each click', async () => {
    const id = await newAuction({
      catalogUrl: 'https://catalogue.example.ca/sale',
      biddingUrl: 'https://bid.example.ca/live',
      previewUrl: 'https://auctioneer.example.ca/',
    });
    const out = (query: string, userAgent = FIREFOX) =>
      t.app.inject({
        url: `/api/auctions/${id}/out${query}`,
        remoteAddress: nextIp(),
        headers: { 'user-agent': userAgent },
      });
    for (const [to, address] of [
      ['catalogue', 'https://catalogue.example.ca/sale'],
      ['bidding', 'https://bid.example.ca/live'],
      ['website', 'https://auctioneer.example.ca/'],
    ]) {
      const response = await out(`?to=${to}`);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(address);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    // Never an address the request names.
    expect((await out('?to=https://evil.example')).statusCode).toBe(400);
    expect((await out('?to=catalogue&url=https://evil.example')).headers.location).toBe(
      'https://catalogue.example.ca/sale',
    );
    expect((await out('')).statusCode).toBe(400);
    const none = await out('?to=results');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(STATS_MESSAGES.noSuchLink);
    await out('?to=bidding', GOOGLEBOT);
    expect((await todayOf(id)).outboundClicks).toBe(4);
    // An auction the visitor may not see leads nowhere.
    const pending = await newAuction({ status: 'PENDING', catalogUrl: 'https://catalogue.example.ca/x' });
    expect((await t.app.inject({ url: `/api/auctions/${pending}/out?to=catalogue` })).statusCode).toBe(404);
  });

  it('counts shares reported by the Share button', async () => {
    const id = await newAuction();
    const ip = nextIp();
    expect((await beacon('shares', id, ip)).statusCode).toBe(204);
    expect((await beacon('shares', id, ip)).statusCode).toBe(204);
    expect((await beacon('shares', id, ip, GOOGLEBOT)).statusCode).toBe(204);
    expect((await todayOf(id)).shares).toBe(2);
  });
});

describe('GET /api/auctions/my-auctions/stats', () => {
  it('sums the seller’s listings and lists each one, most viewed first', async () => {
    const { user } = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const [quiet, busy] = [
      await createAuction(t.app, { sellerId: user.id, categoryId, title: 'Quiet estate sale of tools' }),
      await createAuction(t.app, { sellerId: user.id, categoryId, title: 'Busy estate sale of antiques' }),
    ];
    await beacon('views', quiet, nextIp());
    await beacon('views', busy, nextIp());
    await beacon('views', busy, nextIp());
    const response = await t.app.inject({ url: '/api/auctions/my-auctions/stats', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.days).toHaveLength(30);
    expect(body.totals.views).toBe(3);
    expect(body.days.at(-1).views).toBe(3);
    expect(body.listings.map((listing: { auctionId: string }) => listing.auctionId)).toEqual([busy, quiet]);
    expect(body.listings[0]).toMatchObject({ title: 'Busy estate sale of antiques', views: 2, saves: 0 });
    expect((await t.app.inject({ url: '/api/auctions/my-auctions/stats' })).statusCode).toBe(401);
  });
});

describe('isBotUserAgent', () => {
  it('knows crawlers and link previews from people', () => {
    for (const agent of [
      GOOGLEBOT,
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Twitterbot/1.0',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      '',
      undefined,
    ]) {
      expect(isBotUserAgent(agent), String(agent)).toBe(true);
    }
    for (const agent of [
      FIREFOX,
      SAFARI,
      'Mozilla/5.0 (Linux; Android 10; CUBOT_X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
      'curl/8.5.0',
    ]) {
      expect(isBotUserAgent(agent), agent).toBe(false);
    }
  });
});
