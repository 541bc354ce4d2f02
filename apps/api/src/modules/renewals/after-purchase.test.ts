import {
  bannerPrice,
  type CreateDirectoryListingResponse,
  type DirectoryListingResponse,
  type InvoiceDataResponse,
  MESSAGES_FR,
  type RenewalQuoteResponse,
  type RenewResponse,
} from '@mariner/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  banners,
  directoryListings,
  invoices,
  outbox,
  renewalReminders,
  type UserRow,
  users,
} from '../../db/schema.ts';
import { bearer, createUser, loginAs, saveTestCard } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { runRenewalReminders } from './reminders.ts';

/** Issue 30 item 6, after the purchase: cancel an unpaid invoice, edit a paid listing, renew. */

let t: TestApp;
let owner: UserRow;
let ownerToken: string;
let strangerToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://mariner.example' } });
  owner = (await createUser(t.db, { advertiserType: 'MOVE_MANAGER', province: 'NS', language: 'fr' })).user;
  await saveTestCard(t.app, owner);
  ownerToken = await loginAs(t.app, owner);
  const stranger = (await createUser(t.db, { province: 'ON' })).user;
  await saveTestCard(t.app, stranger);
  strangerToken = await loginAs(t.app, stranger);
  adminToken = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  token: string | null,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const form = (overrides: Record<string, unknown> = {}) => ({
  companyName: 'Harbourside Move Managers',
  description: 'Gentle downsizing and relocation help for seniors and families across Nova Scotia.',
  website: 'https://harbourside.example',
  phone: '(902) 555-0199',
  email: 'hello@harbourside.example',
  categories: ['Moving & Downsizing'],
  ...overrides,
});

async function createListing(token = ownerToken) {
  const response = await call('POST', '/api/directory-listings', token, form());
  expect(response.statusCode).toBe(201);
  return response.json<CreateDirectoryListingResponse>();
}

const savedCardId = async (token = ownerToken) => {
  const response = await call('GET', '/api/payment-methods', token);
  return (response.json() as { paymentMethods: { id: string }[] }).paymentMethods[0]?.id ?? '';
};

/** Pays an item with the saved card, as the renewal page's button does. */
async function payWithSavedCard(
  body:
    | { paymentType: 'DIRECTORY_LISTING'; directoryListingId: string }
    | { paymentType: 'BANNER_AD'; bannerAdId: string },
  token = ownerToken,
) {
  const intent = await call('POST', '/api/payments/create-payment-intent', token, {
    ...body,
    paymentMethodId: await savedCardId(token),
  });
  expect(intent.statusCode).toBe(200);
  const paid = await call('POST', '/api/payments/confirm-payment', token, {
    paymentIntentId: intent.json().paymentIntentId,
    invoiceId: intent.json().invoiceId,
  });
  expect(paid.statusCode).toBe(200);
  return intent.json() as { invoiceId: string; total: number; paymentIntentId: string };
}

const invoiceOf = async (id: string) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];

