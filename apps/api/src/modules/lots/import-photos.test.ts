import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auctions, type UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { buildZip, csvSheet, postLotImport } from '../../test/zip.ts';
import { createAuction, createCategory, png } from '../auctions/test-fixtures.ts';
import { PHOTO_ROWS_IN_FLIGHT } from './import-service.ts';

/**
 * Issue 29 item 5: a 2,000-photo import must neither hold the archive nor all its photos in
 * memory, nor run more image work than the instance allows. The archive's reads and the picture
 * pipeline are watched (the real ones run underneath) to count what is held and what runs at once.
 */
const watch = vi.hoisted(() => ({
  /** Photos expanded from the archive and not yet stored (or refused). */
  held: 0,
  mostHeld: 0,
  storing: 0,
  mostStoring: 0,
  reads: 0,
  bulk: [] as boolean[],
}));

vi.mock('./import-zip.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./import-zip.ts')>();
  return {
    ...original,
    openPhotoArchive: async (path: string) => {
      const archive = await original.openPhotoArchive(path);
      return {
        ...archive,
        read: async (entry: Parameters<typeof archive.read>[0]) => {
          const buffer = await archive.read(entry);
          watch.reads += 1;
          watch.held += 1;
          watch.mostHeld = Math.max(watch.mostHeld, watch.held);
          return buffer;
        },
      };
    },
  };
});

vi.mock('../auctions/images.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../auctions/images.ts')>();
  return {
    ...original,
    storeAuctionImageIn: async (...args: Parameters<typeof original.storeAuctionImageIn>) => {
      watch.storing += 1;
      watch.mostStoring = Math.max(watch.mostStoring, watch.storing);
      watch.bulk.push(args[4]?.bulk === true);
      try {
        return await original.storeAuctionImageIn(...args);
      } finally {
        watch.storing -= 1;
        watch.held -= 1;
      }
    },
  };
});

let t: TestApp;
let seller: UserRow;
let token = '';
let categoryId = '';

beforeAll(async () => {
  t = await createTestApp();
  seller = (await createUser(t.db)).user;
  categoryId = (await createCategory(t.db)).id;
  token = await loginAs(t.app, seller);
});
afterAll(() => t.close());

const csv = csvSheet;
const importSheet = (auctionId: string, sheet: Buffer, zip?: Buffer, query = '') =>
  postLotImport(t.app, token, auctionId, sheet, zip, query);

async function lotsOf(auctionId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/auctions/${auctionId}/lots?limit=100`,
    headers: bearer(token),
  });
  return response.json().lots as { lotNumber: string; title: string; position: number; images: string[] }[];
}

const lotCountOf = async (auctionId: string) =>
  (await t.db.select({ lotCount: auctions.lotCount }).from(auctions).where(eq(auctions.id, auctionId)))[0]
    ?.lotCount;

describe('lot import at scale', () => {
  it('expands one photo at a time per row in flight, and never has more rows in flight than the bound', async () => {
    const id = await createAuction(t.app, { sellerId: seller.id, categoryId });
    const count = 3 * PHOTO_ROWS_IN_FLIGHT + 2;
    const entries = [];
    const rows = ['lot,title,photos'];
    for (let i = 1; i <= count; i += 1) {
      entries.push({ name: `photos/p${i}.png`, content: await png(60, 40, i * 20), deflate: i % 2 === 0 });
      rows.push(`${i},Lot ${i},p${i}.png`);
    }
    const response = await importSheet(id, csv(...rows), buildZip(entries));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: count, updated: 0, errors: [] });

    // Every photo read once, each through the bulk pipeline, at most PHOTO_ROWS_IN_FLIGHT at once.
    expect(watch.reads).toBe(count);
    expect(watch.bulk).toEqual(Array.from({ length: count }, () => true));
    expect(watch.mostStoring).toBeLessThanOrEqual(PHOTO_ROWS_IN_FLIGHT);
    expect(watch.mostHeld).toBeLessThanOrEqual(PHOTO_ROWS_IN_FLIGHT);
    expect(watch.held).toBe(0);
    const lots = await lotsOf(id);
    expect(lots.map((lot) => lot.images.length)).toEqual(Array.from({ length: count }, () => 1));
  });

  it('appends new lots after the catalogue in the sheet’s order and updates numbers already there (any case, taking the sheet’s spelling)', async () => {
    const id = await createAuction(t.app, { sellerId: seller.id, categoryId });
    const first = await importSheet(id, csv('lot,title', 'A1,First', 'A2,Second'));
    expect(first.json()).toEqual({ created: 2, updated: 0, errors: [] });

    const rows = ['lot,title', 'a2,Second renamed'];
    for (let i = 1; i <= 600; i += 1) rows.push(`B${i},Lot B${i}`);
    rows.push('A1,');
    const response = await importSheet(id, csv(...rows), undefined, '?partial=true');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      created: 600,
      updated: 1,
      errors: [{ row: 603, column: 'title', message: 'Lot title is required' }],
    });
    // More rows than one insert statement carries (500): positions follow on across statements.
    const lots = await lotsOf(id);
    expect(lots).toHaveLength(100);
    expect(lots.slice(0, 3).map((lot) => [lot.lotNumber, lot.title, lot.position])).toEqual([
      ['A1', 'First', 1],
      ['a2', 'Second renamed', 2],
      ['B1', 'Lot B1', 3],
    ]);
    expect(await lotCountOf(id)).toBe(602);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/auctions/${id}/lots?limit=100&lot=B600`,
      headers: bearer(token),
    });
    const last = (page.json().lots as { lotNumber: string; position: number }[]).at(-1);
    expect(last).toMatchObject({ lotNumber: 'B600', position: 602 });

    // Without ?partial=true the wrong row refuses the whole sheet: nothing is written.
    const refused = await importSheet(id, csv('lot,title', 'C1,New', 'C2,'));
    expect(refused.statusCode).toBe(400);
    expect(await lotCountOf(id)).toBe(602);
  });
});
