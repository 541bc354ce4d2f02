import Stripe from 'stripe';
import {
  type CardDetails,
  type CreatePaymentIntentInput,
  type PaymentDriver,
  PaymentError,
  type PaymentErrorCode,
  type PaymentIntent,
  type PaymentIntentStatus,
  type Refund,
  type SetupIntent,
} from './driver.ts';

/** The API version this SDK release is typed against; pinned so Stripe's answers keep the shapes mapped here. */
export const STRIPE_API_VERSION = Stripe.API_VERSION;

const KNOWN_CODES: ReadonlySet<string> = new Set<PaymentErrorCode>([
  'card_declined',
  'insufficient_funds',
  'resource_missing',
  'payment_intent_unexpected_state',
  'setup_intent_unexpected_state',
  'amount_too_large',
  'idempotency_key_in_use',
  'invalid_request',
]);

/**
 * The interface's code for a Stripe error or last_payment_error. A decline for insufficient funds
 * is Stripe's `card_declined` with decline_code `insufficient_funds`; any other card error is a decline.
 */
export function paymentErrorCodeOf(error: {
  type?: string | null;
  code?: string | null;
  decline_code?: string | null;
}): PaymentErrorCode {
  if (error.decline_code === 'insufficient_funds' || error.code === 'insufficient_funds') {
    return 'insufficient_funds';
  }
  if (error.code && KNOWN_CODES.has(error.code)) return error.code as PaymentErrorCode;
  if (error.type === 'card_error' || error.type === 'StripeCardError') return 'card_declined';
  if (error.type === 'idempotency_error' || error.type === 'StripeIdempotencyError') {
    return 'idempotency_key_in_use';
  }
  return 'invalid_request';
}

/**
 * A refusal by Stripe (card, invalid request, idempotency) as the interface's PaymentError; anything
 * else (authentication, rate limit, connection, Stripe's own failure) is answered unchanged, as it is
 * no one's card problem and must surface as a server error.
 */
export function toPaymentError(error: unknown): unknown {
  if (
    error instanceof Stripe.errors.StripeCardError ||
    error instanceof Stripe.errors.StripeInvalidRequestError ||
    error instanceof Stripe.errors.StripeIdempotencyError
  ) {
    return new PaymentError(paymentErrorCodeOf(error), error.message);
  }
  return error;
}

const isStripeCode = (error: unknown, code: string): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeError && error.code === code;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const STATUSES: ReadonlySet<string> = new Set<PaymentIntentStatus>([
  'requires_payment_method',
  'requires_confirmation',
  'succeeded',
  'canceled',
]);

/** Stripe's PaymentIntent as the interface's; a state the interface has no name for is refused. */
export function toPaymentIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  if (!STATUSES.has(intent.status)) {
    throw new PaymentError(
      'payment_intent_unexpected_state',
      `The PaymentIntent ${intent.id} is in the state '${intent.status}', which this checkout does not handle.`,
    );
  }
  const failure = intent.last_payment_error;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status as PaymentIntentStatus,
    amountCents: intent.amount,
    amountRefundedCents: amountRefundedOf(intent),
    currency: intent.currency,
    customerId: idOf(intent.customer) ?? '',
    paymentMethodId: idOf(intent.payment_method),
    metadata: { ...(intent.metadata ?? {}) },
    lastError:
      failure && intent.status !== 'succeeded'
        ? { code: paymentErrorCodeOf(failure), message: failure.message ?? 'Your card was declined.' }
        : null,
  };
}

/** Refunded cents: from the expanded latest charge when Stripe sent it, else 0 (the intent alone does not say). */
function amountRefundedOf(intent: Stripe.PaymentIntent): number {
  const charge = intent.latest_charge;
  return charge && typeof charge !== 'string' ? charge.amount_refunded : 0;
}

export function toCardDetails(paymentMethod: Stripe.PaymentMethod): CardDetails {
  const card = paymentMethod.card;
  if (paymentMethod.type !== 'card' || !card) {
    throw new PaymentError('invalid_request', 'Only cards can be saved as a payment method.');
  }
  return {
    id: paymentMethod.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
  };
}

export function toSetupIntent(intent: Stripe.SetupIntent): SetupIntent {
  if (!intent.client_secret) {
    throw new PaymentError(
      'setup_intent_unexpected_state',
      `The SetupIntent ${intent.id} has no client secret.`,
    );
  }
  return { id: intent.id, clientSecret: intent.client_secret };
}

/** A refund Stripe accepted; a card refund is usually `succeeded` at once and otherwise `pending` until the bank settles it. */
export function toRefund(refund: Stripe.Refund): Refund {
  if (refund.status !== 'succeeded' && refund.status !== 'pending') {
    throw new PaymentError(
      'invalid_request',
      refund.failure_reason
        ? `The refund failed: ${refund.failure_reason}.`
        : `The refund is ${refund.status ?? 'unknown'}.`,
    );
  }
  return {
    id: refund.id,
    paymentIntentId: idOf(refund.payment_intent) ?? '',
    amountCents: refund.amount,
    status: 'succeeded',
  };
}

export interface StripeDriverOptions {
  secretKey: string;
  publishableKey: string;
  /** A prepared client (tests); otherwise one is made from the secret key. */
  client?: Stripe;
}

export const createStripeClient = (secretKey: string): Stripe =>
  new Stripe(secretKey, { apiVersion: STRIPE_API_VERSION, maxNetworkRetries: 2, timeout: 20_000 });