describe('POST /api/invoices/{id}/cancel', () => {
  it('cancels an unpaid invoice for its owner, once, and keeps the item waiting for payment', async () => {
    const created = await createListing();
    const invoiceId = created.invoice?.id ?? '';
    // An abandoned checkout: an intent was opened and never confirmed.
    const intent = await call('POST', '/api/payments/create-payment-intent', ownerToken, {
      paymentType: 'DIRECTORY_LISTING',
      directoryListingId: created.listing.id,
    });
    expect(intent.statusCode).toBe(200);

    expect((await call('POST', `/api/invoices/${invoiceId}/cancel`, null)).statusCode).toBe(401);
    expect((await call('POST', `/api/invoices/${invoiceId}/cancel`, strangerToken)).statusCode).toBe(404);

    const cancelled = await call('POST', `/api/invoices/${invoiceId}/cancel`, ownerToken);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<InvoiceDataResponse>().data.status).toBe('failed');
    // The processor's intent can never charge afterwards.
    const processorIntent = await t.app.payments.retrievePaymentIntent(intent.json().paymentIntentId);
    expect(processorIntent.status).toBe('canceled');
    expect((await invoiceOf(invoiceId))?.cancelledAt).toBeInstanceOf(Date);

    // Idempotent.
    const again = await call('POST', `/api/invoices/${invoiceId}/cancel`, ownerToken);
    expect(again.statusCode).toBe(200);
    expect(again.json<InvoiceDataResponse>().data.status).toBe('failed');

    // The listing is not lost: still awaiting payment, and paying it later issues a fresh invoice.
    const [listing] = await t.db
      .select()
      .from(directoryListings)
      .where(eq(directoryListings.id, created.listing.id));
    expect(listing?.status).toBe('PENDING_PAYMENT');
    // Its Pay now stays on the owner's listings.
    const mine = (await call('GET', '/api/directory-listings/mine', ownerToken)).json() as {
      listings: { id: string; pendingInvoice: { id: string } | null }[];
    };
    expect(mine.listings.find((entry) => entry.id === created.listing.id)?.pendingInvoice?.id).toBe(
      invoiceId,
    );
    const paid = await payWithSavedCard({
      paymentType: 'DIRECTORY_LISTING',
      directoryListingId: created.listing.id,
    });
    expect(paid.invoiceId).not.toBe(invoiceId);
    expect((await invoiceOf(paid.invoiceId))?.status).toBe('paid');
    expect((await invoiceOf(invoiceId))?.status).toBe('failed');
  });

  it('lets an admin cancel, and refuses a paid invoice with 409', async () => {
    const created = await createListing();
    const byAdmin = await call('POST', `/api/invoices/${created.invoice?.id}/cancel`, adminToken);
    expect(byAdmin.statusCode).toBe(200);

    const paidOne = await createListing();
    const paid = await payWithSavedCard({
      paymentType: 'DIRECTORY_LISTING',
      directoryListingId: paidOne.listing.id,
    });
    const refused = await call('POST', `/api/invoices/${paid.invoiceId}/cancel`, ownerToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGES_FR.invoiceNotCancellable); // the owner reads French;
    expect((await call('POST', '/api/invoices/not-a-uuid/cancel', ownerToken)).statusCode).toBe(400);
  });
});

