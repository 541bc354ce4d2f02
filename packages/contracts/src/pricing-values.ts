// The prices' values and helpers without zod (`@mariner/contracts/constants`); their schemas are in
// pricing.ts, which re-exports all of this.
import { DEFAULT_PRICES_CENTS } from './constants.ts';
import type { PricingKey } from './enum-values.ts';
import type { PricingResponse } from './pricing.ts';

/**
 * Pricing (spec 001 §2 Pricing page, §3 pricing data, §5 Pricing edit, §7; decisions 1 and 2):
 * every amount is integer cents on the wire.
 */

/** A price no product of ours comes near ($100,000.00): stops a typo of extra zeros, not a real price. */
export const MAX_PRICE_CENTS = 10_000_000;

/**
 * The most one invoice may bill before tax (issue 25, defect 9). Amounts are stored in 32-bit
 * integer columns (at most 2,147,483,647 cents): this much plus the highest tax (15 %) still fits.
 */
export const MAX_INVOICE_CENTS = 1_000_000_000;

/** Spec 001 §2: the auction listing card's default features. */
export const AUCTION_LISTING_FEATURES = [
  '30-day listing',
  'Unlimited photos',
  'Full auction details',
  'Contact information',
] as const;

/** Spec 001 §2: the directory listing card's default features. */
export const DIRECTORY_LISTING_FEATURES = [
  'Company listing',
  'Logo display',
  'Full description',
  'Contact information',
  'Website link',
  'Service categories',
] as const;

/**
 * Ours: the texts of the update request's rules (the spec gives none). They belong in MESSAGES;
 * they sit here until that table takes them, and the web app shows them as the server sends them.
 */
export const PRICING_MESSAGES = {
  unknownKey: 'Unknown price. Choose one of the listed products.',
  wholeCents: 'The price must be a whole number of cents',
  notNegative: 'The price cannot be negative',
  tooHigh: 'The price must be at most $100,000.00',
  notAPrice: 'Enter the price in dollars, for example 149.00',
} as const;

/** The pricing answer for a set of prices in cents, with the default feature lists. */
export const pricingFromCents = (prices: Record<PricingKey, number>): PricingResponse => ({
  auctionListing: { price: prices.AUCTION_LISTING, features: [...AUCTION_LISTING_FEATURES] },
  bannerAds: {
    LEADERBOARD: { monthly: prices.BANNER_LEADERBOARD_MONTHLY },
    SQUARE: { monthly: prices.BANNER_SQUARE_MONTHLY },
  },
  directoryListing: { annual: prices.DIRECTORY_LISTING, features: [...DIRECTORY_LISTING_FEATURES] },
});

/** Decision 2: what the pricing page shows when the prices cannot be loaded (spec 001 §8: silently). */
export const DEFAULT_PRICING: PricingResponse = pricingFromCents(DEFAULT_PRICES_CENTS);

const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * Spec 001 §5 Pricing edit: a price typed in dollars becomes cents by rounding (half up, on the
 * decimal digits as typed, so "1.005" is 101 cents where floating point would say 100). A "$",
 * spaces and thousands separators are allowed; anything else is not a price and gives NaN, which
 * UpdatePricingRequest refuses.
 */
export function dollarsToCents(input: string | number): number {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return Number.NaN;
    // String() keeps the shortest exact-looking form ("1.005"); exponent forms are rounded directly.
    const text = String(input);
    return /e/i.test(text) ? Math.round(input * 100) : dollarsToCents(text);
  }
  let text = input.trim().replace(/[\s,]/g, '');
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  text = text.replace(/^\$/, '');
  const match = DECIMAL.exec(text);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return Number.NaN;
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const roundsUp = (fraction[2] ?? '0') >= '5';
  const magnitude = cents + (roundsUp ? 1 : 0);
  return negative ? -magnitude : magnitude;
}

/** Cents as the dollars a price input starts with: 9900 → "99.00". */
export const centsToDollars = (cents: number): string => (cents / 100).toFixed(2);

/** The pricing answer back as one price in cents per key (the inverse of pricingFromCents). */
export const pricesByKey = (pricing: PricingResponse): Record<PricingKey, number> => ({
  BANNER_LEADERBOARD_MONTHLY: pricing.bannerAds.LEADERBOARD.monthly,
  BANNER_SQUARE_MONTHLY: pricing.bannerAds.SQUARE.monthly,
  AUCTION_LISTING: pricing.auctionListing.price,
  DIRECTORY_LISTING: pricing.directoryListing.annual,
});