/**
 * The payment driver on Stripe (ARCHITECTURE stack "payments"), a thin translation of the official
 * SDK: the same calls and states as the test processor, which is the reference for its behaviour.
 */
export class StripeDriver implements PaymentDriver {
  readonly provider = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;

  constructor(options: StripeDriverOptions) {
    this.publishableKey = options.publishableKey;
    this.stripe = options.client ?? createStripeClient(options.secretKey);
  }

  async createCustomer(input: { email: string; idempotencyKey: string }): Promise<string> {
    const customer = await this.stripe.customers
      .create({ email: input.email }, { idempotencyKey: input.idempotencyKey })
      .catch(rethrow);
    return customer.id;
  }

  async createSetupIntent(customerId: string): Promise<SetupIntent> {
    // The pinned API version names the card-only list `allowed_payment_method_types` (it replaced `payment_method_types`).
    const intent = await this.stripe.setupIntents
      .create({ customer: customerId, usage: 'off_session', allowed_payment_method_types: ['card'] })
      .catch(rethrow);
    return toSetupIntent(intent);
  }

  async attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<CardDetails> {
    const paymentMethod = await this.stripe.paymentMethods
      .attach(paymentMethodId, { customer: customerId })
      .catch(rethrow);
    return toCardDetails(paymentMethod);
  }

  /** Detaches only a card of this customer's; an unknown or already detached card is nothing to do (as the test processor). */
  async detachPaymentMethod(customerId: string, paymentMethodId: string): Promise<void> {
    let paymentMethod: Stripe.PaymentMethod;
    try {
      paymentMethod = await this.stripe.paymentMethods.retrieve(paymentMethodId);
    } catch (error) {
      if (isStripeCode(error, 'resource_missing')) return;
      throw toPaymentError(error);
    }
    if (idOf(paymentMethod.customer) !== customerId) return;
    await this.stripe.paymentMethods.detach(paymentMethodId).catch(rethrow);
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent> {
    const intent = await this.stripe.paymentIntents
      .create(
        {
          amount: input.amountCents,
          currency: input.currency,
          customer: input.customerId,
          ...(input.paymentMethodId ? { payment_method: input.paymentMethodId } : {}),
          metadata: input.metadata,
          allowed_payment_method_types: ['card'],
        },
        { idempotencyKey: input.idempotencyKey },
      )
      .catch(rethrow);
    return toPaymentIntent(intent);
  }

  /**
   * Charges a saved card off-session. A card error is not thrown: the intent is read back and
   * answers 'requires_payment_method' with the card's message. Confirming an intent that already
   * succeeded answers it unchanged, so a double click charges once.
   */
  async confirmPaymentIntent(input: {
    paymentIntentId: string;
    paymentMethodId?: string;
  }): Promise<PaymentIntent> {
    try {
      const intent = await this.stripe.paymentIntents.confirm(input.paymentIntentId, {
        ...(input.paymentMethodId ? { payment_method: input.paymentMethodId } : {}),
        off_session: true,
      });
      return toPaymentIntent(intent);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        const intent = toPaymentIntent(await this.retrieve(input.paymentIntentId));
        return intent.lastError
          ? intent
          : { ...intent, lastError: { code: paymentErrorCodeOf(error), message: error.message } };
      }
      if (isStripeCode(error, 'payment_intent_unexpected_state')) {
        const current = await this.retrieve(input.paymentIntentId);
        if (current.status === 'succeeded') return toPaymentIntent(current);
      }
      throw toPaymentError(error);
    }
  }

  async retrievePaymentIntent(paymentIntentId: string): Promise<PaymentIntent> {
    return toPaymentIntent(await this.retrieve(paymentIntentId));
  }

  /** Stripe refuses to cancel a cancelled intent; the interface answers it unchanged, as the test processor. */
  async cancelPaymentIntent(paymentIntentId: string): Promise<PaymentIntent> {
    try {
      return toPaymentIntent(await this.stripe.paymentIntents.cancel(paymentIntentId));
    } catch (error) {
      if (isStripeCode(error, 'payment_intent_unexpected_state')) {
        const current = await this.retrieve(paymentIntentId);
        if (current.status === 'canceled') return toPaymentIntent(current);
      }
      throw toPaymentError(error);
    }
  }

  async refund(input: {
    paymentIntentId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<Refund> {
    const refund = await this.stripe.refunds
      .create(
        { payment_intent: input.paymentIntentId, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      )
      .catch(rethrow);
    return toRefund(refund);
  }

  /** The intent with its latest charge, so the refunded amount is known. */
  private retrieve(paymentIntentId: string): Promise<Stripe.PaymentIntent> {
    return this.stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] }).catch(rethrow);
  }
}

function rethrow(error: unknown): never {
  throw toPaymentError(error);
}

/** A webhook whose Stripe-Signature does not match its body and secret (or is too old). */
export class WebhookSignatureError extends Error {
  readonly code = 'invalid_signature' as const;
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * Verifies a Stripe webhook against the endpoint's signing secret (STRIPE_WEBHOOK_SECRET) and answers
 * its event. The body must be the raw bytes Stripe sent, before any JSON parsing.
 */
export function verifyStripeWebhook(rawBody: Buffer, signatureHeader: string, secret: string): Stripe.Event {
  try {
    return Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new WebhookSignatureError(error.message);
    }
    throw error;
  }
}
