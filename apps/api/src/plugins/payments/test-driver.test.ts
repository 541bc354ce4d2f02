import { MESSAGES } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { testProcessorPaymentMethods } from '../../db/schema.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { PaymentError } from './driver.ts';
import { TestCardRefused, TestPaymentDriver } from './test-driver.ts';

let handle: DatabaseHandle;
let driver: TestPaymentDriver;
let sequence = 0;

beforeAll(async () => {
  handle = await createTestDatabase();
  driver = new TestPaymentDriver(handle.db);
});
afterAll(() => handle.close());

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

async function newCustomer() {
  sequence += 1;
  return driver.createCustomer({
    email: `c${sequence}@example.ca`,
    idempotencyKey: `customer-${sequence}-${Date.now()}`,
  });
}

/** A customer's card saved through a setup intent, as the browser's card form does. */
async function cardFor(customerId: string, number: string) {
  const { clientSecret } = await driver.createSetupIntent(customerId);
  return driver.confirmCardSetup({
    customerId,
    clientSecret,
    card: { number, expMonth: 12, expYear: NEXT_YEAR, cvc: '123' },
  });
}

const key = () => `key-${Math.random().toString(36).slice(2)}`;

async function refusal(promise: Promise<unknown>): Promise<PaymentError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PaymentError);
  return error as PaymentError;
}

describe('test processor: customers and cards', () => {
  it('answers the same customer for the same key', async () => {
    const first = await driver.createCustomer({ email: 'a@example.ca', idempotencyKey: 'customer-x' });
    expect(first).toMatch(/^cus_test_[0-9a-f]{24}$/);
    expect(await driver.createCustomer({ email: 'a@example.ca', idempotencyKey: 'customer-x' })).toBe(first);
    expect(await driver.createCustomer({ email: 'a@example.ca', idempotencyKey: 'customer-y' })).not.toBe(
      first,
    );
  });

  it('stores brand, last 4, expiry and behaviour, never the number or code', async () => {
    const customerId = await newCustomer();
    const id = await cardFor(customerId, '4000 0000 0000 0002');
    const [row] = await handle.db
      .select()
      .from(testProcessorPaymentMethods)
      .where(eq(testProcessorPaymentMethods.id, id));
    expect(row).toMatchObject({
      customerId,
      brand: 'visa',
      last4: '0002',
      expMonth: 12,
      behaviour: 'decline',
    });
    expect(JSON.stringify(row)).not.toMatch(/4000000000|"123"/);
  });

  it('refuses a bad card with every field in Stripe’s words', async () => {
    const customerId = await newCustomer();
    const { clientSecret } = await driver.createSetupIntent(customerId);
    const error = await driver
      .confirmCardSetup({
        customerId,
        clientSecret,
        card: { number: '4242', expMonth: 13, expYear: NEXT_YEAR, cvc: '1' },
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TestCardRefused);
    expect((error as TestCardRefused).fields).toEqual({
      number: MESSAGES.cardNumberInvalid,
      expMonth: MESSAGES.cardExpiryMonthInvalid,
      cvc: MESSAGES.cardCvcInvalid,
    });
  });

  it('lets only the issuing customer attach a card, and not once it is detached', async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const id = await cardFor(owner, '4242424242424242');
    expect(await driver.attachPaymentMethod(owner, id)).toEqual({
      id,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: NEXT_YEAR,
    });
    expect((await refusal(driver.attachPaymentMethod(other, id))).code).toBe('resource_missing');
    await driver.detachPaymentMethod(owner, id);
    expect((await refusal(driver.attachPaymentMethod(owner, id))).code).toBe('resource_missing');
  });

  it("attaches Stripe's well-known ids for anyone", async () => {
    const customerId = await newCustomer();
    expect(await driver.attachPaymentMethod(customerId, 'pm_card_amex')).toMatchObject({
      id: 'pm_card_amex',
      brand: 'amex',
      last4: '8431',
    });
    await driver.detachPaymentMethod(customerId, 'pm_card_amex');
    expect(await driver.attachPaymentMethod(customerId, 'pm_card_amex')).toMatchObject({
      id: 'pm_card_amex',
    });
  });
});

