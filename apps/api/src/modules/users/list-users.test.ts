import type { AdminUser } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, type UserRow, users } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createAuction, createCategory } from '../auctions/test-fixtures.ts';
import { toUser } from './service.ts';

let t: TestApp;
let adminToken: string;
let anne: UserRow;
let gilbert: UserRow;
let diana: UserRow;
let admin: UserRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = (
    await createUser(t.db, { role: 'ADMIN', firstName: 'Rachel', lastName: 'Lynde', companyName: null })
  ).user;
  adminToken = await loginAs(t.app, admin);
  anne = (
    await createUser(t.db, {
      firstName: 'Anne',
      lastName: 'Shirley',
      email: 'anne@greengables.ca',
      companyName: 'Green Gables Auctions',
      autoApprove: true,
    })
  ).user;
  gilbert = (
    await createUser(t.db, {
      firstName: 'Gilbert',
      lastName: 'Blythe',
      email: 'gilbert@avonlea.ca',
      companyName: 'Blythe 100%_Estate Sales',
    })
  ).user;
  diana = (
    await createUser(t.db, {
      role: 'SUPERADMIN',
      firstName: 'Diana',
      lastName: 'Barry',
      email: 'diana@orchardslope.ca',
      companyName: null,
    })
  ).user;
  const categoryId = (await createCategory(t.db)).id;
  await createAuction(t.app, { sellerId: anne.id, categoryId });
  await createAuction(t.app, { sellerId: anne.id, categoryId, status: 'PENDING' });
  await createAuction(t.app, { sellerId: gilbert.id, categoryId });
  const banner = (advertiserId: string, status: 'PENDING' | 'APPROVED' | 'AWAITING_PAYMENT') => ({
    advertiserId,
    advertiserName: 'Green Gables',
    contactEmail: 'ads@greengables.ca',
    targetUrl: 'https://greengables.ca',
    imageUrl: '/uploads/banners/x/0a.webp',
    placement: 'HOMEPAGE_SIDEBAR_1' as const,
    size: 'SQUARE' as const,
    startDate: new Date(Date.now() + 86_400_000),
    endDate: new Date(Date.now() + 31 * 86_400_000),
    status,
  });
  await t.db
    .insert(banners)
    .values([
      banner(anne.id, 'APPROVED'),
      banner(anne.id, 'AWAITING_PAYMENT'),
      banner(gilbert.id, 'PENDING'),
    ]);
});
afterAll(() => t.close());

const list = (query = '', token: string | null = adminToken) =>
  t.app.inject({ method: 'GET', url: `/api/users${query}`, headers: token ? bearer(token) : {} });
const emailsOf = async (query: string) =>
  ((await list(query)).json().users as AdminUser[]).map((user) => user.email);

describe('GET /api/users', () => {
  it('lists users newest first with their flags and counts, never a password hash', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.users.map((user: AdminUser) => user.id)).toEqual([diana.id, gilbert.id, anne.id, admin.id]);
    expect(body.pagination).toEqual({ page: 1, limit: 1000, total: 4, totalPages: 1 });
    const found = body.users.find((user: AdminUser) => user.id === anne.id);
    expect(found).toMatchObject({
      email: 'anne@greengables.ca',
      role: 'SELLER',
      autoApprove: true,
      freeBannerAds: false,
      freeAuctionListings: false,
      _count: { auctionListings: 2, bannerAds: 2 },
    });
    expect(body.users.find((user: AdminUser) => user.id === gilbert.id)._count).toEqual({
      auctionListings: 1,
      bannerAds: 1,
    });
    expect(body.users.find((user: AdminUser) => user.id === diana.id)._count).toEqual({
      auctionListings: 0,
      bannerAds: 0,
    });
    expect(JSON.stringify(body)).not.toContain('argon2');
    expect(JSON.stringify(body)).not.toContain('passwordHash');
  });

  it('answers each account as its full row would (the page reads only the wire columns)', async () => {
    // Issue 31 item 1: the page reads 27 of the users' columns; every field must still be the
    // full row's, the booleans made of the hash and the confirmation included.
    await t.db
      .update(users)
      .set({ passwordHash: null, emailConfirmedAt: null, town: 'Avonlea', language: 'fr' })
      .where(eq(users.id, gilbert.id));
    const body = (await list()).json();
    const rows = await t.db.select().from(users);
    expect(body.users).toHaveLength(rows.length);
    for (const listed of body.users as AdminUser[]) {
      const { _count, ...wire } = listed;
      const row = rows.find((candidate) => candidate.id === listed.id);
      expect(row).toBeDefined();
      expect(wire).toEqual(toUser(row as UserRow));
    }
    expect(body.users.find((user: AdminUser) => user.id === gilbert.id)).toMatchObject({
      hasPassword: false,
      emailConfirmed: false,
      town: 'Avonlea',
      language: 'fr',
    });
    expect(body.users.find((user: AdminUser) => user.id === anne.id)).toMatchObject({
      hasPassword: true,
      emailConfirmed: true,
    });
  });

  it('searches first name, last name, e-mail and company, case-insensitively and in part', async () => {
    expect(await emailsOf('?search=ANNE')).toEqual(['anne@greengables.ca']);
    expect(await emailsOf('?search=blyth')).toEqual(['gilbert@avonlea.ca']);
    expect(await emailsOf('?search=orchardslope')).toEqual(['diana@orchardslope.ca']);
    expect(await emailsOf('?search=gables%20auc')).toEqual(['anne@greengables.ca']);
    expect(await emailsOf('?search=nobody-here')).toEqual([]);
  });

  it('takes % and _ in a search literally', async () => {
    expect(await emailsOf(`?search=${encodeURIComponent('100%_')}`)).toEqual(['gilbert@avonlea.ca']);
    expect(await emailsOf(`?search=${encodeURIComponent('%')}`)).toEqual(['gilbert@avonlea.ca']);
  });

  it('filters by role', async () => {
    expect(await emailsOf('?role=SUPERADMIN')).toEqual(['diana@orchardslope.ca']);
    expect(new Set(await emailsOf('?role=SELLER'))).toEqual(
      new Set(['anne@greengables.ca', 'gilbert@avonlea.ca']),
    );
    expect(await emailsOf('?role=ADMIN&search=rachel')).toEqual([admin.email]);
    expect((await list('?role=KING')).statusCode).toBe(400);
  });

  it('pages with the right numbers and caps the limit at 1000', async () => {
    const second = (await list('?limit=3&page=2')).json();
    expect(second.users.map((user: AdminUser) => user.id)).toEqual([admin.id]);
    expect(second.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    expect((await list('?limit=50000')).json().pagination.limit).toBe(1000);
  });
});
