import {
  type CreateDirectoryListingResponse,
  DIRECTORY_SERVICE_CATEGORIES,
  MESSAGES,
  type MyDirectoryListingsResponse,
  type ServiceDirectoryResponse,
} from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryListings, invoices, type UserRow, users } from '../../db/schema.ts';
import { bearer, createUser, loginAs, saveTestCard } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { multipart, png } from '../../test/uploads.ts';

let t: TestApp;
let provider: UserRow;
let providerToken: string;
let superToken: string;

beforeAll(async () => {
  t = await createTestApp();
  provider = (await createUser(t.db, { advertiserType: 'MOVE_MANAGER', province: 'NS' })).user;
  await saveTestCard(t.app, provider);
  providerToken = await loginAs(t.app, provider);
  superToken = await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN' })).user);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, token: string | null = providerToken) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });
const get = (url: string, token: string | null = providerToken) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const form = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Harbourside Move Managers',
  description: 'Gentle downsizing and relocation help for seniors and families across Nova Scotia.',
  website: 'https://harbourside.example',
  phone: '(902) 555-0199',
  email: 'Hello@Harbourside.example',
  address: '12 Water Street, Halifax, NS',
  categories: ['Moving & Downsizing', 'Estate Sales'],
  socialMedia: { facebook: 'https://facebook.com/harbourside' },
  ...overrides,
});

async function create(token = providerToken, overrides: Record<string, unknown> = {}) {
  const response = await post('/api/directory-listings', form(overrides), token);
  expect(response.statusCode).toBe(201);
  return response.json<CreateDirectoryListingResponse>();
}

/** Pays the listing's invoice through the payments API with a saved pm_card_visa. */
async function pay(listingId: string, invoiceId: string, token = providerToken) {
  const saved = await post('/api/payment-methods/save', { paymentMethodId: 'pm_card_visa' }, token);
  expect(saved.statusCode).toBe(200);
  const intent = await post(
    '/api/payments/create-payment-intent',
    { paymentType: 'DIRECTORY_LISTING', directoryListingId: listingId, province: 'NS' },
    token,
  );
  expect(intent.statusCode).toBe(200);
  expect(intent.json().total).toBe(22686); // 19900 + 14 % HST (issue 30)
  const paid = await post(
    '/api/payments/confirm-payment',
    {
      paymentIntentId: intent.json().paymentIntentId,
      invoiceId,
      directoryListingId: listingId,
      paymentMethodId: saved.json().paymentMethod.id,
    },
    token,
  );
  expect(paid.statusCode).toBe(200);
}

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe('GET /api/directory-listings/categories/list', () => {
  it('is public and gives the fixed list', async () => {
    const response = await get('/api/directory-listings/categories/list', null);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ categories: [...DIRECTORY_SERVICE_CATEGORIES] });
  });
});

