import { computeTax, MESSAGES, Province } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, invoices, payments, refunds, type UserRow, users } from '../../db/schema.ts';
import { bearer, createUser, loginAs, saveTestCard } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { auctionPayload, createCategory } from '../auctions/test-fixtures.ts';

let t: TestApp;
let categoryId: string;
let seller: UserRow;
let sellerToken: string;
let otherToken: string;
let adminToken: string;
let superToken: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await createCategory(t.db)).id;
  seller = (await createUser(t.db, { province: 'NS' })).user;
  const other = (await createUser(t.db)).user;
  for (const user of [seller, other]) await saveTestCard(t.app, user);
  sellerToken = await loginAs(t.app, seller);
  otherToken = await loginAs(t.app, other);
  adminToken = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
  superToken = await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN' })).user);
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, token: string | null = sellerToken) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });

/** A listing created through the API; an ordinary seller gets an invoice to pay. */
async function listing(token = sellerToken) {
  const response = await post('/api/auctions', auctionPayload(categoryId), token);
  expect(response.statusCode).toBe(201);
  const body = response.json();
  return { auctionId: body.id as string, invoiceId: body.invoice?.id as string, body };
}

const intentFor = (
  auctionId: string,
  province = 'NS',
  extra: Record<string, unknown> = {},
  token = sellerToken,
) =>
  post(
    '/api/payments/create-payment-intent',
    { paymentType: 'LISTING_FEE', auctionListingId: auctionId, province, ...extra },
    token,
  );

const confirm = (payload: Record<string, unknown>, token = sellerToken) =>
  post('/api/payments/confirm-payment', payload, token);

const auctionStatus = async (id: string) =>
  (await t.db.select().from(auctions).where(eq(auctions.id, id)))[0]?.status;
const invoiceRow = async (id: string) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];

/** Creates an intent and pays it with Stripe's well-known visa test card. */
async function pay(auctionId: string, invoiceId: string, province = 'NS') {
  const intent = await intentFor(auctionId, province);
  expect(intent.statusCode).toBe(200);
  const paid = await confirm({
    paymentIntentId: intent.json().paymentIntentId,
    invoiceId,
    auctionListingId: auctionId,
    paymentMethodId: 'pm_card_visa',
  });
  expect(paid.statusCode).toBe(200);
  return { intent: intent.json(), paid: paid.json() };
}

