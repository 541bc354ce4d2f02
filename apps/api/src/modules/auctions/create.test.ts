import { MESSAGES } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, type UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs, saveTestCard } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { auctionPayload, createCategory, daysFromNow } from './test-fixtures.ts';

let t: TestApp;
let seller: UserRow;
let sellerToken: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  // Free listings keep these tests about the listing itself; payments.test.ts covers paying for one.
  seller = (await createUser(t.db, { province: 'PE', freeAuctionListings: true })).user;
  sellerToken = await loginAs(t.app, seller);
  categoryId = (await createCategory(t.db, 'Farm Equipment')).id;
});
afterAll(() => t.close());

/** `null` sends no token. */
const create = (payload: Record<string, unknown>, token: string | null = sellerToken) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auctions',
    headers: token ? bearer(token) : {},
    payload,
  });

const rowOf = async (id: string) => {
  const [row] = await t.db.select().from(auctions).where(eq(auctions.id, id));
  return row;
};

describe('POST /api/auctions', () => {
  it('needs a session', async () => {
    const response = await create(auctionPayload(categoryId), null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'UNAUTHORIZED', message: MESSAGES.authenticationRequired });
  });

  it('creates a PENDING listing for a seller with free listings, with nothing to pay', async () => {
    const payload = auctionPayload(categoryId);
    const response = await create(payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ id: body.auction.id, paymentRequired: false, invoice: null });
    expect(body.auction).toMatchObject({
      title: payload.title,
      description: payload.description,
      categoryId,
      category: { id: categoryId, name: 'Farm Equipment' },
      location: 'Truro, NS',
      province: 'NS',
      timeZone: 'America/Halifax',
      status: 'PENDING',
      auctionStartDate: payload.auctionStartDate,
      auctionEndDate: payload.auctionEndDate,
      previewUrl: 'https://example.ca/preview',
      catalogUrl: 'https://example.ca/catalog',
      featuredImage: null,
      images: [],
      sellerId: seller.id,
      seller: { id: seller.id, email: seller.email },
    });
    const row = await rowOf(body.id);
    expect(row?.status).toBe('PENDING');
    expect(row?.reviewedAt).toBeNull();
    // Not public until reviewed.
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/auctions/${body.id}` });
    expect(anonymous.statusCode).toBe(404);
  });

  it('makes an ordinary seller pay first: AWAITING_PAYMENT with an invoice, not public', async () => {
    const { user } = await createUser(t.db);
    await saveTestCard(t.app, user);
    const response = await create(auctionPayload(categoryId), await loginAs(t.app, user));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ paymentRequired: true, invoice: { id: expect.any(String), amount: 9900 } });
    expect(body.auction.status).toBe('AWAITING_PAYMENT');
    const listed = await t.app.inject({ method: 'GET', url: '/api/auctions' });
    expect(listed.json().auctions.map((auction: { id: string }) => auction.id)).not.toContain(body.id);
  });

  it('puts a free auto-approve seller live at once', async () => {
    const { user } = await createUser(t.db, { autoApprove: true, freeAuctionListings: true });
    const response = await create(auctionPayload(categoryId), await loginAs(t.app, user));
    expect(response.statusCode).toBe(201);
    expect(response.json().auction.status).toBe('APPROVED');
    expect((await rowOf(response.json().id))?.reviewedAt).toBeInstanceOf(Date);
    const listed = await t.app.inject({ method: 'GET', url: '/api/auctions' });
    expect(listed.json().auctions.map((auction: { id: string }) => auction.id)).toContain(response.json().id);
  });

  it('takes the province as sent, else from the location, else the profile, else the default', async () => {
    const provinceOf = async (overrides: Record<string, unknown>, token = sellerToken) =>
      (await create(auctionPayload(categoryId, overrides), token)).json().auction.province;
    expect(await provinceOf({ province: 'NL', location: 'Truro, NS' })).toBe('NL');
    expect(await provinceOf({ location: 'Moncton, New Brunswick' })).toBe('NB');
    expect(await provinceOf({ location: 'The old barn on Route 2' })).toBe('PE');
    const { user } = await createUser(t.db, { province: null });
    await saveTestCard(t.app, user);
    expect(await provinceOf({ location: 'The old barn' }, await loginAs(t.app, user))).toBe('ON');
  });

  describe('sellerId', () => {
    it('lets a superadmin list for another user (an auto-approve one goes live)', async () => {
      const { user: superadmin } = await createUser(t.db, { role: 'SUPERADMIN' });
      const { user: client } = await createUser(t.db, { autoApprove: true, province: 'NB' });
      const response = await create(
        auctionPayload(categoryId, { sellerId: client.id, location: 'Somewhere rural' }),
        await loginAs(t.app, superadmin),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().auction).toMatchObject({
        sellerId: client.id,
        status: 'APPROVED',
        province: 'NB',
      });
      expect(response.json()).toMatchObject({ paymentRequired: false, invoice: null });
    });

    it('refuses anyone else naming another seller, an admin too (403 before the saved-card check)', async () => {
      const { user: other } = await createUser(t.db);
      // No saved card: the permission is what answers, not 'Payment Method Required'.
      const { user: admin } = await createUser(t.db, { role: 'ADMIN' });
      for (const token of [sellerToken, await loginAs(t.app, admin)]) {
        const response = await create(auctionPayload(categoryId, { sellerId: other.id }), token);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ error: 'FORBIDDEN', message: MESSAGES.forbidden });
      }
      // Naming oneself is fine.
      const own = await create(auctionPayload(categoryId, { sellerId: seller.id }));
      expect(own.statusCode).toBe(201);
    });

    it('reports an unknown seller on the field', async () => {
      const { user: superadmin } = await createUser(t.db, { role: 'SUPERADMIN' });
      const response = await create(
        auctionPayload(categoryId, { sellerId: '00000000-0000-4000-8000-000000000000' }),
        await loginAs(t.app, superadmin),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'VALIDATION_ERROR',
        message: MESSAGES.validationFailed,
        fields: { sellerId: MESSAGES.sellerNotFound },
      });
    });
  });

  describe('the rules of spec 000 §5', () => {
    const fieldsOf = async (overrides: Record<string, unknown>) => {
      const response = await create(auctionPayload(categoryId, overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'VALIDATION_ERROR',
        message: MESSAGES.validationFailed,
      });
      return response.json().fields as Record<string, string>;
    };

    it('title is required and at least 10 characters', async () => {
      expect((await fieldsOf({ title: '' })).title).toBe(MESSAGES.titleRequired);
      expect((await fieldsOf({ title: '   ' })).title).toBe(MESSAGES.titleRequired);
      expect((await fieldsOf({ title: undefined })).title).toBe(MESSAGES.titleRequired);
      expect((await fieldsOf({ title: 'Short one' })).title).toBe(MESSAGES.titleTooShort);
    });

    it('description is at least 50 characters', async () => {
      expect((await fieldsOf({ description: 'Too short to describe an auction.' })).description).toBe(
        MESSAGES.descriptionTooShort,
      );
    });

    it('category is required, and must exist', async () => {
      expect((await fieldsOf({ categoryId: '' })).categoryId).toBe(MESSAGES.categoryRequired);
      expect((await fieldsOf({ categoryId: undefined })).categoryId).toBe(MESSAGES.categoryRequired);
      expect((await fieldsOf({ categoryId: '00000000-0000-4000-8000-000000000000' })).categoryId).toBe(
        MESSAGES.categoryRequired,
      );
    });

    it('start date is in the future, end date after it', async () => {
      expect((await fieldsOf({ auctionStartDate: daysFromNow(-1).toISOString() })).auctionStartDate).toBe(
        MESSAGES.startDateInFuture,
      );
      expect(
        (
          await fieldsOf({
            auctionStartDate: daysFromNow(5).toISOString(),
            auctionEndDate: daysFromNow(4).toISOString(),
          })
        ).auctionEndDate,
      ).toBe(MESSAGES.endDateAfterStart);
    });

    it('preview and catalog addresses must be valid URLs', async () => {
      const fields = await fieldsOf({ previewUrl: 'not a url', catalogUrl: 'ftp://example.ca/x' });
      expect(fields).toMatchObject({
        previewUrl: MESSAGES.mustBeValidUrl,
        catalogUrl: MESSAGES.mustBeValidUrl,
      });
    });

    it('reports every failing field at once', async () => {
      const fields = await fieldsOf({
        title: 'Short',
        description: 'Short',
        categoryId: '',
        location: '',
        auctionStartDate: daysFromNow(-2).toISOString(),
        auctionEndDate: daysFromNow(-3).toISOString(),
        previewUrl: 'nope',
      });
      expect(fields).toEqual({
        title: MESSAGES.titleTooShort,
        description: MESSAGES.descriptionTooShort,
        categoryId: MESSAGES.categoryRequired,
        location: MESSAGES.locationRequired,
        auctionStartDate: MESSAGES.startDateInFuture,
        auctionEndDate: MESSAGES.endDateAfterStart,
        previewUrl: MESSAGES.mustBeValidUrl,
      });
    });

    it('accepts blank optional addresses', async () => {
      const response = await create(auctionPayload(categoryId, { previewUrl: '', catalogUrl: null }));
      expect(response.statusCode).toBe(201);
      expect(response.json().auction).toMatchObject({ previewUrl: null, catalogUrl: null });
    });
  });
});