describe('POST /api/directory-listings', () => {
  it('needs a login', async () => {
    expect((await post('/api/directory-listings', form(), null)).statusCode).toBe(401);
    expect((await get('/api/directory-listings/mine', null)).statusCode).toBe(401);
  });

  it.each([
    [{ companyName: '  ' }, 'companyName', MESSAGES.companyNameRequired],
    [{ description: '' }, 'description', MESSAGES.descriptionRequired],
    [{ description: 'Too short to describe a company.' }, 'description', MESSAGES.descriptionTooShort],
    [{ email: '' }, 'email', MESSAGES.emailRequired],
    [{ email: 'not-an-address' }, 'email', MESSAGES.invalidEmailAddress],
    [{ phone: '' }, 'phone', MESSAGES.phoneRequired],
    [{ categories: [] }, 'categories', MESSAGES.selectAtLeastOneCategory],
    [{ website: 'ftp://x' }, 'website', MESSAGES.mustBeValidUrl],
  ])('refuses %j with the spec message', async (overrides, field, message) => {
    const response = await post('/api/directory-listings', form(overrides));
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
    expect(JSON.stringify(response.json())).toContain(field);
  });

  it('refuses a category that is not on the list', async () => {
    const response = await post('/api/directory-listings', form({ categories: ['Bitcoin Mining'] }));
    expect(response.statusCode).toBe(400);
  });

  it('issues a DIRECTORY_LISTING invoice and waits for payment', async () => {
    const created = await create();
    expect(created.paymentRequired).toBe(true);
    expect(created.listing).toMatchObject({ status: 'PENDING_PAYMENT', email: 'hello@harbourside.example' });
    expect(created.invoice?.amount).toBe(19900);
    const [invoice] = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, created.invoice?.id ?? ''));
    expect(invoice).toMatchObject({
      itemType: 'DIRECTORY_LISTING',
      directoryListingId: created.listing.id,
      description: 'Directory listing: Harbourside Move Managers (12 months)',
      userId: provider.id,
    });
    const mine = (await get('/api/directory-listings/mine')).json<MyDirectoryListingsResponse>();
    expect(mine.listings[0]).toMatchObject({
      id: created.listing.id,
      status: 'PENDING_PAYMENT',
      pendingInvoice: created.invoice,
    });
  });

  it('is free and active at once for a superadmin', async () => {
    const created = await create(superToken);
    expect(created).toMatchObject({ paymentRequired: false, invoice: null });
    expect(created.listing.status).toBe('ACTIVE');
  });
});

describe('POST /api/directory-listings/:id/upload-logo', () => {
  it('stores a re-encoded logo for the owner only', async () => {
    const created = await create();
    const upload = (token: string | null, body = multipart(Buffer.alloc(0))) =>
      t.app.inject({
        method: 'POST',
        url: `/api/directory-listings/${created.listing.id}/upload-logo`,
        headers: { ...body.headers, ...(token ? bearer(token) : {}) },
        payload: body.payload,
      });
    const image = multipart(await png(300, 200), 'logo.png', 'image/png', 'logo');
    const stranger = await loginAs(t.app, (await createUser(t.db)).user);
    expect((await upload(stranger, image)).statusCode).toBe(404);
    const ok = await upload(providerToken, image);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().logo).toMatch(/\.webp$/);
    const notImage = await upload(
      providerToken,
      multipart(Buffer.from('hello'), 'logo.png', 'image/png', 'logo'),
    );
    expect(notImage.statusCode).toBe(415);
    const big = await upload(
      providerToken,
      multipart(Buffer.alloc(5 * 1024 * 1024 + 10), 'logo.png', 'image/png', 'logo'),
    );
    expect(big.statusCode).toBe(413);
    expect(JSON.stringify(big.json())).toContain(MESSAGES.logoTooLarge);
  });
});

