import { MESSAGES, type SavedAuction } from '@mariner/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, savedAuctions, type UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createAuction, createCategory } from './test-fixtures.ts';

let t: TestApp;
let seller: UserRow;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  seller = (await createUser(t.db)).user;
  categoryId = (await createCategory(t.db, 'Collectibles')).id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {} });

const savedRows = (userId: string, auctionId: string) =>
  t.db
    .select()
    .from(savedAuctions)
    .where(and(eq(savedAuctions.userId, userId), eq(savedAuctions.auctionId, auctionId)));

describe('saving an auction', () => {
  it('needs a session to save, unsave and list', async () => {
    const id = await createAuction(t.app, { sellerId: seller.id, categoryId });
    for (const [method, url] of [
      ['POST', `/api/auctions/${id}/save`],
      ['DELETE', `/api/auctions/${id}/save`],
      ['GET', '/api/auctions/saved'],
    ] as const) {
      const response = await call(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().message).toBe(MESSAGES.authenticationRequired);
    }
  });

  it('is idempotent both ways', async () => {
    const { user } = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const id = await createAuction(t.app, { sellerId: seller.id, categoryId });
    const isSaved = async () => (await call('GET', `/api/auctions/${id}/is-saved`, token)).json();

    expect(await isSaved()).toEqual({ isSaved: false });
    for (let i = 0; i < 2; i += 1) {
      const response = await call('POST', `/api/auctions/${id}/save`, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, isSaved: true });
    }
    expect(await savedRows(user.id, id)).toHaveLength(1);
    expect(await isSaved()).toEqual({ isSaved: true });

    for (let i = 0; i < 2; i += 1) {
      const response = await call('DELETE', `/api/auctions/${id}/save`, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, isSaved: false });
    }
    expect(await savedRows(user.id, id)).toHaveLength(0);
    expect(await isSaved()).toEqual({ isSaved: false });
  });

  it('saves only a public auction', async () => {
    const { user } = await createUser(t.db);
    const token = await loginAs(t.app, user);
    for (const status of ['PENDING', 'REJECTED'] as const) {
      const id = await createAuction(t.app, { sellerId: seller.id, categoryId, status });
      const response = await call('POST', `/api/auctions/${id}/save`, token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'NOT_FOUND', message: MESSAGES.auctionNotFound });
    }
    const unknown = await call('POST', '/api/auctions/00000000-0000-4000-8000-000000000000/save', token);
    expect(unknown.statusCode).toBe(404);
  });

  it('answers a visitor isSaved false rather than 401', async () => {
    const id = await createAuction(t.app, { sellerId: seller.id, categoryId });
    const response = await call('GET', `/api/auctions/${id}/is-saved`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isSaved: false });
  });
});

