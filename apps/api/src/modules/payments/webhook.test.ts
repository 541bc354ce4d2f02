import { readFileSync } from 'node:fs';
import { computeTax } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import nock from 'nock';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auctions, invoices, payments } from '../../db/schema.ts';
import { bearer, createUser, loginAs, saveTestCard } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { auctionPayload, createCategory } from '../auctions/test-fixtures.ts';

/**
 * POST /api/payments/webhook with the Stripe driver: events signed as Stripe signs them, and the one
 * Stripe call the client's confirmation makes (reading the intent back) answered by nock.
 */

const WEBHOOK_SECRET = 'whsec_test_mariner_webhook';
const stripeConfig = {
  secretKey: 'sk_test_51MarinerSecret',
  publishableKey: 'pk_test_51MarinerPublic',
  webhookSecret: WEBHOOK_SECRET,
};

const recording = (name: string): Record<string, unknown> =>
  JSON.parse(
    readFileSync(new URL(`../../plugins/payments/stripe-recordings/${name}.json`, import.meta.url), 'utf8'),
  );

let t: TestApp;
let categoryId: string;
let sellerToken: string;
let counter = 0;

beforeAll(async () => {
  // Test files share one module graph per worker (isolate: false): another file may have restored nock.
  if (!nock.isActive()) nock.activate();
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
  t = await createTestApp({ config: { stripe: stripeConfig } });
  categoryId = (await createCategory(t.db)).id;
  const seller = (await createUser(t.db, { province: 'NS' })).user;
  await saveTestCard(t.app, seller);
  sellerToken = await loginAs(t.app, seller);
});
afterEach(() => {
  nock.cleanAll();
});
afterAll(async () => {
  nock.enableNetConnect();
  nock.restore();
  await t.close();
});

/** An unpaid listing invoice, and the succeeded Stripe intent that pays it with NS tax. */
async function unpaidListing() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auctions',
    headers: bearer(sellerToken),
    payload: auctionPayload(categoryId),
  });
  expect(response.statusCode).toBe(201);
  const auctionId = response.json().id as string;
  const invoiceId = response.json().invoice.id as string;
  const invoice = (await t.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0];
  const total = computeTax(invoice?.subtotalCents ?? 0, 'NS', invoice?.createdAt ?? new Date(0)).totalCents;
  counter += 1;
  const intent = {
    ...(recording('event_payment_intent_succeeded').data as { object: Record<string, unknown> }).object,
    id: `pi_webhook_${counter}`,
    client_secret: `pi_webhook_${counter}_secret_x`,
    amount: total,
    amount_received: total,
    metadata: { invoiceId, invoiceNumber: invoice?.invoiceNumber ?? '', province: 'NS' },
  };
  return { auctionId, invoiceId, intent };
}

function eventOf(type: string, object: Record<string, unknown>) {
  counter += 1;
  return JSON.stringify({
    ...recording('event_payment_intent_succeeded'),
    id: `evt_webhook_${counter}`,
    type,
    data: { object },
  });
}

const deliver = (
  payload: string,
  signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });

const paymentsOf = (invoiceId: string) =>
  t.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
const invoiceOf = async (id: string) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];
const auctionStatus = async (id: string) =>
  (await t.db.select().from(auctions).where(eq(auctions.id, id)))[0]?.status;

