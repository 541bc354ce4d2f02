import { existsSync } from 'node:fs';
import { LOT_IMPORT_LIMITS, LOT_IMPORT_MESSAGES, lotImportTemplateCsv } from '@mariner/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { buildZip, multipartFiles } from '../../test/zip.ts';
import { createAuction, createCategory, fileOfUrl, png } from '../auctions/test-fixtures.ts';

let t: TestApp;
let seller: UserRow;
let category: { id: string; name: string; nameFr: string; slug: string };
type Who = 'anonymous' | 'seller' | 'other' | 'admin';
const tokens: Record<Exclude<Who, 'anonymous'>, string> = { seller: '', other: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp();
  seller = (await createUser(t.db)).user;
  category = await createCategory(t.db, `Pianos Éclairés ${Date.now()}`);
  tokens.seller = await loginAs(t.app, seller);
  tokens.other = await loginAs(t.app, (await createUser(t.db)).user);
  tokens.admin = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
});
afterAll(() => t.close());

const headersOf = (who: Who) => (who === 'anonymous' ? {} : bearer(tokens[who]));
const newAuction = () => createAuction(t.app, { sellerId: seller.id, categoryId: category.id });

interface ImportFiles {
  sheet?: Buffer;
  zip?: Buffer;
  sheetName?: string;
}

function importSheet(
  auctionId: string,
  files: ImportFiles,
  options: { who?: Who; query?: string; lang?: string } = {},
) {
  const parts = [];
  if (files.sheet)
    parts.push({ field: 'sheet', filename: files.sheetName ?? 'lots.csv', content: files.sheet });
  if (files.zip) parts.push({ field: 'zip', filename: 'photos.zip', content: files.zip });
  const body = multipartFiles(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/lots/import${options.query ?? ''}`,
    payload: body.payload,
    headers: {
      ...body.headers,
      ...headersOf(options.who ?? 'seller'),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
  });
}

const csv = (...lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);
const HEADER =
  'lot,title,description,estimate low,estimate high,quantity,category,title FR,description FR,photos';

async function lotsOf(auctionId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/auctions/${auctionId}/lots?limit=100`,
    headers: bearer(tokens.seller),
  });
  return response.json().lots as {
    id: string;
    lotNumber: string;
    title: string;
    titleFr: string | null;
    estimateLow: number | null;
    estimateHigh: number | null;
    quantity: number;
    categoryId: string | null;
    images: string[];
    position: number;
  }[];
}

