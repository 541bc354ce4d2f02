import type { AuditEntry, AuditListResponse } from '@mariner/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, type UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs, saveTestCard } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { auctionPayload, createAuction, createCategory, daysFromNow } from '../auctions/test-fixtures.ts';
import { insertBanner } from '../banners/queries.ts';

/**
 * Issue 31 item 5 (decision 029): every admin action writes one audit record with its actor, in
 * the action's transaction; superadmins read the log, filtered and paged; the database refuses to
 * change or delete a record.
 */
let t: TestApp;
let categoryId: string;
let seller: UserRow;
let admin: UserRow;
let superadmin: UserRow;
const tokens = { seller: '', admin: '', superadmin: '' };
type Who = keyof typeof tokens | 'anonymous';

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await createCategory(t.db)).id;
  seller = (await createUser(t.db, { province: 'NS' })).user;
  admin = (await createUser(t.db, { role: 'ADMIN', email: 'reviewer.audit@example.ca' })).user;
  superadmin = (await createUser(t.db, { role: 'SUPERADMIN', email: 'chief.audit@example.ca' })).user;
  tokens.seller = await loginAs(t.app, seller);
  tokens.admin = await loginAs(t.app, admin);
  tokens.superadmin = await loginAs(t.app, superadmin);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: who === 'anonymous' ? {} : bearer(tokens[who]),
    ...(payload ? { payload } : {}),
  });

async function expectOk(response: Awaited<ReturnType<typeof call>>, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response;
}

async function audit(query = ''): Promise<AuditListResponse> {
  const response = await expectOk(await call('GET', `/api/admin/audit${query}`, 'superadmin'));
  return response.json<AuditListResponse>();
}

/** The records of one subject, newest first. */
const entriesOf = async (type: string, id: string): Promise<AuditEntry[]> =>
  (await audit(`?subject=${type}:${id}`)).entries;

const pendingAuction = () => createAuction(t.app, { sellerId: seller.id, categoryId, status: 'PENDING' });

async function pendingBanner(): Promise<string> {
  const row = await insertBanner(t.db, {
    advertiserId: seller.id,
    advertiserName: 'Harbour Movers',
    contactEmail: 'ads@harbour.example.ca',
    targetUrl: 'https://harbour.example.ca/spring',
    imageUrl: 'https://mariner.example/uploads/banner.webp',
    placement: 'HOMEPAGE_SIDEBAR_1',
    size: 'SQUARE',
    startDate: daysFromNow(2),
    endDate: daysFromNow(32),
    status: 'PENDING',
  });
  return row.id;
}

const asActor = (user: UserRow) => ({
  id: user.id,
  email: user.email,
  name: `${user.firstName} ${user.lastName}`,
});

