import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestConfig } from '../../config.ts';
import { type DatabaseHandle, wrapPostgres } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { createAuction, createCategory } from '../../modules/auctions/test-fixtures.ts';
import { forgetLiveBanners } from '../../modules/banners/live-banners.ts';
import { insertBanner } from '../../modules/banners/queries.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import {
  createSharedPostgresDatabase,
  isRedisReachable,
  reachablePostgresUrl,
} from '../../test/shared-postgres.ts';
import { createTestApp } from '../../test/test-db.ts';

/**
 * Issue 15: two instances on one database. A write on one makes the other forget its cached reads
 * within a second, through PostgreSQL LISTEN/NOTIFY, or Redis pub/sub when REDIS_URL is set.
 */

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const postgresUrl = await reachablePostgresUrl();
const redisUp = await isRedisReachable(REDIS_URL);

type Instance = Awaited<ReturnType<typeof buildApp>> & { handle: DatabaseHandle; dataDir: string };

async function startInstance(databaseUrl: string, redisUrl?: string): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mm-cache-sync-'));
  const handle = wrapPostgres(databaseUrl);
  const config = createTestConfig({
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl,
    redisUrl,
  });
  const app = await buildApp({ config, db: handle.db, logger: false });
  await app.ready();
  return Object.assign(app, { handle, dataDir });
}

async function stopInstance(instance: Instance) {
  await instance.close();
  await instance.handle.close();
  await rm(instance.dataDir, { recursive: true, force: true });
}

/** Asks until `seen` holds, at most `withinMs`; answers how long it took. */
async function timeUntil(seen: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!(await seen())) {
    if (Date.now() - started > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

const listedIds = async (instance: Instance) =>
  (await instance.inject({ method: 'GET', url: '/api/auctions' }))
    .json()
    .auctions.map((a: { id: string }) => a.id);

const homepageBannerIds = async (instance: Instance) => {
  const body = (await instance.inject({ method: 'GET', url: '/api/banners/homepage' })).json();
  return JSON.stringify(body);
};

describe.each([
  ['PostgreSQL LISTEN/NOTIFY', 'postgres', false],
  ['Redis pub/sub', 'redis', true],
] as const)('two instances, changes carried by %s', (_name, kind, useRedis) => {
  const skip = !postgresUrl || (useRedis && !redisUp);
  let shared: Awaited<ReturnType<typeof createSharedPostgresDatabase>>;
  let a: Instance;
  let b: Instance;
  let seller: UserRow;
  let adminToken: string;
  let categoryId: string;

  beforeAll(async () => {
    if (skip || !postgresUrl) return;
    shared = await createSharedPostgresDatabase(postgresUrl);
    a = await startInstance(shared.url, useRedis ? REDIS_URL : undefined);
    b = await startInstance(shared.url, useRedis ? REDIS_URL : undefined);
    seller = (await createUser(a.db)).user;
    adminToken = await loginAs(a, (await createUser(a.db, { role: 'ADMIN' })).user);
    categoryId = (await createCategory(a.db)).id;
  });
  afterAll(async () => {
    if (skip) return;
    await Promise.all([a && stopInstance(a), b && stopInstance(b)]);
    await shared?.drop();
  });

  it.skipIf(skip)('each instance says which link it uses', () => {
    expect(a.cacheSync.kind).toBe(kind);
    expect(b.cacheSync.kind).toBe(kind);
  });

  it.skipIf(skip)(
    'an auction approved on A is listed by B within a second, though B had cached the list',
    async () => {
      const id = await createAuction(a, { sellerId: seller.id, categoryId, status: 'PENDING' });
      expect(await listedIds(b)).not.toContain(id); // B now remembers this list for 10 s
      const approved = await a.inject({
        method: 'PUT',
        url: `/api/auctions/${id}/approve`,
        headers: bearer(adminToken),
      });
      expect(approved.statusCode, approved.body).toBe(200);
      const took = await timeUntil(async () => (await listedIds(b)).includes(id), 1_000);
      expect(took).toBeLessThan(1_000);
    },
  );

  it.skipIf(skip)(
    'a banner change on A is served by B within a second, though B keeps its list for minutes',
    async () => {
      b.liveBanners.setTtl(600_000);
      const before = await homepageBannerIds(b);
      const banner = await insertBanner(a.db, {
        advertiserId: seller.id,
        advertiserName: 'Shared Co',
        contactEmail: 'a@b.ca',
        targetUrl: 'https://shared.example.ca/',
        imageUrl: '/uploads/banners/x/shared.webp',
        placement: 'HOMEPAGE_SIDEBAR_1',
        size: 'LEADERBOARD',
        startDate: new Date(Date.now() - 3_600_000),
        endDate: new Date(Date.now() + 86_400_000),
        status: 'APPROVED',
      });
      expect(await homepageBannerIds(b)).toBe(before);
      forgetLiveBanners(a); // what every banner write through A's API does
      await timeUntil(async () => (await homepageBannerIds(b)).includes(banner.id), 1_000);
    },
  );

  it.skipIf(skip)('a company renamed on A shows on the auction page B serves within a second', async () => {
    const id = await createAuction(a, { sellerId: seller.id, categoryId });
    const companyOf = async () =>
      (await b.inject({ method: 'GET', url: `/api/auctions/${id}` })).json().auction.seller.companyName;
    const before = await companyOf();
    const renamed = await a.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: bearer(await loginAs(a, seller)),
      payload: { firstName: 'Anne', lastName: 'Shirley', companyName: 'Green Gables Auctions' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(before).not.toBe('Green Gables Auctions');
    await timeUntil(async () => (await companyOf()) === 'Green Gables Auctions', 1_000);
  });

  it.skipIf(skip)('a category renamed on A is named so by B within a second (decision 023)', async () => {
    const category = await createCategory(a.db);
    const id = await createAuction(a, { sellerId: seller.id, categoryId: category.id });
    const superadmin = await loginAs(a, (await createUser(a.db, { role: 'SUPERADMIN' })).user);
    const listedName = async () =>
      (
        (await b.inject({ method: 'GET', url: '/api/categories' })).json() as { id: string; name: string }[]
      ).find((c) => c.id === category.id)?.name;
    const auctionCategory = async () =>
      (await b.inject({ method: 'GET', url: `/api/auctions/${id}` })).json().auction.category.name;
    expect(await listedName()).toBe(category.name); // B now keeps both for a while
    expect(await auctionCategory()).toBe(category.name);
    const renamed = await a.inject({
      method: 'PUT',
      url: `/api/categories/${category.id}`,
      headers: bearer(superadmin),
      payload: { name: `${category.name} renamed` },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await timeUntil(async () => (await listedName()) === `${category.name} renamed`, 1_000);
    await timeUntil(async () => (await auctionCategory()) === `${category.name} renamed`, 1_000);
  });
});

describe('one process on PGlite', () => {
  it('has no link to other instances and needs none', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.cacheSync.kind).toBe('none');
    } finally {
      await t.close();
    }
  });
});
