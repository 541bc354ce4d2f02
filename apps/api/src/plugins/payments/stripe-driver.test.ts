import { readFileSync } from 'node:fs';
import nock from 'nock';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaymentError } from './driver.ts';
import {
  paymentErrorCodeOf,
  STRIPE_API_VERSION,
  StripeDriver,
  toPaymentIntent,
  toRefund,
  verifyStripeWebhook,
  WebhookSignatureError,
} from './stripe-driver.ts';

/**
 * The Stripe driver against Stripe's answers recorded in ./stripe-recordings (no network here): each
 * test states the request the SDK must send (method, path, form fields, Idempotency-Key) and what the
 * driver makes of the answer.
 */

const API = 'https://api.stripe.com';
const SECRET_KEY = 'sk_test_51MarinerSecret';
const CUSTOMER = 'cus_RmZ4aVdB2Yc9Qe';
const CARD = 'pm_1QvJ3kLkdIwHu7ixbV8rT2sa';
const INTENT = 'pi_3QvJ5mLkdIwHu7ix1aB2cD3e';
const METADATA = { invoiceId: '7d0c5b1e-2f4a-4c8e-9a61-3b2d9e8f1a40', invoiceNumber: 'MM-2026-000042' };

/** A recorded Stripe answer, fresh each time. */
const recording = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`./stripe-recordings/${name}.json`, import.meta.url), 'utf8'));

interface SeenRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  form: Record<string, string>;
}

/** Answers one request to Stripe with a recording and keeps what was asked. */
function stripeAnswers(
  method: 'get' | 'post' | 'delete',
  path: string,
  status: number,
  recordingName: string,
): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const body = recording(recordingName);
  const interceptor = nock(API)[method]((uri) => uri.split('?')[0] === path);
  interceptor.reply(function (uri, requestBody) {
    seen.push({
      path: uri,
      headers: { ...this.req.headers },
      form: Object.fromEntries(new URLSearchParams(typeof requestBody === 'string' ? requestBody : '')),
    });
    return [status, body, { 'Content-Type': 'application/json', 'Request-Id': 'req_recorded' }];
  });
  return seen;
}

const only = (seen: SeenRequest[]): SeenRequest => {
  expect(seen).toHaveLength(1);
  return seen[0] as SeenRequest;
};

async function refusal(promise: Promise<unknown>): Promise<PaymentError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentError);
  return error as PaymentError;
}

let driver: StripeDriver;

beforeAll(() => {
  // Test files share one module graph per worker (isolate: false): another file may have restored nock.
  if (!nock.isActive()) nock.activate();
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
  driver = new StripeDriver({ secretKey: SECRET_KEY, publishableKey: 'pk_test_51MarinerPublic' });
});

afterEach(() => {
  const unused = nock.pendingMocks();
  nock.cleanAll();
  expect(unused, 'recorded answers the driver never asked for').toEqual([]);
});

afterAll(() => {
  nock.enableNetConnect();
  nock.restore();
});

