import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction, createCategory } from '../../modules/auctions/test-fixtures.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { deepFreeze, serializeFrozenOnce } from './frozen-answers.ts';

describe('deepFreeze', () => {
  it('freezes what an answer holds, down to a Map of days', () => {
    const answer = deepFreeze({
      auctions: [{ id: 'a', images: ['x.webp'], seller: { id: 's' } }],
      days: new Map([['2027-03-01', [{ id: 'b' }]]]),
    });
    expect(Object.isFrozen(answer)).toBe(true);
    expect(Object.isFrozen(answer.auctions[0]?.images)).toBe(true);
    expect(Object.isFrozen(answer.auctions[0]?.seller)).toBe(true);
    expect(Object.isFrozen(answer.days.get('2027-03-01')?.[0])).toBe(true);
    expect(() => {
      (answer.auctions[0] as { id: string }).id = 'changed';
    }).toThrow(TypeError);
  });
});

describe('serializeFrozenOnce', () => {
  const counting = () => {
    const calls: unknown[] = [];
    const compile = (schema: string) => (data: unknown) => {
      calls.push(data);
      return `${schema}:${JSON.stringify(data)}`;
    };
    return { calls, compile: serializeFrozenOnce(compile) };
  };

  it('writes a frozen answer once, and anything else every time', () => {
    const { calls, compile } = counting();
    const serialize = compile('list');
    const kept = deepFreeze({ n: 1 });
    const fresh = { n: 2 };
    expect([serialize(kept), serialize(kept), serialize(fresh), serialize(fresh)]).toEqual([
      'list:{"n":1}',
      'list:{"n":1}',
      'list:{"n":2}',
      'list:{"n":2}',
    ]);
    expect(calls).toEqual([kept, fresh, fresh]);
  });

  it('keeps the text per schema: one object under two schemas is written by each', () => {
    const { calls, compile } = counting();
    const kept = deepFreeze({ n: 1 });
    expect(compile('a')(kept)).toBe('a:{"n":1}');
    expect(compile('b')(kept)).toBe('b:{"n":1}');
    expect(calls).toHaveLength(2);
  });
});

describe('a kept auction answer', () => {
  let t: TestApp;
  let id: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    const seller = (await createUser(t.db, { firstName: 'Marilla', lastName: 'Cuthbert' })).user;
    adminToken = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
    id = await createAuction(t.app, { sellerId: seller.id, categoryId: (await createCategory(t.db)).id });
  });
  afterAll(() => t.close());

  it("is a visitor's even when an admin's read filled the cache, and the admin's keeps the names", async () => {
    const get = (headers = {}) => t.app.inject({ method: 'GET', url: `/api/auctions/${id}`, headers });
    const asAdmin = await get(bearer(adminToken));
    const [first, second] = [await get(), await get()];
    expect(asAdmin.json().auction.seller).toMatchObject({ firstName: 'Marilla', lastName: 'Cuthbert' });
    expect(first.json().auction.seller).not.toHaveProperty('firstName');
    expect(second.body).toBe(first.body);
    expect((await get(bearer(adminToken))).json().auction.seller).toHaveProperty('lastName', 'Cuthbert');
  });

  it('is written by the route: a list answer kept and served twice is the same text', async () => {
    const [first, second] = [
      await t.app.inject({ method: 'GET', url: '/api/auctions' }),
      await t.app.inject({ method: 'GET', url: '/api/auctions' }),
    ];
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(first.json().auctions.map((a: { id: string }) => a.id)).toContain(id);
    expect(first.json().auctions[0].seller).not.toHaveProperty('firstName');
  });
});