describe('POST /api/payments/quote: tax for every province (decision 3)', () => {
  const subtotals = [9900, 14900, 19900, 29900, 1, 3, 10, 333, 12345];

  it('agrees with computeTax for all 13 provinces and the rounding edge cases', async () => {
    const { auctionId, invoiceId } = await listing();
    for (const subtotal of subtotals) {
      await t.db.update(invoices).set({ subtotalCents: subtotal }).where(eq(invoices.id, invoiceId));
      for (const province of Province.options) {
        const response = await post('/api/payments/quote', {
          paymentType: 'LISTING_FEE',
          auctionListingId: auctionId,
          province,
        });
        expect(response.statusCode).toBe(200);
        const expected = computeTax(
          subtotal,
          province,
          (await invoiceRow(invoiceId))?.createdAt ?? new Date(0),
        );
        expect(response.json(), `${province} on ${subtotal}`).toEqual({
          description: 'Auction listing: Spring farm equipment dispersal',
          subtotal,
          taxRateMillipercent: expected.taxRateMillipercent,
          tax: expected.taxCents,
          taxLines: expected.taxLines,
          total: expected.totalCents,
          province,
          currency: 'CAD',
        });
      }
    }
  });

  it.each([
    ['QC', 9900, 1483],
    ['QC', 14900, 2231],
    ['NS', 9900, 1386],
    ['ON', 9900, 1287],
    ['AB', 9900, 495],
    ['SK', 14900, 1639],
    ['BC', 29900, 3588],
  ] as const)('%s on %i cents is %i cents of tax', async (province, subtotal, tax) => {
    const { auctionId, invoiceId } = await listing();
    await t.db.update(invoices).set({ subtotalCents: subtotal }).where(eq(invoices.id, invoiceId));
    const response = await post('/api/payments/quote', {
      paymentType: 'LISTING_FEE',
      auctionListingId: auctionId,
      province,
    });
    expect(response.json()).toMatchObject({ tax, total: subtotal + tax });
  });

  it('refuses a province outside the 13 codes, and a missing or mismatched item', async () => {
    const { auctionId } = await listing();
    const bad = await post('/api/payments/quote', {
      paymentType: 'LISTING_FEE',
      auctionListingId: auctionId,
      province: 'XX',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.province).toBe(MESSAGES.invalidProvince);
    const noItem = await post('/api/payments/quote', { paymentType: 'LISTING_FEE', province: 'NS' });
    expect(noItem.statusCode).toBe(400);
    const wrongItem = await post('/api/payments/quote', {
      paymentType: 'BANNER_AD',
      auctionListingId: auctionId,
      province: 'NS',
    });
    expect(wrongItem.statusCode).toBe(400);
  });
});

describe('POST /api/payments/create-payment-intent', () => {
  it('charges what the server computed, taking the invoice amount or the total, and refuses any other amount', async () => {
    const { auctionId, invoiceId } = await listing();
    for (const amount of [5000, 11285, 0, -9900]) {
      const refused = await intentFor(auctionId, 'NS', { amount });
      expect(refused.statusCode, String(amount)).toBe(400);
      expect(refused.json().message).toBe(MESSAGES.amountMismatch);
    }
    // Spec 001 §3: the spec's client sends the invoice amount its checkout shows, before tax.
    const invoiceAmount = await intentFor(auctionId, 'NS', { amount: 9900 });
    expect(invoiceAmount.statusCode, invoiceAmount.body).toBe(200);
    expect(invoiceAmount.json().total).toBe(11286);

    const response = await intentFor(auctionId, 'NS', { amount: 11286 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      invoiceId,
      subtotal: 9900,
      tax: 1386,
      total: 11286,
      taxRateMillipercent: 14000,
      province: 'NS',
      currency: 'CAD',
      provider: 'test',
      publishableKey: null,
      clientSecret: expect.any(String),
    });
    expect(await invoiceRow(invoiceId)).toMatchObject({
      taxProvince: 'NS',
      taxCents: 1386,
      totalCents: 11286,
    });
  });

  it('answers the same intent again, and a new one with the new tax for another province', async () => {
    const { auctionId, invoiceId } = await listing();
    const [first, second] = await Promise.all([intentFor(auctionId), intentFor(auctionId)]);
    expect(first?.json().paymentIntentId).toBe(second?.json().paymentIntentId);
    const quebec = await intentFor(auctionId, 'QC');
    expect(quebec.json().paymentIntentId).not.toBe(first?.json().paymentIntentId);
    expect(quebec.json()).toMatchObject({ tax: 1483, total: 11383 });
    expect(await invoiceRow(invoiceId)).toMatchObject({ taxProvince: 'QC', totalCents: 11383 });
  });
});

describe('POST /api/payments/confirm-payment', () => {
  it('reports a decline with the card message (402), then pays with another card', async () => {
    const { auctionId, invoiceId } = await listing();
    const intent = (await intentFor(auctionId)).json();
    const declined = await confirm({
      paymentIntentId: intent.paymentIntentId,
      invoiceId,
      auctionListingId: auctionId,
      paymentMethodId: 'pm_card_chargeDeclined',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ error: 'PAYMENT_FAILED', message: 'Your card was declined.' });
    expect((await invoiceRow(invoiceId))?.status).toBe('pending');
    expect(await auctionStatus(auctionId)).toBe('AWAITING_PAYMENT');

    const paid = await confirm({
      paymentIntentId: intent.paymentIntentId,
      invoiceId,
      auctionListingId: auctionId,
      paymentMethodId: 'pm_card_visa',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ success: true, payment: { id: expect.any(String) }, invoiceId });
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'paid', totalCents: 11286 });
    expect(await auctionStatus(auctionId)).toBe('PENDING');
  });

  it('refuses an intent that has not succeeded when no card is given (the Elements path)', async () => {
    const { auctionId, invoiceId } = await listing();
    const intent = (await intentFor(auctionId)).json();
    const response = await confirm({ paymentIntentId: intent.paymentIntentId, invoiceId });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe(MESSAGES.paymentNotCompleted);
  });

  it('records one payment for a double confirm, and refuses paying a paid invoice (409)', async () => {
    const { auctionId, invoiceId } = await listing();
    const intent = (await intentFor(auctionId)).json();
    const body = { paymentIntentId: intent.paymentIntentId, invoiceId, paymentMethodId: 'pm_card_visa' };
    const [a, b] = await Promise.all([confirm(body), confirm(body)]);
    expect(a?.statusCode).toBe(200);
    expect(b?.statusCode).toBe(200);
    expect(a?.json().payment.id).toBe(b?.json().payment.id);
    const rows = await t.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 11286, status: 'succeeded' });

    const again = await intentFor(auctionId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.invoiceAlreadyPaid);
  });

  it('refuses an item id that is not the invoice’s, and another user’s invoice (404)', async () => {
    const { auctionId, invoiceId } = await listing();
    const other = await listing();
    const intent = (await intentFor(auctionId)).json();
    const mismatched = await confirm({
      paymentIntentId: intent.paymentIntentId,
      invoiceId,
      auctionListingId: other.auctionId,
      paymentMethodId: 'pm_card_visa',
    });
    expect(mismatched.statusCode).toBe(400);
    const foreignIntent = await confirm({
      paymentIntentId: intent.paymentIntentId,
      invoiceId: other.invoiceId,
    });
    expect(foreignIntent.statusCode).toBe(400);
    const stranger = await confirm(
      { paymentIntentId: intent.paymentIntentId, invoiceId, paymentMethodId: 'pm_card_visa' },
      otherToken,
    );
    expect(stranger.statusCode).toBe(404);
    expect((await invoiceRow(invoiceId))?.status).toBe('pending');
  });

  it('pays with a saved card named by its own id', async () => {
    const { user } = await createUser(t.db);
    const token = await loginAs(t.app, user);
    const saved = await post('/api/payment-methods/save', { paymentMethodId: 'pm_card_visa' }, token);
    expect(saved.statusCode).toBe(200);
    const { auctionId, invoiceId } = await listing(token);
    const intent = (await intentFor(auctionId, 'ON', {}, token)).json();
    const paid = await confirm(
      { paymentIntentId: intent.paymentIntentId, invoiceId, paymentMethodId: saved.json().paymentMethod.id },
      token,
    );
    expect(paid.statusCode).toBe(200);
    expect((await invoiceRow(invoiceId))?.totalCents).toBe(11187);
  });
});

