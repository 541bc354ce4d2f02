import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';

/**
 * Issue 31 item 1: the admin Directory list searches names, e-mail and company whatever the
 * accents, filters by advertiser type, listed state and province, and sorts; its default answer is
 * the spec's (by shown name).
 */
let t: TestApp;
let superToken: string;
let adminToken: string;
const tag = `dirq${Date.now().toString(36)}`;
let people: { forge: UserRow; movers: UserRow; cote: UserRow };

beforeAll(async () => {
  t = await createTestApp();
  superToken = await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN', companyName: null })).user);
  adminToken = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN', companyName: null })).user);
  // Created in this order (oldest first), a second apart: created within one millisecond on a fast
  // machine, two tied and the sort fell to their random ids.
  const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000);
  people = {
    forge: (
      await createUser(t.db, {
        companyName: `Zed Forge ${tag}`,
        advertiserType: 'AUCTIONEER',
        isDirectoryListed: true,
        province: 'NB',
        createdAt: secondsAgo(3),
      })
    ).user,
    movers: (
      await createUser(t.db, {
        companyName: `Acadia Movers ${tag}`,
        advertiserType: 'MOVE_MANAGER',
        province: 'NS',
        createdAt: secondsAgo(2),
      })
    ).user,
    cote: (
      await createUser(t.db, {
        companyName: `Encans Côté ${tag}`,
        firstName: 'Hélène',
        advertiserType: 'AUCTIONEER',
        province: 'NS',
        createdAt: secondsAgo(1),
      })
    ).user,
  };
});
afterAll(() => t.close());

const list = async (query: string, token = superToken) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/users/directory?${query}`,
    headers: token ? bearer(token) : {},
  });
  return response;
};
const idsOf = async (query: string) =>
  ((await list(`search=${tag}&${query}`)).json().users as { id: string }[]).map((user) => user.id);

describe('GET /api/users/directory (issue 31)', () => {
  it('answers the spec’s call as before: by company name, users and pagination', async () => {
    const body = (await list(`search=${tag}`)).json();
    expect(Object.keys(body).sort()).toEqual(['pagination', 'users']);
    expect(body.users.map((user: { id: string }) => user.id)).toEqual([
      people.movers.id,
      people.cote.id,
      people.forge.id,
    ]);
    expect(body.pagination).toEqual({ page: 1, limit: 100, total: 3, totalPages: 1 });
  });

  it('searches whatever the accents and case', async () => {
    expect((await list('search=encans%20cote')).json().users.map((u: { id: string }) => u.id)).toEqual([
      people.cote.id,
    ]);
    expect((await list('search=H%C3%89L%C3%88NE')).json().users.map((u: { id: string }) => u.id)).toContain(
      people.cote.id,
    );
  });

  it('filters by advertiser type, listed state and province, and sorts', async () => {
    expect(await idsOf('advertiserType=MOVE_MANAGER')).toEqual([people.movers.id]);
    expect(await idsOf('listed=true')).toEqual([people.forge.id]);
    expect((await idsOf('listed=false')).sort()).toEqual([people.movers.id, people.cote.id].sort());
    expect(await idsOf('province=NB')).toEqual([people.forge.id]);
    expect(await idsOf('sort=newest')).toEqual([people.cote.id, people.movers.id, people.forge.id]);
    expect(await idsOf('sort=oldest')).toEqual([people.forge.id, people.movers.id, people.cote.id]);
    expect(await idsOf('sort=oldest&limit=1&page=2')).toEqual([people.movers.id]);
  });

  it('refuses bad parameters with 400, and anyone but a superadmin', async () => {
    for (const query of ['sort=size', 'listed=yes', 'province=ZZ', 'advertiserType=BAKER', 'page=0']) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
    expect((await list('', adminToken)).statusCode).toBe(403);
    expect((await list('', '')).statusCode).toBe(401);
  });
});
