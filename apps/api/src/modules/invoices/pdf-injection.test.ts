import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, loginAs, saveTestCard } from '../../test/factories.ts';
import { textRunsOf } from '../../test/pdf-text.ts';
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