describe('test processor: charges', () => {
  const charge = async (customerId: string, paymentMethodId: string, amountCents = 11385) => {
    const intent = await driver.createPaymentIntent({
      amountCents,
      currency: 'cad',
      customerId,
      paymentMethodId,
      idempotencyKey: key(),
      metadata: { invoiceId: 'inv-1' },
    });
    expect(intent.status).toBe('requires_confirmation');
    return driver.confirmPaymentIntent({ paymentIntentId: intent.id });
  };

  it.each([
    ['4242 4242 4242 4242', 'succeeded', null],
    [
      '4000 0000 0000 0002',
      'requires_payment_method',
      { code: 'card_declined', message: MESSAGES.cardDeclined },
    ],
    [
      '4000 0000 0000 9995',
      'requires_payment_method',
      { code: 'insufficient_funds', message: MESSAGES.cardInsufficientFunds },
    ],
  ])('charges %s: %s', async (number, status, lastError) => {
    const customerId = await newCustomer();
    const result = await charge(customerId, await cardFor(customerId, number));
    expect(result).toMatchObject({
      status,
      lastError,
      amountCents: 11385,
      currency: 'cad',
      metadata: { invoiceId: 'inv-1' },
    });
    expect(await driver.retrievePaymentIntent(result.id)).toEqual(result);
  });

  it.each([
    ['pm_card_visa', 'succeeded', null],
    ['pm_card_chargeDeclined', 'requires_payment_method', MESSAGES.cardDeclined],
    ['pm_card_chargeDeclinedInsufficientFunds', 'requires_payment_method', MESSAGES.cardInsufficientFunds],
  ])('charges %s: %s', async (paymentMethodId, status, message) => {
    const result = await charge(await newCustomer(), paymentMethodId);
    expect(result.status).toBe(status);
    expect(result.lastError?.message ?? null).toBe(message);
  });

  it('retries a declined intent with another card', async () => {
    const customerId = await newCustomer();
    const declined = await charge(customerId, 'pm_card_chargeDeclined');
    const retried = await driver.confirmPaymentIntent({
      paymentIntentId: declined.id,
      paymentMethodId: 'pm_card_visa',
    });
    expect(retried).toMatchObject({ status: 'succeeded', lastError: null, paymentMethodId: 'pm_card_visa' });
  });

  it('answers the same intent for the same key, and refuses the key with other parameters', async () => {
    const customerId = await newCustomer();
    const input = {
      amountCents: 9900,
      currency: 'cad' as const,
      customerId,
      idempotencyKey: key(),
      metadata: {},
    };
    const [first, second] = await Promise.all([
      driver.createPaymentIntent(input),
      driver.createPaymentIntent(input),
    ]);
    expect(second.id).toBe(first.id);
    expect(first.status).toBe('requires_payment_method');
    expect((await refusal(driver.createPaymentIntent({ ...input, amountCents: 100 }))).code).toBe(
      'idempotency_key_in_use',
    );
  });

  it('charges once however often an intent is confirmed', async () => {
    const customerId = await newCustomer();
    const intent = await driver.createPaymentIntent({
      amountCents: 9900,
      currency: 'cad',
      customerId,
      idempotencyKey: key(),
      metadata: {},
    });
    expect((await refusal(driver.confirmPaymentIntent({ paymentIntentId: intent.id }))).code).toBe(
      'payment_intent_unexpected_state',
    );
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        driver.confirmPaymentIntent({ paymentIntentId: intent.id, paymentMethodId: 'pm_card_visa' }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    // Once succeeded, even a declining card cannot change it.
    const again = await driver.confirmPaymentIntent({
      paymentIntentId: intent.id,
      paymentMethodId: 'pm_card_chargeDeclined',
    });
    expect(again).toMatchObject({ status: 'succeeded', paymentMethodId: 'pm_card_visa' });
  });

  it("refuses another customer's card, a tiny amount and an unknown intent", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const card = await cardFor(owner, '4242424242424242');
    const input = {
      amountCents: 9900,
      currency: 'cad' as const,
      customerId: other,
      idempotencyKey: key(),
      metadata: {},
    };
    expect((await refusal(driver.createPaymentIntent({ ...input, paymentMethodId: card }))).code).toBe(
      'resource_missing',
    );
    expect((await refusal(driver.createPaymentIntent({ ...input, amountCents: 49 }))).code).toBe(
      'invalid_request',
    );
    expect((await refusal(driver.confirmPaymentIntent({ paymentIntentId: 'pi_test_nope' }))).code).toBe(
      'resource_missing',
    );
  });
});

describe('test processor: refunds', () => {
  async function paid(amountCents: number) {
    const intent = await driver.createPaymentIntent({
      amountCents,
      currency: 'cad',
      customerId: await newCustomer(),
      paymentMethodId: 'pm_card_visa',
      idempotencyKey: key(),
      metadata: {},
    });
    return driver.confirmPaymentIntent({ paymentIntentId: intent.id });
  }

  it('refunds in parts up to the amount paid, once per key', async () => {
    const intent = await paid(11385);
    const firstKey = key();
    const [first, repeat] = await Promise.all([
      driver.refund({ paymentIntentId: intent.id, amountCents: 5000, idempotencyKey: firstKey }),
      driver.refund({ paymentIntentId: intent.id, amountCents: 5000, idempotencyKey: firstKey }),
    ]);
    expect(first).toMatchObject({ paymentIntentId: intent.id, amountCents: 5000, status: 'succeeded' });
    expect(first.id).toMatch(/^re_test_/);
    expect(repeat).toEqual(first);

    const tooMuch = await refusal(
      driver.refund({ paymentIntentId: intent.id, amountCents: 6386, idempotencyKey: key() }),
    );
    expect(tooMuch.code).toBe('amount_too_large');
    await driver.refund({ paymentIntentId: intent.id, amountCents: 6385, idempotencyKey: key() });
    expect((await driver.retrievePaymentIntent(intent.id)).amountRefundedCents).toBe(11385);
    expect(
      (await refusal(driver.refund({ paymentIntentId: intent.id, amountCents: 1, idempotencyKey: key() })))
        .code,
    ).toBe('amount_too_large');
  });

  it('refunds only a succeeded payment', async () => {
    const declined = await driver.createPaymentIntent({
      amountCents: 9900,
      currency: 'cad',
      customerId: await newCustomer(),
      paymentMethodId: 'pm_card_chargeDeclined',
      idempotencyKey: key(),
      metadata: {},
    });
    await driver.confirmPaymentIntent({ paymentIntentId: declined.id });
    const error = await refusal(
      driver.refund({ paymentIntentId: declined.id, amountCents: 9900, idempotencyKey: key() }),
    );
    expect(error.code).toBe('payment_intent_unexpected_state');
  });

  it('refuses a key reused for another refund', async () => {
    const intent = await paid(9900);
    const reused = key();
    await driver.refund({ paymentIntentId: intent.id, amountCents: 100, idempotencyKey: reused });
    const error = await refusal(
      driver.refund({ paymentIntentId: intent.id, amountCents: 200, idempotencyKey: reused }),
    );
    expect(error.code).toBe('idempotency_key_in_use');
  });
});