describe('listings and money (decision 4)', () => {
  it('creates without an invoice for a superadmin and for a seller with free listings', async () => {
    const superadmin = await listing(superToken);
    expect(superadmin.body).toMatchObject({ paymentRequired: false, invoice: null });
    const free = await listing(
      await loginAs(t.app, (await createUser(t.db, { freeAuctionListings: true })).user),
    );
    expect(free.body).toMatchObject({ paymentRequired: false, invoice: null });
    expect(free.body.auction.status).toBe('PENDING');
  });

  it('keeps an unpaid listing out of the admin pending list and out of review', async () => {
    const { auctionId } = await listing();
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/auctions?status=PENDING&limit=100',
      headers: bearer(adminToken),
    });
    expect(pending.json().auctions.map((a: { id: string }) => a.id)).not.toContain(auctionId);
    const approve = await t.app.inject({
      method: 'PUT',
      url: `/api/auctions/${auctionId}/approve`,
      headers: bearer(adminToken),
    });
    expect(approve.statusCode).toBe(409);
    const detail = await t.app.inject({ method: 'GET', url: `/api/auctions/${auctionId}` });
    expect(detail.statusCode).toBe(404);
  });

  it('puts an auto-approve seller live on payment', async () => {
    const { user } = await createUser(t.db, { autoApprove: true });
    await saveTestCard(t.app, user);
    const token = await loginAs(t.app, user);
    const { auctionId, invoiceId } = await listing(token);
    expect(await auctionStatus(auctionId)).toBe('AWAITING_PAYMENT');
    const intent = (await intentFor(auctionId, 'NB', {}, token)).json();
    const paid = await confirm(
      { paymentIntentId: intent.paymentIntentId, invoiceId, paymentMethodId: 'pm_card_visa' },
      token,
    );
    expect(paid.statusCode).toBe(200);
    expect(await auctionStatus(auctionId)).toBe('APPROVED');
    const listed = await t.app.inject({ method: 'GET', url: '/api/auctions' });
    expect(listed.json().auctions.map((a: { id: string }) => a.id)).toContain(auctionId);
  });

  it('refunds a rejected paid listing in full, once, and the invoice says so', async () => {
    const { auctionId, invoiceId } = await listing();
    await pay(auctionId, invoiceId, 'QC');
    for (let round = 0; round < 2; round += 1) {
      const rejected = await t.app.inject({
        method: 'PUT',
        url: `/api/auctions/${auctionId}/reject`,
        headers: bearer(adminToken),
      });
      expect(rejected.statusCode).toBe(200);
    }
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'refunded', refundedCents: 11383 });
    expect((await invoiceRow(invoiceId))?.refundedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(refunds).where(eq(refunds.invoiceId, invoiceId))).toHaveLength(1);
    const data = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoiceId}/data`,
      headers: bearer(sellerToken),
    });
    expect(data.json().data).toMatchObject({
      status: 'refunded',
      refundedAmount: 11383,
      payments: [{ amount: 11383, status: 'refunded' }],
    });
  });

  it('rejects a free listing without any refund', async () => {
    const free = await listing(superToken);
    const rejected = await t.app.inject({
      method: 'PUT',
      url: `/api/auctions/${free.auctionId}/reject`,
      headers: bearer(adminToken),
    });
    expect(rejected.statusCode).toBe(200);
  });

  it('voids the invoice of an unpaid listing that is deleted', async () => {
    const { auctionId, invoiceId } = await listing();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/auctions/${auctionId}`,
      headers: bearer(sellerToken),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'failed', auctionId: null });
    expect((await intentFor(auctionId)).statusCode).toBe(404);
  });
});

