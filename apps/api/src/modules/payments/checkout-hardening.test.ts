import { MESSAGES } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, payments, refunds } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { auctionPayload, createCategory } from '../auctions/test-fixtures.ts';

/**
 * Issue 13, defects 4 and 5: the spec's own client pays with a saved card, and no invoice is ever
 * charged twice, whatever two tabs do.
 */

let t: TestApp;
let categoryId: string;
let token: string;
let savedCardId: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await createCategory(t.db)).id;
  token = await loginAs(t.app, (await createUser(t.db, { province: 'NS' })).user);
  const saved = await post('/api/payment-methods/save', { paymentMethodId: 'pm_card_visa' });
  expect(saved.statusCode).toBe(200);
  savedCardId = saved.json().paymentMethod.id;
});
afterAll(() => t.close());

function post(url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
}

async function listing() {
  const response = await post('/api/auctions', auctionPayload(categoryId));
  expect(response.statusCode).toBe(201);
  const body = response.json();
  return {
    auctionId: body.id as string,
    invoiceId: body.invoice.id as string,
    amount: body.invoice.amount as number,
  };
}

const createIntent = (auctionId: string, extra: Record<string, unknown> = {}) =>
  post('/api/payments/create-payment-intent', {
    paymentType: 'LISTING_FEE',
    auctionListingId: auctionId,
    province: 'NS',
    ...extra,
  });

const invoiceData = async (invoiceId: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/invoices/${invoiceId}/data`, headers: bearer(token) })
  ).json().data;
const processorIntent = (id: string) => t.app.payments.retrievePaymentIntent(id);

describe('the spec client pays with a saved card (defect 4)', () => {
  it('creates the intent with the invoice amount and the card, then confirms without naming the card', async () => {
    const { auctionId, invoiceId, amount } = await listing();
    expect(amount).toBe(9900);
    // Spec 001 §3 Payment request: amount, paymentType, province, savePaymentMethod, the item, paymentMethodId.
    const intent = await createIntent(auctionId, {
      amount,
      savePaymentMethod: false,
      paymentMethodId: savedCardId,
      bannerAdId: null,
      directoryListingId: null,
    });
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json()).toMatchObject({
      clientSecret: expect.any(String),
      paymentIntentId: expect.any(String),
      invoiceId,
    });

    // Spec 001 §4: a saved card "is treated as succeeded locally"; the client only tells the server.
    const confirmed = await post('/api/payments/confirm-payment', {
      paymentIntentId: intent.json().paymentIntentId,
      auctionListingId: auctionId,
      bannerAdId: null,
      directoryListingId: null,
      invoiceId,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, payment: { id: expect.any(String) }, invoiceId });
    expect(await invoiceData(invoiceId)).toMatchObject({
      status: 'paid',
      subtotal: 9900,
      tax: 1386,
      total: 11286,
      taxProvince: 'NS',
      payments: [{ amount: 11286, status: 'succeeded' }],
    });
  });

  it('still asks for a card when none was named at either step', async () => {
    const { auctionId, invoiceId } = await listing();
    const intent = (await createIntent(auctionId)).json();
    const response = await post('/api/payments/confirm-payment', {
      paymentIntentId: intent.paymentIntentId,
      invoiceId,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe(MESSAGES.paymentNotCompleted);
  });
});

describe('one live intent per invoice (defect 5)', () => {
  it('cancels the first tab’s intent when the second tab changes province, so only one can be charged', async () => {
    const { auctionId, invoiceId } = await listing();
    const novaScotia = (await createIntent(auctionId, { province: 'NS' })).json();
    const quebec = (await createIntent(auctionId, { province: 'QC' })).json();
    expect(quebec.paymentIntentId).not.toBe(novaScotia.paymentIntentId);
    expect((await processorIntent(novaScotia.paymentIntentId)).status).toBe('canceled');

    const stale = await post('/api/payments/confirm-payment', {
      paymentIntentId: novaScotia.paymentIntentId,
      invoiceId,
      paymentMethodId: 'pm_card_visa',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(MESSAGES.checkoutMovedOn);
    expect((await processorIntent(novaScotia.paymentIntentId)).status).toBe('canceled');

    const paid = await post('/api/payments/confirm-payment', {
      paymentIntentId: quebec.paymentIntentId,
      invoiceId,
      paymentMethodId: 'pm_card_visa',
    });
    expect(paid.statusCode).toBe(200);
    expect(await invoiceData(invoiceId)).toMatchObject({
      status: 'paid',
      taxProvince: 'QC',
      total: 11383,
      refundedAmount: 0,
    });
  });

  it('records an intent the browser already charged instead of making another', async () => {
    const { auctionId, invoiceId } = await listing();
    const first = (await createIntent(auctionId)).json();
    // Stripe Elements confirms in the browser; the tab closes before telling the server.
    await t.app.payments.confirmPaymentIntent({
      paymentIntentId: first.paymentIntentId,
      paymentMethodId: 'pm_card_visa',
    });
    const again = await createIntent(auctionId, { province: 'ON' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.invoiceAlreadyPaid);
    expect(await invoiceData(invoiceId)).toMatchObject({
      status: 'paid',
      total: 11286,
      payments: [{ status: 'succeeded' }],
    });
  });

  it('refunds at once a second charge that succeeded for a paid invoice, once, and writes it on the invoice', async () => {
    const { auctionId, invoiceId } = await listing();
    const first = (await createIntent(auctionId)).json();
    const paid = await post('/api/payments/confirm-payment', {
      paymentIntentId: first.paymentIntentId,
      invoiceId,
      paymentMethodId: 'pm_card_visa',
    });
    expect(paid.statusCode).toBe(200);

    // A second intent for the same invoice that the processor charged anyway (an older tab, a replayed event).
    const second = await t.app.payments.createPaymentIntent({
      amountCents: 11286,
      currency: 'cad',
      customerId: (await processorIntent(first.paymentIntentId)).customerId,
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: `test-second-charge-${invoiceId}`,
      metadata: { invoiceId, province: 'NS' },
    });
    await t.app.payments.confirmPaymentIntent({ paymentIntentId: second.id });

    const answers = await Promise.all(
      [1, 2].map(() => post('/api/payments/confirm-payment', { paymentIntentId: second.id, invoiceId })),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(MESSAGES.duplicatePaymentRefunded);
    }
    expect((await processorIntent(second.id)).amountRefundedCents).toBe(11286);
    expect(await invoiceData(invoiceId)).toMatchObject({
      status: 'paid',
      total: 11286,
      refundedAmount: 11286,
      payments: [
        { amount: 11286, status: 'succeeded' },
        { amount: 11286, status: 'refunded' },
      ],
    });
    const refundRows = await t.db.select().from(refunds).where(eq(refunds.invoiceId, invoiceId));
    expect(refundRows).toHaveLength(1);
    const paymentRows = await t.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
    expect(paymentRows).toHaveLength(2);
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(row?.paymentIntentId).toBe(first.paymentIntentId);
  });
});