describe('auction and banner reviews', () => {
  it('an approval appears in the audit log with its actor and the status before and after', async () => {
    const id = await pendingAuction();
    await expectOk(await call('PUT', `/api/auctions/${id}/approve`, 'admin'));
    const [entry, ...rest] = await entriesOf('auction', id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      actor: asActor(admin),
      action: 'auction.approve',
      subject: { type: 'auction', id, label: 'Estate auction of fine things' },
      changes: { status: { before: 'PENDING', after: 'APPROVED' } },
      reason: null,
    });
    expect(Date.now() - Date.parse(entry?.at ?? '')).toBeLessThan(60_000);
  });

  it('a rejection carries its reason', async () => {
    const id = await pendingAuction();
    await expectOk(
      await call('PUT', `/api/auctions/${id}/reject`, 'admin', {
        code: 'DUPLICATE',
        note: 'Same as last week.',
      }),
    );
    expect(await entriesOf('auction', id)).toMatchObject([
      {
        action: 'auction.reject',
        actor: { id: admin.id },
        changes: { status: { before: 'PENDING', after: 'REJECTED' } },
        reason: { code: 'DUPLICATE', note: 'Same as last week.' },
      },
    ]);
  });

  it('a failed action writes nothing: unknown auction, awaiting payment, invalid reason', async () => {
    const before = (await audit()).pagination.total;
    expect(
      (await call('PUT', '/api/auctions/00000000-0000-4000-8000-000000000000/approve', 'admin')).statusCode,
    ).toBe(404);
    const unpaid = await createAuction(t.app, {
      sellerId: seller.id,
      categoryId,
      status: 'AWAITING_PAYMENT',
    });
    expect((await call('PUT', `/api/auctions/${unpaid}/approve`, 'admin')).statusCode).toBe(409);
    const pending = await pendingAuction();
    expect(
      (await call('PUT', `/api/auctions/${pending}/reject`, 'admin', { code: 'OTHER' })).statusCode,
    ).toBe(400);
    expect((await audit()).pagination.total).toBe(before);
  });

  it('approve-all writes one record per auction', async () => {
    const other = (await createUser(t.db)).user;
    const ids = [
      await createAuction(t.app, { sellerId: other.id, categoryId, status: 'PENDING' }),
      await createAuction(t.app, { sellerId: other.id, categoryId, status: 'PENDING' }),
    ];
    await expectOk(await call('POST', '/api/auctions/approve-all-by-user', 'admin', { userId: other.id }));
    for (const id of ids) {
      expect(await entriesOf('auction', id)).toMatchObject([
        { action: 'auction.approve', changes: { status: { before: 'PENDING', after: 'APPROVED' } } },
      ]);
    }
  });

  it('banner approvals and rejections are recorded', async () => {
    const approved = await pendingBanner();
    const rejected = await pendingBanner();
    await expectOk(await call('PUT', `/api/banners/${approved}/approve`, 'admin'));
    await expectOk(await call('PUT', `/api/banners/${rejected}/reject`, 'admin', { code: 'PICTURES' }));
    expect(await entriesOf('banner', approved)).toMatchObject([
      {
        action: 'banner.approve',
        actor: { id: admin.id },
        subject: { label: 'Harbour Movers' },
        changes: { status: { before: 'PENDING', after: 'APPROVED' } },
      },
    ]);
    expect(await entriesOf('banner', rejected)).toMatchObject([
      { action: 'banner.reject', reason: { code: 'PICTURES', note: null } },
    ]);
  });

  it('rejecting a paid listing records the refund beside the rejection', async () => {
    await saveTestCard(t.app, seller);
    const created = await expectOk(
      await call('POST', '/api/auctions', 'seller', auctionPayload(categoryId)),
      201,
    );
    const { id: auctionId, invoice } = created.json<{ id: string; invoice: { id: string } }>();
    const intent = await expectOk(
      await call('POST', '/api/payments/create-payment-intent', 'seller', {
        paymentType: 'LISTING_FEE',
        auctionListingId: auctionId,
        province: 'NS',
      }),
    );
    await expectOk(
      await call('POST', '/api/payments/confirm-payment', 'seller', {
        paymentIntentId: intent.json().paymentIntentId,
        invoiceId: invoice.id,
        auctionListingId: auctionId,
        paymentMethodId: 'pm_card_visa',
      }),
    );
    await expectOk(await call('PUT', `/api/auctions/${auctionId}/reject`, 'admin'));
    const [refund] = await entriesOf('invoice', invoice.id);
    expect(refund).toMatchObject({
      action: 'invoice.refund',
      actor: { id: admin.id },
      changes: { status: { before: 'paid', after: 'refunded' }, refundedCents: { before: 0 } },
    });
    expect(refund?.subject.label).toMatch(/\S/);
  });
});

