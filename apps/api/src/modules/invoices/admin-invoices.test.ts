import type { AdminInvoice, AdminInvoicesResponse } from '@mariner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceRow, UserRow } from '../../db/schema.ts';
import { bearer, createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import * as queries from './queries.ts';
import { createInvoice } from './service.ts';

/** Issue 31 item 1: GET /api/admin/invoices, every buyer's invoices for the admins. */

let t: TestApp;
let helene: UserRow;
let bob: UserRow;
let buyerToken: string;
let adminToken: string;
let superToken: string;
const made: InvoiceRow[] = [];

const DAY = 86_400_000;
const start = Date.UTC(2026, 0, 10, 15);

async function invoiceFor(
  user: UserRow,
  day: number,
  subtotalCents: number,
  changes: Partial<Pick<InvoiceRow, 'status' | 'taxProvince' | 'taxCents'>> = {},
) {
  const created = await t.db.transaction((tx) =>
    createInvoice(tx, {
      user,
      itemType: 'BANNER_AD',
      itemId: crypto.randomUUID(),
      description: `Banner Advertisement ${made.length + 1}`,
      subtotalCents,
      now: new Date(start + day * DAY),
    }),
  );
  const taxCents = changes.taxCents ?? 0;
  const row = await queries.updateInvoice(t.db, created.id, {
    ...changes,
    taxCents,
    totalCents: subtotalCents + taxCents,
  });
  if (!row) throw new Error('invoice not updated');
  made.push(row);
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  helene = (
    await createUser(t.db, {
      firstName: 'Hélène',
      lastName: 'Côté',
      email: 'helene.cote@encans.example',
      companyName: 'Encans Côté',
      role: 'USER',
    })
  ).user;
  bob = (
    await createUser(t.db, {
      firstName: 'Bob',
      lastName: 'Smith',
      email: 'bob@smith.example',
      companyName: null,
      role: 'SELLER',
    })
  ).user;
  buyerToken = await loginAs(t.app, helene);
  adminToken = await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user);
  superToken = await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN' })).user);

  await invoiceFor(helene, 0, 10_000, { status: 'paid', taxProvince: 'NS', taxCents: 1_400 });
  await invoiceFor(helene, 1, 2_500, { status: 'pending' });
  await invoiceFor(bob, 2, 50_000, { status: 'paid', taxProvince: 'NB', taxCents: 7_500 });
  await invoiceFor(bob, 3, 7_000, { status: 'failed' });
  await invoiceFor(helene, 4, 30_000, { status: 'refunded', taxProvince: 'NS', taxCents: 4_200 });
});
afterAll(() => t.close());

const get = (query: string, token: string | null = adminToken) =>
  t.app.inject({ method: 'GET', url: `/api/admin/invoices${query}`, headers: token ? bearer(token) : {} });