describe('payment activates the listing (decision 5)', () => {
  it('goes ACTIVE for 12 months and the company appears under its type', async () => {
    const { user } = await createUser(t.db, { advertiserType: 'MOVE_MANAGER', companyName: 'Old Name' });
    await saveTestCard(t.app, user);
    const token = await loginAs(t.app, user);
    const created = await create(token, { companyName: 'Bluenose Relocation Co' });
    const before = await t.app.inject({ method: 'GET', url: '/api/directory/services?search=Bluenose' });
    expect(before.json<ServiceDirectoryResponse>().services).toHaveLength(0);

    await pay(created.listing.id, created.invoice?.id ?? '', token);

    const [row] = await t.db
      .select()
      .from(directoryListings)
      .where(eq(directoryListings.id, created.listing.id));
    expect(row?.status).toBe('ACTIVE');
    const months = ((row?.expiresAt?.getTime() ?? 0) - (row?.activatedAt?.getTime() ?? 0)) / 86_400_000;
    expect(months).toBeGreaterThanOrEqual(365);
    expect(months).toBeLessThanOrEqual(366);
    const profile = await userRow(user.id);
    expect(profile).toMatchObject({
      companyName: 'Bluenose Relocation Co',
      companyContactEmail: 'hello@harbourside.example',
      isDirectoryListed: true,
      directoryStatus: 'ACTIVE',
      directoryCategories: ['Moving & Downsizing', 'Estate Sales'],
    });

    const services = await t.app.inject({
      method: 'GET',
      url: '/api/directory/services?advertiserType=MOVE_MANAGER&search=Bluenose',
    });
    const found = services.json<ServiceDirectoryResponse>().services;
    expect(found.map((entry) => entry.companyName)).toEqual(['Bluenose Relocation Co']);
    expect(found[0]?.advertiserType).toBe('MOVE_MANAGER');

    const mine = (await get('/api/directory-listings/mine', token)).json<MyDirectoryListingsResponse>();
    expect(mine.listings[0]).toMatchObject({ status: 'ACTIVE', pendingInvoice: null });
    expect(mine.listings[0]?.expiresAt).toBe(row?.expiresAt?.toISOString());
  });

  it('renews from the current expiry when bought again early', async () => {
    const { user } = await createUser(t.db, { advertiserType: 'JUNK_REMOVAL' });
    await saveTestCard(t.app, user);
    const token = await loginAs(t.app, user);
    const first = await create(token);
    await pay(first.listing.id, first.invoice?.id ?? '', token);
    const firstExpiry = (await userRow(user.id))?.directoryExpiresAt;
    const firstActivation = (await userRow(user.id))?.directoryActivatedAt;

    const second = await create(token, { companyName: 'Renewed Name Ltd' });
    await pay(second.listing.id, second.invoice?.id ?? '', token);
    const renewed = await userRow(user.id);
    expect(renewed?.companyName).toBe('Renewed Name Ltd');
    expect(renewed?.directoryActivatedAt?.toISOString()).toBe(firstActivation?.toISOString());
    const expected = new Date(firstExpiry ?? 0);
    expected.setUTCMonth(expected.getUTCMonth() + 12);
    expect(renewed?.directoryExpiresAt?.toISOString()).toBe(expected.toISOString());
  });

  it('renews from now once the old listing has lapsed', async () => {
    const { user } = await createUser(t.db, {
      advertiserType: 'STORAGE_FACILITY',
      isDirectoryListed: true,
      directoryStatus: 'ACTIVE',
      directoryActivatedAt: new Date(Date.now() - 400 * 86_400_000),
      directoryExpiresAt: new Date(Date.now() - 35 * 86_400_000),
    });
    await saveTestCard(t.app, user);
    const token = await loginAs(t.app, user);
    const created = await create(token);
    const start = Date.now();
    await pay(created.listing.id, created.invoice?.id ?? '', token);
    const renewed = await userRow(user.id);
    expect(renewed?.directoryActivatedAt?.getTime()).toBeGreaterThanOrEqual(start - 1000);
    expect(renewed?.directoryExpiresAt?.getTime()).toBeGreaterThan(start + 364 * 86_400_000);
  });
});

describe('a listing in both languages (issue 16)', () => {
  const french =
    'Aide au déménagement et à la réduction des biens pour les aînés et les familles de la Nouvelle-Écosse.';

  it('keeps the French description and gives it to the company profile, each language showing its own', async () => {
    const { user: owner } = await createUser(t.db, {
      role: 'SUPERADMIN',
      companyName: 'Déménagements Harbourside',
    });
    const token = await loginAs(t.app, owner);
    const created = await create(token, { descriptionFr: french });
    expect(created.listing).toMatchObject({ status: 'ACTIVE', descriptionFr: french });

    const profile = await get(`/api/directory/${owner.id}`, null);
    expect(profile.json()).toMatchObject({
      companyDescription: form().description,
      companyDescriptionFr: french,
    });
  });

  it('holds the French description to the same minimum length', async () => {
    const response = await post('/api/directory-listings', form({ descriptionFr: 'Trop court.' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('descriptionFr');
  });

  it('lets a profile carry its description in French', async () => {
    const { user: seller } = await createUser(t.db, { companyName: 'Encans Acadiens' });
    const token = await loginAs(t.app, seller);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(token),
      payload: {
        firstName: 'Anne',
        lastName: 'Cormier',
        companyName: 'Encans Acadiens',
        companyDescriptionFr: french,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ companyDescriptionFr: french });
  });
});
