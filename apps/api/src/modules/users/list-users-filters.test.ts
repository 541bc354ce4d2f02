import type { AdminUser } from '@mariner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';

// Issue 31 item 1: the admin Users list's province filter, sorts, accent-blind search and
// validation, over users with fixed creation times so every order is known.
let t: TestApp;
let adminToken: string;
let sellerToken: string;
let admin: UserRow;
let helene: UserRow;
let zoe: UserRow;
let bob: UserRow;

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

beforeAll(async () => {
  t = await createTestApp();
  admin = (
    await createUser(t.db, {
      role: 'ADMIN',
      firstName: 'Ada',
      lastName: 'Admin',
      email: 'ada@mariner.test',
      companyName: null,
      province: null,
      createdAt: day(1),
    })
  ).user;
  adminToken = await loginAs(t.app, admin);
  helene = (
    await createUser(t.db, {
      firstName: 'Hélène',
      lastName: 'Côté',
      email: 'helene@encans.qc',
      companyName: 'Encans Côté Frères',
      province: 'QC',
      createdAt: day(2),
    })
  ).user;
  zoe = (
    await createUser(t.db, {
      role: 'USER',
      firstName: 'Zoe',
      lastName: 'Abbott',
      email: 'zoe@halifax.test',
      companyName: null,
      province: 'NS',
      createdAt: day(3),
    })
  ).user;
  bob = (
    await createUser(t.db, {
      firstName: 'Bob',
      lastName: 'Martin',
      email: 'bob@auctions.test',
      companyName: 'Martin Estate Sales',
      province: 'QC',
      createdAt: day(4),
    })
  ).user;
  sellerToken = await loginAs(t.app, bob);
});
afterAll(() => t.close());

const list = (query = '', token: string | null = adminToken) =>
  t.app.inject({ method: 'GET', url: `/api/users${query}`, headers: token ? bearer(token) : {} });
const idsOf = async (query: string) => {
  const response = await list(query);
  expect(response.statusCode).toBe(200);
  return (response.json().users as AdminUser[]).map((user) => user.id);
};

describe('GET /api/users — issue 31 filters and sorts', () => {
  it('finds a user by e-mail, name or company whatever the accents and case', async () => {
    expect(await idsOf('?search=HELENE@')).toEqual([helene.id]);
    expect(await idsOf(`?search=${encodeURIComponent('cote')}`)).toEqual([helene.id]);
    expect(await idsOf(`?search=${encodeURIComponent('CÔTÉ FRÈRES')}`)).toEqual([helene.id]);
    expect(await idsOf('?search=estate%20sales')).toEqual([bob.id]);
    expect(await idsOf('?search=abbott')).toEqual([zoe.id]);
  });

  it('finds a whole or partial address by the words around its @, with the same total as counting (issue 31 item 4)', async () => {
    expect(await idsOf('?search=helene%40encans.qc')).toEqual([helene.id]);
    expect(await idsOf('?search=lene%40enc')).toEqual([helene.id]);
    // The words around the @ match, the rest of the search does not: no row.
    expect(await idsOf('?search=xhelene%40encans')).toEqual([]);
    expect(await idsOf('?search=%40halifax.test')).toEqual([zoe.id]);
    // A short page is its own total; a full one is counted.
    const short = (await list('?search=%40')).json().pagination;
    const full = (await list('?search=%40&limit=1')).json().pagination;
    expect(full.total).toBe(short.total);
    expect(short.total).toBeGreaterThanOrEqual(4);
    expect((await list('?search=%40&limit=1&page=99')).json()).toMatchObject({
      users: [],
      pagination: { total: short.total },
    });
  });

  it('keeps the search key in step when a user is renamed', async () => {
    const other = (
      await createUser(t.db, { firstName: 'Before', lastName: 'Rename', province: 'PE', createdAt: day(5) })
    ).user;
    expect(await idsOf('?search=before')).toEqual([other.id]);
    const superadmin = (await createUser(t.db, { role: 'SUPERADMIN', createdAt: day(6) })).user;
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${other.id}`,
      headers: bearer(await loginAs(t.app, superadmin)),
      payload: { firstName: 'Émile', lastName: 'Renamed', email: other.email, role: 'SELLER' },
    });
    expect(response.statusCode).toBe(200);
    expect(await idsOf('?search=before')).toEqual([]);
    expect(await idsOf('?search=emile%20renamed')).toEqual([other.id]);
  });

  it('filters by province, with role and search too', async () => {
    expect(await idsOf('?province=QC')).toEqual([bob.id, helene.id]);
    expect(await idsOf('?province=NS&role=USER')).toEqual([zoe.id]);
    expect(await idsOf('?province=QC&search=martin')).toEqual([bob.id]);
    expect(await idsOf('?province=ON')).toEqual([]);
  });

  it('sorts newest (the default), oldest, by last name and by e-mail', async () => {
    const users = [admin.id, helene.id, zoe.id, bob.id];
    expect((await idsOf('?sort=newest')).filter((id) => users.includes(id))).toEqual(users.toReversed());
    expect((await idsOf('?sort=oldest')).filter((id) => users.includes(id))).toEqual(users);
    expect((await idsOf('?sort=name')).filter((id) => users.includes(id))).toEqual([
      zoe.id,
      admin.id,
      helene.id,
      bob.id,
    ]);
    expect((await idsOf('?sort=email')).filter((id) => users.includes(id))).toEqual([
      admin.id,
      bob.id,
      helene.id,
      zoe.id,
    ]);
  });

  it('pages a sorted, filtered list', async () => {
    const response = await list('?province=QC&sort=name&limit=1&page=2');
    expect(response.json().users.map((user: AdminUser) => user.id)).toEqual([bob.id]);
    expect(response.json().pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
  });

  it('refuses a bad sort, province, page or limit with a 400', async () => {
    for (const query of ['?sort=price', '?province=ZZ', '?page=0', '?page=x', '?limit=0', '?limit=-5']) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toBeTruthy();
    }
  });

  it('is for admins only', async () => {
    expect((await list('?search=helene', null)).statusCode).toBe(401);
    expect((await list('?search=helene', sellerToken)).statusCode).toBe(403);
  });
});
