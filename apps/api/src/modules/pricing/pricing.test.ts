import { DEFAULT_PRICING, MESSAGES, PRICING_MESSAGES, type PricingResponse } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricing } from '../../db/schema.ts';
import { seedPricing } from '../../db/seed/pricing.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { findPriceCents } from './service.ts';

let t: TestApp;
type Who = 'anonymous' | 'seller' | 'admin' | 'superadmin';
const tokens: Record<Exclude<Who, 'anonymous'>, string> = { seller: '', admin: '', superadmin: '' };
const headersOf = (who: Who) => (who === 'anonymous' ? {} : bearer(tokens[who]));

beforeAll(async () => {
  t = await createTestApp();
  tokens.seller = await loginAs(t.app, (await createUser(t.db)).user);
  tokens.admin = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
  tokens.superadmin = await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN' })).user);
});
afterAll(() => t.close());

const getPricing = () => t.app.inject({ method: 'GET', url: '/api/payments/pricing' });
const putPricing = (who: Who, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/payments/pricing',
    headers: headersOf(who),
    payload: payload as object,
  });

describe('GET /api/payments/pricing', () => {
  it('answers the defaults of decision 2 while the table is empty, for anyone, cacheable by a CDN', async () => {
    await t.db.delete(pricing);
    const response = await getPricing();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(response.json()).toEqual(DEFAULT_PRICING);
    expect(response.json<PricingResponse>().auctionListing.price).toBe(9900);
    expect(response.json<PricingResponse>().directoryListing.annual).toBe(19900);
  });

  it('reads the table and falls back to the default only for a missing row', async () => {
    await t.db.delete(pricing);
    await seedPricing(t.db);
    await t.db.update(pricing).set({ amountCents: 12_345 }).where(eq(pricing.key, 'AUCTION_LISTING'));
    await t.db.delete(pricing).where(eq(pricing.key, 'BANNER_SQUARE_MONTHLY'));

    const body = (await getPricing()).json<PricingResponse>();
    expect(body.auctionListing.price).toBe(12_345);
    expect(body.bannerAds).toEqual({ LEADERBOARD: { monthly: 29_900 }, SQUARE: { monthly: 14_900 } });
    expect(body.directoryListing.annual).toBe(19_900);
    expect(body.auctionListing.features).toEqual(DEFAULT_PRICING.auctionListing.features);
    expect(body.directoryListing.features).toEqual(DEFAULT_PRICING.directoryListing.features);
  });
});

describe('PUT /api/payments/pricing', () => {
  it('lets a superadmin set one price, answers the new pricing, and the next GET shows it', async () => {
    await t.db.delete(pricing);
    const response = await putPricing('superadmin', { key: 'BANNER_LEADERBOARD_MONTHLY', value: 31_500 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const expected = {
      ...DEFAULT_PRICING,
      bannerAds: { ...DEFAULT_PRICING.bannerAds, LEADERBOARD: { monthly: 31_500 } },
    };
    expect(response.json()).toEqual(expected);
    expect((await getPricing()).json()).toEqual(expected);
    expect(await findPriceCents(t.db, 'BANNER_LEADERBOARD_MONTHLY')).toBe(31_500);

    // An existing row is updated in place; zero is a price (a free promotion).
    const again = await putPricing('superadmin', { key: 'BANNER_LEADERBOARD_MONTHLY', value: 0 });
    expect(again.json<PricingResponse>().bannerAds.LEADERBOARD.monthly).toBe(0);
    expect(await t.db.select().from(pricing)).toHaveLength(1);
  });

  it.each([
    [{ key: 'FREE_LUNCH', value: 100 }, { key: PRICING_MESSAGES.unknownKey }],
    [{ value: 100 }, { key: PRICING_MESSAGES.unknownKey }],
    [{ key: 'AUCTION_LISTING', value: 99.5 }, { value: PRICING_MESSAGES.wholeCents }],
    [{ key: 'AUCTION_LISTING', value: '9900' }, { value: PRICING_MESSAGES.wholeCents }],
    [{ key: 'AUCTION_LISTING' }, { value: PRICING_MESSAGES.wholeCents }],
    [{ key: 'AUCTION_LISTING', value: -100 }, { value: PRICING_MESSAGES.notNegative }],
    [{ key: 'AUCTION_LISTING', value: 10_000_001 }, { value: PRICING_MESSAGES.tooHigh }],
  ])('answers 400 with the field for %j', async (payload, fields) => {
    await t.db.delete(pricing);
    const response = await putPricing('superadmin', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: MESSAGES.validationFailed,
      fields,
    });
    expect((await getPricing()).json()).toEqual(DEFAULT_PRICING);
  });
});
