import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCounts, users } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { deleteUserRow, updateAccount } from './queries.ts';

/**
 * Issue 31 item 1 (migration 0038): the Users list's total comes from user_counts, kept by
 * triggers; whatever happens to accounts, it must say what counting them says.
 */

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN', province: 'NS' })).user);
});
afterAll(() => t.close());

/** Every role and province pair: counted from users, and as user_counts keeps it (zeros left out). */
async function bothWays() {
  const counted = await t.db
    .select({
      role: users.role,
      province: sql<string>`coalesce(${users.province}::text, '')`,
      total: count(),
    })
    .from(users)
    .groupBy(users.role, users.province);
  const kept = await t.db.select().from(userCounts);
  const asMap = (rows: { role: string; province: string; total: number }[]) =>
    Object.fromEntries(
      rows.filter((row) => row.total !== 0).map((row) => [`${row.role}/${row.province}`, row.total]),
    );
  return { counted: asMap(counted), kept: asMap(kept) };
}

async function total(query: string): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/users${query}`,
    headers: bearer(adminToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().pagination.total;
}

describe('user_counts', () => {
  it('follows inserts (one and many), role and province changes, and deletes', async () => {
    const anne = (await createUser(t.db, { role: 'SELLER', province: 'PE' })).user;
    const gilbert = (await createUser(t.db, { role: 'USER', province: null })).user;
    // Many in one statement, as a bulk insert does.
    await t.db.insert(users).values(
      Array.from({ length: 30 }, (_, n) => ({
        email: `crowd-${n}@counts.example`,
        firstName: 'Crowd',
        lastName: `Member ${n}`,
        role: n % 3 === 0 ? ('SELLER' as const) : ('USER' as const),
        province: n % 2 === 0 ? ('NB' as const) : null,
      })),
    );
    let sides = await bothWays();
    expect(sides.kept).toEqual(sides.counted);

    await updateAccount(t.db, anne.id, { role: 'ADMIN' });
    await updateAccount(t.db, gilbert.id, { province: 'QC' });
    await updateAccount(t.db, anne.id, { firstName: 'Anne-Marie' });
    sides = await bothWays();
    expect(sides.kept).toEqual(sides.counted);
    expect(sides.kept['ADMIN/PE']).toBe(1);
    expect(sides.kept['USER/QC']).toBe(1);

    await deleteUserRow(t.db, gilbert.id);
    await t.db.delete(users).where(sql`${users.email} like 'crowd-1%@counts.example'`);
    sides = await bothWays();
    expect(sides.kept).toEqual(sides.counted);
  });

  it('gives GET /api/users the same totals as counting, for every filter without a search', async () => {
    const [all] = await t.db.select({ total: count() }).from(users);
    expect(await total('?limit=1')).toBe(all?.total);
    const [sellersInNb] = await t.db
      .select({ total: count() })
      .from(users)
      .where(sql`${users.role} = 'SELLER' and ${users.province} = 'NB'`);
    expect(await total('?limit=1&role=SELLER&province=NB')).toBe(sellersInNb?.total);
    expect(await total('?limit=1&role=ADMIN')).toBe(2);
    expect(await total('?limit=1&province=QC')).toBe(0);
    // A search counts its matches.
    expect(await total('?limit=1&search=crowd-29%40')).toBe(1);
  });

  it('answers the kept total with the page it rides on, past the last page and after a new account too', async () => {
    const list = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/users${query}`,
        headers: bearer(adminToken),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { users: { id: string }[]; pagination: { total: number } };
    };
    const [all] = await t.db.select({ total: count() }).from(users);
    const past = await list('?limit=50&page=999');
    expect(past.users).toEqual([]);
    expect(past.pagination.total).toBe(all?.total);
    expect(await total('?limit=1&province=QC&role=SELLER&page=3')).toBe(0);
    // Every order pages without a row shared or skipped: its keys, read twice, agree.
    for (const sort of ['newest', 'oldest', 'name', 'email']) {
      const [first, second, both] = await Promise.all([
        list(`?limit=4&sort=${sort}`),
        list(`?limit=4&page=2&sort=${sort}`),
        list(`?limit=8&sort=${sort}`),
      ]);
      expect([...first.users, ...second.users].map((user) => user.id)).toEqual(
        both.users.map((user) => user.id),
      );
    }
    await createUser(t.db, { role: 'SELLER', province: 'NB' });
    expect(await total('?limit=1')).toBe((all?.total ?? 0) + 1);
  });
});
