import { existsSync } from 'node:fs';
import { imageVariants, MESSAGES } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auctions,
  banners,
  directoryListings,
  invoices,
  paymentMethods,
  payments,
  refunds,
  savedAuctions,
  sessions,
  type UserRow,
  users,
} from '../../db/schema.ts';
import { bearer, createUser, loginAs, saveTestCard } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { fileOfUrl, multipart, png } from '../../test/uploads.ts';
import { auctionPayload, createAuction, createCategory, daysFromNow } from '../auctions/test-fixtures.ts';

let t: TestApp;
let categoryId: string;
let superadmin: UserRow;
let superToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await createCategory(t.db)).id;
  superadmin = (await createUser(t.db, { role: 'SUPERADMIN' })).user;
  superToken = await loginAs(t.app, superadmin);
  adminToken = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
});
afterAll(() => t.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const upload = (url: string, token: string, field: string, width = 600, height = 400) =>
  png(width, height).then((image) => {
    const body = multipart(image, 'picture.png', 'image/png', field);
    return t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
  });

const deleteUser = (id: string, token = superToken) => send('DELETE', `/api/users/${id}`, token);
const stored = (url: string) => existsSync(fileOfUrl(t.config.uploadsDir, url));

/** A listing created and paid through the API, as a seller does at checkout. */
async function paidListing(token: string) {
  const created = await send('POST', '/api/auctions', token, auctionPayload(categoryId));
  expect(created.statusCode).toBe(201);
  const { id: auctionId, invoice } = created.json();
  const intent = await send('POST', '/api/payments/create-payment-intent', token, {
    paymentType: 'LISTING_FEE',
    auctionListingId: auctionId,
    province: 'NS',
  });
  expect(intent.statusCode).toBe(200);
  const paid = await send('POST', '/api/payments/confirm-payment', token, {
    paymentIntentId: intent.json().paymentIntentId,
    invoiceId: invoice.id,
    auctionListingId: auctionId,
    paymentMethodId: 'pm_card_visa',
  });
  expect(paid.statusCode).toBe(200);
  return { auctionId: auctionId as string, invoiceId: invoice.id as string };
}

describe('DELETE /api/users/:id', () => {
  it('refuses one’s own account and an unknown user', async () => {
    const self = await deleteUser(superadmin.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: 'BAD_REQUEST', message: MESSAGES.cannotDeleteOwnAccount });
    expect((await send('GET', '/api/users/profile', superToken)).statusCode).toBe(200);
    const unknown = await deleteUser('6b1f7a7e-9f1a-4c38-9a55-2f0d8f6f0a11');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGES.userNotFound);
    const { user } = await createUser(t.db);
    expect((await deleteUser(user.id, adminToken)).statusCode).toBe(403);
  });

  it('removes the account and what it owns, keeps its invoices, payments and refunds', async () => {
    const { user: victim } = await createUser(t.db, {
      firstName: 'Matthew',
      lastName: 'Cuthbert',
      companyName: 'Green Gables Farm',
      companyPhone: '902-555-0142',
      companyAddress: 'Avonlea, PE',
    });
    await saveTestCard(t.app, victim);
    const token = await loginAs(t.app, victim);

    // A paid listing with pictures, a paid listing rejected and refunded, an unpaid listing.
    const kept = await paidListing(token);
    const featured = (await upload(`/api/auctions/${kept.auctionId}/featured-image`, token, 'file')).json()
      .imageUrl as string;
    const gallery = (await upload(`/api/auctions/${kept.auctionId}/images`, token, 'file')).json()
      .imageUrl as string;
    expect(stored(featured) && stored(gallery)).toBe(true);
    const refunded = await paidListing(token);
    expect((await send('PUT', `/api/auctions/${refunded.auctionId}/reject`, adminToken)).statusCode).toBe(
      200,
    );
    const unpaid = (await send('POST', '/api/auctions', token, auctionPayload(categoryId))).json();

    // A banner with its image, a directory listing with its logo, the profile logo, a saved auction.
    const bannerImage = (await upload('/api/banners/upload', token, 'image', 250, 250)).json()
      .imageUrl as string;
    const banner = await send('POST', '/api/banners', token, {
      advertiserName: 'Green Gables Farm',
      contactEmail: 'ads@greengables.example',
      targetUrl: 'https://greengables.example',
      placement: 'HOMEPAGE_SIDEBAR_1',
      size: 'SQUARE',
      startDate: daysFromNow(2).toISOString(),
      endDate: daysFromNow(32).toISOString(),
      imageUrl: bannerImage,
    });
    expect(banner.statusCode).toBe(201);
    const listing = await send('POST', '/api/directory-listings', token, {
      companyName: 'Green Gables Farm',
      description: 'Farm equipment appraisals and estate clear-outs across Prince Edward Island.',
      phone: '902-555-0142',
      email: 'farm@greengables.example',
      categories: ['Estate Sales'],
      socialMedia: {},
    });
    expect(listing.statusCode).toBe(201);
    const listingId = listing.json().listing.id as string;
    const listingLogo = (
      await upload(`/api/directory-listings/${listingId}/upload-logo`, token, 'logo')
    ).json().logo as string;
    const profileLogo = (await upload('/api/users/upload-logo', token, 'file')).json().url as string;
    const otherSeller = (await createUser(t.db)).user;
    const othersAuction = await createAuction(t.app, { sellerId: otherSeller.id, categoryId });
    expect((await send('POST', `/api/auctions/${othersAuction}/save`, token)).statusCode).toBeLessThan(300);
    for (const url of [bannerImage, listingLogo, profileLogo]) expect(stored(url)).toBe(true);

    const cards = await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, victim.id));
    expect(cards).toHaveLength(1);

    const detach = vi.spyOn(t.app.payments, 'detachPaymentMethod');
    const response = await deleteUser(victim.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    // Signed out, and everything of theirs is gone.
    expect((await send('GET', '/api/users/profile', token)).statusCode).toBe(401);
    const count = async (
      table: typeof sessions | typeof paymentMethods | typeof savedAuctions | typeof directoryListings,
    ) => (await t.db.select().from(table).where(eq(table.userId, victim.id))).length;
    expect(await t.db.select().from(users).where(eq(users.id, victim.id))).toEqual([]);
    expect(await count(sessions)).toBe(0);
    expect(await count(paymentMethods)).toBe(0);
    // The card is detached at the processor too, not only forgotten here.
    expect(detach).toHaveBeenCalledWith(expect.any(String), cards[0]?.providerPaymentMethodId);
    detach.mockRestore();
    expect(await count(savedAuctions)).toBe(0);
    expect(await count(directoryListings)).toBe(0);
    expect(await t.db.select().from(auctions).where(eq(auctions.sellerId, victim.id))).toEqual([]);
    expect(await t.db.select().from(banners).where(eq(banners.advertiserId, victim.id))).toEqual([]);
    for (const url of [
      ...imageVariants(featured),
      ...imageVariants(gallery),
      bannerImage,
      listingLogo,
      profileLogo,
    ]) {
      expect(stored(url), url).toBe(false);
    }
    // Someone else's auction is untouched.
    expect(await t.db.select().from(auctions).where(eq(auctions.id, othersAuction))).toHaveLength(1);

    // The paid invoice stays whole, billed to who it was billed to, readable by admins and as a PDF.
    const [paidInvoice] = await t.db.select().from(invoices).where(eq(invoices.id, kept.invoiceId));
    expect(paidInvoice).toMatchObject({ userId: null, auctionId: null, status: 'paid' });
    const data = await send('GET', `/api/invoices/${kept.invoiceId}/data`, adminToken);
    expect(data.statusCode).toBe(200);
    expect(data.json().data).toMatchObject({
      status: 'paid',
      billTo: {
        name: 'Green Gables Farm (Matthew Cuthbert)',
        email: victim.email,
        phone: '902-555-0142',
        address: 'Avonlea, PE',
      },
      payments: [{ status: 'succeeded' }],
    });
    const pdf = await send('GET', `/api/invoices/${kept.invoiceId}/pdf`, adminToken);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // The refunded one keeps its payment and its refund; the unpaid one can no longer be paid.
    const [refundedInvoice] = await t.db.select().from(invoices).where(eq(invoices.id, refunded.invoiceId));
    expect(refundedInvoice?.status).toBe('refunded');
    expect(await t.db.select().from(payments).where(eq(payments.invoiceId, refunded.invoiceId))).toHaveLength(
      1,
    );
    expect(await t.db.select().from(refunds).where(eq(refunds.invoiceId, refunded.invoiceId))).toHaveLength(
      1,
    );
    const [voided] = await t.db.select().from(invoices).where(eq(invoices.id, unpaid.invoice.id));
    expect(voided?.status).toBe('failed');

    // Gone from the admin list, and a second delete is a 404.
    const listed = await send('GET', `/api/users?search=${encodeURIComponent(victim.email)}`, adminToken);
    expect(listed.json().users).toEqual([]);
    expect((await deleteUser(victim.id)).statusCode).toBe(404);
  });
});
