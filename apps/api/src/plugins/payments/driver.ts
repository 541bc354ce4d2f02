import type { PaymentProvider } from '@mariner/contracts';

/**
 * The one interface checkout and saved cards talk to (ARCHITECTURE stack "payments"): Stripe when
 * STRIPE_SECRET_KEY is set, else the built-in test processor. Names and states follow Stripe's API,
 * so the Stripe driver is a thin translation. Amounts are integer cents (decision 1).
 */
export interface PaymentDriver {
  readonly provider: PaymentProvider;
  /** What the browser loads its card form with; null for the test processor. */
  readonly publishableKey: string | null;

  /** The processor's customer for a user; the same key answers the same customer. */
  createCustomer(input: { email: string; idempotencyKey: string }): Promise<string>;
  /** A SetupIntent for saving a card for off-session use; the browser confirms it with a card. */
  createSetupIntent(customerId: string): Promise<SetupIntent>;
  /**
   * Attaches a payment method to the customer and answers its card details. Throws a PaymentError
   * ('resource_missing') for an id the processor does not know or that belongs to someone else.
   */
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<CardDetails>;
  detachPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;

  /** The same idempotency key answers the same intent (a double click charges once). */
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent>;
  /**
   * Charges the intent's card (or the one given). A declined card is not thrown: the intent answers
   * 'requires_payment_method' with lastError holding the card's message, as Stripe's does.
   */
  confirmPaymentIntent(input: { paymentIntentId: string; paymentMethodId?: string }): Promise<PaymentIntent>;
  retrievePaymentIntent(paymentIntentId: string): Promise<PaymentIntent>;
  /**
   * Cancels an intent that has not succeeded, so it can never be charged (issue 13: one live intent
   * per invoice). Cancelling a cancelled intent answers it unchanged; a succeeded one is refused
   * with 'payment_intent_unexpected_state'.
   */
  cancelPaymentIntent(paymentIntentId: string): Promise<PaymentIntent>;
  /** Refunds part or all of a succeeded intent; the same idempotency key refunds once. */
  refund(input: { paymentIntentId: string; amountCents: number; idempotencyKey: string }): Promise<Refund>;
}

export interface CardDetails {
  /** The processor's id (`pm_…`). */
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface SetupIntent {
  id: string;
  clientSecret: string;
}

export interface CreatePaymentIntentInput {
  amountCents: number;
  currency: 'cad';
  customerId: string;
  paymentMethodId?: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'succeeded'
  | 'canceled';

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  status: PaymentIntentStatus;
  amountCents: number;
  amountRefundedCents: number;
  currency: string;
  customerId: string;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
  /** The last failed attempt's code and the card's message (Stripe's wording). */
  lastError: { code: PaymentErrorCode; message: string } | null;
}

export interface Refund {
  id: string;
  paymentIntentId: string;
  amountCents: number;
  status: 'succeeded';
}

/** Stripe's error codes that callers branch on. */
export type PaymentErrorCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'resource_missing'
  | 'payment_intent_unexpected_state'
  | 'setup_intent_unexpected_state'
  | 'amount_too_large'
  | 'idempotency_key_in_use'
  | 'invalid_request';

/** A refusal by the processor; the message is the processor's, fit to show for card errors. */
export class PaymentError extends Error {
  constructor(
    readonly code: PaymentErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentError';
  }
}