async function list(query: string, token = adminToken): Promise<AdminInvoicesResponse> {
  const response = await get(query, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const numbersOf = (invoices: AdminInvoice[]) => invoices.map((invoice) => invoice.invoiceNumber);
const numberOf = (index: number) => made[index]?.invoiceNumber;

describe('GET /api/admin/invoices: who may read it', () => {
  it('answers 401 to a visitor and 403 to a buyer', async () => {
    expect((await get('', null)).statusCode).toBe(401);
    const refused = await get('', buyerToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBeTruthy();
  });

  it('answers admins and superadmins, never cached', async () => {
    const response = await get('');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect((await get('', superToken)).statusCode).toBe(200);
  });

  it('leaves the spec GET /api/invoices the caller’s own', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/invoices', headers: bearer(buyerToken) });
    expect(own.statusCode).toBe(200);
    expect(own.json().invoices).toHaveLength(3);
    expect(Object.keys(own.json().invoices[0]).sort()).toEqual(
      ['amount', 'createdAt', 'description', 'id', 'invoiceNumber', 'itemType', 'line', 'status'].sort(),
    );
  });
});

describe('GET /api/admin/invoices: the rows', () => {
  it('lists every buyer’s invoices newest first with the buyer as billed and amounts in cents', async () => {
    const { invoices, pagination } = await list('');
    expect(numbersOf(invoices)).toEqual([4, 3, 2, 1, 0].map(numberOf));
    expect(pagination).toEqual({ page: 1, limit: 50, total: 5, totalPages: 1 });
    const refunded = invoices[0];
    expect(refunded).toMatchObject({
      id: made[4]?.id,
      status: 'refunded',
      itemType: 'BANNER_AD',
      description: 'Banner Advertisement 5',
      userId: helene.id,
      buyerName: 'Encans Côté (Hélène Côté)',
      buyerEmail: 'helene.cote@encans.example',
      taxProvince: 'NS',
      subtotalCents: 30_000,
      taxCents: 4_200,
      totalCents: 34_200,
      createdAt: new Date(start + 4 * DAY).toISOString(),
    });
  });

  it('pages with page and limit', async () => {
    const second = await list('?page=2&limit=2');
    expect(numbersOf(second.invoices)).toEqual([2, 1].map(numberOf));
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
    const last = await list('?page=3&limit=2');
    expect(numbersOf(last.invoices)).toEqual([numberOf(0)]);
    expect((await list('?page=9&limit=2')).invoices).toEqual([]);
  });

  it('sorts oldest first and by total either way', async () => {
    expect(numbersOf((await list('?sort=oldest')).invoices)).toEqual([0, 1, 2, 3, 4].map(numberOf));
    expect(numbersOf((await list('?sort=amountDesc')).invoices)).toEqual([2, 4, 0, 3, 1].map(numberOf));
    expect(numbersOf((await list('?sort=amountAsc')).invoices)).toEqual([1, 3, 0, 4, 2].map(numberOf));
  });
});

describe('GET /api/admin/invoices: search and filters', () => {
  it('finds by the buyer’s e-mail, in part and whatever the case', async () => {
    const { invoices, pagination } = await list('?search=BOB%40SMITH');
    expect(numbersOf(invoices)).toEqual([3, 2].map(numberOf));
    expect(pagination.total).toBe(2);
  });

  it('finds by name or company without accents, and by invoice number', async () => {
    expect(numbersOf((await list('?search=helene%20cote')).invoices)).toEqual([4, 1, 0].map(numberOf));
    expect(numbersOf((await list('?search=encans%20cote')).invoices)).toEqual([4, 1, 0].map(numberOf));
    const number = numberOf(2) ?? '';
    expect(numbersOf((await list(`?search=${number.toLowerCase()}`)).invoices)).toEqual([number]);
  });

  it('takes % and _ literally', async () => {
    expect((await list('?search=%25')).invoices).toEqual([]);
    expect((await list('?search=_')).invoices).toEqual([]);
  });

  it('filters by status and by the province taxed, with the search', async () => {
    expect(numbersOf((await list('?status=paid')).invoices)).toEqual([2, 0].map(numberOf));
    expect(numbersOf((await list('?status=failed')).invoices)).toEqual([numberOf(3)]);
    expect(numbersOf((await list('?province=NS')).invoices)).toEqual([4, 0].map(numberOf));
    expect(numbersOf((await list('?province=NS&status=paid&search=hélène')).invoices)).toEqual([numberOf(0)]);
    // An empty field, as a form sends it, is no filter.
    expect((await list('?search=&status=&province=&sort=')).pagination.total).toBe(5);
  });

  it('refuses an unknown status, province, sort or page with 400', async () => {
    for (const query of ['?status=lost', '?province=XX', '?sort=price', '?page=0', '?limit=abc']) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('keeps the search key when the bill-to changes', async () => {
    const row = made[1];
    if (!row) throw new Error('no invoice');
    await queries.updateInvoice(t.db, row.id, { billTo: { ...row.billTo, email: 'ledger@cote.example' } });
    expect(numbersOf((await list('?search=ledger@cote')).invoices)).toEqual([row.invoiceNumber]);
    await queries.updateInvoice(t.db, row.id, { billTo: row.billTo });
  });
});

describe('an admin reads the invoice a row links to', () => {
  it('GET /api/invoices/{id}/data answers an admin for another buyer’s invoice', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${made[2]?.id}/data`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.invoiceNumber).toBe(numberOf(2));
  });
});
