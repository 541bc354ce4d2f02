import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  DEFAULT_PRICING,
  dollarsToCents,
  MAX_PRICE_CENTS,
  PRICING_MESSAGES,
  PricingFormRequest,
  pricesByKey,
  pricingFromCents,
  UpdatePricingRequest,
} from './pricing.ts';

describe('dollarsToCents', () => {
  it.each([
    ['99', 9900],
    ['99.00', 9900],
    ['199.9', 19990],
    ['$1,299.50', 129950],
    [' 149 ', 14900],
    ['.5', 50],
    ['12.', 1200],
    ['0', 0],
    // Spec 001 §5: rounded, half up on the digits as typed (floating point would give 100).
    ['1.005', 101],
    ['1.004', 100],
    ['2.675', 268],
    ['-1.005', -101],
  ])('turns %j into %i cents', (input, cents) => {
    expect(dollarsToCents(input)).toBe(cents);
  });

  it.each([
    [99, 9900],
    [1.005, 101],
    [2.675, 268],
    [0.1 + 0.2, 30],
    [1e21, 1e23],
  ])('turns the number %d into %i cents', (input, cents) => {
    expect(dollarsToCents(input)).toBe(cents);
  });

  it.each(['', 'abc', '12.3.4', '1e3', '$', '--5', Number.NaN, Number.POSITIVE_INFINITY])(
    'gives NaN for %j, which the update request refuses',
    (input) => {
      const cents = dollarsToCents(input);
      expect(cents).toBeNaN();
      expect(UpdatePricingRequest.safeParse({ key: 'AUCTION_LISTING', value: cents }).success).toBe(false);
    },
  );

  it('round-trips with centsToDollars', () => {
    expect(centsToDollars(9900)).toBe('99.00');
    expect(centsToDollars(14950)).toBe('149.50');
    expect(dollarsToCents(centsToDollars(29905))).toBe(29905);
  });
});

describe('UpdatePricingRequest', () => {
  it('takes one known key and a whole, bounded number of cents', () => {
    expect(UpdatePricingRequest.parse({ key: 'BANNER_SQUARE_MONTHLY', value: 0 })).toEqual({
      key: 'BANNER_SQUARE_MONTHLY',
      value: 0,
    });
    expect(UpdatePricingRequest.safeParse({ key: 'AUCTION_LISTING', value: MAX_PRICE_CENTS }).success).toBe(
      true,
    );
  });

  it.each([
    [{ key: 'FREE_LUNCH', value: 100 }, 'key', PRICING_MESSAGES.unknownKey],
    [{ value: 100 }, 'key', PRICING_MESSAGES.unknownKey],
    [{ key: 'AUCTION_LISTING', value: 99.5 }, 'value', PRICING_MESSAGES.wholeCents],
    [{ key: 'AUCTION_LISTING', value: '9900' }, 'value', PRICING_MESSAGES.wholeCents],
    [{ key: 'AUCTION_LISTING', value: -1 }, 'value', PRICING_MESSAGES.notNegative],
    [{ key: 'AUCTION_LISTING', value: MAX_PRICE_CENTS + 1 }, 'value', PRICING_MESSAGES.tooHigh],
  ])('refuses %j on %s', (body, field, message) => {
    const result = UpdatePricingRequest.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });
});

describe('DEFAULT_PRICING', () => {
  it('holds the decision 2 defaults and the spec 001 §2 feature lists', () => {
    expect(DEFAULT_PRICING).toEqual({
      auctionListing: {
        price: 9900,
        features: ['30-day listing', 'Unlimited photos', 'Full auction details', 'Contact information'],
      },
      bannerAds: { LEADERBOARD: { monthly: 29900 }, SQUARE: { monthly: 14900 } },
      directoryListing: {
        annual: 19900,
        features: [
          'Company listing',
          'Logo display',
          'Full description',
          'Contact information',
          'Website link',
          'Service categories',
        ],
      },
    });
  });
});

describe('PricingFormRequest', () => {
  const typed = {
    BANNER_LEADERBOARD_MONTHLY: '299',
    BANNER_SQUARE_MONTHLY: '149.995',
    AUCTION_LISTING: '12.345',
    DIRECTORY_LISTING: '$1,199.00',
  };

  it('turns every price typed in dollars into cents, rounding half up (spec 001 §5)', () => {
    expect(PricingFormRequest.parse(typed)).toEqual({
      BANNER_LEADERBOARD_MONTHLY: 29900,
      BANNER_SQUARE_MONTHLY: 15000,
      AUCTION_LISTING: 1235,
      DIRECTORY_LISTING: 119900,
    });
  });

  it.each([
    ['', PRICING_MESSAGES.notAPrice],
    ['abc', PRICING_MESSAGES.notAPrice],
    ['12.3.4', PRICING_MESSAGES.notAPrice],
    ['-5', PRICING_MESSAGES.notNegative],
    ['100000.01', PRICING_MESSAGES.tooHigh],
  ])('refuses %j with %j on that field', (price, message) => {
    const result = PricingFormRequest.safeParse({ ...typed, AUCTION_LISTING: price });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['AUCTION_LISTING'], message })]);
  });
});

describe('pricesByKey', () => {
  it('gives back the cents per key that pricingFromCents took', () => {
    const prices = {
      BANNER_LEADERBOARD_MONTHLY: 1,
      BANNER_SQUARE_MONTHLY: 2,
      AUCTION_LISTING: 3,
      DIRECTORY_LISTING: 4,
    };
    expect(pricesByKey(pricingFromCents(prices))).toEqual(prices);
  });
});
