import { COMPANY, MAX_INVOICE_CENTS, MESSAGES } from '@mariner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs, saveTestCard } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { auctionPayload, createCategory } from '../auctions/test-fixtures.ts';
import { renderInvoicePdf } from './pdf.ts';
import { createInvoice, formatInvoiceNumber, getViewableInvoice, invoiceData } from './service.ts';

let t: TestApp;
let categoryId: string;
let owner: UserRow;
let ownerToken: string;
let otherToken: string;
let adminToken: string;
let superToken: string;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await createCategory(t.db)).id;
  owner = (await createUser(t.db, { companyPhone: '902-555-0100', companyAddress: '1 Main St, Truro NS' }))
    .user;
  await saveTestCard(t.app, owner);
  ownerToken = await loginAs(t.app, owner);
  otherToken = await loginAs(t.app, (await createUser(t.db)).user);
  adminToken = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
  superToken = await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN' })).user);
});
afterAll(() => t.close());

const get = (url: string, token: string | null = ownerToken) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function newInvoice(token = ownerToken) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auctions',
    headers: bearer(token),
    payload: auctionPayload(categoryId),
  });
  return response.json().invoice.id as string;
}

const sequenceOf = (number: string) => {
  const match = /^MM-(\d{4})-(\d{6})$/.exec(number);
  if (!match) throw new Error(`not an invoice number: ${number}`);
  return Number(match[2]);
};

describe('invoice numbers (decision 8)', () => {
  it('formats MM-YYYY-NNNNNN', () => {
    expect(formatInvoiceNumber(2025, 42)).toBe('MM-2025-000042');
  });

  it('are consecutive without gaps under 20 concurrent creations; a rollback gives its number back', async () => {
    const create = () =>
      t.db.transaction((tx) =>
        createInvoice(tx, {
          user: owner,
          itemType: 'BANNER_AD',
          itemId: crypto.randomUUID(),
          description: 'Banner Advertisement',
          subtotalCents: 14900,
        }),
      );
    const rows = await Promise.all(Array.from({ length: 20 }, create));
    const numbers = rows.map((row) => sequenceOf(row.invoiceNumber)).sort((a, b) => a - b);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => first + index));

    await expect(
      t.db.transaction(async (tx) => {
        await createInvoice(tx, {
          user: owner,
          itemType: 'BANNER_AD',
          itemId: crypto.randomUUID(),
          description: 'rolled back',
          subtotalCents: 100,
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const next = await create();
    // The rolled back transaction's number (first + 20) is given out again.
    expect(sequenceOf(next.invoiceNumber)).toBe(first + 20);
  });
});

describe('invoice amounts', () => {
  it('refuses an amount its 32-bit columns could not hold, with a 400 (issue 25, defect 9)', async () => {
    const bill = (subtotalCents: number) =>
      t.db.transaction((tx) =>
        createInvoice(tx, {
          user: owner,
          itemType: 'BANNER_AD',
          itemId: crypto.randomUUID(),
          description: 'Banner Advertisement',
          subtotalCents,
        }),
      );
    for (const subtotalCents of [MAX_INVOICE_CENTS + 1, 2 ** 31, -1, 0.5]) {
      await expect(bill(subtotalCents)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: MESSAGES.invoiceTooLarge,
      });
    }
    expect((await bill(MAX_INVOICE_CENTS)).subtotalCents).toBe(MAX_INVOICE_CENTS);
  });
});

describe('GET /api/invoices', () => {
  it('lists the caller’s own invoices, newest first, 20 a page', async () => {
    const { user } = await createUser(t.db);
    await saveTestCard(t.app, user);
    const token = await loginAs(t.app, user);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) ids.push(await newInvoice(token));
    const response = await get('/api/invoices', token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
    expect(body.invoices.map((invoice: { id: string }) => invoice.id)).toEqual([...ids].reverse());
    expect(body.invoices[0]).toEqual({
      id: ids[2],
      invoiceNumber: expect.stringMatching(/^MM-\d{4}-\d{6}$/),
      createdAt: expect.any(String),
      description: 'Auction listing: Spring farm equipment dispersal',
      itemType: 'LISTING_FEE',
      line: { itemType: 'LISTING_FEE', title: 'Spring farm equipment dispersal' },
      amount: 9900,
      status: 'pending',
    });
    const second = await get('/api/invoices?page=2&limit=2', token);
    expect(second.json().invoices).toHaveLength(1);
    expect((await get('/api/invoices', otherToken)).json().pagination.total).toBe(0);
    expect((await get('/api/invoices', null)).statusCode).toBe(401);
  });
});

describe('GET /api/invoices/:id/data and /pdf', () => {
  it('answers the owner and admins; 404 to anyone else; 401 without a session', async () => {
    const id = await newInvoice();
    for (const suffix of ['data', 'pdf']) {
      const url = `/api/invoices/${id}/${suffix}`;
      expect((await get(url, null)).statusCode).toBe(401);
      const stranger = await get(url, otherToken);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json().message).toBe(MESSAGES.invoiceNotFoundText);
      for (const token of [ownerToken, adminToken, superToken])
        expect((await get(url, token)).statusCode).toBe(200);
    }
    expect((await get(`/api/invoices/${crypto.randomUUID()}/data`)).statusCode).toBe(404);
  });

  it('gives the detail in cents with the bill-to snapshot', async () => {
    const id = await newInvoice();
    const response = await get(`/api/invoices/${id}/data`);
    expect(response.json().data).toEqual({
      id,
      invoiceNumber: expect.stringMatching(/^MM-/),
      status: 'pending',
      item: { type: 'LISTING_FEE', id: expect.any(String) },
      date: expect.any(String),
      dueDate: null,
      billTo: {
        name: `${owner.companyName} (${owner.firstName} ${owner.lastName})`,
        email: owner.email,
        phone: '902-555-0100',
        address: '1 Main St, Truro NS',
      },
      items: [
        {
          description: 'Auction listing: Spring farm equipment dispersal',
          line: { itemType: 'LISTING_FEE', title: 'Spring farm equipment dispersal' },
          amount: 9900,
        },
      ],
      subtotal: 9900,
      tax: 0,
      taxProvince: null,
      taxRateMillipercent: 0,
      taxLines: [],
      taxRegistrationNumbers: [],
      total: 9900,
      currency: 'CAD',
      payments: [],
      refundedAmount: 0,
    });
  });

  it('downloads a PDF named by the invoice number', async () => {
    const id = await newInvoice();
    const number = (await get(`/api/invoices/${id}/data`)).json().data.invoiceNumber;
    const response = await get(`/api/invoices/${id}/pdf`);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(response.rawPayload.toString('latin1')).toContain(`Invoice ${number}`);

    const plain = await renderInvoicePdf(await invoiceData(t.db, await getViewableInvoice(t.db, owner, id)), {
      compress: false,
    });
    expect(plain.subarray(0, 4).toString()).toBe('%PDF');
    expect(plain.length).toBeGreaterThan(1000);
    expect(COMPANY.province).toBe('NS');
  });

  it('writes the PDF in the reader’s language (issue 16)', async () => {
    const id = await newInvoice();
    const number = (await get(`/api/invoices/${id}/data`)).json().data.invoiceNumber;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${id}/pdf`,
      headers: { ...bearer(ownerToken), 'accept-language': 'fr-CA' },
    });
    expect(response.statusCode).toBe(200);
    const raw = response.rawPayload.toString('latin1');
    expect(raw).toContain(`Facture ${number}`);
    expect(raw).not.toContain(`Invoice ${number}`);
  });
});