describe('editing a directory listing after payment', () => {
  it('changes description, contact and French text for its term, keeping the term and payment', async () => {
    const created = await createListing();
    const paid = await payWithSavedCard({
      paymentType: 'DIRECTORY_LISTING',
      directoryListingId: created.listing.id,
    });
    const [before] = await t.db
      .select()
      .from(directoryListings)
      .where(eq(directoryListings.id, created.listing.id));

    const description =
      'Careful moves, estate clear-outs and downsizing help across the Maritimes, since 2009.';
    const descriptionFr =
      'Déménagements soignés, liquidations de successions et aide au retour en plus petit.';
    const edited = await call('PUT', `/api/directory-listings/${created.listing.id}`, ownerToken, {
      ...form(),
      description,
      descriptionFr,
      phone: '(902) 555-0123',
      email: 'office@harbourside.example',
    });
    expect(edited.statusCode).toBe(200);
    const listing = edited.json<DirectoryListingResponse>().listing;
    expect(listing).toMatchObject({ description, descriptionFr, phone: '(902) 555-0123', status: 'ACTIVE' });
    expect(listing.expiresAt).toBe(before?.expiresAt?.toISOString());
    expect(listing.activatedAt).toBe(before?.activatedAt?.toISOString());
    expect((await invoiceOf(paid.invoiceId))?.status).toBe('paid');

    // The public directory shows the change at once.
    const [profile] = await t.db.select().from(users).where(eq(users.id, owner.id));
    expect(profile).toMatchObject({ companyDescription: description, companyDescriptionFr: descriptionFr });
    expect(profile?.companyContactEmail).toBe('office@harbourside.example');

    // PATCH takes one field; the rest are kept.
    const patched = await call('PATCH', `/api/directory-listings/${created.listing.id}`, ownerToken, {
      website: 'https://harbourside-movers.example',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<DirectoryListingResponse>().listing).toMatchObject({
      website: 'https://harbourside-movers.example',
      description,
    });
  });

  it('holds edits to the rules of creation and to the owner', async () => {
    const created = await createListing();
    const url = `/api/directory-listings/${created.listing.id}`;
    const short = await call('PATCH', url, ownerToken, { description: 'Too short.' });
    expect(short.statusCode).toBe(400);
    const badEmail = await call('PATCH', url, ownerToken, { email: 'not an address' });
    expect(badEmail.statusCode).toBe(400);
    const noCategory = await call('PATCH', url, ownerToken, { categories: [] });
    expect(noCategory.statusCode).toBe(400);
    expect((await call('PATCH', url, strangerToken, { phone: '1' })).statusCode).toBe(404);
    expect((await call('PATCH', url, null, { phone: '1' })).statusCode).toBe(401);
  });

  it('refuses to edit a listing whose term is over (409)', async () => {
    const created = await createListing();
    await t.db
      .update(directoryListings)
      .set({ status: 'ACTIVE', activatedAt: new Date('2024-01-01'), expiresAt: new Date('2025-01-01') })
      .where(eq(directoryListings.id, created.listing.id));
    const response = await call('PATCH', `/api/directory-listings/${created.listing.id}`, ownerToken, {
      phone: '(902) 555-0000',
    });
    expect(response.statusCode).toBe(409);
  });
});

const DAY = 24 * 60 * 60 * 1000;

async function approvedBanner(advertiser: UserRow, start: Date, end: Date) {
  const [row] = await t.db
    .insert(banners)
    .values({
      advertiserId: advertiser.id,
      advertiserName: 'Harbour Movers',
      contactEmail: 'ads@harbour.example',
      targetUrl: 'https://harbour.example',
      imageUrl: 'https://cdn.example/banners/x.webp',
      placement: 'HOMEPAGE_SIDEBAR_1',
      size: 'SQUARE',
      startDate: start,
      endDate: end,
      status: 'APPROVED',
    })
    .returning();
  if (!row) throw new Error('no banner');
  return row;
}

const remindersOf = (itemId: string) =>
  t.db.select().from(renewalReminders).where(eq(renewalReminders.itemId, itemId));

const mailsTo = async (email: string) =>
  (await t.db.select().from(outbox).where(sql`${outbox.payload}->>'to' = ${email}`)).map(
    (row) => row.payload as { subject: string; text: string },
  );

describe('renewal reminders', () => {
  it('mails the owner 30 and 7 days before a banner ends, each once, in their language', async () => {
    const advertiser = (await createUser(t.db, { province: 'NS', language: 'fr' })).user;
    const end = new Date('2031-06-30T04:00:00Z');
    const banner = await approvedBanner(advertiser, new Date(end.getTime() - 60 * DAY), end);
    const run = (now: Date) => runRenewalReminders(t.app, { publicUrl: 'https://mariner.example', now });

    await run(new Date(end.getTime() - 31 * DAY));
    expect(await remindersOf(banner.id)).toHaveLength(0);

    const at30 = new Date(end.getTime() - 29.5 * DAY);
    // Two instances at once, then a restart: one mail.
    await Promise.all([run(at30), run(at30)]);
    await run(new Date(at30.getTime() + DAY));
    expect((await remindersOf(banner.id)).map((row) => row.daysBefore)).toEqual([30]);
    let mails = await mailsTo(advertiser.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('À renouveler');
    expect(mails[0]?.text).toContain(`https://mariner.example/fr/renouveler/banner/${banner.id}`);
    expect(mails[0]?.text).toContain('Carré');

    const at7 = new Date(end.getTime() - 6 * DAY);
    await run(at7);
    await run(at7);
    expect((await remindersOf(banner.id)).map((row) => row.daysBefore).sort()).toEqual([30, 7]);
    mails = await mailsTo(advertiser.email);
    expect(mails).toHaveLength(2);

    // Nothing after the end.
    await run(new Date(end.getTime() + DAY));
    expect(await mailsTo(advertiser.email)).toHaveLength(2);
  });

  it('mails a directory listing owner in English, and only the 7-day reminder inside 7 days', async () => {
    const provider = (
      await createUser(t.db, { province: 'ON', language: 'en', advertiserType: 'MOVE_MANAGER' })
    ).user;
    const end = new Date('2031-09-15T04:00:00Z');
    const [listing] = await t.db
      .insert(directoryListings)
      .values({
        userId: provider.id,
        companyName: 'Bluenose Estate Services',
        description: 'x'.repeat(60),
        phone: '902',
        email: 'b@example.com',
        socialMedia: { facebook: null, twitter: null, linkedin: null, instagram: null },
        status: 'ACTIVE',
        activatedAt: new Date(end.getTime() - 365 * DAY),
        expiresAt: end,
      })
      .returning();
    await runRenewalReminders(t.app, {
      publicUrl: 'https://mariner.example',
      now: new Date(end.getTime() - 5 * DAY),
    });
    expect((await remindersOf(listing?.id ?? '')).map((row) => row.daysBefore)).toEqual([7]);
    const [mail] = await mailsTo(provider.email);
    expect(mail?.subject).toBe(
      'Time to renew: Directory listing — 12 months: Bluenose Estate Services ends in 5 days',
    );
    expect(mail?.text).toContain(`https://mariner.example/renew/directory/${listing?.id}`);
  });
});

describe('renewing', () => {
  it('quotes a banner for its next period at the current price, taxed by the province, with the saved card', async () => {
    const start = new Date('2031-01-01T05:00:00Z');
    const end = new Date(start.getTime() + 30 * DAY);
    const banner = await approvedBanner(owner, start, end);
    const url = `/api/renewals/banner/${banner.id}`;
    expect((await call('GET', url, strangerToken)).statusCode).toBe(404);
    expect((await call('GET', url, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/renewals/boat/x', ownerToken)).statusCode).toBe(400);

    const quote = (await call('GET', url, ownerToken)).json<RenewalQuoteResponse>();
    const price = bannerPrice(14900, end, new Date(end.getTime() + 30 * DAY));
    expect(quote).toMatchObject({
      kind: 'banner',
      currentEnd: end.toISOString(),
      term: { start: end.toISOString(), end: new Date(end.getTime() + 30 * DAY).toISOString() },
      subtotal: price,
      province: 'NS',
      taxRateMillipercent: 14000,
      total: price + Math.round(price * 0.14),
      savedCard: { last4: '4242' },
      renewal: null,
    });

    const made = await call('POST', url, ownerToken);
    expect(made.statusCode).toBe(200);
    const renewal = made.json<RenewResponse>();
    expect(renewal.invoice).toMatchObject({ amount: price, status: 'pending' });
    // A second click answers the same renewal.
    expect((await call('POST', url, ownerToken)).json<RenewResponse>()).toEqual(renewal);

    const [next] = await t.db.select().from(banners).where(eq(banners.id, renewal.itemId));
    expect(next).toMatchObject({
      status: 'AWAITING_PAYMENT',
      renewsId: banner.id,
      placement: 'HOMEPAGE_SIDEBAR_1',
      size: 'SQUARE',
      imageUrl: banner.imageUrl,
    });
    expect(next?.startDate.toISOString()).toBe(end.toISOString());

    const paid = await payWithSavedCard({ paymentType: 'BANNER_AD', bannerAdId: renewal.itemId });
    expect(paid.total).toBe(quote.total);
    const [afterPay] = await t.db.select().from(banners).where(eq(banners.id, renewal.itemId));
    expect(afterPay?.status).toBe('PENDING');
    const again = (await call('GET', url, ownerToken)).json<RenewalQuoteResponse>();
    expect(again.renewal).toMatchObject({ itemId: renewal.itemId, invoice: { status: 'paid' } });
  });

  it('renews a directory listing for the next year from its current expiry', async () => {
    const created = await createListing();
    await payWithSavedCard({ paymentType: 'DIRECTORY_LISTING', directoryListingId: created.listing.id });
    const [current] = await t.db
      .select()
      .from(directoryListings)
      .where(eq(directoryListings.id, created.listing.id));
    const [profile] = await t.db.select().from(users).where(eq(users.id, owner.id));
    const url = `/api/renewals/directory/${created.listing.id}`;
    const quote = (await call('GET', url, ownerToken)).json<RenewalQuoteResponse>();
    const runningEnd = profile?.directoryExpiresAt ?? new Date();
    expect(quote.term.start).toBe(runningEnd.toISOString());
    const nextYear = new Date(runningEnd);
    nextYear.setUTCMonth(nextYear.getUTCMonth() + 12);
    expect(quote.term.end).toBe(nextYear.toISOString());
    expect(quote).toMatchObject({ subtotal: 19900, tax: 2786, total: 22686 });
    expect(quote.currentEnd).toBe(current?.expiresAt?.toISOString());

    const renewal = (await call('POST', url, ownerToken)).json<RenewResponse>();
    await payWithSavedCard({ paymentType: 'DIRECTORY_LISTING', directoryListingId: renewal.itemId });
    const [renewed] = await t.db
      .select()
      .from(directoryListings)
      .where(eq(directoryListings.id, renewal.itemId));
    expect(renewed?.status).toBe('ACTIVE');
    expect(renewed?.expiresAt?.toISOString()).toBe(nextYear.toISOString());
  });

  it('refuses to renew what is not paid for (409)', async () => {
    const created = await createListing();
    const response = await call('GET', `/api/renewals/directory/${created.listing.id}`, ownerToken);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES_FR.renewalNotAvailable);
  });
});
