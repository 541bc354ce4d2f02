import { MESSAGES } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, type UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createAuction, createCategory } from './test-fixtures.ts';

let t: TestApp;
let seller: UserRow;
let categoryId: string;
type Who = 'anonymous' | 'seller' | 'other' | 'admin' | 'superadmin';
const tokens: Record<Exclude<Who, 'anonymous'>, string> = {
  seller: '',
  other: '',
  admin: '',
  superadmin: '',
};
const headersOf = (who: Who) => (who === 'anonymous' ? {} : bearer(tokens[who]));

beforeAll(async () => {
  t = await createTestApp();
  seller = (await createUser(t.db, { firstName: 'Diana', lastName: 'Barry' })).user;
  categoryId = (await createCategory(t.db)).id;
  tokens.seller = await loginAs(t.app, seller);
  tokens.other = await loginAs(t.app, (await createUser(t.db)).user);
  tokens.admin = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
  tokens.superadmin = await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN' })).user);
});
afterAll(() => t.close());

const rowOf = async (id: string) => (await t.db.select().from(auctions).where(eq(auctions.id, id)))[0];

describe.each([
  ['approve', 'APPROVED'],
  ['reject', 'REJECTED'],
] as const)('PUT /api/auctions/:id/%s', (action, status) => {
  // Who may review (and that a refusal changes nothing) is asserted in admin/permissions.test.ts.
  it('sets the status and the review time', async () => {
    for (const who of ['admin', 'superadmin'] as const) {
      const id = await createAuction(t.app, { sellerId: seller.id, categoryId, status: 'PENDING' });
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/auctions/${id}/${action}`,
        headers: headersOf(who),
      });
      expect(response.statusCode, who).toBe(200);
      const row = await rowOf(id);
      expect(response.json().auction).toMatchObject({
        id,
        status,
        seller: { firstName: 'Diana', lastName: 'Barry' },
      });
      expect(row?.status).toBe(status);
      expect(row?.reviewedAt).toBeInstanceOf(Date);
    }
  });

  it('answers 404 for an unknown auction', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/auctions/00000000-0000-4000-8000-000000000000/${action}`,
      headers: bearer(tokens.admin),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MESSAGES.auctionNotFound);
  });
});

describe('approve then reject', () => {
  it('takes an approved auction out of public view when rejected', async () => {
    const id = await createAuction(t.app, { sellerId: seller.id, categoryId, status: 'PENDING' });
    const review = (action: string) =>
      t.app.inject({ method: 'PUT', url: `/api/auctions/${id}/${action}`, headers: bearer(tokens.admin) });
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/auctions' }))
        .json()
        .auctions.map((a: { id: string }) => a.id);
    expect(await listed()).not.toContain(id);
    await review('approve');
    expect(await listed()).toContain(id);
    await review('reject');
    expect(await listed()).not.toContain(id);
    expect((await t.app.inject({ method: 'GET', url: `/api/auctions/${id}` })).statusCode).toBe(404);
  });
});

describe('POST /api/auctions/approve-all-by-user', () => {
  it('approves every pending auction of one seller and answers the count', async () => {
    const { user: target } = await createUser(t.db);
    const pending = [
      await createAuction(t.app, { sellerId: target.id, categoryId, status: 'PENDING' }),
      await createAuction(t.app, { sellerId: target.id, categoryId, status: 'PENDING' }),
      await createAuction(t.app, { sellerId: target.id, categoryId, status: 'PENDING' }),
    ];
    const rejected = await createAuction(t.app, { sellerId: target.id, categoryId, status: 'REJECTED' });
    const othersPending = await createAuction(t.app, { sellerId: seller.id, categoryId, status: 'PENDING' });

    for (const [who, status] of [
      ['anonymous', 401],
      ['seller', 403],
      ['other', 403],
    ] as const) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/auctions/approve-all-by-user',
        headers: headersOf(who),
        payload: { userId: target.id },
      });
      expect(refused.statusCode, who).toBe(status);
    }

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auctions/approve-all-by-user',
      headers: bearer(tokens.admin),
      payload: { userId: target.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, count: 3 });
    for (const id of pending) expect((await rowOf(id))?.status).toBe('APPROVED');
    expect((await rowOf(rejected))?.status).toBe('REJECTED');
    expect((await rowOf(othersPending))?.status).toBe('PENDING');

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auctions/approve-all-by-user',
      headers: bearer(tokens.superadmin),
      payload: { userId: target.id },
    });
    expect(again.json()).toEqual({ success: true, count: 0 });
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    const send = (userId: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auctions/approve-all-by-user',
        headers: bearer(tokens.admin),
        payload: { userId },
      });
    const unknown = await send('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'NOT_FOUND', message: MESSAGES.userNotFound });
    const malformed = await send('nobody');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual({ userId: MESSAGES.userNotFound });
  });
});
