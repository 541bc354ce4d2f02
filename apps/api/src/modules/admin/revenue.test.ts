import { randomUUID } from 'node:crypto';
import type { InvoiceItemType } from '@mariner/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, payments, refunds, type UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs, saveTestCard } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { statsDayOf } from '../advertiser-stats/period.ts';
import { auctionPayload, createCategory } from '../auctions/test-fixtures.ts';
import { refundItemInvoice, sumRevenueCents } from '../invoices/service.ts';

/** Issue 30 item 5: revenue per Halifax month and product, net of refunds, in cents. */
let t: TestApp;
let seller: UserRow;
let sellerToken: string;
let adminToken: string;
let superToken: string;
let categoryId: string;

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

const report = (query: string, token: string | null = superToken) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/reports/revenue${query}`,
    headers: token ? bearer(token) : {},
  });

/** A paid invoice straight in the database: its payment taken at `paidAt`, refunded (all) at `refundedAt`. */
async function sale(itemType: InvoiceItemType, totalCents: number, paidAt: string, refundedAt?: string) {
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      invoiceNumber: `T-${randomUUID()}`,
      userId: seller.id,
      itemType,
      description: 'test sale',
      subtotalCents: totalCents,
      totalCents,
      status: refundedAt ? 'refunded' : 'paid',
      billTo: { name: 'Test', email: 'a@b.ca', phone: null, address: null },
      paidAt: new Date(paidAt),
    })
    .returning();
  if (!invoice) throw new Error('no invoice');
  const [payment] = await t.db
    .insert(payments)
    .values({
      invoiceId: invoice.id,
      provider: 'test',
      providerPaymentIntentId: `pi_${randomUUID()}`,
      amountCents: totalCents,
      status: refundedAt ? 'refunded' : 'succeeded',
      createdAt: new Date(paidAt),
    })
    .returning();
  if (refundedAt && payment) {
    await t.db.insert(refunds).values({
      invoiceId: invoice.id,
      paymentId: payment.id,
      providerRefundId: `re_${randomUUID()}`,
      amountCents: totalCents,
      createdAt: new Date(refundedAt),
    });
  }
}

describe('GET /api/admin/reports/revenue', () => {
  it('is the superadmin’s: 401 signed out, 403 to an admin and a seller; a bad period is a 400', async () => {
    expect((await report('', null)).statusCode).toBe(401);
    expect((await report('', adminToken)).statusCode).toBe(403);
    expect((await report('', sellerToken)).statusCode).toBe(403);
    expect((await report('?from=2026-05-02&to=2026-05-01')).statusCode).toBe(400);
    const long = await report('?from=2010-01-01&to=2020-01-31');
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.to).toBe('Choose a period of at most 10 years');
  });

  it('puts each sale in its Halifax month and product, and each refund in the month it was made', async () => {
    await sale('BANNER_AD', 14_900, '2024-01-10T15:00:00Z');
    // 23:30 on 31 January in Halifax is February in UTC: January's.
    await sale('DIRECTORY_LISTING', 29_900, '2024-02-01T03:30:00Z');
    await sale('LISTING_FEE', 9_900, '2024-01-20T15:00:00Z', '2024-03-05T15:00:00Z');
    const response = await report('?from=2024-01-01&to=2024-03-31');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      from: '2024-01-01',
      to: '2024-03-31',
      timeZone: 'America/Halifax',
      currency: 'CAD',
    });
    expect(body.months).toEqual([
      { month: '2024-01', listings: 9_900, banners: 14_900, directory: 29_900, total: 54_700 },
      { month: '2024-02', listings: 0, banners: 0, directory: 0, total: 0 },
      { month: '2024-03', listings: -9_900, banners: 0, directory: 0, total: -9_900 },
    ]);
    expect(body.totals).toEqual({ listings: 0, banners: 14_900, directory: 29_900, total: 44_800 });

    const csv = await report('?from=2024-01-01&to=2024-03-31&format=csv');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="revenue-2024-01-01-to-2024-03-31.csv"',
    );
    expect(csv.body).toBe(
      '\uFEFF"Month","Listings (CAD)","Banners (CAD)","Directory (CAD)","Total (CAD)"\r\n' +
        '"2024-01","99.00","149.00","299.00","547.00"\r\n' +
        '"2024-02","0.00","0.00","0.00","0.00"\r\n' +
        // A negative month is a number, not a formula: the CSV quotes it and marks it as text.
        '"2024-03","\'-99.00","0.00","0.00","\'-99.00"\r\n' +
        '"Total","0.00","149.00","299.00","448.00"\r\n',
    );
  });

  it('equals the paid invoices less the refunds this month, as the revenue card says', async () => {
    const post = (url: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, headers: bearer(sellerToken), payload });
    const paid: string[] = [];
    for (let count = 0; count < 2; count += 1) {
      const created = await post('/api/auctions', auctionPayload(categoryId));
      const auctionId = created.json().id as string;
      const invoiceId = created.json().invoice.id as string;
      const intent = await post('/api/payments/create-payment-intent', {
        paymentType: 'LISTING_FEE',
        auctionListingId: auctionId,
        province: 'NS',
      });
      const confirmed = await post('/api/payments/confirm-payment', {
        paymentIntentId: intent.json().paymentIntentId,
        invoiceId,
        auctionListingId: auctionId,
        paymentMethodId: 'pm_card_visa',
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      paid.push(invoiceId);
      if (count === 1) await refundItemInvoice(t.db, t.app.payments, 'LISTING_FEE', auctionId);
    }
    const today = statsDayOf(new Date());
    const body = (await report(`?from=${today.slice(0, 8)}01&to=${today}`)).json();
    const rows = await t.db.select().from(invoices).where(inArray(invoices.id, paid));
    const stillPaid = rows
      .filter((row) => row.status === 'paid')
      .reduce((sum, row) => sum + row.totalCents, 0);
    expect(stillPaid).toBeGreaterThan(0);
    expect(body.months).toHaveLength(1);
    expect(body.months[0].listings).toBe(stillPaid);
    expect(body.totals.total).toBe((await sumRevenueCents(t.db)).monthCents);
  });
});