describe('permissions of the payment calls', () => {
  it('needs a session and the invoice owner', async () => {
    const { auctionId, invoiceId } = await listing();
    const quote = { paymentType: 'LISTING_FEE', auctionListingId: auctionId, province: 'NS' };
    for (const url of ['/api/payments/quote', '/api/payments/create-payment-intent']) {
      expect((await post(url, quote, null)).statusCode).toBe(401);
      expect((await post(url, quote, otherToken)).statusCode).toBe(404);
      expect((await post(url, quote, adminToken)).statusCode).toBe(404);
      expect((await post(url, quote, superToken)).statusCode).toBe(404);
      expect((await post(url, quote)).statusCode).toBe(200);
    }
    const body = { paymentIntentId: 'pi_test_nothing', invoiceId, paymentMethodId: 'pm_card_visa' };
    expect((await confirm(body, null as unknown as string)).statusCode).toBe(401);
    expect((await confirm(body, adminToken)).statusCode).toBe(404);
    expect((await confirm(body)).statusCode).toBe(404);
  });
});

describe('approving a refunded listing (issue 25, defect 8)', () => {
  const review = (auctionId: string, action: 'approve' | 'reject') =>
    t.app.inject({ method: 'PUT', url: `/api/auctions/${auctionId}/${action}`, headers: bearer(adminToken) });
  const invoicesOf = (auctionId: string) =>
    t.db.select().from(invoices).where(eq(invoices.auctionId, auctionId)).orderBy(invoices.createdAt);
  const publicIds = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/auctions' }))
      .json()
      .auctions.map((auction: { id: string }) => auction.id);

  async function refundedListing() {
    const { auctionId, invoiceId } = await listing();
    await pay(auctionId, invoiceId);
    expect((await review(auctionId, 'reject')).statusCode).toBe(200);
    expect((await invoiceRow(invoiceId))?.status).toBe('refunded');
    return { auctionId, invoiceId };
  }

  it('asks for a new payment before the listing goes live, then reviews it as a first one', async () => {
    const { auctionId, invoiceId } = await refundedListing();
    const approved = await review(auctionId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().auction.status).toBe('AWAITING_PAYMENT');
    expect(await publicIds()).not.toContain(auctionId);
    const [refunded, fresh] = await invoicesOf(auctionId);
    expect(refunded).toMatchObject({ id: invoiceId, status: 'refunded' });
    expect(fresh).toMatchObject({ status: 'pending', subtotalCents: 9900, userId: seller.id });

    await pay(auctionId, fresh?.id ?? '');
    expect(await auctionStatus(auctionId)).toBe('PENDING');
    expect((await review(auctionId, 'approve')).json().auction.status).toBe('APPROVED');
    expect(await publicIds()).toContain(auctionId);
  });

  it('approve-all leaves a refunded listing to be paid again and approves the others', async () => {
    const { auctionId: refunded } = await refundedListing();
    // However it came back to review (an edit, a future path), it is still not paid for.
    await t.db.update(auctions).set({ status: 'PENDING' }).where(eq(auctions.id, refunded));
    const other = await listing();
    await pay(other.auctionId, other.invoiceId);
    const all = await post('/api/auctions/approve-all-by-user', { userId: seller.id }, adminToken);
    expect(all.statusCode, all.body).toBe(200);
    expect(await auctionStatus(other.auctionId)).toBe('APPROVED');
    expect(await auctionStatus(refunded)).toBe('AWAITING_PAYMENT');
    expect((await invoicesOf(refunded)).map((invoice) => invoice.status)).toEqual(['refunded', 'pending']);
  });

  it('approves at once when listing costs the seller nothing now', async () => {
    const { auctionId } = await refundedListing();
    await t.db.update(users).set({ freeAuctionListings: true }).where(eq(users.id, seller.id));
    try {
      expect((await review(auctionId, 'approve')).json().auction.status).toBe('APPROVED');
      expect(await invoicesOf(auctionId)).toHaveLength(1);
    } finally {
      await t.db.update(users).set({ freeAuctionListings: false }).where(eq(users.id, seller.id));
    }
  });
});
