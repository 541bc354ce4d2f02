import { MESSAGES, type PaymentMethod } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods, type UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/payment-methods${url}`, headers: token ? bearer(token) : {}, payload });

async function signIn(): Promise<{ user: UserRow; token: string }> {
  const { user } = await createUser(t.db);
  return { user, token: await loginAs(t.app, user) };
}

const NEXT_YEAR = new Date().getUTCFullYear() + 1;
const card = (overrides: Record<string, unknown> = {}) => ({
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: NEXT_YEAR,
  cvc: '123',
  ...overrides,
});

/** The browser's part: a setup intent confirmed with a card; answers the processor's pm id. */
async function confirmCard(token: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const { clientSecret } = (await call('POST', '/setup', token)).json();
  const response = await call('POST', '/test-card', token, { clientSecret, ...card(overrides) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().paymentMethodId;
}

async function save(token: string, paymentMethodId: string): Promise<PaymentMethod> {
  const response = await call('POST', '/save', token, { paymentMethodId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().paymentMethod;
}

const list = async (token: string): Promise<PaymentMethod[]> =>
  (await call('GET', '', token)).json().paymentMethods;

describe('payment methods: permissions', () => {
  it('refuses every call without a session', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, payload] of [
      ['GET', '', undefined],
      ['POST', '/setup', undefined],
      ['POST', '/test-card', { clientSecret: 'x', ...card() }],
      ['POST', '/save', { paymentMethodId: 'pm_card_visa' }],
      ['DELETE', `/${id}`, undefined],
      ['PUT', `/${id}/default`, undefined],
    ] as const) {
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().message).toBe(MESSAGES.authenticationRequired);
    }
  });

  it("answers 404 for another user's card, and never lists it", async () => {
    const owner = await signIn();
    const other = await signIn();
    const mine = await save(owner.token, 'pm_card_visa');

    expect(await list(other.token)).toEqual([]);
    const setDefault = await call('PUT', `/${mine.id}/default`, other.token);
    expect(setDefault.statusCode).toBe(404);
    const removed = await call('DELETE', `/${mine.id}`, other.token);
    expect(removed.statusCode).toBe(404);
    expect(await list(owner.token)).toEqual([mine]);
  });

  it("refuses to save a card issued to another user's setup", async () => {
    const owner = await signIn();
    const other = await signIn();
    const paymentMethodId = await confirmCard(owner.token);
    const response = await call('POST', '/save', other.token, { paymentMethodId });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.addPaymentMethodFailed);
    expect(await list(other.token)).toEqual([]);
  });

  it("refuses to confirm a card on another user's setup intent", async () => {
    const owner = await signIn();
    const other = await signIn();
    const { clientSecret } = (await call('POST', '/setup', owner.token)).json();
    const response = await call('POST', '/test-card', other.token, { clientSecret, ...card() });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.addPaymentMethodFailed);
  });

  it('sends no cache headers a shared cache could keep', async () => {
    const { token } = await signIn();
    expect((await call('GET', '', token)).headers['cache-control']).toBe('private, no-store');
  });
});

describe('adding a card with the test processor', () => {
  it('answers a setup intent for the test processor', async () => {
    const { token } = await signIn();
    const response = await call('POST', '/setup', token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      clientSecret: expect.stringMatching(/^seti_test_\w+_secret_\w+$/),
      provider: 'test',
      publishableKey: null,
    });
  });

  it('saves a card from setup to list, keeping only brand, last 4 and expiry', async () => {
    const { user, token } = await signIn();
    const paymentMethodId = await confirmCard(token, {
      number: '5555-5555-5555-4444',
      expMonth: 3,
      expYear: 39,
    });
    expect(paymentMethodId).toMatch(/^pm_test_[0-9a-f]+$/);

    const saved = await save(token, paymentMethodId);
    expect(saved).toEqual({
      id: expect.any(String),
      brand: 'mastercard',
      last4: '4444',
      expMonth: 3,
      expYear: 2039,
      isDefault: true,
    });
    expect(await list(token)).toEqual([saved]);
    const rows = await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id));
    expect(JSON.stringify(rows)).not.toContain('55555555');
  });

  it('knows Amex by its prefix and wants its 4-digit code', async () => {
    const { token } = await signIn();
    const { clientSecret } = (await call('POST', '/setup', token)).json();
    const threeDigits = await call('POST', '/test-card', token, {
      clientSecret,
      ...card({ number: '378282246310005', cvc: '123' }),
    });
    expect(threeDigits.statusCode).toBe(400);
    expect(threeDigits.json().fields).toEqual({ cvc: MESSAGES.cardCvcInvalid });

    const paymentMethodId = await confirmCard(token, { number: '378282246310005', cvc: '1234' });
    expect(await save(token, paymentMethodId)).toMatchObject({ brand: 'amex', last4: '0005' });
  });

  it.each([
    ['a number failing Luhn', { number: '4242 4242 4242 4241' }, { number: MESSAGES.cardNumberInvalid }],
    ['a number with letters', { number: '4242 4242 abcd 4242' }, { number: MESSAGES.cardNumberInvalid }],
    ['an unknown brand', { number: '9999 9999 9999 9995' }, { number: MESSAGES.cardNumberInvalid }],
    ['a short number', { number: '4242' }, { number: MESSAGES.cardNumberInvalid }],
    ['a past expiry', { expMonth: 12, expYear: NEXT_YEAR - 2 }, { expYear: MESSAGES.cardExpiryInPast }],
    ['month 13', { expMonth: 13 }, { expMonth: MESSAGES.cardExpiryMonthInvalid }],
    ['month 0', { expMonth: 0 }, { expMonth: MESSAGES.cardExpiryMonthInvalid }],
    ['a 2-digit code', { cvc: '12' }, { cvc: MESSAGES.cardCvcInvalid }],
    ['a 4-digit code on a Visa', { cvc: '1234' }, { cvc: MESSAGES.cardCvcInvalid }],
  ])('refuses %s in Stripe’s words', async (_name, overrides, fields) => {
    const { token } = await signIn();
    const { clientSecret } = (await call('POST', '/setup', token)).json();
    const response = await call('POST', '/test-card', token, { clientSecret, ...card(overrides) });
    expect(response.statusCode).toBe(400);
    const [message] = Object.values(fields);
    expect(response.json()).toEqual({ error: 'VALIDATION_ERROR', message, fields });
  });

  it('reports every bad field at once', async () => {
    const { token } = await signIn();
    const { clientSecret } = (await call('POST', '/setup', token)).json();
    const response = await call('POST', '/test-card', token, {
      clientSecret,
      number: '1234',
      expMonth: 1,
      expYear: 2001,
      cvc: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: MESSAGES.cardNumberInvalid,
      fields: {
        number: MESSAGES.cardNumberInvalid,
        expYear: MESSAGES.cardExpiryInPast,
        cvc: MESSAGES.cardCvcInvalid,
      },
    });
  });

  it('refuses an unknown client secret and a setup intent confirmed twice', async () => {
    const { token } = await signIn();
    const unknown = await call('POST', '/test-card', token, {
      clientSecret: 'seti_test_nope_secret_x',
      ...card(),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(MESSAGES.addPaymentMethodFailed);

    const { clientSecret } = (await call('POST', '/setup', token)).json();
    expect((await call('POST', '/test-card', token, { clientSecret, ...card() })).statusCode).toBe(200);
    const again = await call('POST', '/test-card', token, { clientSecret, ...card() });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.addPaymentMethodFailed);
  });
});

describe('saving, choosing and removing cards', () => {
  it("accepts Stripe's well-known test ids", async () => {
    const { token } = await signIn();
    const ids = [
      'pm_card_visa',
      'pm_card_mastercard',
      'pm_card_amex',
      'pm_card_chargeDeclined',
      'pm_card_chargeDeclinedInsufficientFunds',
    ];
    const saved = [];
    for (const id of ids) saved.push(await save(token, id));
    expect(saved.map((method) => [method.brand, method.last4])).toEqual([
      ['visa', '4242'],
      ['mastercard', '4444'],
      ['amex', '8431'],
      ['visa', '0002'],
      ['visa', '9995'],
    ]);
    expect(saved.map((method) => method.isDefault)).toEqual([true, false, false, false, false]);
  });

  it('refuses an unknown id and a blank one', async () => {
    const { token } = await signIn();
    for (const paymentMethodId of ['pm_card_nope', 'pm_test_0000', 'hasOwnProperty']) {
      const response = await call('POST', '/save', token, { paymentMethodId });
      expect(response.statusCode, paymentMethodId).toBe(400);
      expect(response.json().message).toBe(MESSAGES.addPaymentMethodFailed);
    }
    const blank = await call('POST', '/save', token, { paymentMethodId: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ paymentMethodId: MESSAGES.addPaymentMethodFailed });
  });

  it('saves the same card once however often it is sent', async () => {
    const { user, token } = await signIn();
    const paymentMethodId = await confirmCard(token);
    const first = await save(token, paymentMethodId);
    const [second, third] = await Promise.all([save(token, paymentMethodId), save(token, paymentMethodId)]);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    const [visa, visaAgain] = await Promise.all([save(token, 'pm_card_visa'), save(token, 'pm_card_visa')]);
    expect(visaAgain).toEqual(visa);
    const rows = await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id));
    expect(rows).toHaveLength(2);
  });

  it('keeps one default when first cards are saved at the same time', async () => {
    const { token } = await signIn();
    const saved = await Promise.all(
      ['pm_card_visa', 'pm_card_mastercard', 'pm_card_amex'].map((id) => save(token, id)),
    );
    expect(saved.filter((method) => method.isDefault)).toHaveLength(1);
  });

  it('lists the default first, then the newest', async () => {
    const { token } = await signIn();
    const visa = await save(token, 'pm_card_visa');
    const mastercard = await save(token, 'pm_card_mastercard');
    const amex = await save(token, 'pm_card_amex');
    expect((await list(token)).map((method) => method.id)).toEqual([visa.id, amex.id, mastercard.id]);

    const response = await call('PUT', `/${mastercard.id}/default`, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ paymentMethod: { ...mastercard, isDefault: true } });
    expect((await list(token)).map((method) => [method.id, method.isDefault])).toEqual([
      [mastercard.id, true],
      [amex.id, false],
      [visa.id, false],
    ]);
    // Choosing the default again changes nothing.
    expect((await call('PUT', `/${mastercard.id}/default`, token)).statusCode).toBe(200);
  });

  it('makes the newest remaining card the default when the default is removed', async () => {
    const { token } = await signIn();
    const visa = await save(token, 'pm_card_visa');
    const mastercard = await save(token, 'pm_card_mastercard');
    const amex = await save(token, 'pm_card_amex');

    const removed = await call('DELETE', `/${visa.id}`, token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true });
    expect(await list(token)).toEqual([{ ...amex, isDefault: true }, mastercard]);

    // Removing a card that is not the default leaves the default alone.
    expect((await call('DELETE', `/${mastercard.id}`, token)).statusCode).toBe(200);
    expect(await list(token)).toEqual([{ ...amex, isDefault: true }]);
    expect((await call('DELETE', `/${amex.id}`, token)).statusCode).toBe(200);
    expect(await list(token)).toEqual([]);
    expect((await call('DELETE', `/${amex.id}`, token)).statusCode).toBe(404);

    // With none left, the next card saved is the default again.
    expect(await save(token, 'pm_card_visa')).toMatchObject({ isDefault: true });
  });

  it('cannot save a removed test card again (it was detached at the processor)', async () => {
    const { token } = await signIn();
    const paymentMethodId = await confirmCard(token);
    const saved = await save(token, paymentMethodId);
    expect((await call('DELETE', `/${saved.id}`, token)).statusCode).toBe(200);
    const again = await call('POST', '/save', token, { paymentMethodId });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MESSAGES.addPaymentMethodFailed);
  });

  it('answers 404 for an unknown card and 400 for an id that is not one', async () => {
    const { token } = await signIn();
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('PUT', `/${unknown}/default`, token)).statusCode).toBe(404);
    expect((await call('DELETE', `/${unknown}`, token)).statusCode).toBe(404);
    expect((await call('DELETE', '/not-a-uuid', token)).statusCode).toBe(400);
  });
});

describe('with another processor in use', () => {
  it('has no test card form, and tells the browser which form to load', async () => {
    const testProcessor = t.app.payments;
    // A stand-in for the Stripe driver (next session): the same calls, another provider.
    const stripeLike = Object.assign(Object.create(null), {
      provider: 'stripe',
      publishableKey: 'pk_test_123',
      createCustomer: testProcessor.createCustomer.bind(testProcessor),
      createSetupIntent: testProcessor.createSetupIntent.bind(testProcessor),
    });
    const { token } = await signIn();
    t.app.payments = stripeLike;
    try {
      const setup = await call('POST', '/setup', token);
      expect(setup.json()).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_123' });
      const response = await call('POST', '/test-card', token, {
        clientSecret: setup.json().clientSecret,
        ...card(),
      });
      expect(response.statusCode).toBe(404);
    } finally {
      t.app.payments = testProcessor;
    }
  });
});

describe('API docs', () => {
  it('describes every payment-method call', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/payment-methods/',
      '/api/payment-methods/setup',
      '/api/payment-methods/test-card',
    ]) {
      expect(Object.keys(spec.paths).some((key) => key.replace(/\/$/, '') === path.replace(/\/$/, ''))).toBe(
        true,
      );
    }
    expect(spec.paths['/api/payment-methods/{id}/default']).toBeDefined();
  });
});
