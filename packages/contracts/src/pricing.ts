import { PricingKey } from './enums.ts';
import { dollarsToCents, MAX_PRICE_CENTS, PRICING_MESSAGES } from './pricing-values.ts';
import { z } from './zod.ts';

export * from './pricing-values.ts';

const Cents = z.number().int().min(0);

export const PricingResponse = z.object({
  auctionListing: z.object({ price: Cents, features: z.array(z.string()) }),
  bannerAds: z.object({
    LEADERBOARD: z.object({ monthly: Cents }),
    SQUARE: z.object({ monthly: Cents }),
  }),
  directoryListing: z.object({ annual: Cents, features: z.array(z.string()) }),
});
export type PricingResponse = z.infer<typeof PricingResponse>;

/** Spec 001 §7: one key at a time, the value in cents. */
export const UpdatePricingRequest = z.object({
  key: z.enum(PricingKey.options, { error: PRICING_MESSAGES.unknownKey }),
  value: z
    .number({ error: PRICING_MESSAGES.wholeCents })
    .int({ error: PRICING_MESSAGES.wholeCents })
    .min(0, { error: PRICING_MESSAGES.notNegative })
    .max(MAX_PRICE_CENTS, { error: PRICING_MESSAGES.tooHigh }),
});
export type UpdatePricingRequest = z.infer<typeof UpdatePricingRequest>;

/**
 * Spec 001 §5 Pricing edit: one price as typed in dollars, turned into cents by rounding and held
 * to the update request's bounds, with a message a person can act on (NaN alone would only say
 * "whole number of cents").
 */
export const DollarPriceInput = z.string().transform((text, context) => {
  const cents = dollarsToCents(text);
  let problem: string | null = null;
  if (Number.isNaN(cents)) problem = PRICING_MESSAGES.notAPrice;
  else if (cents < 0) problem = PRICING_MESSAGES.notNegative;
  else if (cents > MAX_PRICE_CENTS) problem = PRICING_MESSAGES.tooHigh;
  if (problem === null) return cents;
  context.addIssue({ code: 'custom', message: problem });
  return z.NEVER;
});

/** The admin Pricing tab's form: every price in dollars in, every price in cents out. */
export const PricingFormRequest = z.object({
  BANNER_LEADERBOARD_MONTHLY: DollarPriceInput,
  BANNER_SQUARE_MONTHLY: DollarPriceInput,
  AUCTION_LISTING: DollarPriceInput,
  DIRECTORY_LISTING: DollarPriceInput,
});
export type PricingFormInput = z.input<typeof PricingFormRequest>;
export type PricingFormData = z.output<typeof PricingFormRequest>;