describe('stripe driver: customers and cards', () => {
  it('creates a customer with the caller’s idempotency key, with the pinned API version and the secret key', async () => {
    const seen = stripeAnswers('post', '/v1/customers', 200, 'customer');
    expect(await driver.createCustomer({ email: 'seller@example.ca', idempotencyKey: 'customer-u1' })).toBe(
      CUSTOMER,
    );
    const request = only(seen);
    expect(request.form).toEqual({ email: 'seller@example.ca' });
    expect(request.headers['idempotency-key']).toBe('customer-u1');
    expect(request.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('creates a SetupIntent for cards kept for off-session use', async () => {
    const seen = stripeAnswers('post', '/v1/setup_intents', 200, 'setup_intent');
    expect(await driver.createSetupIntent(CUSTOMER)).toEqual({
      id: 'seti_1QvJ2fLkdIwHu7ix0Pq3dGk1',
      clientSecret: 'seti_1QvJ2fLkdIwHu7ix0Pq3dGk1_secret_RmZ5kQw8xYtU3nVb2Lc7Hs9Jd1Ff0Ga',
    });
    expect(only(seen).form).toEqual({
      customer: CUSTOMER,
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
    });
  });

  it('attaches a card to the customer and answers its brand, last 4 and expiry only', async () => {
    const seen = stripeAnswers('post', `/v1/payment_methods/${CARD}/attach`, 200, 'payment_method');
    expect(await driver.attachPaymentMethod(CUSTOMER, CARD)).toEqual({
      id: CARD,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2031,
    });
    expect(only(seen).form).toEqual({ customer: CUSTOMER });
  });

  it('refuses a card Stripe does not know with resource_missing', async () => {
    const unknown = 'pm_1QvJ9zLkdIwHu7ixNoSuchCard';
    const seen = stripeAnswers(
      'post',
      `/v1/payment_methods/${unknown}/attach`,
      404,
      'error_resource_missing',
    );
    const error = await refusal(driver.attachPaymentMethod(CUSTOMER, unknown));
    expect(error.code).toBe('resource_missing');
    expect(error.message).toBe(`No such PaymentMethod: '${unknown}'`);
    expect(only(seen).form).toEqual({ customer: CUSTOMER });
  });

  it('detaches a card of this customer’s', async () => {
    const read = stripeAnswers('get', `/v1/payment_methods/${CARD}`, 200, 'payment_method');
    const detach = stripeAnswers(
      'post',
      `/v1/payment_methods/${CARD}/detach`,
      200,
      'payment_method_detached',
    );
    await driver.detachPaymentMethod(CUSTOMER, CARD);
    expect(only(read).path).toBe(`/v1/payment_methods/${CARD}`);
    expect(only(detach).form).toEqual({});
  });

  it('leaves alone a card of another customer’s, and one already gone', async () => {
    // No detach is recorded: asking for one would fail the test (no network).
    stripeAnswers('get', `/v1/payment_methods/${CARD}`, 200, 'payment_method');
    await driver.detachPaymentMethod('cus_SomeoneElse0001', CARD);

    stripeAnswers('get', `/v1/payment_methods/${CARD}`, 200, 'payment_method_detached');
    await driver.detachPaymentMethod(CUSTOMER, CARD);

    stripeAnswers('get', '/v1/payment_methods/pm_gone', 404, 'error_resource_missing');
    await driver.detachPaymentMethod(CUSTOMER, 'pm_gone');
  });
});

describe('stripe driver: payment intents', () => {
  const expectedIntent = {
    id: INTENT,
    clientSecret: `${INTENT}_secret_Hx2Lq9VbT4nRz8YkWc3Jd5Fs`,
    amountCents: 9900,
    amountRefundedCents: 0,
    currency: 'cad',
    customerId: CUSTOMER,
    paymentMethodId: CARD,
    metadata: METADATA,
    lastError: null,
  };

  it('creates an intent for a saved card in CAD with the idempotency key', async () => {
    const seen = stripeAnswers('post', '/v1/payment_intents', 200, 'payment_intent_requires_confirmation');
    const intent = await driver.createPaymentIntent({
      amountCents: 9900,
      currency: 'cad',
      customerId: CUSTOMER,
      paymentMethodId: CARD,
      idempotencyKey: 'checkout-7d0c5b1e',
      metadata: METADATA,
    });
    expect(intent).toEqual({ ...expectedIntent, status: 'requires_confirmation' });
    const request = only(seen);
    expect(request.form).toEqual({
      amount: '9900',
      currency: 'cad',
      customer: CUSTOMER,
      payment_method: CARD,
      'metadata[invoiceId]': METADATA.invoiceId,
      'metadata[invoiceNumber]': METADATA.invoiceNumber,
      'allowed_payment_method_types[0]': 'card',
    });
    expect(request.headers['idempotency-key']).toBe('checkout-7d0c5b1e');
  });

  it('creates an intent without a card for the browser’s card form', async () => {
    const seen = stripeAnswers('post', '/v1/payment_intents', 200, 'payment_intent_requires_payment_method');
    const intent = await driver.createPaymentIntent({
      amountCents: 9900,
      currency: 'cad',
      customerId: CUSTOMER,
      idempotencyKey: 'checkout-new-card',
      metadata: METADATA,
    });
    expect(intent).toEqual({ ...expectedIntent, status: 'requires_payment_method', paymentMethodId: null });
    expect(only(seen).form).not.toHaveProperty('payment_method');
    expect(only(seen).form).toMatchObject({ amount: '9900', currency: 'cad' });
  });

  it('answers a key reused with other parameters as idempotency_key_in_use', async () => {
    stripeAnswers('post', '/v1/payment_intents', 400, 'error_idempotency');
    const error = await refusal(
      driver.createPaymentIntent({
        amountCents: 14900,
        currency: 'cad',
        customerId: CUSTOMER,
        idempotencyKey: 'checkout-7d0c5b1e',
        metadata: METADATA,
      }),
    );
    expect(error.code).toBe('idempotency_key_in_use');
    expect(error.message).toMatch(/^Keys for idempotent requests can only be used with the same parameters/);
  });

  it('confirms off-session with the saved card and answers the succeeded intent', async () => {
    const seen = stripeAnswers(
      'post',
      `/v1/payment_intents/${INTENT}/confirm`,
      200,
      'payment_intent_succeeded',
    );
    const intent = await driver.confirmPaymentIntent({ paymentIntentId: INTENT, paymentMethodId: CARD });
    expect(intent).toEqual({ ...expectedIntent, status: 'succeeded' });
    expect(only(seen).form).toEqual({ payment_method: CARD, off_session: 'true' });
  });

  it('confirms with the intent’s own card when none is given', async () => {
    const seen = stripeAnswers(
      'post',
      `/v1/payment_intents/${INTENT}/confirm`,
      200,
      'payment_intent_succeeded',
    );
    expect((await driver.confirmPaymentIntent({ paymentIntentId: INTENT })).status).toBe('succeeded');
    expect(only(seen).form).toEqual({ off_session: 'true' });
  });

  it('answers a declined card as requires_payment_method with the card’s message, not thrown', async () => {
    stripeAnswers('post', `/v1/payment_intents/${INTENT}/confirm`, 402, 'error_card_declined');
    const read = stripeAnswers('get', `/v1/payment_intents/${INTENT}`, 200, 'payment_intent_card_declined');
    const intent = await driver.confirmPaymentIntent({ paymentIntentId: INTENT, paymentMethodId: CARD });
    expect(intent).toEqual({
      ...expectedIntent,
      status: 'requires_payment_method',
      paymentMethodId: null,
      lastError: { code: 'card_declined', message: 'Your card was declined.' },
    });
    expect(new URL(only(read).path, API).searchParams.get('expand[0]')).toBe('latest_charge');
  });

  it('answers insufficient funds with its own code and message', async () => {
    stripeAnswers('post', `/v1/payment_intents/${INTENT}/confirm`, 402, 'error_insufficient_funds');
    stripeAnswers('get', `/v1/payment_intents/${INTENT}`, 200, 'payment_intent_insufficient_funds');
    const intent = await driver.confirmPaymentIntent({ paymentIntentId: INTENT, paymentMethodId: CARD });
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.lastError).toEqual({
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('answers an intent that already succeeded unchanged: a double click charges once', async () => {
    stripeAnswers(
      'post',
      `/v1/payment_intents/${INTENT}/confirm`,
      400,
      'error_payment_intent_unexpected_state',
    );
    stripeAnswers('get', `/v1/payment_intents/${INTENT}`, 200, 'payment_intent_succeeded_expanded');
    const intent = await driver.confirmPaymentIntent({ paymentIntentId: INTENT, paymentMethodId: CARD });
    expect(intent).toEqual({ ...expectedIntent, status: 'succeeded' });
  });

  it('retrieves an intent with the refunded amount of its charge', async () => {
    stripeAnswers('get', `/v1/payment_intents/${INTENT}`, 200, 'payment_intent_refunded_expanded');
    expect(await driver.retrievePaymentIntent(INTENT)).toEqual({
      ...expectedIntent,
      status: 'succeeded',
      amountRefundedCents: 9900,
    });
  });

  it('refunds with the idempotency key', async () => {
    const seen = stripeAnswers('post', '/v1/refunds', 200, 'refund');
    expect(
      await driver.refund({ paymentIntentId: INTENT, amountCents: 9900, idempotencyKey: 'refund-7d0c5b1e' }),
    ).toEqual({
      id: 're_3QvJ5mLkdIwHu7ix1Rf7Gh8t',
      paymentIntentId: INTENT,
      amountCents: 9900,
      status: 'succeeded',
    });
    const request = only(seen);
    expect(request.form).toEqual({ payment_intent: INTENT, amount: '9900' });
    expect(request.headers['idempotency-key']).toBe('refund-7d0c5b1e');
  });

  it('cancels an intent that has not succeeded (issue 13: one live intent per invoice)', async () => {
    const seen = stripeAnswers(
      'post',
      `/v1/payment_intents/${INTENT}/cancel`,
      200,
      'payment_intent_canceled',
    );
    expect(await driver.cancelPaymentIntent(INTENT)).toEqual({ ...expectedIntent, status: 'canceled' });
    expect(only(seen).path).toBe(`/v1/payment_intents/${INTENT}/cancel`);
  });

  it('answers a cancelled intent unchanged when it is cancelled again', async () => {
    stripeAnswers(
      'post',
      `/v1/payment_intents/${INTENT}/cancel`,
      400,
      'error_payment_intent_unexpected_state',
    );
    stripeAnswers('get', `/v1/payment_intents/${INTENT}`, 200, 'payment_intent_canceled');
    expect((await driver.cancelPaymentIntent(INTENT)).status).toBe('canceled');
  });

  it('refuses to cancel an intent that succeeded', async () => {
    stripeAnswers(
      'post',
      `/v1/payment_intents/${INTENT}/cancel`,
      400,
      'error_payment_intent_unexpected_state',
    );
    stripeAnswers('get', `/v1/payment_intents/${INTENT}`, 200, 'payment_intent_succeeded_expanded');
    const error = await refusal(driver.cancelPaymentIntent(INTENT));
    expect(error.code).toBe('payment_intent_unexpected_state');
  });

  it('lets a refusal of the key itself surface as Stripe’s error, not as a card problem', async () => {
    stripeAnswers('post', '/v1/refunds', 401, 'error_authentication');
    const error = await driver
      .refund({ paymentIntentId: INTENT, amountCents: 9900, idempotencyKey: 'refund-x' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error).not.toBeInstanceOf(PaymentError);
  });
});

describe('stripe driver: mapping Stripe’s objects', () => {
  it('names Stripe’s refusals with the interface’s codes', () => {
    expect(
      paymentErrorCodeOf({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' }),
    ).toBe('card_declined');
    expect(
      paymentErrorCodeOf({ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' }),
    ).toBe('insufficient_funds');
    expect(paymentErrorCodeOf({ type: 'card_error', code: 'expired_card' })).toBe('card_declined');
    expect(paymentErrorCodeOf({ type: 'invalid_request_error', code: 'resource_missing' })).toBe(
      'resource_missing',
    );
    expect(paymentErrorCodeOf({ type: 'invalid_request_error', code: 'amount_too_large' })).toBe(
      'amount_too_large',
    );
    expect(paymentErrorCodeOf({ type: 'invalid_request_error', code: 'parameter_unknown' })).toBe(
      'invalid_request',
    );
    expect(paymentErrorCodeOf({ type: 'idempotency_error' })).toBe('idempotency_key_in_use');
  });

  it('refuses an intent in a state the interface has no name for', () => {
    const processing = { ...recording('payment_intent_succeeded'), status: 'processing' };
    expect(() => toPaymentIntent(processing as unknown as Stripe.PaymentIntent)).toThrow(PaymentError);
  });

  it('refuses a refund Stripe reports as failed', () => {
    const failed = { ...recording('refund'), status: 'failed', failure_reason: 'expired_or_canceled_card' };
    expect(() => toRefund(failed as unknown as Stripe.Refund)).toThrow(/expired_or_canceled_card/);
  });
});

describe('verifyStripeWebhook', () => {
  const secret = 'whsec_mariner_test_secret';
  const payload = readFileSync(
    new URL('./stripe-recordings/event_payment_intent_succeeded.json', import.meta.url),
    'utf8',
  );

  it('answers the event of a correctly signed payload', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const event = verifyStripeWebhook(Buffer.from(payload), header, secret);
    expect(event.type).toBe('payment_intent.succeeded');
    expect(event.id).toBe('evt_3QvJ5mLkdIwHu7ix1Ev2Nt3u');
    expect((event.data.object as Stripe.PaymentIntent).id).toBe(INTENT);
  });

  it('refuses a bad signature, a changed body, another secret and an old timestamp', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const bad = `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`;
    expect(() => verifyStripeWebhook(Buffer.from(payload), bad, secret)).toThrow(WebhookSignatureError);
    expect(() => verifyStripeWebhook(Buffer.from(payload.replace('9900', '1')), header, secret)).toThrow(
      WebhookSignatureError,
    );
    expect(() => verifyStripeWebhook(Buffer.from(payload), header, 'whsec_another')).toThrow(
      WebhookSignatureError,
    );
    expect(() => verifyStripeWebhook(Buffer.from(payload), 'not a signature', secret)).toThrow(
      WebhookSignatureError,
    );
    const old = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const error = (() => {
      try {
        verifyStripeWebhook(Buffer.from(payload), old, secret);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(WebhookSignatureError);
    expect((error as WebhookSignatureError).code).toBe('invalid_signature');
  });
});
