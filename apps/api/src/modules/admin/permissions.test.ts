import { DEFAULT_PRICING, MESSAGES } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, pricing, type UserRow } from '../../db/schema.ts';
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
 * the pricing are SUPERADMIN's. This is the one place the matrix is asserted (issue 26 item 9): the
 * modules' own tests start from a caller who may.
 */
type Caller = 'anonymous' | 'buyer' | 'seller' | 'admin' | 'superadmin';
/** Issue 27: a buyer (role USER) is refused every admin call, like a seller. */
const CALLERS: readonly Caller[] = ['anonymous', 'buyer', 'seller', 'admin', 'superadmin'];

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** Asserts that a refused request left its target as it was. */
  untouched?: () => Promise<void>;
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
  createAuction(t.app, { sellerId: (await newSeller()).id, categoryId, status: 'PENDING' });
/** A review of a pending auction; refused, the auction stays pending and unreviewed. */
const review = async (action: 'approve' | 'reject', id?: string): Promise<Request> => {
  const auctionId = id ?? (await pendingAuction());
  return {
    method: 'PUT',
    url: `/api/auctions/${auctionId}/${action}`,
    untouched: async () => {
      const [row] = await t.db.select().from(auctions).where(eq(auctions.id, auctionId));
      expect(row).toMatchObject({ status: 'PENDING', reviewedAt: null });
    },
  };
};
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
    request: () => review('approve'),
    admin: 200,
    superadmin: 200,
  },
  {
    call: 'PUT /api/auctions/{id}/reject',
    request: () => review('reject'),
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
    call: 'GET /api/newsletter/campaigns',
    request: async () => ({ method: 'GET', url: '/api/newsletter/campaigns' }),
    admin: 200,
    superadmin: 200,
  },
  {
    call: 'POST /api/newsletter/campaigns',
    request: async () => ({
      method: 'POST',
      url: '/api/newsletter/campaigns',
      payload: { subjectEn: 'News', subjectFr: 'Nouvelles', bodyEn: 'Hello', bodyFr: 'Bonjour' },
    }),
    admin: 201,
    superadmin: 201,
  },
  {
    call: 'PUT /api/payments/pricing',
    request: async () => {
      // From the defaults, to a price no default has, so a change that got through would show.
      await t.db.delete(pricing);
      return {
        method: 'PUT',
        url: '/api/payments/pricing',
        payload: { key: 'AUCTION_LISTING', value: 1 },
        untouched: async () => {
          expect((await t.app.inject({ method: 'GET', url: '/api/payments/pricing' })).json()).toEqual(
            DEFAULT_PRICING,
          );
        },
      };
    },
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
  tokens.buyer = await loginAs(t.app, (await createUser(t.db, { role: 'USER', companyName: null })).user);
  tokens.admin = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
  tokens.superadmin = await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN' })).user);
});
afterAll(() => t.close());

