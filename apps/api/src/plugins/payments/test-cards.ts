import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@mariner/contracts';
import type { PaymentErrorCode } from './driver.ts';

/** How a test card behaves when charged (Stripe's test card numbers). */
export type CardBehaviour = 'succeed' | 'decline' | 'insufficient_funds';

/** Stripe's numbers for a failing charge; every other valid number succeeds (4242 4242 4242 4242). */
const BEHAVIOUR_BY_NUMBER: Record<string, CardBehaviour> = {
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
};

export const behaviourOfNumber = (digits: string): CardBehaviour => BEHAVIOUR_BY_NUMBER[digits] ?? 'succeed';

/** The refusal a charge on a card with this behaviour gets, in Stripe's words; null when it succeeds. */
export function chargeFailure(behaviour: string): { code: PaymentErrorCode; message: string } | null {
  if (behaviour === 'decline') return { code: 'card_declined', message: MESSAGES.cardDeclined };
  if (behaviour === 'insufficient_funds') {
    return { code: 'insufficient_funds', message: MESSAGES.cardInsufficientFunds };
  }
  return null;
}

interface WellKnownCard {
  brand: string;
  last4: string;
  behaviour: CardBehaviour;
}

/**
 * Stripe's test-mode PaymentMethod ids, accepted as Stripe's test mode accepts them, so scripts and
 * API clients can save a card and pay without a browser. They are no one's: any customer may attach one.
 */
export const WELL_KNOWN_PAYMENT_METHODS: Record<string, WellKnownCard> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: 'succeed' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', behaviour: 'succeed' },
  pm_card_amex: { brand: 'amex', last4: '8431', behaviour: 'succeed' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: 'decline' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', behaviour: 'insufficient_funds' },
};

export const wellKnownCard = (id: string): WellKnownCard | undefined =>
  Object.hasOwn(WELL_KNOWN_PAYMENT_METHODS, id) ? WELL_KNOWN_PAYMENT_METHODS[id] : undefined;

/** Stripe's test cards expire in December a few years ahead. */
export const wellKnownExpiry = (now = new Date()) => ({ expMonth: 12, expYear: now.getUTCFullYear() + 5 });

/** An opaque processor id such as `pm_test_3f9a…`. */
export const processorId = (prefix: string): string => `${prefix}_test_${randomBytes(12).toString('hex')}`;