describe('users, pricing, categories, directory, lots', () => {
  it('user create, edit, role change, setting and delete each write their record', async () => {
    const created = await expectOk(
      await call('POST', '/api/users', 'superadmin', {
        email: 'new.person@example.ca',
        password: 'a-long-enough-password-1',
        firstName: 'New',
        lastName: 'Person',
        role: 'SELLER',
      }),
      201,
    );
    const id = created.json().data.user.id as string;
    await expectOk(
      await call('PUT', `/api/users/${id}`, 'superadmin', {
        email: 'new.person@example.ca',
        firstName: 'Renamed',
        lastName: 'Person',
        companyName: null,
        role: 'SELLER',
        password: 'another-long-password-2',
      }),
    );
    await expectOk(await call('PUT', `/api/users/${id}/role`, 'superadmin', { role: 'USER' }));
    await expectOk(await call('PUT', `/api/users/${id}/auto-approve`, 'admin', { autoApprove: true }));
    await expectOk(await call('DELETE', `/api/users/${id}`, 'superadmin'));
    const entries = await entriesOf('user', id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'user.delete',
      'user.settings',
      'user.role_change',
      'user.update',
      'user.create',
    ]);
    const [deleted, setting, role, update, create] = entries;
    expect(deleted).toMatchObject({
      actor: { id: superadmin.id },
      subject: { label: 'new.person@example.ca' },
      changes: {
        email: { before: 'new.person@example.ca', after: null },
        role: { before: 'USER', after: null },
      },
    });
    expect(setting).toMatchObject({
      actor: { id: admin.id },
      changes: { autoApprove: { before: false, after: true } },
    });
    expect(role?.changes).toEqual({ role: { before: 'SELLER', after: 'USER' } });
    expect(update?.changes).toEqual({
      firstName: { before: 'New', after: 'Renamed' },
      password: { before: null, after: 'changed' },
    });
    expect(JSON.stringify(entries)).not.toMatch(/another-long-password|\$argon|\$scrypt/);
    expect(create?.changes).toMatchObject({ email: { before: null, after: 'new.person@example.ca' } });
  });

  it('a role change refused (one’s own) writes nothing', async () => {
    const response = await call('PUT', `/api/users/${superadmin.id}/role`, 'superadmin', { role: 'ADMIN' });
    expect(response.statusCode).toBe(400);
    expect(await entriesOf('user', superadmin.id)).toEqual([]);
  });

  it('a price change records the amounts in cents; an unchanged price writes nothing', async () => {
    await expectOk(
      await call('PUT', '/api/payments/pricing', 'superadmin', {
        key: 'BANNER_SQUARE_MONTHLY',
        value: 12_345,
      }),
    );
    await expectOk(
      await call('PUT', '/api/payments/pricing', 'superadmin', {
        key: 'BANNER_SQUARE_MONTHLY',
        value: 12_345,
      }),
    );
    const entries = await entriesOf('pricing', 'BANNER_SQUARE_MONTHLY');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'pricing.update',
      changes: { amountCents: { after: 12_345 } },
    });
    expect(entries[0]?.changes.amountCents?.before).toEqual(expect.any(Number));
  });

  it('category create, rename, retire, restore, reorder, merge and delete are recorded', async () => {
    const make = async (name: string, nameFr: string) =>
      (await expectOk(await call('POST', '/api/categories', 'superadmin', { name, nameFr }), 201)).json<{
        id: string;
      }>().id;
    const a = await make('Audit Boats', 'Bateaux audit');
    const b = await make('Audit Canoes', 'Canots audit');
    await expectOk(
      await call('PUT', `/api/categories/${a}`, 'superadmin', { name: 'Audit Ships', nameFr: 'Navires' }),
    );
    await expectOk(await call('PUT', `/api/categories/${a}`, 'superadmin', { retired: true }));
    await expectOk(await call('PUT', `/api/categories/${a}`, 'superadmin', { retired: false }));
    await expectOk(await call('PUT', '/api/categories/order', 'superadmin', { ids: [b, a] }));
    await createAuction(t.app, { sellerId: seller.id, categoryId: a });
    expect((await call('DELETE', `/api/categories/${a}`, 'superadmin')).statusCode).toBe(409);
    await expectOk(await call('DELETE', `/api/categories/${a}?mergeInto=${b}`, 'superadmin'));
    await expectOk(await call('DELETE', `/api/categories/${b}?mergeInto=${categoryId}`, 'superadmin'));

    const ofA = await entriesOf('category', a);
    expect(ofA.map((entry) => entry.action)).toEqual([
      'category.merge',
      'category.restore',
      'category.retire',
      'category.update',
      'category.create',
    ]);
    expect(ofA[0]?.changes).toMatchObject({
      mergedInto: { after: 'Audit Canoes' },
      movedAuctions: { after: 1 },
    });
    expect(ofA[3]?.changes).toEqual({
      name: { before: 'Audit Boats', after: 'Audit Ships' },
      nameFr: { before: 'Bateaux audit', after: 'Navires' },
    });
    const reorder = (await audit('?action=category.reorder')).entries[0];
    expect(reorder?.changes.order?.after).toEqual(expect.arrayContaining(['Audit Canoes', 'Audit Ships']));
  });

  it('a superadmin’s directory edit records the changed fields only', async () => {
    const target = (await createUser(t.db, { companyName: 'Old Co', advertiserType: 'MOVE_MANAGER' })).user;
    await expectOk(
      await call('PUT', `/api/users/${target.id}/directory-info`, 'superadmin', {
        companyName: 'New Co',
        advertiserType: 'MOVE_MANAGER',
        isDirectoryListed: true,
      }),
    );
    const [entry] = await entriesOf('user', target.id);
    expect(entry).toMatchObject({ action: 'directory.update', actor: { id: superadmin.id } });
    expect(entry?.changes).toMatchObject({
      companyName: { before: 'Old Co', after: 'New Co' },
      isDirectoryListed: { before: false, after: true },
    });
    expect(entry?.changes).not.toHaveProperty('advertiserType');
  });

  it('an admin removing a seller’s lot is recorded; the seller removing their own is not', async () => {
    const auctionId = await createAuction(t.app, { sellerId: seller.id, categoryId });
    const lot = async (lotNumber: string) =>
      (
        await expectOk(
          await call('POST', `/api/auctions/${auctionId}/lots`, 'seller', {
            lotNumber,
            title: 'Heintzman upright piano',
            description: 'Walnut case, tuned last spring.',
          }),
          201,
        )
      ).json().lot.id as string;
    const byAdmin = await lot('1');
    const bySeller = await lot('2');
    await expectOk(await call('DELETE', `/api/auctions/${auctionId}/lots/${byAdmin}`, 'admin'));
    await expectOk(await call('DELETE', `/api/auctions/${auctionId}/lots/${bySeller}`, 'seller'));
    expect(await entriesOf('lot', byAdmin)).toMatchObject([
      { action: 'lot.remove', actor: { id: admin.id }, changes: { lotNumber: { before: '1', after: null } } },
    ]);
    expect(await entriesOf('lot', bySeller)).toEqual([]);
  });
});

