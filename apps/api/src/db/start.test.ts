import { DEFAULT_PRICES_CENTS } from '@mariner/contracts';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSharedPostgresDatabase, reachablePostgresUrl } from '../test/shared-postgres.ts';
import { spawnServer } from '../test/spawn-server.ts';
import { type DatabaseHandle, wrapPostgres } from './client.ts';
import { auctions, banners, categories, pricing, users } from './schema.ts';
import { CATEGORY_NAMES } from './seed/categories.ts';
import { DEMO_AUCTIONEERS, DEMO_AUCTIONS, DEMO_BANNERS, DEMO_COMPANIES } from './seed/demo/data.ts';
import { type DemoImageStore, demoEmail } from './seed/demo/index.ts';
import { DEMO_PAST_SALES } from './seed/demo/past-sales.ts';
import { migrateAndSeed, seedDemoDataOnce } from './start.ts';

/**
 * Issue 25 item 14: two instances started together on one empty PostgreSQL database both come up,
 * and what a start writes is there once. The race is in the database, so most rounds run the start
 * sequence twice at once in this process, on two pools (two instances' worth of connections).
 */

const postgresUrl = await reachablePostgresUrl();

const count = async (handle: DatabaseHandle, table: typeof users | typeof categories | typeof pricing) => {
  const [row] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(table);
  return row?.count ?? 0;
};

/** Two fresh pools on a new, empty database; `run` gets both and the database is dropped after. */
async function withTwoInstances(run: (a: DatabaseHandle, b: DatabaseHandle, url: string) => Promise<void>) {
  if (!postgresUrl) throw new Error('PostgreSQL is not reachable');
  const shared = await createSharedPostgresDatabase(postgresUrl, { migrate: false });
  const a = wrapPostgres(shared.url);
  const b = wrapPostgres(shared.url);
  try {
    await run(a, b, shared.url);
  } finally {
    await a.close();
    await b.close();
    await shared.drop();
  }
}

/** The pipeline's cost is not what races; the rows are. Pictures are drawn, then only named. */
const namingStore: DemoImageStore = {
  auctionImage: async (auctionId) => `/uploads/auctions/${auctionId}/${Math.random()}.webp`,
  logo: async (userId) => `/uploads/logos/${userId}/logo.webp`,
  bannerImage: async (userId) => `/uploads/banners/${userId}/${Math.random()}.webp`,
};

describe.skipIf(!postgresUrl)('two instances starting at once on an empty database', () => {
  it('both migrate and seed, leaving one superadmin and one copy of the reference data', async () => {
    for (let round = 0; round < 4; round++) {
      await withTwoInstances(async (a, b) => {
        // No ADMIN_PASSWORD: the instance that creates the superadmin prints a generated password.
        const config = { adminEmail: undefined, adminPassword: undefined };
        const results = await Promise.all([migrateAndSeed(a, config), migrateAndSeed(b, config)]);
        expect(results.filter((result) => result.admin.created)).toHaveLength(1);
        expect(results.filter((result) => result.admin.generatedPassword)).toHaveLength(1);
        const admins = await a.db.select().from(users).where(sql`${users.role} = 'SUPERADMIN'`);
        expect(admins).toHaveLength(1);
        expect(await count(a, categories)).toBe(CATEGORY_NAMES.length);
        expect(await count(a, pricing)).toBe(Object.keys(DEFAULT_PRICES_CENTS).length);
      });
    }
  }, 120_000);

  it('seed the demo data once', async () => {
    await withTwoInstances(async (a, b) => {
      const start = async (handle: DatabaseHandle) => {
        await migrateAndSeed(handle, {
          adminEmail: 'admin@start.test',
          adminPassword: 'start-admin-password',
        });
        return seedDemoDataOnce(handle, namingStore);
      };
      const results = await Promise.all([start(a), start(b)]);
      expect(results.filter((result) => result.created)).toHaveLength(1);
      const emails = [...DEMO_AUCTIONEERS, ...DEMO_COMPANIES].map(demoEmail);
      expect(await a.db.select().from(users).where(inArray(users.email, emails))).toHaveLength(emails.length);
      expect(await a.db.select({ id: auctions.id }).from(auctions)).toHaveLength(
        DEMO_AUCTIONS.length + DEMO_PAST_SALES.length,
      );
      expect(await a.db.select({ id: banners.id }).from(banners)).toHaveLength(DEMO_BANNERS.length);
    });
  }, 180_000);

  /**
   * One round: the race is the database's, and the first test runs it four times in this process;
   * here two real processes (about 2.5 s of CPU each at load 6 on two cores, tsx loading the sources)
   * show that both reach healthy on an empty database. A second round only ran that race again.
   */
  it('as two server processes, both come up healthy', async () => {
    await withTwoInstances(async (a, _b, url) => {
      const env = { DATABASE_URL: url };
      const servers = await Promise.allSettled([spawnServer(env), spawnServer(env)]);
      try {
        for (const server of servers)
          expect(server.status, String((server as PromiseRejectedResult).reason)).toBe('fulfilled');
        const admins = await a.db.select().from(users).where(sql`${users.role} = 'SUPERADMIN'`);
        expect(admins.map((admin) => admin.email)).toEqual(['admin@spawned.test']);
      } finally {
        await Promise.all(
          servers.map((server) => (server.status === 'fulfilled' ? server.value.stop() : undefined)),
        );
      }
    });
  }, 240_000);
});
