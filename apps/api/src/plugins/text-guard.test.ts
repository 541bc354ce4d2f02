import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@mariner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { createCategory } from '../modules/auctions/test-fixtures.ts';
import { bearer, createUser, loginAs } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-db.ts';

/**
 * Issue 13, defect 2: a NUL (or another control character) in any text reaches no database; it is
 * a 400 naming the field, on every kind of input the issue found answering 500.
 */

let t: TestApp;
let sellerToken: string;
let superToken: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  sellerToken = await loginAs(t.app, (await createUser(t.db)).user);
  superToken = await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN' })).user);
  categoryId = (await createCategory(t.db)).id;
});
afterAll(() => t.close());

const NUL = '\u0000';
const inWeek = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

type Case = [
  name: string,
  method: 'GET' | 'POST' | 'PUT',
  url: () => string,
  body: () => object | undefined,
  token: () => string | null,
  field: string,
];

const cases: Case[] = [
  [
    'register first name',
    'POST',
    () => '/api/auth/register',
    () => ({ email: 'nul@example.ca', password: 'long-enough-pw', firstName: `A${NUL}`, lastName: 'B' }),
    () => null,
    'firstName',
  ],
  [
    'profile company name',
    'PUT',
    () => '/api/users/profile',
    () => ({ firstName: 'A', lastName: 'B', companyName: `Acme${NUL}` }),
    () => sellerToken,
    'companyName',
  ],
  [
    'auction title',
    'POST',
    () => '/api/auctions',
    () => ({
      title: `Estate${NUL} sale of things`,
      description: 'A long enough description of an auction with many lots.',
      categoryId,
      auctionStartDate: inWeek(7),
      auctionEndDate: inWeek(8),
      location: 'Truro, NS',
    }),
    () => superToken,
    'title',
  ],
  [
    'auction location',
    'POST',
    () => '/api/auctions',
    () => ({
      title: 'Estate sale of things',
      description: 'A long enough description of an auction with many lots.',
      categoryId,
      auctionStartDate: inWeek(7),
      auctionEndDate: inWeek(8),
      location: `Truro${NUL}`,
    }),
    () => superToken,
    'location',
  ],
  [
    'banner advertiser name',
    'POST',
    () => '/api/banners',
    () => ({
      advertiserName: `Ad${NUL}`,
      contactEmail: 'a@b.ca',
      targetUrl: 'https://a.ca',
      placement: 'HOMEPAGE',
      size: 'LEADERBOARD',
      startDate: inWeek(2),
      endDate: inWeek(30),
      imageUrl: '/uploads/banners/x/0.webp',
    }),
    () => superToken,
    'advertiserName',
  ],
  [
    'directory listing description',
    'POST',
    () => '/api/directory-listings',
    () => ({
      companyName: 'Movers',
      description: `Gentle${NUL} moving help for seniors and families in Halifax.`,
      email: 'm@example.ca',
      phone: '902 555 0100',
      website: 'https://m.example',
      address: '1 Main St',
      categories: ['Estate Sales'],
    }),
    () => superToken,
    'description',
  ],
  ['auction search', 'GET', () => `/api/auctions?search=tractor%00`, () => undefined, () => null, 'search'],
  [
    'auction location filter',
    'GET',
    () => `/api/auctions?location=%00`,
    () => undefined,
    () => null,
    'location',
  ],
  [
    'auctioneer directory search',
    'GET',
    () => `/api/directory/auctioneers?search=a%00b`,
    () => undefined,
    () => null,
    'search',
  ],
  [
    'service directory search',
    'GET',
    () => `/api/directory/services?search=%00`,
    () => undefined,
    () => null,
    'search',
  ],
  ['admin users search', 'GET', () => `/api/users?search=%00`, () => undefined, () => superToken, 'search'],
  [
    'payment intent id',
    'POST',
    () => '/api/payments/confirm-payment',
    () => ({ paymentIntentId: `pi_${NUL}`, invoiceId: randomUUID() }),
    () => sellerToken,
    'paymentIntentId',
  ],
  [
    'newsletter e-mail',
    'POST',
    () => '/api/newsletter/subscribe',
    () => ({ email: `a${NUL}@example.ca` }),
    () => null,
    'email',
  ],
  [
    'login e-mail',
    'POST',
    () => '/api/auth/login',
    () => ({ email: `a${NUL}@example.ca`, password: 'x' }),
    () => null,
    'email',
  ],
  [
    'another control character (bell) in a description',
    'POST',
    () => '/api/directory-listings',
    () => ({
      companyName: 'Movers',
      description: 'Gentle \u0007 moving help for seniors and families in Halifax.',
      email: 'm@example.ca',
      phone: '902 555 0100',
      website: 'https://m.example',
      address: '1 Main St',
      categories: ['Estate Sales'],
    }),
    () => superToken,
    'description',
  ],
];

describe('text with a control character', () => {
  it.each(cases)(
    '%s: 400 naming the field, nothing stored',
    async (_name, method, url, body, token, field) => {
      const before = (await t.db.select().from(users)).length;
      const bearerToken = token();
      const response = await t.app.inject({
        method,
        url: url(),
        ...(body() ? { payload: body() } : {}),
        headers: bearerToken ? bearer(bearerToken) : {},
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
      expect(response.json().fields?.[field], response.body).toBeDefined();
      expect((await t.db.select().from(users)).length).toBe(before);
    },
  );

  it('keeps a tab, which people do type, and trims a trailing line break', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auctions?search=farm%09tractor%0A',
    });
    expect(response.statusCode).toBe(200);
  });

  it('names the field with the contracts message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auctions?search=%00' });
    expect(response.json().fields).toEqual({ search: MESSAGES.controlCharacters });
  });
});

describe('a body nested deeper than any form (issue 25, defect 9)', () => {
  const DEPTH = 300_000;
  const deepArray = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
  // 150,000 levels of {"a": keep the text under the JSON body limit, so the walk is what is tried.
  const deepObject = `${'{"a":'.repeat(150_000)}1${'}'.repeat(150_000)}`;

  it.each([
    ['an array', deepArray],
    ['an object', deepObject],
  ])('%s: a 400 in the error shape, and the next request is served', async (_kind, text) => {
    for (const url of ['/api/auth/logout', '/api/auth/login', '/api/newsletter/unsubscribe']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: text,
      });
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_ERROR' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('says why with the contracts message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: deepArray,
    });
    expect(Object.values(response.json().fields ?? {})).toEqual([MESSAGES.tooDeeplyNested]);
  });
});

describe('line breaks in a query or a path parameter (issue 25, defect 2)', () => {
  it.each([
    ['CR LF', '%0d%0a'],
    ['LF', '%0a'],
    ['line separator', '%E2%80%A8'],
    ['NEL', '%C2%85'],
  ])('%s inside a search: 400 naming the field', async (_name, breakText) => {
    for (const url of [
      `/api/auctions?search=a${breakText}X-EVIL:1`,
      `/api/feeds/auctions.ics?search=a${breakText}X-EVIL:1`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields).toEqual({ search: MESSAGES.lineBreaks });
    }
  });
});