describe('deletes by an admin', () => {
  it('an admin deleting a seller’s auction or banner is recorded; the seller deleting their own is not', async () => {
    const byAdmin = await pendingAuction();
    const bySeller = await pendingAuction();
    const banner = await pendingBanner();
    await expectOk(await call('DELETE', `/api/auctions/${byAdmin}`, 'admin'));
    await expectOk(await call('DELETE', `/api/auctions/${bySeller}`, 'seller'));
    await expectOk(await call('DELETE', `/api/banners/${banner}`, 'admin'));
    expect(await entriesOf('auction', byAdmin)).toMatchObject([
      {
        action: 'auction.delete',
        actor: { id: admin.id },
        subject: { label: 'Estate auction of fine things' },
        changes: { status: { before: 'PENDING', after: null } },
      },
    ]);
    expect(await entriesOf('auction', bySeller)).toEqual([]);
    expect(await entriesOf('banner', banner)).toMatchObject([
      { action: 'banner.delete', actor: { id: admin.id }, subject: { label: 'Harbour Movers' } },
    ]);
  });
});

describe('GET /api/admin/audit', () => {
  it('is for superadmins only: anonymous 401, seller and admin 403', async () => {
    expect((await call('GET', '/api/admin/audit', 'anonymous')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/audit', 'seller')).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/audit', 'admin')).statusCode).toBe(403);
  });

  it('filters by actor (id or part of the e-mail), action and subject (type:id, type, id)', async () => {
    const id = await pendingAuction();
    await expectOk(await call('PUT', `/api/auctions/${id}/approve`, 'admin'));
    const byId = await audit(`?actor=${admin.id}`);
    expect(byId.entries.length).toBeGreaterThan(0);
    expect(byId.entries.every((entry) => entry.actor.id === admin.id)).toBe(true);
    const byEmail = await audit('?actor=REVIEWER.AUDIT');
    expect(byEmail.pagination.total).toBe(byId.pagination.total);
    expect((await audit('?actor=nobody-at-all')).entries).toEqual([]);

    const approvals = await audit('?action=auction.approve');
    expect(approvals.entries.every((entry) => entry.action === 'auction.approve')).toBe(true);
    expect(approvals.entries.map((entry) => entry.subject.id)).toContain(id);

    expect((await audit(`?subject=${id}`)).entries.map((entry) => entry.subject.id)).toEqual([id]);
    expect((await audit(`?subject=banner:${id}`)).entries).toEqual([]);
    const auctionsOnly = await audit('?subject=auction');
    expect(auctionsOnly.entries.every((entry) => entry.subject.type === 'auction')).toBe(true);
    const both = await audit(`?actor=${admin.id}&action=auction.approve&subject=auction:${id}`);
    expect(both.entries).toHaveLength(1);
  });

  it('pages newest first with the usual pagination', async () => {
    const all = await audit('?limit=1000');
    expect(all.entries.length).toBeGreaterThan(4);
    const ids = all.entries.map((entry) => entry.id);
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);
    const second = await audit('?limit=2&page=2');
    expect(second.pagination).toEqual({
      page: 2,
      limit: 2,
      total: all.pagination.total,
      totalPages: Math.ceil(all.pagination.total / 2),
    });
    expect(second.entries.map((entry) => entry.id)).toEqual(ids.slice(2, 4));
    expect((await audit('?page=9999')).entries).toEqual([]);
  });

  it('refuses a bad query with 400, never 500', async () => {
    for (const query of ['?action=auction.explode', '?page=0', '?limit=x', `?actor=${'a'.repeat(400)}`]) {
      expect((await call('GET', `/api/admin/audit${query}`, 'superadmin')).statusCode, query).toBe(400);
    }
  });
});

describe('append-only', () => {
  it('the database refuses to change or delete a record', async () => {
    const [row] = await t.db.select({ id: auditLog.id }).from(auditLog).limit(1);
    expect(row).toBeDefined();
    const id = row?.id ?? 0;
    await expect(t.db.execute(sql`update audit_log set action = 'x' where id = ${id}`)).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.id, id))).rejects.toThrow();
    const [kept] = await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.id, id));
    expect(kept?.n).toBe(1);
  });
});
