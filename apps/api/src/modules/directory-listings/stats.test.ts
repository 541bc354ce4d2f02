import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryStatsDaily, type UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { statsDayOf } from '../advertiser-stats/period.ts';
import { VisitorHasher } from '../auction-stats/visitors.ts';
import { countProfileView } from '../directory/counting.ts';
import { insertListing } from './queries.ts';

/** Issue 30 item 2: directory profile views and contact clicks per Halifax day, for the listing's owner. */

let t: TestApp;
let owner: UserRow;
let ownerToken: string;
let strangerToken: string;
let adminToken: string;
let listingId: string;

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

beforeAll(async () => {
  t = await createTestApp();
  owner = (
    await createUser(t.db, {
      isDirectoryListed: true,
      advertiserType: 'AUCTION_PRODUCTION',
      companyName: 'Counted Movers',
      companyWebsite: 'https://movers.example.ca',
      companyPhone: '902-555-0100',
      companyContactEmail: null,
    })
  ).user;
  ownerToken = await loginAs(t.app, owner);
  strangerToken = await loginAs(t.app, (await createUser(t.db)).user);
  adminToken = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
  const listing = await insertListing(t.db, {
    userId: owner.id,
    companyName: 'Counted Movers',
    description: 'We move things.',
    phone: '902-555-0100',
    email: 'movers@example.ca',
    socialMedia: { facebook: null, twitter: null, linkedin: null, instagram: null },
    status: 'ACTIVE',
  });
  listingId = listing.id;
});
afterAll(() => t.close());

const beacon = (url: string, userAgent = BROWSER, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url, headers: { 'user-agent': userAgent }, remoteAddress: ip });

const stats = (query = '', token = ownerToken) =>
  t.app.inject({
    method: 'GET',
    url: `/api/directory-listings/${listingId}/stats${query}`,
    headers: bearer(token),
  });

describe('directory profile views and contact clicks', () => {
  it('count a person once a day per profile and per way to reach it, never a crawler', async () => {
    const views = `/api/directory/${owner.id}/views`;
    expect((await beacon(views)).statusCode).toBe(204);
    expect((await beacon(views)).statusCode).toBe(204); // the same visitor again today
    expect((await beacon(views, BROWSER, '198.51.100.4')).statusCode).toBe(204); // another one
    expect((await beacon(views, 'Googlebot/2.1 (+http://www.google.com/bot.html)')).statusCode).toBe(204);
    expect((await beacon(views, '')).statusCode).toBe(204);
    expect((await beacon(`/api/directory/${owner.id}/contact-clicks/website`)).statusCode).toBe(204);
    expect((await beacon(`/api/directory/${owner.id}/contact-clicks/website`)).statusCode).toBe(204);
    expect((await beacon(`/api/directory/${owner.id}/contact-clicks/phone`)).statusCode).toBe(204);
    // The profile shows no e-mail: nothing to have clicked.
    expect((await beacon(`/api/directory/${owner.id}/contact-clicks/email`)).statusCode).toBe(204);
    // Not a profile, not a kind: nothing counted, nothing broken.
    expect((await beacon('/api/directory/not-a-uuid/views')).statusCode).toBe(204);
    expect((await beacon(`/api/directory/${owner.id}/contact-clicks/fax`)).statusCode).toBe(400);

    const response = await stats();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1)).toEqual({ date: statsDayOf(new Date()), profileViews: 2, contactClicks: 2 });
    expect(body.totals).toEqual({ profileViews: 2, contactClicks: 2 });
  });

  it('reads any period up to 366 days, zero-filled, and as CSV', async () => {
    await t.db
      .insert(directoryStatsDaily)
      .values({ userId: owner.id, day: '2026-02-10', profileViews: 5, contactClicks: 1 });
    const body = (await stats('?from=2026-02-09&to=2026-02-11')).json();
    expect(body.days).toEqual([
      { date: '2026-02-09', profileViews: 0, contactClicks: 0 },
      { date: '2026-02-10', profileViews: 5, contactClicks: 1 },
      { date: '2026-02-11', profileViews: 0, contactClicks: 0 },
    ]);
    const csv = await stats('?from=2026-02-10&to=2026-02-10&format=csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="directory-listing-${listingId}-stats-2026-02-10-to-2026-02-10.csv"`,
    );
    expect(csv.body).toBe(
      '\uFEFF"Date","Profile views","Contact clicks"\r\n"2026-02-10","5","1"\r\n"Total","5","1"\r\n',
    );
    expect((await stats('?from=2025-01-01&to=2026-01-02')).statusCode).toBe(400);
  });

  it('are for the listing’s owner and admins only', async () => {
    const url = `/api/directory-listings/${listingId}/stats`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await stats('', strangerToken)).statusCode).toBe(403);
    expect((await stats('', adminToken)).statusCode).toBe(200);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/directory-listings/00000000-0000-4000-8000-000000000000/stats',
      headers: bearer(ownerToken),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a directory visitor across instances', () => {
  it('counts once a day however many instances see them, and again the next Halifax day', async () => {
    const { user: other } = await createUser(t.db, {
      isDirectoryListed: true,
      advertiserType: 'AUCTION_PRODUCTION',
      companyName: 'Twice Seen Movers',
    });
    // Two instances: each its own hasher (its own salt in memory), one database.
    const instances = [1, 2].map(() => ({
      db: t.db,
      rateLimiter: t.app.rateLimiter,
      visitorHasher: new VisitorHasher(t.db),
    }));
    const visit = (now: Date, instance = 0) =>
      countProfileView(instances[instance] ?? t.app, {
        profileId: other.id,
        ip: '192.0.2.9',
        userAgent: BROWSER,
        now,
      });
    const evening = new Date('2026-03-02T03:00:00Z'); // 23:00 on 1 March in Halifax
    expect(await visit(evening, 0)).toBe(true);
    expect(await visit(new Date('2026-03-02T03:30:00Z'), 1)).toBe(false);
    expect(await visit(new Date('2026-03-02T04:01:00Z'), 1)).toBe(true); // 00:01 on 2 March
    expect(await visit(new Date('2026-03-02T05:00:00Z'), 0)).toBe(false);
  });
});
