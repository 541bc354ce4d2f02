import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs, saveTestCard } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { auctionPayload, createCategory } from '../auctions/test-fixtures.ts';

/**
 * Issue 25, defect 2: names and addresses stored before one-line fields refused line breaks
 * cannot push the Bill To block over the items of an invoice's PDF, read back from the download.
 */

let t: TestApp;
let token: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await createCategory(t.db)).id;
  const { user } = await createUser(t.db, {
    companyName: 'Harbour\r\nAuctions',
    companyAddress: `1 Main St${'\n'.repeat(25)}Truro\u2028NS`,
    companyPhone: '902\n555 0100',
  });
  await saveTestCard(t.app, user);
  token = await loginAs(t.app, user);
});
afterAll(() => t.close());

interface TextRun {
  x: number;
  y: number;
  text: string;
}

/** The text runs of a PDFKit file, page coordinates from the top, its Flate streams inflated. */
function textRunsOf(pdf: Buffer): TextRun[] {
  const raw = pdf.toString('latin1');
  const runs: TextRun[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a Flate content stream (a font, an image)
    }
    for (const run of content.matchAll(/1 0 0 1 ([\d.-]+) ([\d.-]+) Tm\n\/F\d+ [\d.]+ Tf\n\[(.*?)\] TJ/g)) {
      const text = [...(run[3] ?? '').matchAll(/<([0-9a-f]*)>/g)]
        .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
        .join('');
      runs.push({ x: Number(run[1]), y: 792 - Number(run[2]), text });
    }
  }
  return runs;
}

describe('an invoice PDF billed to text with line breaks', () => {
  it('keeps the Bill To block above the items, each text on its line', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/auctions',
      headers: bearer(token),
      payload: auctionPayload(categoryId),
    });
    const id = created.json().invoice.id as string;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${id}/pdf`,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);

    const runs = textRunsOf(response.rawPayload);
    const itemsHeader = runs.find((run) => run.text === 'Description');
    const billTo = runs.find((run) => run.text === 'Bill To');
    expect(itemsHeader && billTo).toBeTruthy();
    const billToRuns = runs.filter((run) => run.x >= (billTo?.x ?? 0) && run.y < (itemsHeader?.y ?? 0));
    const below = runs.filter((run) => run.x >= (billTo?.x ?? 0) && run.y >= (itemsHeader?.y ?? 0) - 2);
    // Everything of the Bill To block is drawn above the items' header, none of it below.
    expect(below.map((run) => run.text)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/Truro|Main St/)]),
    );
    const block = billToRuns.map((run) => run.text).join(' ');
    expect(block).toContain('Harbour Auctions');
    expect(block).toContain('902 555 0100');
    expect(block).toMatch(/1 Main St Truro NS/);
  });
});
