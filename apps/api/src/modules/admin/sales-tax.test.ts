import { isoToZonedInput } from '@mariner/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, type UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs, saveTestCard } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { auctionPayload, createCategory } from '../auctions/test-fixtures.ts';
import { refundItemInvoice } from '../invoices/service.ts';

/** Issue 30 item 5: the sales-tax report adds up to the invoices' own tax in the period. */
let t: TestApp;
let categoryId: string;
let seller: UserRow;
let sellerToken: string;
let adminToken: string;
let superToken: string;

const today = () => isoToZonedInput(new Date().toISOString(), 'America/Halifax').slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await createCategory(t.db)).id;
  seller = (await createUser(t.db, { province: 'NS' })).user;
  await saveTestCard(t.app, seller);
  sellerToken = await loginAs(t.app, seller);
  adminToken = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
  superToken = await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN' })).user);
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(sellerToken), payload });

/** A listing paid through checkout in a province; answers its auction and invoice ids. */
async function paidListing(province: string) {
  const created = await post('/api/auctions', auctionPayload(categoryId));
  expect(created.statusCode).toBe(201);
  const auctionId = created.json().id as string;
  const invoiceId = created.json().invoice.id as string;
  const intent = await post('/api/payments/create-payment-intent', {
    paymentType: 'LISTING_FEE',
    auctionListingId: auctionId,
    province,
  });
  const paid = await post('/api/payments/confirm-payment', {
    paymentIntentId: intent.json().paymentIntentId,
    invoiceId,
    auctionListingId: auctionId,
    paymentMethodId: 'pm_card_visa',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { auctionId, invoiceId };
}

const report = (query: string, token: string | null = superToken) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/reports/sales-tax${query}`,
    headers: token ? bearer(token) : {},
  });

describe('GET /api/admin/reports/sales-tax', () => {
  it('is the superadmin’s: 401 signed out, 403 to an admin and a seller', async () => {
    expect((await report('', null)).statusCode).toBe(401);
    expect((await report('', adminToken)).statusCode).toBe(403);
    expect((await report('', sellerToken)).statusCode).toBe(403);
  });

  it('refuses a period that is not two days in order', async () => {
    expect((await report('?from=2026-13-01')).statusCode).toBe(400);
    expect((await report('?from=2026-05-02&to=2026-05-01')).statusCode).toBe(400);
  });

  it('sums each province’s sales and each tax, less refunds, and its totals equal the invoices’ tax', async () => {
    const ids = [
      await paidListing('NS'),
      await paidListing('NS'),
      await paidListing('QC'),
      await paidListing('ON'),
      await paidListing('BC'),
    ];
    // The second NS listing is refunded in the period: it leaves the net figures.
    const refunded = ids[1];
    if (!refunded) throw new Error('no listing');
    await refundItemInvoice(t.db, t.app.payments, 'LISTING_FEE', refunded.auctionId);

    const day = today();
    const response = await report(`?from=${day}&to=${day}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const rows = await t.db
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.id,
          ids.map((id) => id.invoiceId),
        ),
      );
    const net = rows.filter((row) => row.status === 'paid');
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(body.totals.tax).toBe(sum(net.map((row) => row.taxCents)));
    expect(body.totals.taxableSales).toBe(sum(net.map((row) => row.subtotalCents)));
    expect(body.totals.grossTax).toBe(sum(rows.map((row) => row.taxCents)));
    expect(body.totals.refundedTax).toBe(rows.find((row) => row.status === 'refunded')?.taxCents);
    expect(body.totals).toMatchObject({ invoices: 5, refunds: 1 });

    expect(body.provinces.map((row: { province: string }) => row.province)).toEqual(['BC', 'NS', 'ON', 'QC']);
    const province = (code: string) =>
      body.provinces.find((row: { province: string }) => row.province === code);
    // NS: two sales of 99.00 at 14 % HST, one refunded.
    expect(province('NS')).toMatchObject({
      taxableSales: 9900,
      tax: 1386,
      taxes: { HST: 1386, GST: 0 },
      grossSales: 19800,
      refundedSales: 9900,
    });
    expect(province('QC')).toMatchObject({ taxableSales: 9900, tax: 1483, taxes: { GST: 495, QST: 988 } });
    expect(province('BC')).toMatchObject({ tax: 1188, taxes: { GST: 495, PST: 693 } });
    const partsSum = (taxes: Record<string, number>) => sum(Object.values(taxes));
    for (const row of [...body.provinces, body.totals]) expect(partsSum(row.taxes)).toBe(row.tax);
    expect(body.totals.taxes).toEqual({ GST: 990, PST: 693, RST: 0, QST: 988, HST: 1386 + 1287 });
  });

  it('leaves out what was paid outside the period', async () => {
    const { invoiceId } = await paidListing('AB');
    await t.db
      .update(invoices)
      .set({ paidAt: new Date('2025-03-15T15:00:00Z') })
      .where(eq(invoices.id, invoiceId));
    const march = (await report('?from=2025-03-01&to=2025-03-31')).json();
    expect(march.provinces).toEqual([expect.objectContaining({ province: 'AB', tax: 495, invoices: 1 })]);
    const april = (await report('?from=2025-04-01&to=2025-04-30')).json();
    expect(april.totals.tax).toBe(0);
  });

  it('answers the same figures as CSV', async () => {
    const day = today();
    const json = (await report(`?from=${day}&to=${day}`)).json();
    const response = await report(`?from=${day}&to=${day}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="sales-tax-${day}-to-${day}.csv"`,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Province","Taxable sales (CAD)","GST (CAD)","PST (CAD)","RST (CAD)","QST (CAD)","HST (CAD)","Total tax (CAD)","Gross sales (CAD)","Gross tax (CAD)","Refunded sales (CAD)","Refunded tax (CAD)","Invoices","Refunds"',
    );
    expect(lines).toHaveLength(json.provinces.length + 2);
    expect(lines.at(-1)).toContain(`"Total","${(json.totals.taxableSales / 100).toFixed(2)}"`);
    expect(lines.at(-1)).toContain(`"${(json.totals.tax / 100).toFixed(2)}"`);
  });
});
