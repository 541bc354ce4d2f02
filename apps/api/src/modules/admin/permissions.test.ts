import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { multipart, png } from '../../test/uploads.ts';
import { createAuction, createCategory, daysFromNow } from '../auctions/test-fixtures.ts';
import { insertBanner } from '../banners/queries.ts';

/**
 * Issue 7: every admin call × anonymous, seller, admin and superadmin, with the status each gets.
 * Each request gets a fresh target, so a success for one caller never turns another's into a 404.
 * Spec 001 §6 and decision 10: admins review and may view users and the newsletter and set the
 * three flags of non-admin users; editing, deleting, role changes, users' creation, the directory and
 * the pricing are SUPERADMIN's.
 */
type Caller = 'anonymous' | 'seller' | 'admin' | 'superadmin';
const CALLERS: readonly Caller[] = ['anonymous', 'seller', 'admin', 'superadmin'];

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

interface Row {
  call: string;
  /** Builds the request with its own fresh target. */
  request: () => Promise<Request>;
  /** The status for an admin and for a superadmin (anonymous is always 401, a seller always 403). */
  admin: number;
  superadmin: number;
}

let t: TestApp;
let categoryId: string;
const tokens: Partial<Record<Caller, string>> = {};

const newSeller = async (): Promise<UserRow> => (await createUser(t.db)).user;
const pendingAuction = async () =>
  createAuction(t.db, { sellerId: (await newSeller()).id, categoryId, status: 'PENDING' });
const pendingBanner = async () => {
  const advertiser = await newSeller();
  const banner = await insertBanner(t.db, {
    advertiserId: advertiser.id,
    advertiserName: 'Harbourside Movers',
    contactEmail: 'ads@harbourside.example',
    targetUrl: 'https://harbourside.example',
    imageUrl: '/uploads/banners/x.webp',
    placement: 'HOMEPAGE_SIDEBAR_1',
    size: 'SQUARE',
    startDate: daysFromNow(1),
    endDate: daysFromNow(31),
    status: 'PENDING',
  });
  return banner.id;
};
const uniqueEmail = () => `new-${Math.random().toString(36).slice(2)}@example.ca`;

const ROWS: Row[] = [
  {
    call: 'GET /api/admin/stats',
    request: async () => ({ method: 'GET', url: '/api/admin/stats' }),
    admin: 200,
    superadmin: 200,
  },
  {
    call: 'GET /api/auctions?status=PENDING (the review list)',
    request: async () => ({ method: 'GET', url: '/api/auctions?status=PENDING&limit=100' }),
    // Anyone may list auctions; only admins may ask for another status than the public one.
    admin: 200,
    superadmin: 200,
  },
  {
    call: 'PUT /api/auctions/{id}/approve',
    request: async () => ({ method: 'PUT', url: `/api/auctions/${await pendingAuction()}/approve` }),
    admin: 200,
    superadmin: 200,
  },
  {
    call: 'PUT /api/auctions/{id}/reject',
    request: async () => ({ method: 'PUT', url: `/api/auctions/${await pendingAuction()}/reject` }),
    admin: 200,
    superadmin: 200,
  },
  {
    call: 'POST /api/auctions/approve-all-by-user',
    request: async () => ({
      method: 'POST',
      url: '/api/auctions/approve-all-by-user',
      payload: { userId: (await newSeller()).id },
    }),
    admin: 200,
    superadmin: 200,
  },
  {
    call: 'GET /api/banners/admin',
    request: async () => ({ method: 'GET', url: '/api/banners/admin?status=PENDING' }),
    admin: 200,
    superadmin: 200,
  },
  {
    call: 'PUT /api/banners/{id}/approve',
    request: async () => ({ method: 'PUT', url: `/api/banners/${await pendingBanner()}/approve` }),
    admin: 200,
    superadmin: 200,
  },
  {
    call: 'PUT /api/banners/{id}/reject',
    request: async () => ({ method: 'PUT', url: `/api/banners/${await pendingBanner()}/reject` }),
    admin: 200,
    superadmin: 200,
  },
  {
    call: 'GET /api/users',
    request: async () => ({ method: 'GET', url: '/api/users?limit=1000' }),
    admin: 200,
    superadmin: 200,
  },
  {
    call: 'POST /api/users',
    request: async () => ({
      method: 'POST',
      url: '/api/users',
      payload: {
        email: uniqueEmail(),
        password: 'a-long-enough-password',
        firstName: 'Nora',
        lastName: 'Gillis',
        role: 'SELLER',
        companyName: 'Gillis Auctions',
      },
    }),
    admin: 403,
    superadmin: 201,
  },
  {
    call: 'PUT /api/users/{id}',
    request: async () => {
      const user = await newSeller();
      return {
        method: 'PUT',
        url: `/api/users/${user.id}`,
        payload: {
          email: user.email,
          firstName: 'Nora',
          lastName: 'Gillis',
          companyName: 'Gillis',
          role: 'SELLER',
        },
      };
    },
    admin: 403,
    superadmin: 200,
  },
  {
    call: 'PUT /api/users/{id}/role',
    request: async () => ({
      method: 'PUT',
      url: `/api/users/${(await newSeller()).id}/role`,
      payload: { role: 'USER' },
    }),
    admin: 403,
    superadmin: 200,
  },
  {
    call: 'PUT /api/users/{id}/auto-approve',
    request: async () => ({
      method: 'PUT',
      url: `/api/users/${(await newSeller()).id}/auto-approve`,
      payload: { autoApprove: true },
    }),
    admin: 200,
    superadmin: 200,
  },
  {
    call: 'PUT /api/users/{id}/free-banner-ads',
    request: async () => ({
      method: 'PUT',
      url: `/api/users/${(await newSeller()).id}/free-banner-ads`,
      payload: { freeBannerAds: true },
    }),
    admin: 200,
    superadmin: 200,
  },
  {
    call: 'PUT /api/users/{id}/free-auction-listings',
    request: async () => ({
      method: 'PUT',
      url: `/api/users/${(await newSeller()).id}/free-auction-listings`,
      payload: { freeAuctionListings: true },
    }),
    admin: 200,
    superadmin: 200,
  },
  {
    call: 'DELETE /api/users/{id}',
    request: async () => ({ method: 'DELETE', url: `/api/users/${(await newSeller()).id}` }),
    admin: 403,
    superadmin: 200,
  },
  {
    call: 'GET /api/users/directory',
    request: async () => ({ method: 'GET', url: '/api/users/directory?limit=100' }),
    admin: 403,
    superadmin: 200,
  },
  {
    call: 'PUT /api/users/{id}/directory-info',
    request: async () => ({
      method: 'PUT',
      url: `/api/users/${(await newSeller()).id}/directory-info`,
      payload: { companyName: 'Gillis Movers', advertiserType: 'MOVE_MANAGER', isDirectoryListed: false },
    }),
    admin: 403,
    superadmin: 200,
  },
  {
    call: 'PUT /api/users/{id}/directory-status',
    request: async () => ({
      method: 'PUT',
      url: `/api/users/${(await newSeller()).id}/directory-status`,
      payload: { isDirectoryListed: false },
    }),
    admin: 403,
    superadmin: 200,
  },
  {
    call: 'POST /api/users/{id}/logo',
    request: async () => {
      const form = multipart(await png(120, 120));
      return { method: 'POST', url: `/api/users/${(await newSeller()).id}/logo`, ...form };
    },
    admin: 403,
    superadmin: 200,
  },
  {
    call: "DELETE /api/users/{id}/logo (someone else's)",
    request: async () => ({ method: 'DELETE', url: `/api/users/${(await newSeller()).id}/logo` }),
    admin: 403,
    superadmin: 200,
  },
  {
    call: 'GET /api/newsletter/subscribers',
    request: async () => ({ method: 'GET', url: '/api/newsletter/subscribers?page=1&limit=50' }),
    admin: 200,
    superadmin: 200,
  },
  {
    call: 'GET /api/newsletter/subscribers/export',
    request: async () => ({ method: 'GET', url: '/api/newsletter/subscribers/export' }),
    admin: 200,
    superadmin: 200,
  },
  {
    call: 'PUT /api/payments/pricing',
    request: async () => ({
      method: 'PUT',
      url: '/api/payments/pricing',
      payload: { key: 'AUCTION_LISTING', value: 9900 },
    }),
    admin: 403,
    superadmin: 200,
  },
];

