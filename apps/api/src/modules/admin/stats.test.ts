import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BannerRow,
  banners,
  invoices,
  newsletterSubscribers,
  payments,
  refunds,
  type UserRow,
} from '../../db/schema.ts';
import { bearer, createUser, loginAs, saveTestCard } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { auctionPayload, createAuction, createCategory, daysFromNow } from '../auctions/test-fixtures.ts';
import { getAdminStats } from './service.ts';

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

const stats = (token: string | null) =>
  t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: token ? bearer(token) : {} });

const post = (url: string, payload: Record<string, unknown>, token = sellerToken) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

/** A listing bought through checkout in Nova Scotia: 9900 + 14 % HST = 11286 cents (issue 30: 14 % since 2025-04-01). */
async function paidListing(): Promise<string> {
  const created = await post('/api/auctions', auctionPayload(categoryId));
  expect(created.statusCode).toBe(201);
  const { id: auctionId, invoice } = created.json();
  const intent = await post('/api/payments/create-payment-intent', {
    paymentType: 'LISTING_FEE',
    auctionListingId: auctionId,
    province: 'NS',
  });
  const paid = await post('/api/payments/confirm-payment', {
    paymentIntentId: intent.json().paymentIntentId,
    invoiceId: invoice.id,
    auctionListingId: auctionId,
    paymentMethodId: 'pm_card_visa',
  });
  expect(paid.statusCode).toBe(200);
  return auctionId;
}

const banner = (values: Partial<BannerRow>) =>
  t.db.insert(banners).values({
    advertiserId: seller.id,
    advertiserName: 'Harbour Movers',
    contactEmail: 'ads@harbour.example',
    targetUrl: 'https://harbour.example',
    imageUrl: '/uploads/banners/x/a.webp',
    placement: 'HOMEPAGE_SIDEBAR_1',
    size: 'SQUARE',
    startDate: daysFromNow(-1),
    endDate: daysFromNow(29),
    status: 'APPROVED',
    ...values,
  });

const subscriber = (isActive: boolean, isConfirmed: boolean) =>
  t.db.insert(newsletterSubscribers).values({
    email: `reader-${randomUUID()}@example.ca`,
    source: 'footer',
    isActive,
    isConfirmed,
  });

describe('GET /api/admin/stats', () => {
  // Who may ask is asserted in the permission table (admin/permissions.test.ts).
  it('is never kept by a cache', async () => {
    const asSuper = await stats(superToken);
    expect(asSuper.statusCode).toBe(200);
    expect(asSuper.headers['cache-control']).toBe('private, no-store');
  });

  it('counts real users, auctions, banners, revenue and subscribers', async () => {
    const before = (await stats(adminToken)).json();
    expect(before).toEqual({
      users: { total: before.users.total },
      auctions: { live: 0, pending: 0 },
      banners: { active: 0, pending: 0 },
      revenue: { monthCents: 0, yearCents: 0, timeZone: 'America/Halifax' },
      newsletter: { subscribers: 0 },
    });

    await createUser(t.db, { role: 'USER' });
    await createUser(t.db);

    // Auctions: one listed, one ended (no longer listed), two in review, one rejected, one unpaid.
    const sellerId = seller.id;
    await createAuction(t.app, { sellerId, categoryId });
    await createAuction(t.app, {
      sellerId,
      categoryId,
      auctionStartDate: daysFromNow(-3),
      auctionEndDate: daysFromNow(-2),
    });
    await createAuction(t.app, { sellerId, categoryId, status: 'PENDING' });
    await createAuction(t.app, { sellerId, categoryId, status: 'REJECTED' });
    await createAuction(t.app, { sellerId, categoryId, status: 'AWAITING_PAYMENT' });
    // Two listings bought through checkout (they go to review); the second is rejected and refunded.
    await paidListing();
    const refunded = await paidListing();
    const rejected = await t.app.inject({
      method: 'PUT',
      url: `/api/auctions/${refunded}/reject`,
      headers: bearer(adminToken),
    });
    expect(rejected.statusCode).toBe(200);

    // Banners: one served now; approved but not started; ended; two in review; rejected; unpaid.
    await banner({});
    await banner({ startDate: daysFromNow(3), endDate: daysFromNow(33) });
    await banner({ startDate: daysFromNow(-40), endDate: daysFromNow(-10) });
    await banner({ status: 'PENDING' });
    await banner({ status: 'PENDING', startDate: daysFromNow(5), endDate: daysFromNow(35) });
    await banner({ status: 'REJECTED' });
    await banner({ status: 'AWAITING_PAYMENT' });

    // Subscribers: only the active and confirmed count.
    await subscriber(true, true);
    await subscriber(true, true);
    await subscriber(true, false);
    await subscriber(false, true);

    const after = await stats(superToken);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({
      users: { total: before.users.total + 2 },
      auctions: { live: 1, pending: 2 },
      banners: { active: 1, pending: 2 },
      // Two charges of 11286 cents, one refunded in full.
      revenue: { monthCents: 11286, yearCents: 11286, timeZone: 'America/Halifax' },
      newsletter: { subscribers: 2 },
    });
  });

  it('sums revenue by the Halifax calendar month and year, charges less refunds', async () => {
    // 02:00 UTC on 1 March 2031 is still 28 February, 22:00, in Halifax.
    const now = new Date('2031-03-01T02:00:00Z');
    const [invoice] = await t.db
      .insert(invoices)
      .values({
        invoiceNumber: `MM-2031-${randomUUID().slice(0, 6)}`,
        userId: seller.id,
        itemType: 'LISTING_FEE',
        description: 'Auction listing',
        subtotalCents: 1000,
        totalCents: 1000,
        status: 'paid',
        billTo: { name: 'Test', email: seller.email, phone: null, address: null },
      })
      .returning();
    if (!invoice) throw new Error('no invoice');
    const charge = async (at: string, amountCents: number, status: 'succeeded' | 'refunded' | 'failed') => {
      const [row] = await t.db
        .insert(payments)
        .values({
          invoiceId: invoice.id,
          provider: 'test',
          providerPaymentIntentId: `pi_${randomUUID()}`,
          amountCents,
          status,
          createdAt: new Date(at),
        })
        .returning();
      if (!row) throw new Error('no payment');
      return row;
    };
    await charge('2031-03-01T01:00:00Z', 1000, 'succeeded'); // 21:00 on 28 Feb in Halifax: February
    const refundedPayment = await charge('2031-02-10T12:00:00Z', 2000, 'refunded');
    await charge('2031-02-11T12:00:00Z', 5000, 'failed'); // never charged
    await charge('2031-01-15T12:00:00Z', 4000, 'succeeded'); // January: the year only
    await charge('2031-01-01T02:00:00Z', 8000, 'succeeded'); // 22:00 on 31 Dec 2030 in Halifax: last year
    await t.db.insert(refunds).values({
      invoiceId: invoice.id,
      paymentId: refundedPayment.id,
      providerRefundId: `re_${randomUUID()}`,
      amountCents: 2000,
      createdAt: new Date('2031-02-20T12:00:00Z'),
    });

    const { revenue } = await getAdminStats(t.db, now);
    expect(revenue).toEqual({
      monthCents: 1000 + 2000 - 2000,
      yearCents: 1000 + 2000 - 2000 + 4000,
      timeZone: 'America/Halifax',
    });
  });
});
