import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, type UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs, saveTestCard } from '../../test/factories.ts';
import { textRunsOf } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { auctionPayload, createCategory } from '../auctions/test-fixtures.ts';

/**
 * Issue 30 item 4: tax by the law in force on the invoice's date, in its parts, with the operator's
 * registration numbers. Two apps: one with TAX_REGISTRATION_NUMBERS set, one without.
 */
let t: TestApp;
let bare: TestApp;
let categoryId: string;
let seller: UserRow;
let token: string;

const NUMBERS = 'GST/HST 123456789 RT0001; QST 1234567890 TQ0001';

beforeAll(async () => {
  t = await createTestApp({ config: { taxRegistrationNumbers: NUMBERS.split('; ') } });
  bare = await createTestApp();
  categoryId = (await createCategory(t.db)).id;
  seller = (await createUser(t.db, { province: 'NS' })).user;
  await saveTestCard(t.app, seller);
  token = await loginAs(t.app, seller);
});
afterAll(async () => {
  await t.close();
  await bare.close();
});

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

/** An unpaid listing invoice, dated `issuedAt` when given (as if issued then). */
async function listingInvoice(issuedAt?: Date) {
  const response = await post('/api/auctions', auctionPayload(categoryId));
  expect(response.statusCode).toBe(201);
  const auctionId = response.json().id as string;
  const invoiceId = response.json().invoice.id as string;
  if (issuedAt) await t.db.update(invoices).set({ createdAt: issuedAt }).where(eq(invoices.id, invoiceId));
  return { auctionId, invoiceId };
}

const quote = (auctionListingId: string, province?: string) =>
  post('/api/payments/quote', {
    paymentType: 'LISTING_FEE',
    auctionListingId,
    ...(province ? { province } : {}),
  });

