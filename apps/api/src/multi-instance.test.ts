import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, wrapPostgres } from './db/client.ts';
import { bannerStats, categories, savedAuctions, users } from './db/schema.ts';
import { insertAuction } from './modules/auctions/queries.ts';
import { insertBanner } from './modules/banners/queries.ts';
import { startS3Server } from './test/s3-server.ts';
import {
  createSharedPostgresDatabase,
  isRedisReachable,
  reachablePostgresUrl,
} from './test/shared-postgres.ts';
import { type SpawnedServer, spawnServer } from './test/spawn-server.ts';
import { multipart, png } from './test/uploads.ts';

/**
 * Issue 15: the deployment the design describes, on this machine — two server processes on one
 * PostgreSQL database, one S3-compatible server and Redis (when it answers; PostgreSQL's
 * LISTEN/NOTIFY carries the cache changes otherwise). Runs wherever PostgreSQL is reachable.
 */

const postgresUrl = await reachablePostgresUrl();
const REDIS_URL = 'redis://127.0.0.1:6379';
const redisUp = await isRedisReachable(REDIS_URL);

describe.skipIf(!postgresUrl)('two instances behind one load balancer', () => {
  let shared: Awaited<ReturnType<typeof createSharedPostgresDatabase>>;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let a: SpawnedServer;
  let b: SpawnedServer;
  let db: DatabaseHandle;

  beforeAll(async () => {
    if (!postgresUrl) return;
    shared = await createSharedPostgresDatabase(postgresUrl, { migrate: false });
    s3 = await startS3Server();
    const env = {
      DATABASE_URL: shared.url,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      ...(redisUp ? { REDIS_URL } : {}),
    };
    a = await spawnServer(env);
    b = await spawnServer(env);
    db = wrapPostgres(shared.url);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    await s3?.stop();
    await shared?.drop();
  }, 60_000);

  // biome-ignore lint/suspicious/noExplicitAny: answers of many calls are read field by field; each is checked by the test.
  type Answer = Record<string, any>;
  const call = async (
    server: SpawnedServer,
    method: string,
    path: string,
    token?: string,
    body?: unknown,
  ) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, json: (text ? JSON.parse(text) : null) as Answer };
  };
  const within = async (ms: number, seen: () => Promise<boolean>) => {
    const started = Date.now();
    while (!(await seen())) {
      if (Date.now() - started > ms) throw new Error(`not seen within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  it('a listing paid with its image on A, approved on B, is seen with its image on both within a second', async () => {
    const registered = await call(a, 'POST', '/api/auth/register', undefined, {
      email: 'seller@two.test',
      password: 'two-instances-pw',
      firstName: 'Marie',
      lastName: 'LeBlanc',
      companyName: 'Tidewater Auctions',
    });
    expect(registered.status, JSON.stringify(registered.json)).toBe(201);
    const seller = registered.json.token as string;
    expect(
      (await call(a, 'POST', '/api/payment-methods/save', seller, { paymentMethodId: 'pm_card_visa' }))
        .status,
    ).toBe(200);
    const [category] = await db.db.select().from(categories).limit(1);
    const created = await call(a, 'POST', '/api/auctions', seller, {
      title: 'Tidewater estate auction in Moncton',
      description:
        'Furniture, tools and a lifetime of collectibles from a Moncton home; viewing the day before.',
      categoryId: category?.id,
      auctionStartDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      auctionEndDate: new Date(Date.now() + 8 * 86_400_000).toISOString(),
      location: 'Moncton, NB',
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const auctionId = created.json.id as string;
    const intent = await call(a, 'POST', '/api/payments/create-payment-intent', seller, {
      paymentType: 'LISTING_FEE',
      auctionListingId: auctionId,
      province: 'NB',
      amount: created.json.invoice.amount,
      paymentMethodId: 'pm_card_visa',
    });
    expect(intent.status).toBe(200);
    const paid = await call(a, 'POST', '/api/payments/confirm-payment', seller, {
      paymentIntentId: intent.json.paymentIntentId,
      invoiceId: intent.json.invoiceId,
      auctionListingId: auctionId,
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    const upload = multipart(await png(800, 500));
    const image = await fetch(`${a.url}/api/auctions/${auctionId}/featured-image`, {
      method: 'POST',
      headers: { ...upload.headers, authorization: `Bearer ${seller}` },
      body: upload.payload,
    });
    expect(image.status).toBe(200);

    // Both instances remember the public list as it is before the approval.
    for (const server of [a, b]) {
      const list = await call(server, 'GET', '/api/auctions');
      expect(list.json.auctions.map((auction: { id: string }) => auction.id)).not.toContain(auctionId);
    }
    const admin = await call(b, 'POST', '/api/auth/login', undefined, {
      email: 'admin@spawned.test',
      password: 'spawned-admin-password',
    });
    const approved = await call(b, 'PUT', `/api/auctions/${auctionId}/approve`, admin.json.token);
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);

    for (const server of [a, b]) {
      await within(1_000, async () => {
        const list = await call(server, 'GET', '/api/auctions');
        return list.json.auctions.some((auction: { id: string }) => auction.id === auctionId);
      });
      const detail = await call(server, 'GET', `/api/auctions/${auctionId}`);
      const featured = detail.json.auction.featuredImage as string;
      expect(featured).toMatch(/^\/uploads\/auctions\//);
      const picture = await fetch(`${server.url}${featured}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/webp');
    }
  }, 60_000);

  it('counts every impression of a banner served from both instances once', async () => {
    const [owner] = await db.db.select().from(users).where(eq(users.email, 'seller@two.test'));
    if (!owner) throw new Error('no seller');
    const banner = await insertBanner(db.db, {
      advertiserId: owner.id,
      advertiserName: 'Tidewater Auctions',
      contactEmail: 'seller@two.test',
      targetUrl: 'https://tidewater.example/',
      imageUrl: '/uploads/banners/x/tidewater.webp',
      placement: 'HOMEPAGE_SIDEBAR_2',
      size: 'SQUARE',
      startDate: new Date(Date.now() - 3_600_000),
      endDate: new Date(Date.now() + 86_400_000),
      status: 'APPROVED',
    });
    let served = 0;
    await Promise.all(
      [a, b].map(async (server) => {
        for (let view = 0; view < 40; view++) {
          const page = await call(server, 'GET', '/api/banners/homepage');
          if (JSON.stringify(page.json).includes(banner.id)) served += 1;
        }
      }),
    );
    expect(served).toBe(80);
    await within(5_000, async () => {
      const [stats] = await db.db
        .select({ impressions: sql<number>`sum(${bannerStats.impressions})::int` })
        .from(bannerStats)
        .where(eq(bannerStats.bannerId, banner.id));
      return stats?.impressions === served;
    });
  }, 60_000);

  it('loses no acknowledged request when A gets SIGTERM mid-load', async () => {
    const [owner] = await db.db.select().from(users).where(eq(users.email, 'seller@two.test'));
    const [category] = await db.db.select().from(categories).limit(1);
    if (!owner || !category) throw new Error('no fixtures');
    const ids: string[] = [];
    for (let index = 0; index < 150; index++) {
      ids.push(
        await insertAuction(db.db, {
          sellerId: owner.id,
          categoryId: category.id,
          title: `Load auction number ${index}`,
          description: 'A long enough description of an auction with many lots, viewing the day before.',
          location: 'Truro, NS',
          province: 'NS',
          status: 'APPROVED',
          auctionStartDate: new Date(Date.now() + 86_400_000),
          auctionEndDate: new Date(Date.now() + 2 * 86_400_000),
        }),
      );
    }
    const visitor = await call(b, 'POST', '/api/auth/register', undefined, {
      email: 'visitor@two.test',
      password: 'two-instances-pw',
      firstName: 'Luc',
      lastName: 'Cormier',
      companyName: 'Visitor',
    });
    const token = visitor.json.token as string;
    const acknowledged: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const id = ids[next++] as string;
        if (next === 40) a.child.kill('SIGTERM');
        try {
          const saved = await call(a, 'POST', `/api/auctions/${id}/save`, token);
          if (saved.status === 200) acknowledged.push(id);
        } catch {
          // Refused or cut: not acknowledged, so nothing is owed.
        }
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    expect(await a.exited, a.logs()).toBe(0);
    expect(acknowledged.length).toBeGreaterThanOrEqual(39);
    const stored = await db.db
      .select({ auctionId: savedAuctions.auctionId })
      .from(savedAuctions)
      .where(inArray(savedAuctions.auctionId, acknowledged));
    expect(new Set(stored.map((row) => row.auctionId))).toEqual(new Set(acknowledged));
    // B goes on serving.
    expect((await call(b, 'GET', '/api/health/ready')).status).toBe(200);
  }, 60_000);
});