describe('POST /api/auctions/{id}/lots/import', () => {
  it('creates lots from a CSV, dollars to cents, category by name, and counts them', async () => {
    const id = await newAuction();
    const response = await importSheet(id, {
      sheet: csv(
        HEADER,
        `12,Heintzman upright piano,Walnut case,"1,200",1800.50,,${category.name.toUpperCase()},Piano droit,,`,
        '12A,Pine blanket box,,$300,400,2,,,,',
      ),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 2, updated: 0, errors: [] });
    const lots = await lotsOf(id);
    expect(lots.map((lot) => lot.lotNumber)).toEqual(['12', '12A']);
    expect(lots[0]).toMatchObject({
      title: 'Heintzman upright piano',
      titleFr: 'Piano droit',
      estimateLow: 120_000,
      estimateHigh: 180_050,
      quantity: 1,
      categoryId: category.id,
      position: 1,
    });
    expect(lots[1]).toMatchObject({ estimateLow: 30_000, quantity: 2, categoryId: null, position: 2 });
    const read = await t.app.inject({ method: 'GET', url: `/api/auctions/${id}` });
    expect(read.json().auction.lotCount).toBe(2);
  });

  it('reads an XLSX sheet with French headers, numbers as cells and a category by slug', async () => {
    const id = await newAuction();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Lots');
    sheet.addRow([
      'Lot',
      'Titre',
      'Estimation basse',
      'Estimation haute',
      'Quantité',
      'Catégorie',
      'Titre FR',
    ]);
    sheet.addRow([7, 'John Deere 5055E', 15000, 22000.5, 1, category.slug, 'Tracteur John Deere']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await importSheet(id, { sheet: buffer, sheetName: 'lots.xlsx' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ created: 1, updated: 0 });
    const [lot] = await lotsOf(id);
    expect(lot).toMatchObject({
      lotNumber: '7',
      title: 'John Deere 5055E',
      titleFr: 'Tracteur John Deere',
      estimateLow: 1_500_000,
      estimateHigh: 2_200_050,
      categoryId: category.id,
    });
  });

  it('updates the lot whose number is already in the auction, keeping fields the sheet lacks', async () => {
    const id = await newAuction();
    await importSheet(id, { sheet: csv(HEADER, '5,Old title,Kept description,100,200,3,,,,') });
    const response = await importSheet(id, {
      sheet: csv('Lot;Title;Estimate low', '5;New title;150', '6;Another;'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 1, updated: 1, errors: [] });
    const lots = await lotsOf(id);
    expect(lots).toHaveLength(2);
    expect(lots[0]).toMatchObject({
      lotNumber: '5',
      title: 'New title',
      estimateLow: 15_000,
      estimateHigh: 20_000,
      quantity: 3,
    });
    expect(lots[1]).toMatchObject({ lotNumber: '6', position: 2 });
  });

  it('refuses a sheet with a bad row whole, reporting row and column, and creates nothing', async () => {
    const id = await newAuction();
    const response = await importSheet(id, {
      sheet: csv(
        HEADER,
        '1,Good lot,,,,,,,,',
        '2,,,,,,,,,',
        '3,Crossed,,900,100,,,,,',
        '4,Bad money,,twelve,,,,,,',
        '5,Unknown category,,,,,Spaceships,,,',
        '1,Same number,,,,,,,,',
      ),
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ created: 0, updated: 0, error: 'VALIDATION_ERROR' });
    expect(body.errors).toEqual([
      { row: 3, column: 'title', message: 'Lot title is required' },
      {
        row: 4,
        column: 'estimate high',
        message: 'The low estimate must not be more than the high estimate',
      },
      { row: 5, column: 'estimate low', message: LOT_IMPORT_MESSAGES.importEstimateFormat },
      { row: 6, column: 'category', message: LOT_IMPORT_MESSAGES.importCategoryUnknown },
      { row: 7, column: 'lot', message: 'This lot number is already on row 2 of the sheet' },
    ]);
    expect(await lotsOf(id)).toEqual([]);

    const french = await importSheet(id, { sheet: csv(HEADER, '2,,,,,,,,,') }, { lang: 'fr-CA' });
    expect(french.json().errors[0].message).toBe('Le titre du lot est obligatoire');
    expect(french.json().message).toContain('rien n’a été importé');
  });

  it('reports unknown and missing columns on row 1', async () => {
    const id = await newAuction();
    const response = await importSheet(id, { sheet: csv('lot,colour', '1,red') });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { row: 1, column: 'colour', message: LOT_IMPORT_MESSAGES.importColumnUnknown },
      { row: 1, column: 'title', message: 'The sheet needs a “title” column' },
    ]);
  });

  it('imports the right rows and reports the others with ?partial=true', async () => {
    const id = await newAuction();
    const response = await importSheet(
      id,
      { sheet: csv(HEADER, '1,Good lot,,,,,,,,', '2,,,,,,,,,', '3,Also good,,,,,,,,') },
      { query: '?partial=true' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      created: 2,
      updated: 0,
      errors: [{ row: 3, column: 'title', message: 'Lot title is required' }],
    });
    expect((await lotsOf(id)).map((lot) => lot.lotNumber)).toEqual(['1', '3']);
  });

  it('attaches photos from the ZIP (by path or bare name, any case) through the picture pipeline', async () => {
    const id = await newAuction();
    const zip = buildZip([
      { name: 'photos/', content: Buffer.alloc(0) },
      { name: 'photos/Piano-1.PNG', content: await png(200, 150, 20) },
      { name: 'photos/piano-2.png', content: await png(200, 150, 40), deflate: true },
      { name: '__MACOSX/photos/._piano-2.png', content: Buffer.from('resource fork') },
      { name: 'box.png', content: await png(100, 100, 60) },
    ]);
    const response = await importSheet(id, {
      sheet: csv(HEADER, '1,Piano,,,,,,,,piano-1.png; photos/piano-2.png', '2,Box,,,,,,,,box.png'),
      zip,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ created: 2 });
    const lots = await lotsOf(id);
    expect(lots[0]?.images).toHaveLength(2);
    expect(lots[1]?.images).toHaveLength(1);
    const first = lots[0]?.images[0] ?? '';
    expect(first).toMatch(new RegExp(`/auctions/${id}/lots/${lots[0]?.id}/[0-9a-f]+-1600\\.webp$`));
    expect(existsSync(fileOfUrl(t.config.uploadsDir, first))).toBe(true);

    // The same sheet again updates in place: the same photos keep their addresses and files.
    const again = await importSheet(id, {
      sheet: csv(HEADER, '1,Piano,,,,,,,,piano-1.png; photos/piano-2.png', '2,Box,,,,,,,,box.png'),
      zip,
    });
    expect(again.json()).toMatchObject({ created: 0, updated: 2 });
    const after = await lotsOf(id);
    expect(after[0]?.images).toEqual(lots[0]?.images);
    expect(existsSync(fileOfUrl(t.config.uploadsDir, first))).toBe(true);
  });

  it('reports photos missing from the ZIP, or named without one', async () => {
    const id = await newAuction();
    const zip = buildZip([{ name: 'a.png', content: await png(50, 50) }]);
    const missing = await importSheet(id, { sheet: csv(HEADER, '1,Piano,,,,,,,,b.png'), zip });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { row: 2, column: 'photos', message: 'Photo “b.png” is not in the ZIP archive' },
    ]);
    const withoutZip = await importSheet(id, { sheet: csv(HEADER, '1,Piano,,,,,,,,a.png') });
    expect(withoutZip.json().errors[0].message).toBe(LOT_IMPORT_MESSAGES.importPhotosWithoutZip);
  });

  it('refuses a file that is not an image, storing nothing', async () => {
    const id = await newAuction();
    const good = await png(80, 60, 90);
    const zip = buildZip([
      { name: 'good.png', content: good },
      { name: 'evil.png', content: Buffer.from('#!/bin/sh\necho not a picture\n') },
    ]);
    const response = await importSheet(id, {
      sheet: csv(HEADER, '1,Good,,,,,,,,good.png', '2,Evil,,,,,,,,evil.png'),
      zip,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { row: 3, column: 'photos', message: 'Photo “evil.png” is not a JPEG, PNG, GIF or WebP image' },
    ]);
    expect(await lotsOf(id)).toEqual([]);

    const partial = await importSheet(
      id,
      { sheet: csv(HEADER, '1,Good,,,,,,,,good.png', '2,Evil,,,,,,,,evil.png'), zip },
      { query: '?partial=true' },
    );
    expect(partial.json()).toMatchObject({ created: 1, updated: 0 });
    expect((await lotsOf(id)).map((lot) => lot.images.length)).toEqual([1]);
  });

  it('refuses a ZIP whose paths climb out of its folder (zip slip)', async () => {
    const id = await newAuction();
    for (const name of ['../evil.png', '/etc/evil.png', 'photos/../../evil.png']) {
      const zip = buildZip([{ name, content: await png(20, 20) }]);
      const response = await importSheet(id, { sheet: csv(HEADER, '1,Piano,,,,,,,,evil.png'), zip });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().message, name).toBe(LOT_IMPORT_MESSAGES.importZipUnsafePath);
    }
    expect(await lotsOf(id)).toEqual([]);
  });

  it('refuses a ZIP bomb: declared sizes past the quota, or an entry expanding past its declared size', async () => {
    const id = await newAuction();
    const declared = buildZip([
      { name: 'a.png', content: Buffer.alloc(10), deflate: true, declaredSize: 0xfffffff0 },
      { name: 'b.png', content: Buffer.alloc(10), deflate: true, declaredSize: 0xfffffff0 },
    ]);
    expect(2 * 0xfffffff0).toBeGreaterThan(LOT_IMPORT_LIMITS.zipExpandedBytes);
    const first = await importSheet(id, { sheet: csv(HEADER, '1,Piano,,,,,,,,a.png'), zip: declared });
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe(LOT_IMPORT_MESSAGES.importZipExpandsTooMuch);

    // 11 MB of zeros deflate to a few KB, and the archive says 1 KB: cut off while expanding.
    const lying = buildZip([
      { name: 'bomb.png', content: Buffer.alloc(11 * 1024 * 1024), deflate: true, declaredSize: 1024 },
    ]);
    expect(lying.length).toBeLessThan(100_000);
    const second = await importSheet(id, { sheet: csv(HEADER, '1,Piano,,,,,,,,bomb.png'), zip: lying });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(LOT_IMPORT_MESSAGES.importZipExpandsTooMuch);
    expect(await lotsOf(id)).toEqual([]);
  });

  it('refuses a missing sheet, an unreadable archive and a stray part', async () => {
    const id = await newAuction();
    const none = await importSheet(id, { zip: buildZip([]) });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(LOT_IMPORT_MESSAGES.importSheetMissing);
    const broken = await importSheet(id, {
      sheet: csv(HEADER, '1,Piano,,,,,,,,a.png'),
      zip: Buffer.from('not a zip at all'),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(LOT_IMPORT_MESSAGES.importZipUnreadable);
  });

  it('is for the owner or an admin: a stranger 403, nobody 401', async () => {
    const id = await newAuction();
    const sheet = csv(HEADER, '1,Piano,,,,,,,,');
    expect((await importSheet(id, { sheet }, { who: 'anonymous' })).statusCode).toBe(401);
    expect((await importSheet(id, { sheet }, { who: 'other' })).statusCode).toBe(403);
    expect(await lotsOf(id)).toEqual([]);
    const admin = await importSheet(id, { sheet }, { who: 'admin' });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ created: 1 });
  });
});

describe('GET /api/auctions/lots/import-template', () => {
  it('serves the template in both languages, as CSV and XLSX, and the importer reads both back', async () => {
    const id = await newAuction();
    for (const lang of ['en', 'fr'] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/auctions/lots/import-template?format=csv&lang=${lang}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.body).toBe(lotImportTemplateCsv(lang));
      const imported = await importSheet(
        id,
        { sheet: Buffer.from(response.body.replace('1-a.jpg;1-b.jpg', '')) },
        { query: '?partial=false' },
      );
      expect(imported.statusCode, imported.body).toBe(200);
    }
    const french = await t.app.inject({
      method: 'GET',
      url: '/api/auctions/lots/import-template?format=csv&lang=fr',
    });
    expect(french.body).toContain('estimation basse');

    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/auctions/lots/import-template?format=xlsx&lang=fr',
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.getRow(1).getCell(2).value).toBe('titre');
  });
});
