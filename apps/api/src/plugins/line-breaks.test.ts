import { MESSAGES, MESSAGES_FR } from '@mariner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory } from '../modules/auctions/test-fixtures.ts';
import { bearer, createUser, loginAs } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-db.ts';

/**
 * Issue 25, defect 2: a one-line field (title, name, location, company, address, URL, e-mail,
 * phone, search) refuses every kind of line break with a 400 naming it; a description keeps them.
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

const FORGED = '\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Deposit required';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const auction = (overrides: Record<string, unknown> = {}) => ({
  title: 'Estate sale of things',
  description: 'A long enough description of an auction with many lots.',
  categoryId,
  auctionStartDate: inDays(7),
  auctionEndDate: inDays(8),
  location: 'Truro, NS',
  ...overrides,
});
const listing = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Movers',
  description: 'Gentle moving help for seniors and families in Halifax and around.',
  email: 'm@example.ca',
  phone: '902 555 0100',
  website: 'https://m.example',
  address: '1 Main St',
  categories: ['Estate Sales'],
  ...overrides,
});
const banner = (overrides: Record<string, unknown> = {}) => ({
  advertiserName: 'Ad Co',
  contactEmail: 'a@b.ca',
  targetUrl: 'https://a.ca',
  placement: 'HOMEPAGE',
  size: 'LEADERBOARD',
  startDate: inDays(2),
  endDate: inDays(30),
  imageUrl: '/uploads/banners/x/0.webp',
  ...overrides,
});

type Case = [
  name: string,
  method: 'POST' | 'PUT',
  url: string,
  body: () => object,
  token: () => string,
  field: string,
  /** A URL's own format already refuses any white space. */
  message?: string,
];

const oneLineCases: Case[] = [
  [
    'auction title',
    'POST',
    '/api/auctions',
    () => auction({ title: `Estate sale${FORGED}` }),
    () => superToken,
    'title',
  ],
  [
    'auction French title',
    'POST',
    '/api/auctions',
    () => auction({ titleFr: `Vente${FORGED}` }),
    () => superToken,
    'titleFr',
  ],
  [
    'auction location',
    'POST',
    '/api/auctions',
    () => auction({ location: `Truro\nX-EVIL:1` }),
    () => superToken,
    'location',
  ],
  [
    'auction preview URL',
    'POST',
    '/api/auctions',
    () => auction({ previewUrl: 'https://a.ca/\r\nX' }),
    () => superToken,
    'previewUrl',
  ],
  [
    'register first name',
    'POST',
    '/api/auth/register',
    () => ({ email: 'lb@example.ca', password: 'long-enough-pw', firstName: 'A\u2028B', lastName: 'B' }),
    () => '',
    'firstName',
  ],
  [
    'register last name (NEL)',
    'POST',
    '/api/auth/register',
    () => ({ email: 'lb2@example.ca', password: 'long-enough-pw', firstName: 'A', lastName: 'B\u0085C' }),
    () => '',
    'lastName',
  ],
  [
    'profile company name',
    'PUT',
    '/api/users/profile',
    () => ({ firstName: 'A', lastName: 'B', companyName: `Acme${FORGED}` }),
    () => sellerToken,
    'companyName',
  ],
  [
    'profile company address',
    'PUT',
    '/api/users/profile',
    () => ({ firstName: 'A', lastName: 'B', companyAddress: '1 Main St\nTruro' }),
    () => sellerToken,
    'companyAddress',
  ],
  [
    'profile contact name',
    'PUT',
    '/api/users/profile',
    () => ({ firstName: 'A', lastName: 'B', companyContactName: 'A\rB' }),
    () => sellerToken,
    'companyContactName',
  ],
  [
    'directory listing company',
    'POST',
    '/api/directory-listings',
    () => listing({ companyName: 'Movers\u2029Inc' }),
    () => superToken,
    'companyName',
  ],
  [
    'directory listing address',
    'POST',
    '/api/directory-listings',
    () => listing({ address: '1 Main St\r\nX' }),
    () => superToken,
    'address',
  ],
  [
    'directory listing phone',
    'POST',
    '/api/directory-listings',
    () => listing({ phone: '902\n555 0100' }),
    () => superToken,
    'phone',
  ],
  [
    'banner advertiser name',
    'POST',
    '/api/banners',
    () => banner({ advertiserName: 'Ad\nCo' }),
    () => superToken,
    'advertiserName',
  ],
  [
    'banner target URL',
    'POST',
    '/api/banners',
    () => banner({ targetUrl: 'https://a.ca/\nx' }),
    () => superToken,
    'targetUrl',
    MESSAGES.mustBeValidUrl,
  ],
  [
    'saved search name',
    'POST',
    '/api/saved-searches',
    () => ({ name: 'Tractors\r\nBcc: x@y.z', filters: {} }),
    () => sellerToken,
    'name',
  ],
  [
    'saved search filter',
    'POST',
    '/api/saved-searches',
    () => ({ name: 'Tractors', filters: { search: 'a\nb' } }),
    () => sellerToken,
    'filters.search',
  ],
];

describe('a line break in a one-line field', () => {
  it.each(oneLineCases)(
    '%s: 400 naming the field',
    async (_name, method, url, body, token, field, message = MESSAGES.lineBreaks) => {
      const response = await t.app.inject({
        method,
        url,
        payload: body(),
        headers: token() ? bearer(token()) : {},
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields?.[field], response.body).toBe(message);
    },
  );

  it('is said in French to a French reader', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'fr@example.ca',
        password: 'long-enough-pw',
        firstName: 'Anne\nMarie',
        lastName: 'B',
      },
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(response.json().fields?.firstName).toBe(MESSAGES_FR.lineBreaks);
  });
});

describe('a line break in a description', () => {
  it('is kept in an auction description', async () => {
    const description = 'Lots:\n- a tractor\r\n- a barn full of tools and sundry items.';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auctions',
      payload: auction({ description, descriptionFr: `Lots :\n${description}` }),
      headers: bearer(superToken),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().auction.description).toBe(description);
  });

  it('is kept in a directory listing description', async () => {
    const description = 'Gentle moving help.\n\nFor seniors and families in Halifax and around.';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/directory-listings',
      payload: listing({ description }),
      headers: bearer(superToken),
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});