async function payIn(auctionId: string, invoiceId: string, province: string) {
  const intent = await post('/api/payments/create-payment-intent', {
    paymentType: 'LISTING_FEE',
    auctionListingId: auctionId,
    province,
  });
  expect(intent.statusCode, intent.body).toBe(200);
  const paid = await post('/api/payments/confirm-payment', {
    paymentIntentId: intent.json().paymentIntentId,
    invoiceId,
    auctionListingId: auctionId,
    paymentMethodId: 'pm_card_visa',
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

const invoiceData = async (app: TestApp, invoiceId: string) => {
  const response = await app.app.inject({
    method: 'GET',
    url: `/api/invoices/${invoiceId}/data`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('tax by the law in force on the invoice date', () => {
  it('taxes a Nova Scotia invoice issued today at 14 % HST and stores its part', async () => {
    const { auctionId, invoiceId } = await listingInvoice();
    const response = await quote(auctionId, 'NS');
    expect(response.json()).toMatchObject({
      subtotal: 9900,
      taxRateMillipercent: 14000,
      tax: 1386,
      total: 11286,
      taxLines: [{ name: 'HST', rateMillipercent: 14000, ratePercent: 14, amount: 1386 }],
    });
    await payIn(auctionId, invoiceId, 'NS');
    const row = (await t.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0];
    expect(row?.taxLines).toEqual([{ name: 'HST', rateMillipercent: 14000, ratePercent: 14, amount: 1386 }]);
    expect(await invoiceData(t, invoiceId)).toMatchObject({
      tax: 1386,
      total: 11286,
      taxLines: [{ name: 'HST', ratePercent: 14, amount: 1386 }],
    });
  });

  it('taxes a Nova Scotia invoice issued on 2025-03-15 at the 15 % then in force', async () => {
    const { auctionId, invoiceId } = await listingInvoice(new Date('2025-03-15T15:00:00Z'));
    expect((await quote(auctionId, 'NS')).json()).toMatchObject({ taxRateMillipercent: 15000, tax: 1485 });
    await payIn(auctionId, invoiceId, 'NS');
    expect(await invoiceData(t, invoiceId)).toMatchObject({
      taxRateMillipercent: 15000,
      tax: 1485,
      total: 11385,
      taxLines: [{ name: 'HST', ratePercent: 15, amount: 1485 }],
    });
  });

  it('splits Quebec into GST and QST that add up to the tax exactly', async () => {
    const { auctionId, invoiceId } = await listingInvoice();
    await payIn(auctionId, invoiceId, 'QC');
    const data = await invoiceData(t, invoiceId);
    expect(data.taxLines).toEqual([
      { name: 'GST', rateMillipercent: 5000, ratePercent: 5, amount: 495 },
      { name: 'QST', rateMillipercent: 9975, ratePercent: 9.975, amount: 988 },
    ]);
    expect(data.taxLines.reduce((sum: number, line: { amount: number }) => sum + line.amount, 0)).toBe(
      data.tax,
    );
  });

  it('keeps an invoice paid before parts were stored as it was, and answers its parts from its amounts', async () => {
    const { invoiceId } = await listingInvoice();
    // As an invoice paid before issue 30: 15 % stored on a day the law says 14 %; never recomputed.
    await t.db
      .update(invoices)
      .set({
        status: 'paid',
        taxProvince: 'NS',
        taxRateMillipercent: 15000,
        taxCents: 1485,
        totalCents: 11385,
      })
      .where(eq(invoices.id, invoiceId));
    expect(await invoiceData(t, invoiceId)).toMatchObject({
      tax: 1485,
      total: 11385,
      taxLines: [{ name: 'HST', ratePercent: 15, amount: 1485 }],
    });
  });

  it('answers no parts while the province is not chosen yet', async () => {
    const { invoiceId } = await listingInvoice();
    expect((await invoiceData(t, invoiceId)).taxLines).toEqual([]);
  });

  it("defaults the checkout to the account's province", async () => {
    const { auctionId } = await listingInvoice();
    expect((await quote(auctionId)).json()).toMatchObject({ province: 'NS', taxRateMillipercent: 14000 });
    expect((await quote(auctionId, 'QC')).json()).toMatchObject({ province: 'QC' });
  });
});

describe('registration numbers (TAX_REGISTRATION_NUMBERS)', () => {
  const pdfText = async (app: TestApp, invoiceId: string, bearerToken: string) => {
    const pdf = await app.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoiceId}/pdf`,
      headers: bearer(bearerToken),
    });
    expect(pdf.statusCode).toBe(200);
    return textRunsOf(pdf.rawPayload)
      .map((run) => run.text)
      .join(' ')
      .replace(/\s+/g, ' ');
  };

  it('are on the invoice, its JSON and its PDF, when configured, with the tax parts', async () => {
    const { auctionId, invoiceId } = await listingInvoice();
    await payIn(auctionId, invoiceId, 'QC');
    expect((await invoiceData(t, invoiceId)).taxRegistrationNumbers).toEqual([
      'GST/HST 123456789 RT0001',
      'QST 1234567890 TQ0001',
    ]);
    const text = await pdfText(t, invoiceId, token);
    expect(text).toContain('GST/HST 123456789 RT0001');
    expect(text).toContain('QST 1234567890 TQ0001');
    expect(text).toMatch(/GST \(Quebec, 5%\)/);
    expect(text).toMatch(/QST \(Quebec, 9\.975%\)/);
  });

  it('are absent when not configured', async () => {
    const categoryOfBare = (await createCategory(bare.db)).id;
    const { user } = await createUser(bare.db);
    await saveTestCard(bare.app, user);
    const bareToken = await loginAs(bare.app, user);
    const created = await bare.app.inject({
      method: 'POST',
      url: '/api/auctions',
      headers: bearer(bareToken),
      payload: auctionPayload(categoryOfBare),
    });
    expect(created.statusCode, created.body).toBe(201);
    const invoiceId = created.json().invoice.id as string;
    const data = await bare.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoiceId}/data`,
      headers: bearer(bareToken),
    });
    expect(data.json().data.taxRegistrationNumbers).toEqual([]);
    expect(await pdfText(bare, invoiceId, bareToken)).not.toMatch(/registration numbers|RT0001/);
  });
});
