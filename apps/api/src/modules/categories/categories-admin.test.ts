import { type DeleteCategoryResponse, type ManagedCategory, MESSAGES } from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auctions, categories, lots } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createAuction } from '../auctions/test-fixtures.ts';

/** Issue 31 item 3 (decision 023): superadmins add, rename, order, retire, delete and merge categories. */
let t: TestApp;
let sellerId = '';
type Who = 'anonymous' | 'seller' | 'admin' | 'superadmin';
const tokens: Record<Exclude<Who, 'anonymous'>, string> = { seller: '', admin: '', superadmin: '' };
const headersOf = (who: Who) => (who === 'anonymous' ? {} : bearer(tokens[who]));

beforeAll(async () => {
  t = await createTestApp();
  const seller = (await createUser(t.db)).user;
  sellerId = seller.id;
  tokens.seller = await loginAs(t.app, seller);
  tokens.admin = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
  tokens.superadmin = await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN' })).user);
});
afterAll(() => t.close());

const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: headersOf(who), ...(payload ? { payload } : {}) });

let counter = 0;
async function addCategory(name = `Snowmobiles ${++counter}`, nameFr = `Motoneiges ${counter}`) {
  const response = await call('superadmin', 'POST', '/api/categories', { name, nameFr });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ManagedCategory>();
}
const publicList = async () =>
  (await call('anonymous', 'GET', '/api/categories')).json<{ id: string; name: string }[]>();
