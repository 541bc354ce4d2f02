import { type InvoiceItemType, isSuperAdminRole, type Role } from './enums.ts';
import { asSingleLine, textKind } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

export interface Buyer {
  role: Role;
  freeAuctionListings: boolean;
  freeBannerAds: boolean;
}

/**
 * Spec 000 §6 and 001 §6: creating a paid item needs a saved card, except for a superadmin or an
 * item that is free for the user (their free-listings or free-banners flag). The server enforces
 * it; the create screens' gates ask the same question.
 */
export function needsSavedCardToBuy(buyer: Buyer, item: InvoiceItemType): boolean {
  if (isSuperAdminRole(buyer.role)) return false;
  if (item === 'LISTING_FEE') return !buyer.freeAuctionListings;
  if (item === 'BANNER_AD') return !buyer.freeBannerAds;
  return true;
}

/** Spec 001 §3 Payment method: a saved card as the profile and the payment form show it. */
export const PaymentMethod = z.object({
  /** Ours: our own record's id, never the processor's. */
  id: z.uuid(),
  /** 'visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay' or 'unknown'. */
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int(),
  isDefault: z.boolean(),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** GET /payment-methods: the default first, then the newest. */
export const PaymentMethodsResponse = z.object({ paymentMethods: z.array(PaymentMethod) });
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponse>;

export const PaymentMethodResponse = z.object({ paymentMethod: PaymentMethod });
export type PaymentMethodResponse = z.infer<typeof PaymentMethodResponse>;

/** Which card form the browser shows: Stripe Elements, or the test processor's own form. */
export const PaymentProvider = z.enum(['test', 'stripe']);
export type PaymentProvider = z.infer<typeof PaymentProvider>;

/** POST /payment-methods/setup: a SetupIntent for saving a card for off-session use. */
export const SetupIntentResponse = z.object({
  clientSecret: z.string(),
  provider: PaymentProvider,
  /** Stripe's publishable key; null for the test processor. */
  publishableKey: z.string().nullable(),
});
export type SetupIntentResponse = z.infer<typeof SetupIntentResponse>;

/**
 * POST /payment-methods/test-card (test processor only): the stand-in for Stripe Elements'
 * confirmCardSetup. The number may hold spaces or dashes; a two-digit year means 20xx. The rules
 * are in `testCardErrors`, which the browser may run first; the server always runs them.
 */
export const TestCardRequest = z.object({
  clientSecret: asSingleLine(z.string().min(1)),
  number: z
    .string({ error: MESSAGES.cardNumberInvalid })
    .max(40, { error: MESSAGES.cardNumberInvalid })
    .meta(textKind('secret')),
  expMonth: z
    .number({ error: MESSAGES.cardExpiryMonthInvalid })
    .int({ error: MESSAGES.cardExpiryMonthInvalid }),
  expYear: z.number({ error: MESSAGES.cardExpiryYearInvalid }).int({ error: MESSAGES.cardExpiryYearInvalid }),
  cvc: z
    .string({ error: MESSAGES.cardCvcInvalid })
    .max(10, { error: MESSAGES.cardCvcInvalid })
    .meta(textKind('secret')),
});
export type TestCardRequest = z.infer<typeof TestCardRequest>;

export const TestCardResponse = z.object({ paymentMethodId: z.string() });
export type TestCardResponse = z.infer<typeof TestCardResponse>;

/** POST /payment-methods/save: a processor payment method id (`pm_…`) to keep for this user. */
export const SavePaymentMethodRequest = z.object({
  paymentMethodId: asSingleLine(
    z.string().trim().min(1, { error: MESSAGES.addPaymentMethodFailed }).max(255),
  ),
});
export type SavePaymentMethodRequest = z.infer<typeof SavePaymentMethodRequest>;

// --- Card rules (the test processor's, worded as Stripe words them) ---

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The card number's digits, without the spaces or dashes people type. */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

const inRange = (digits: string, length: number, low: number, high: number) => {
  const prefix = Number(digits.slice(0, length));
  return digits.length >= length && prefix >= low && prefix <= high;
};

/** The brand a card number's prefix belongs to, or null for an unknown prefix. */
export function cardBrand(number: string): CardBrand | null {
  const digits = cardDigits(number);
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith('4')) return 'visa';
  if (inRange(digits, 2, 51, 55) || inRange(digits, 4, 2221, 2720)) return 'mastercard';
  if (inRange(digits, 2, 34, 34) || inRange(digits, 2, 37, 37)) return 'amex';
  if (digits.startsWith('6011') || digits.startsWith('65') || inRange(digits, 3, 644, 649)) {
    return 'discover';
  }
  if (inRange(digits, 4, 3528, 3589)) return 'jcb';
  if (inRange(digits, 3, 300, 305) || digits.startsWith('36') || digits.startsWith('38')) return 'diners';
  if (digits.startsWith('62')) return 'unionpay';
  return null;
}

/** The Luhn check digit rule every card number follows. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A two-digit year means 20xx, as card forms accept it. */
export const fullExpiryYear = (year: number): number => (year >= 0 && year < 100 ? 2000 + year : year);

/**
 * Stripe's refusals for a card the test processor is given, keyed by field (number, expMonth,
 * expYear, cvc); empty when the card is acceptable. A card is good through the end of its expiry
 * month (UTC).
 */
export function testCardErrors(
  card: Pick<TestCardRequest, 'number' | 'expMonth' | 'expYear' | 'cvc'>,
  now: Date = new Date(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  const digits = cardDigits(card.number);
  const brand = cardBrand(digits);
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits) || !brand) {
    errors.number = MESSAGES.cardNumberInvalid;
  }

  const year = fullExpiryYear(card.expYear);
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    errors.expMonth = MESSAGES.cardExpiryMonthInvalid;
  } else if (!Number.isInteger(year) || year > thisYear + 50) {
    errors.expYear = MESSAGES.cardExpiryYearInvalid;
  } else if (year < thisYear || (year === thisYear && card.expMonth < now.getUTCMonth() + 1)) {
    errors.expYear = MESSAGES.cardExpiryInPast;
  }

  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) errors.cvc = MESSAGES.cardCvcInvalid;
  return errors;
}