/** The auction list is public; its status filter is an admin's (others get APPROVED auctions only). */
const PUBLIC_LIST = 'GET /api/auctions?status=PENDING (the review list)';

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await createCategory(t.db)).id;
  tokens.seller = await loginAs(t.app, await newSeller());
  tokens.admin = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
  tokens.superadmin = await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN' })).user);
});
afterAll(() => t.close());

const expected = (row: Row, caller: Caller): number => {
  if (caller === 'admin') return row.admin;
  if (caller === 'superadmin') return row.superadmin;
  if (row.call === PUBLIC_LIST) return 200;
  return caller === 'anonymous' ? 401 : 403;
};

describe('the admin permission table', () => {
  it('answers 401 and 403 before looking at the body, so a stranger learns none of its rules', async () => {
    const bad = { method: 'POST' as const, url: '/api/users', payload: { email: 'not-an-email' } };
    expect((await t.app.inject(bad)).statusCode).toBe(401);
    expect((await t.app.inject({ ...bad, headers: bearer(tokens.seller ?? '') })).statusCode).toBe(403);
    expect((await t.app.inject({ ...bad, headers: bearer(tokens.superadmin ?? '') })).statusCode).toBe(400);
  });

  it('answers the review list to non-admins with public auctions only', async () => {
    await pendingAuction();
    for (const caller of ['anonymous', 'seller'] as const) {
      const token = tokens[caller];
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auctions?status=PENDING&limit=100',
        headers: token ? bearer(token) : {},
      });
      const statuses = response.json().auctions.map((auction: { status: string }) => auction.status);
      expect(statuses.every((status: string) => status === 'APPROVED')).toBe(true);
    }
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/auctions?status=PENDING&limit=100',
      headers: bearer(tokens.admin ?? ''),
    });
    expect(asAdmin.json().auctions.length).toBeGreaterThan(0);
  });

  for (const row of ROWS) {
    it(`${row.call}: ${CALLERS.map((caller) => `${caller} ${expected(row, caller)}`).join(', ')}`, async () => {
      const seen: Record<string, number> = {};
      for (const caller of CALLERS) {
        const { headers = {}, ...request } = await row.request();
        const token = tokens[caller];
        const response = await t.app.inject({
          ...request,
          headers: { ...headers, ...(token ? bearer(token) : {}) },
        });
        seen[caller] = response.statusCode;
      }
      expect(seen).toEqual(Object.fromEntries(CALLERS.map((caller) => [caller, expected(row, caller)])));
    });
  }
});