describe('POST /api/payments/webhook', () => {
  it('refuses a bad or missing signature with 400 and records nothing', async () => {
    const { invoiceId, intent } = await unpaidListing();
    const payload = eventOf('payment_intent.succeeded', intent);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await deliver(payload, forged)).statusCode).toBe(400);
    const tampered = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await deliver(payload.replace('"NS"', '"AB"'), tampered)).statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await paymentsOf(invoiceId)).toHaveLength(0);
    expect((await invoiceOf(invoiceId))?.status).not.toBe('paid');
  });

  it('marks the invoice paid once, however often the event is delivered', async () => {
    const { auctionId, invoiceId, intent } = await unpaidListing();
    const payload = eventOf('payment_intent.succeeded', intent);
    const first = await deliver(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const replay = await deliver(payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true });
    // The same intent in another event (Stripe may send a new one) is still the same payment.
    expect((await deliver(eventOf('payment_intent.succeeded', intent))).statusCode).toBe(200);

    const recorded = await paymentsOf(invoiceId);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ providerPaymentIntentId: intent.id, provider: 'stripe' });
    const invoice = await invoiceOf(invoiceId);
    expect(invoice).toMatchObject({ status: 'paid', paymentIntentId: intent.id, taxProvince: 'NS' });
    expect(invoice?.totalCents).toBe(intent.amount);
    expect(await auctionStatus(auctionId)).not.toBe('AWAITING_PAYMENT');
  });

  it('records nothing more when the event arrives after the client’s confirmation', async () => {
    const { auctionId, invoiceId, intent } = await unpaidListing();
    const scope = nock('https://api.stripe.com')
      .get((uri) => uri.startsWith(`/v1/payment_intents/${intent.id}`))
      .reply(200, intent);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/confirm-payment',
      headers: bearer(sellerToken),
      payload: { paymentIntentId: intent.id, invoiceId, auctionListingId: auctionId },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(scope.isDone()).toBe(true);
    const paymentId = confirmed.json().payment.id;

    const late = await deliver(eventOf('payment_intent.succeeded', intent));
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ received: true });
    const recorded = await paymentsOf(invoiceId);
    expect(recorded.map((payment) => payment.id)).toEqual([paymentId]);
  });

  it('lets the client confirm an intent the webhook already recorded, once', async () => {
    const { auctionId, invoiceId, intent } = await unpaidListing();
    expect((await deliver(eventOf('payment_intent.succeeded', intent))).statusCode).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/payments/confirm-payment',
      headers: bearer(sellerToken),
      payload: { paymentIntentId: intent.id, invoiceId, auctionListingId: auctionId },
    });
    expect(confirmed.statusCode).toBe(200);
    const recorded = await paymentsOf(invoiceId);
    expect(recorded).toHaveLength(1);
    expect(confirmed.json().payment.id).toBe(recorded[0]?.id);
  });

  it('refunds at once a second charge that succeeded for a paid invoice, once, and writes it on the invoice', async () => {
    const { invoiceId, intent } = await unpaidListing();
    expect((await deliver(eventOf('payment_intent.succeeded', intent))).statusCode).toBe(200);
    const second = { ...intent, id: `${intent.id}_second`, client_secret: `${intent.id}_second_secret_y` };
    const refundCalls: Record<string, string>[] = [];
    nock('https://api.stripe.com')
      .post('/v1/refunds')
      .reply(function (_uri, body) {
        refundCalls.push({
          ...Object.fromEntries(new URLSearchParams(String(body))),
          key: String(this.req.headers['idempotency-key']),
        });
        return [
          200,
          { ...recording('refund'), id: 're_second', amount: second.amount, payment_intent: second.id },
        ];
      });

    const payload = eventOf('payment_intent.succeeded', second);
    expect((await deliver(payload)).statusCode).toBe(200);
    expect((await deliver(payload)).statusCode).toBe(200); // Stripe delivers again: no second refund
    expect(refundCalls).toEqual([
      { payment_intent: second.id, amount: String(second.amount), key: `refund-duplicate-${second.id}` },
    ]);
    const invoice = await invoiceOf(invoiceId);
    expect(invoice).toMatchObject({
      status: 'paid',
      paymentIntentId: intent.id,
      refundedCents: second.amount,
    });
    const recorded = await paymentsOf(invoiceId);
    expect(recorded.map((payment) => [payment.providerPaymentIntentId, payment.status])).toEqual([
      [intent.id, 'succeeded'],
      [second.id, 'refunded'],
    ]);
  });

  it('acknowledges other events and intents that are not ours without recording anything', async () => {
    const { invoiceId, intent } = await unpaidListing();
    const failed = await deliver(
      eventOf('payment_intent.payment_failed', { ...intent, status: 'requires_payment_method' }),
    );
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual({ received: true });
    const customer = await deliver(eventOf('customer.created', recording('customer')));
    expect(customer.statusCode).toBe(200);
    const foreign = await deliver(
      eventOf('payment_intent.succeeded', { ...intent, id: 'pi_foreign', metadata: {} }),
    );
    expect(foreign.statusCode).toBe(200);
    expect(await paymentsOf(invoiceId)).toHaveLength(0);
  });

  it('answers 500 when the payment cannot be recorded, so Stripe delivers it again', async () => {
    const { invoiceId, intent } = await unpaidListing();
    const wrongAmount = { ...intent, amount: intent.amount - 1 };
    const response = await deliver(eventOf('payment_intent.succeeded', wrongAmount));
    expect(response.statusCode).toBe(500);
    expect(await paymentsOf(invoiceId)).toHaveLength(0);
  });

  it('keeps JSON parsing for the other payment calls', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/quote',
      headers: bearer(sellerToken),
      payload: {
        paymentType: 'LISTING_FEE',
        auctionListingId: '00000000-0000-4000-8000-000000000000',
        province: 'NS',
      },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/payments/webhook without Stripe', () => {
  it('does not exist with the test processor', async () => {
    const app = await createTestApp({ config: { stripe: { webhookSecret: WEBHOOK_SECRET } } });
    try {
      const payload = JSON.stringify({ id: 'evt_1', type: 'customer.created', data: { object: {} } });
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
        payload,
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('does not exist when STRIPE_WEBHOOK_SECRET is unset', async () => {
    const app = await createTestApp({ config: { stripe: { ...stripeConfig, webhookSecret: undefined } } });
    try {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