describe('GET /api/auctions/saved', () => {
  it('lists the saved approved auctions, newest saved first, 12 a page, with savedAt', async () => {
    const { user } = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const saved: string[] = [];
    for (let i = 0; i < 14; i += 1) {
      const id = await createAuction(t.app, {
        sellerId: seller.id,
        categoryId,
        title: `Saved auction number ${i}`,
      });
      expect((await call('POST', `/api/auctions/${id}/save`, token)).statusCode).toBe(200);
      saved.push(id);
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    // Saved, then taken out of public view: no longer listed.
    const hidden = saved[13] as string;
    await t.db.update(auctions).set({ status: 'REJECTED' }).where(eq(auctions.id, hidden));
    // Someone else's saves are not mine.
    const { user: other } = await createUser(t.db);
    await call('POST', `/api/auctions/${saved[0]}/save`, await loginAs(t.app, other));

    const first = await call('GET', '/api/auctions/saved', token);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.pagination).toEqual({ page: 1, limit: 12, total: 13, totalPages: 2 });
    const expectedOrder = saved.slice(0, 13).reverse();
    expect(body.auctions.map((auction: SavedAuction) => auction.id)).toEqual(expectedOrder.slice(0, 12));
    const item = body.auctions[0] as SavedAuction;
    expect(Object.keys(item).sort()).toEqual(
      [
        'auctionEndDate',
        'auctionStartDate',
        'category',
        'description',
        'featuredImage',
        'id',
        'location',
        'savedAt',
        'timeZone',
        'title',
      ].sort(),
    );
    expect(item).toMatchObject({ title: 'Saved auction number 12', category: { name: 'Collectibles' } });
    expect(Date.parse(item.savedAt)).toBeGreaterThan(Date.now() - 60_000);

    const second = (await call('GET', '/api/auctions/saved?page=2', token)).json();
    expect(second.auctions.map((auction: SavedAuction) => auction.id)).toEqual(expectedOrder.slice(12));
    expect(second.pagination).toEqual({ page: 2, limit: 12, total: 13, totalPages: 2 });
  });

  it('lists upcoming sales first, soonest ending on top, ended ones last and latest ended first (issue 27)', async () => {
    const { user } = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
    const sale = async (title: string, start: number, end: number) => {
      const id = await createAuction(t.app, {
        sellerId: seller.id,
        categoryId,
        title,
        auctionStartDate: hours(start),
        auctionEndDate: hours(end),
      });
      expect((await call('POST', `/api/auctions/${id}/save`, token)).statusCode).toBe(200);
      return id;
    };
    const endedLongAgo = await sale('Ended last month', -800, -700);
    const nextWeek = await sale('Next week', 160, 170);
    const endsTonight = await sale('Under way, ends tonight', -20, 5);
    const endedYesterday = await sale('Ended yesterday', -30, -20);
    const tomorrow = await sale('Tomorrow', 20, 30);

    const answer = await call('GET', '/api/auctions/saved?order=upcoming', token);
    expect(answer.statusCode).toBe(200);
    const listed = answer.json().auctions as SavedAuction[];
    expect(listed.map((auction) => auction.id)).toEqual([
      endsTonight,
      tomorrow,
      nextWeek,
      endedYesterday,
      endedLongAgo,
    ]);
    // The end date is in the answer (the home's "Ends soon" reads it).
    expect(Math.abs(Date.parse(listed[0]?.auctionEndDate ?? '') - hours(5).getTime())).toBeLessThan(60_000);

    // The saved page's order stays newest saved first; an unknown order is refused.
    const byDefault = (await call('GET', '/api/auctions/saved', token)).json().auctions as SavedAuction[];
    expect(byDefault[0]?.id).toBe(tomorrow);
    expect((await call('GET', '/api/auctions/saved?order=cheapest', token)).statusCode).toBe(400);
  });
});

describe('GET /api/auctions/saved-ids', () => {
  it('answers which of a page of auctions the user saved, none for a visitor, and refuses bad ids', async () => {
    const { user } = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => createAuction(t.app, { sellerId: seller.id, categoryId })),
    );
    await call('POST', `/api/auctions/${a}/save`, token);
    await call('POST', `/api/auctions/${c}/save`, token);
    const ids = [a, b, c].join(',');

    const mine = await call('GET', `/api/auctions/saved-ids?ids=${ids}`, token);
    expect(mine.statusCode).toBe(200);
    expect(new Set(mine.json().savedIds)).toEqual(new Set([a, c]));
    expect(mine.headers['cache-control']).toBe('private, no-cache');

    const visitor = await call('GET', `/api/auctions/saved-ids?ids=${ids}`);
    expect(visitor.json()).toEqual({ savedIds: [] });

    expect((await call('GET', '/api/auctions/saved-ids?ids=not-a-uuid', token)).statusCode).toBe(400);
    const tooMany = Array.from({ length: 101 }, () => a).join(',');
    expect((await call('GET', `/api/auctions/saved-ids?ids=${tooMany}`, token)).statusCode).toBe(400);
  });
});