async function readAuction(id: string) {
  const response = await call('anonymous', 'GET', `/api/auctions/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ auction: { category: { id: string; name: string; nameFr?: string } } }>().auction;
}

describe('POST /api/categories', () => {
  it('adds a category with both names, last in the order, and lists it at once', async () => {
    const before = await publicList();
    const created = await addCategory('Snowmobiles', 'Motoneiges');
    expect(created).toMatchObject({
      name: 'Snowmobiles',
      nameFr: 'Motoneiges',
      slug: 'snowmobiles',
      retired: false,
      auctionCount: 0,
    });
    const after = await publicList();
    expect(after.at(-1)).toEqual({ id: created.id, name: 'Snowmobiles' });
    expect(after).toHaveLength(before.length + 1);
  });

  it('refuses a name another category has in either language, whatever its case (409)', async () => {
    const taken = await call('superadmin', 'POST', '/api/categories', {
      name: 'SNOWMOBILES',
      nameFr: 'Neuf',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'CONFLICT', fields: { name: MESSAGES.categoryNameTaken } });
    const takenFr = await call('superadmin', 'POST', '/api/categories', {
      name: 'New',
      nameFr: 'motoneiges',
    });
    expect(takenFr.statusCode).toBe(409);
    expect(takenFr.json().fields).toEqual({ nameFr: MESSAGES.categoryNameTaken });
  });

  it('requires both names, bounded (400 with the field)', async () => {
    const missing = await call('superadmin', 'POST', '/api/categories', { name: 'Boats only' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ nameFr: MESSAGES.categoryNameFrRequired });
    const blank = await call('superadmin', 'POST', '/api/categories', { name: '   ', nameFr: 'x' });
    expect(blank.json().fields).toEqual({ name: MESSAGES.categoryNameRequired });
    const long = await call('superadmin', 'POST', '/api/categories', { name: 'x'.repeat(61), nameFr: 'y' });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ name: MESSAGES.categoryNameTooLong });
  });

  it('is for superadmins only: anonymous 401, seller and admin 403', async () => {
    const payload = { name: 'Forbidden', nameFr: 'Interdit' };
    expect((await call('anonymous', 'POST', '/api/categories', payload)).statusCode).toBe(401);
    expect((await call('seller', 'POST', '/api/categories', payload)).statusCode).toBe(403);
    expect((await call('admin', 'POST', '/api/categories', payload)).statusCode).toBe(403);
    const { id } = await addCategory();
    for (const who of ['anonymous', 'seller', 'admin'] as const) {
      const expected = who === 'anonymous' ? 401 : 403;
      expect((await call(who, 'PUT', `/api/categories/${id}`, { name: 'Nope' })).statusCode).toBe(expected);
      expect((await call(who, 'DELETE', `/api/categories/${id}`)).statusCode).toBe(expected);
      expect((await call(who, 'PUT', '/api/categories/order', { ids: [id] })).statusCode).toBe(expected);
    }
  });
});

describe('PUT /api/categories/{id}', () => {
  it('renames in both languages, and the list and the auction reads show it at once', async () => {
    const category = await addCategory();
    const auctionId = await createAuction(t.app, { sellerId, categoryId: category.id });
    expect((await readAuction(auctionId)).category.name).toBe(category.name);
    await publicList(); // kept now: the rename must forget it

    const renamed = await call('superadmin', 'PUT', `/api/categories/${category.id}`, {
      name: 'Snow Machines',
      nameFr: 'Motoneiges et traîneaux',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Snow Machines', nameFr: 'Motoneiges et traîneaux' });
    expect(renamed.json().slug).toBe(category.slug);
    expect(await publicList()).toContainEqual({ id: category.id, name: 'Snow Machines' });
    const french = await t.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: { 'accept-language': 'fr' },
    });
    expect(french.json()).toContainEqual({ id: category.id, name: 'Motoneiges et traîneaux' });
    expect((await readAuction(auctionId)).category).toEqual({
      id: category.id,
      name: 'Snow Machines',
      nameFr: 'Motoneiges et traîneaux',
    });
    // The search index follows the rename (migration 0002's trigger).
    const found = await call('anonymous', 'GET', '/api/auctions?search=machines');
    expect(found.json().auctions.map((a: { id: string }) => a.id)).toContain(auctionId);
  });

  it('refuses a name taken by another category but lets a category keep its own', async () => {
    const one = await addCategory();
    const other = await addCategory();
    const clash = await call('superadmin', 'PUT', `/api/categories/${one.id}`, {
      nameFr: other.nameFr.toUpperCase(),
    });
    expect(clash.statusCode).toBe(409);
    const same = await call('superadmin', 'PUT', `/api/categories/${one.id}`, {
      name: one.name.toLowerCase(),
    });
    expect(same.statusCode).toBe(200);
  });

  it('answers 404 for an unknown category and 400 for a bad id', async () => {
    const unknown = await call('superadmin', 'PUT', `/api/categories/${crypto.randomUUID()}`, {
      name: 'Ghost',
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call('superadmin', 'PUT', '/api/categories/nope', { name: 'Ghost' })).statusCode).toBe(400);
  });

  it('retires: gone from the list (the filters and forms), still named by its auctions; restores', async () => {
    const category = await addCategory();
    const auctionId = await createAuction(t.app, { sellerId, categoryId: category.id });
    const retired = await call('superadmin', 'PUT', `/api/categories/${category.id}`, { retired: true });
    expect(retired.json()).toMatchObject({ retired: true, auctionCount: 1 });

    expect((await publicList()).map((c) => c.id)).not.toContain(category.id);
    expect((await readAuction(auctionId)).category).toEqual({
      id: category.id,
      name: category.name,
      nameFr: category.nameFr,
    });
    const all = await call('admin', 'GET', '/api/categories?include=retired');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toContainEqual({ id: category.id, name: category.name });
    expect((await call('anonymous', 'GET', '/api/categories?include=retired')).statusCode).toBe(401);
    expect((await call('seller', 'GET', '/api/categories?include=retired')).statusCode).toBe(403);

    await call('superadmin', 'PUT', `/api/categories/${category.id}`, { retired: false });
    expect((await publicList()).map((c) => c.id)).toContain(category.id);
  });
});

describe('PUT /api/categories/order', () => {
  it('puts the given ids first, in that order, and the list follows', async () => {
    const a = await addCategory();
    const b = await addCategory();
    const response = await call('superadmin', 'PUT', '/api/categories/order', { ids: [b.id, a.id] });
    expect(response.statusCode, response.body).toBe(200);
    const ids = (await publicList()).map((c) => c.id);
    expect(ids.slice(0, 2)).toEqual([b.id, a.id]);
    const managed = response.json<ManagedCategory[]>();
    expect(managed.map((c) => c.sortOrder)).toEqual(managed.map((_, index) => index));
  });

  it('changes nothing when an id is unknown (404)', async () => {
    const before = await publicList();
    const response = await call('superadmin', 'PUT', '/api/categories/order', {
      ids: [before[1]?.id, crypto.randomUUID()],
    });
    expect(response.statusCode).toBe(404);
    expect(await publicList()).toEqual(before);
  });

  it('moves one place with sortOrder through PUT {id}', async () => {
    const c = await addCategory();
    const moved = await call('superadmin', 'PUT', `/api/categories/${c.id}`, { sortOrder: 0 });
    expect(moved.json().sortOrder).toBe(0);
    // Only the first of the previous test's order shares place 0 (ties go by name).
    expect((await publicList()).findIndex((x) => x.id === c.id)).toBeLessThan(2);
  });
});

describe('DELETE /api/categories/{id}', () => {
  it('deletes an unused category', async () => {
    const c = await addCategory();
    const response = await call('superadmin', 'DELETE', `/api/categories/${c.id}`);
    expect(response.json()).toEqual({ success: true, movedAuctions: 0, movedLots: 0 });
    expect((await publicList()).map((x) => x.id)).not.toContain(c.id);
    expect((await call('superadmin', 'DELETE', `/api/categories/${c.id}`)).statusCode).toBe(404);
  });

  it('refuses (409) while auctions use it, and changes nothing', async () => {
    const c = await addCategory();
    await createAuction(t.app, { sellerId, categoryId: c.id, status: 'PENDING' });
    const response = await call('superadmin', 'DELETE', `/api/categories/${c.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: 'CONFLICT', message: MESSAGES.categoryInUse });
    expect(await t.db.select().from(categories).where(eq(categories.id, c.id))).toHaveLength(1);
  });

  it('merges: moves the auctions and lots into the other category, then deletes; reads show it at once', async () => {
    const from = await addCategory();
    const into = await addCategory();
    const auctionId = await createAuction(t.app, { sellerId, categoryId: from.id });
    const [lot] = await t.db
      .insert(lots)
      .values({ auctionId, position: 1, lotNumber: '1', title: 'A sled', categoryId: from.id })
      .returning();
    expect((await readAuction(auctionId)).category.id).toBe(from.id);

    const response = await call('superadmin', 'DELETE', `/api/categories/${from.id}?mergeInto=${into.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DeleteCategoryResponse>()).toEqual({
      success: true,
      movedAuctions: 1,
      movedLots: 1,
    });
    expect((await readAuction(auctionId)).category).toEqual({
      id: into.id,
      name: into.name,
      nameFr: into.nameFr,
    });
    const [movedLot] = await t.db
      .select()
      .from(lots)
      .where(eq(lots.id, lot?.id ?? ''));
    expect(movedLot?.categoryId).toBe(into.id);
    const [auction] = await t.db.select().from(auctions).where(eq(auctions.id, auctionId));
    expect(auction?.categoryId).toBe(into.id);
    const list = (await call('admin', 'GET', '/api/categories/manage')).json<ManagedCategory[]>();
    expect(list.find((c) => c.id === into.id)?.auctionCount).toBe(1);
    expect(list.map((c) => c.id)).not.toContain(from.id);
  });

  it('refuses a merge into itself (400) or into an unknown category (404)', async () => {
    const c = await addCategory();
    expect((await call('superadmin', 'DELETE', `/api/categories/${c.id}?mergeInto=${c.id}`)).statusCode).toBe(
      400,
    );
    const unknown = await call(
      'superadmin',
      'DELETE',
      `/api/categories/${c.id}?mergeInto=${crypto.randomUUID()}`,
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/categories/manage', () => {
  it('lists every category with both names and counts, for admins only', async () => {
    expect((await call('anonymous', 'GET', '/api/categories/manage')).statusCode).toBe(401);
    expect((await call('seller', 'GET', '/api/categories/manage')).statusCode).toBe(403);
    const response = await call('admin', 'GET', '/api/categories/manage');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(Object.keys(response.json()[0]).sort()).toEqual(
      ['auctionCount', 'id', 'name', 'nameFr', 'retired', 'slug', 'sortOrder'].sort(),
    );
  });
});

describe('the other instances', () => {
  it('are told to forget the categories, the auction reads and the pages on every write', async () => {
    const announce = vi.spyOn(t.app.cacheSync, 'announce');
    try {
      const c = await addCategory();
      expect(announce).toHaveBeenCalledWith('categories');
      expect(announce).toHaveBeenCalledWith('auctions');
      expect(announce).toHaveBeenCalledWith('pages');
      announce.mockClear();
      await call('superadmin', 'PUT', `/api/categories/${c.id}`, { retired: true });
      expect(announce).toHaveBeenCalledWith('categories');
    } finally {
      announce.mockRestore();
    }
  });
});
