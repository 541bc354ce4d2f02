import { MESSAGES } from '@mariner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewUserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs, saveTestCard } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { multipart, png } from '../../test/uploads.ts';
import { auctionPayload, createCategory } from '../auctions/test-fixtures.ts';

let t: TestApp;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await createCategory(t.db)).id;
});
afterAll(() => t.close());

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A signed-in user made with the overrides, with the test visa saved when `card` is set. */
async function signedInUser(overrides: Partial<NewUserRow>, card: boolean): Promise<string> {
  const { user } = await createUser(t.db, { advertiserType: 'MOVE_MANAGER', ...overrides });
  if (card) await saveTestCard(t.app, user);
  return loginAs(t.app, user);
}

const post = (url: string, token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

async function bannerPayload(token: string): Promise<Record<string, unknown>> {
  const body = multipart(await png(250, 250), 'banner.png', 'image/png', 'image');
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/banners/upload',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return {
    advertiserName: 'Harbour Movers',
    contactEmail: 'ads@harbour.example.ca',
    targetUrl: 'https://harbour.example.ca/spring',
    placement: 'HOMEPAGE_SIDEBAR_1',
    size: 'SQUARE',
    startDate: daysFromNow(2),
    endDate: daysFromNow(32),
    imageUrl: uploaded.json().imageUrl,
  };
}

const directoryPayload = () => ({
  companyName: 'Harbourside Move Managers',
  description: 'Gentle downsizing and relocation help for seniors and families across Nova Scotia.',
  website: 'https://harbourside.example',
  phone: '(902) 555-0199',
  email: 'hello@harbourside.example',
  address: '12 Water Street, Halifax, NS',
  categories: ['Moving & Downsizing'],
});

const calls: {
  name: string;
  url: string;
  free: Partial<NewUserRow> | null;
  payload: (token: string) => Promise<Record<string, unknown>>;
}[] = [
  {
    name: 'POST /api/auctions',
    url: '/api/auctions',
    free: { freeAuctionListings: true },
    payload: async () => auctionPayload(categoryId),
  },
  { name: 'POST /api/banners', url: '/api/banners', free: { freeBannerAds: true }, payload: bannerPayload },
  {
    name: 'POST /api/directory-listings',
    url: '/api/directory-listings',
    free: null,
    payload: async () => directoryPayload(),
  },
];

describe.each(calls)('$name: a saved payment method is required (spec 000 §6, 001 §6)', (call) => {
  const create = async (token: string) => post(call.url, token, await call.payload(token));

  it('refuses an ordinary user without a card with 400 Payment Method Required', async () => {
    const response = await create(await signedInUser({}, false));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'BAD_REQUEST', message: MESSAGES.paymentMethodRequired });
  });

  it('creates for an ordinary user with a saved card', async () => {
    const response = await create(await signedInUser({}, true));
    expect(response.statusCode, response.body).toBe(201);
  });

  it('creates for a superadmin without a card', async () => {
    const response = await create(await signedInUser({ role: 'SUPERADMIN' }, false));
    expect(response.statusCode, response.body).toBe(201);
  });

  if (call.free) {
    const free = call.free;
    it('creates for a user for whom the item is free, without a card', async () => {
      const response = await create(await signedInUser(free, false));
      expect(response.statusCode, response.body).toBe(201);
    });
  }
});
