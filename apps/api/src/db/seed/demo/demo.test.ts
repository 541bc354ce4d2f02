import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAuctionImage } from '../../../modules/auctions/images.ts';
import { createTestApp, type TestApp } from '../../../test/test-db.ts';
import { auctions, users } from '../../schema.ts';
import { seedReferenceData } from '../index.ts';
import { DEMO_AUCTIONEERS, DEMO_AUCTIONS } from './data.ts';
import { demoEmail, seedDemoData } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.db);
});
afterAll(() => t.close());

const fileOf = (url: string) => path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));

describe('demo data (decision 14)', () => {
  it('seeds auctioneers with logos and about 40 auctions with pictures over the coming three months, once', async () => {
    const now = new Date();
    const store = {
      auctionImage: (auctionId: string, picture: Buffer) =>
        storeAuctionImage(t.app.storage, auctionId, picture),
      async logo(userId: string, picture: Buffer) {
        const key = `logos/${userId}/demo.webp`;
        await t.app.storage.put(key, picture, 'image/webp');
        return t.app.storage.url(key);
      },
    };
    const first = await seedDemoData(t.db, store, now);
    expect(first).toEqual({ created: true, auctions: DEMO_AUCTIONS.length });
    expect(DEMO_AUCTIONEERS.length).toBeGreaterThanOrEqual(8);

    const sellers = await t.db
      .select()
      .from(users)
      .where(inArray(users.email, DEMO_AUCTIONEERS.map(demoEmail)));
    expect(sellers).toHaveLength(DEMO_AUCTIONEERS.length);
    for (const seller of sellers) {
      expect(seller.companyLogo).toMatch(/^\/uploads\/logos\//);
      expect(seller.advertiserType).toBe('AUCTIONEER');
    }

    const rows = await t.db.select().from(auctions);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const approved = rows.filter((row) => row.status === 'APPROVED');
    expect(rows.some((row) => row.status === 'PENDING')).toBe(true);
    const provinces = new Set(approved.map((row) => row.province));
    for (const province of ['NS', 'NB', 'PE', 'NL', 'QC', 'ON']) expect(provinces).toContain(province);
    const horizon = now.getTime() + 100 * 86_400_000;
    for (const row of approved) {
      expect(row.auctionStartDate.getTime()).toBeGreaterThan(now.getTime());
      expect(row.auctionStartDate.getTime()).toBeLessThan(horizon);
      expect(row.auctionEndDate.getTime()).toBeGreaterThan(row.auctionStartDate.getTime());
      expect(row.featuredImage).toMatch(/-1600\.webp$/);
      expect(existsSync(fileOf(row.featuredImage ?? ''))).toBe(true);
      expect(existsSync(fileOf((row.featuredImage ?? '').replace('-1600.webp', '-400.webp')))).toBe(true);
    }

    const again = await seedDemoData(t.db, store, now);
    expect(again).toEqual({ created: false, auctions: 0 });
    expect(await t.db.select({ id: auctions.id }).from(auctions)).toHaveLength(rows.length);
  });

  it('gives demo sellers a password nobody knows', async () => {
    const [seller] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail(DEMO_AUCTIONEERS[0] as (typeof DEMO_AUCTIONEERS)[number])));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: seller?.email, password: 'password' },
    });
    expect(response.statusCode).toBe(401);
  });
});