/** What every refusal says, whichever the call. */
const REFUSALS: Record<number, { error: string; message: string }> = {
  401: { error: 'UNAUTHORIZED', message: MESSAGES.authenticationRequired },
  403: { error: 'FORBIDDEN', message: MESSAGES.forbidden },
};

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
    for (const caller of ['anonymous', 'buyer', 'seller'] as const) {
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
        const { headers = {}, untouched, ...request } = await row.request();
        const token = tokens[caller];
        const response = await t.app.inject({
          ...request,
          headers: { ...headers, ...(token ? bearer(token) : {}) },
        });
        seen[caller] = response.statusCode;
        const refusal = REFUSALS[response.statusCode];
        if (refusal) {
          expect(response.json(), `${row.call} as ${caller}`).toEqual(refusal);
          await untouched?.();
        }
      }
      expect(seen).toEqual(Object.fromEntries(CALLERS.map((caller) => [caller, expected(row, caller)])));
    });
  }

  it("refuses an auction's own seller the review of it", async () => {
    const owner = await newSeller();
    const ownerToken = await loginAs(t.app, owner);
    for (const action of ['approve', 'reject'] as const) {
      const { untouched, ...request } = await review(
        action,
        await createAuction(t.app, { sellerId: owner.id, categoryId, status: 'PENDING' }),
      );
      const response = await t.app.inject({ ...request, headers: bearer(ownerToken) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(REFUSALS[403]);
      await untouched?.();
    }
  });

  describe('checks who calls before whether the user exists', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const call = (method: Request['method'], url: string, caller: Caller, payload?: object) => {
      const token = tokens[caller];
      return t.app.inject({
        method,
        url,
        headers: token ? bearer(token) : {},
        ...(payload ? { payload } : {}),
      });
    };
    const superadminOnly = [
      [
        'POST',
        '/api/users',
        {
          email: 'Captain1@Lunenburg.example',
          password: 'bluenose-1921',
          firstName: 'Angus',
          lastName: 'Walters',
          role: 'SELLER',
          companyName: 'Bluenose Auctions',
        },
      ],
      ['PUT', `/api/users/${id}`, { email: 'a@b.ca', firstName: 'A', lastName: 'B', role: 'SELLER' }],
      ['PUT', `/api/users/${id}/role`, { role: 'USER' }],
      ['DELETE', `/api/users/${id}`, undefined],
    ] as const;
    const anyAdmin = [
      ['PUT', `/api/users/${id}/auto-approve`, { autoApprove: true }],
      ['PUT', `/api/users/${id}/free-banner-ads`, { freeBannerAds: true }],
      ['PUT', `/api/users/${id}/free-auction-listings`, { freeAuctionListings: true }],
    ] as const;

    it.each(superadminOnly)('%s %s is for superadmins only', async (method, url, payload) => {
      expect((await call(method, url, 'anonymous', payload)).statusCode).toBe(401);
      expect((await call(method, url, 'seller', payload)).json()).toEqual({
        error: 'FORBIDDEN',
        message: MESSAGES.forbidden,
      });
      expect((await call(method, url, 'admin', payload)).statusCode).toBe(403);
      // A superadmin gets past the check: the unknown user is 404 (a create is 201).
      expect([201, 404]).toContain((await call(method, url, 'superadmin', payload)).statusCode);
    });

    it.each(anyAdmin)('%s %s is for admins and superadmins', async (method, url, payload) => {
      expect((await call(method, url, 'anonymous', payload)).statusCode).toBe(401);
      expect((await call(method, url, 'seller', payload)).statusCode).toBe(403);
      expect((await call(method, url, 'admin', payload)).statusCode).toBe(404);
      expect((await call(method, url, 'superadmin', payload)).json()).toEqual({
        error: 'NOT_FOUND',
        message: MESSAGES.userNotFound,
      });
    });
  });

  /**
   * Issue 27 item 4: what only sellers (and admins) do. A buyer is refused with the upgrade offer
   * before the body is read; a seller gets past the guard (to the body's rules, or a 404).
   */
  describe('the seller-only calls', () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const SELLER_ONLY = [
      ['POST', '/api/auctions'],
      ['POST', '/api/banners'],
      ['POST', '/api/banners/upload'],
      ['POST', '/api/directory-listings'],
      ['POST', `/api/directory-listings/${unknown}/upload-logo`],
    ] as const;
    it.each(SELLER_ONLY)(
      '%s %s: anonymous 401, buyer 403 with the upgrade offer, others past the guard',
      async (method, url) => {
        const as = (caller: Caller) => {
          const token = tokens[caller];
          return t.app.inject({ method, url, payload: {}, headers: token ? bearer(token) : {} });
        };
        expect((await as('anonymous')).statusCode).toBe(401);
        expect((await as('buyer')).json()).toEqual({ error: 'FORBIDDEN', message: MESSAGES.buyerCannotSell });
        for (const caller of ['seller', 'admin', 'superadmin'] as const) {
          expect([400, 404, 415], `${method} ${url} as ${caller}`).toContain((await as(caller)).statusCode);
        }
      },
    );

    it('lets a buyer save, search, follow and manage alerts', async () => {
      const seller = await newSeller();
      const auctionId = await createAuction(t.app, { sellerId: seller.id, categoryId, status: 'APPROVED' });
      const token = tokens.buyer ?? '';
      const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
        t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
      expect((await as('POST', `/api/auctions/${auctionId}/save`)).statusCode).toBe(200);
      expect((await as('GET', '/api/auctions/saved')).statusCode).toBe(200);
      const search = { name: 'Boats', frequency: 'DAILY', filters: { search: 'boat' } };
      expect((await as('POST', '/api/saved-searches', search)).statusCode).toBe(201);
      expect((await as('GET', '/api/saved-searches')).statusCode).toBe(200);
      expect((await as('PUT', `/api/follows/${seller.id}`, { frequency: 'DAILY' })).statusCode).toBe(200);
      expect((await as('GET', '/api/follows')).statusCode).toBe(200);
    });
  });
});
