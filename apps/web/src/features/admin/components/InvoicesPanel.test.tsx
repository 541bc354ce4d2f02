import type { AdminInvoice } from '@mariner/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { InvoicesPanel } from './InvoicesPanel.tsx';

const LIST_URL = '/api/admin/invoices?limit=50';

const invoice = (overrides: Partial<AdminInvoice>): AdminInvoice => ({
  id: '22222222-2222-4222-8222-222222222222',
  invoiceNumber: 'MM-2026-000042',
  createdAt: '2026-03-02T15:00:00.000Z',
  status: 'paid',
  itemType: 'LISTING_FEE',
  description: 'Auction listing fee',
  line: null,
  userId: '33333333-3333-4333-8333-333333333333',
  buyerName: 'Green Gables Auctions (Anne Shirley)',
  buyerEmail: 'anne@greengables.ca',
  taxProvince: 'PE',
  subtotalCents: 10_000,
  taxCents: 1_500,
  totalCents: 11_500,
  ...overrides,
});

const anne = invoice({});
const rachel = invoice({
  id: '44444444-4444-4444-8444-444444444444',
  invoiceNumber: 'MM-2026-000043',
  status: 'failed',
  buyerName: 'Rachel Lynde',
  buyerEmail: 'rachel@avonlea.ca',
  taxProvince: null,
  subtotalCents: 2_500,
  taxCents: 0,
  totalCents: 2_500,
});

const admin = makeUser({ id: '11111111-1111-4111-8111-111111111111', role: 'ADMIN' });

const renderPanel = (initialEntries = ['/admin?tab=invoices']) =>
  renderRoutes(
    [
      { path: '/admin', element: <InvoicesPanel /> },
      { path: '/invoices/:id', element: <p>invoice page</p> },
    ],
    { user: admin, initialEntries },
  );

/** The table's row (jsdom applies no CSS, so the phone cards are in the tree beside the table). */
const rowOf = async (number: string) => {
  const table = within(await screen.findByRole('table', { name: 'Invoices of every buyer' }));
  const link = table.getByRole('link', { name: new RegExp(`Open invoice ${number}`) });
  const row = link.closest('tr');
  if (!row) throw new Error(`no row for ${number}`);
  return within(row);
};

describe('InvoicesPanel', () => {
  it('lists every buyer’s invoices with the buyer, amounts and status', async () => {
    mockFetch(() =>
      jsonResponse(200, {
        invoices: [anne, rachel],
        pagination: { page: 1, limit: 50, total: 2, totalPages: 1 },
      }),
    );
    renderPanel();
    const row = await rowOf('MM-2026-000042');
    expect(row.getByText('Green Gables Auctions (Anne Shirley)')).toBeInTheDocument();
    expect(row.getByText('anne@greengables.ca')).toBeInTheDocument();
    expect(row.getByText('$100.00')).toBeInTheDocument();
    expect(row.getByText('$15.00')).toBeInTheDocument();
    expect(row.getByText('$115.00')).toBeInTheDocument();
    expect(row.getByText('Paid')).toBeInTheDocument();
    expect((await rowOf('MM-2026-000043')).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('2 invoices')).toBeInTheDocument();
  });

  it('searches, filters and sorts through the API, keeping all of it in the address', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse(200, { invoices: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } }),
    );
    const { user, router } = renderPanel();
    expect(await screen.findByText('No invoices match.')).toBeInTheDocument();
    expect(calls[0]?.url).toBe(LIST_URL);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'anne@green');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe(`${LIST_URL}&search=anne%40green`));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'refunded');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Province taxed' }), 'NS');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'amountDesc');
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        `${LIST_URL}&search=anne%40green&status=refunded&province=NS&sort=amountDesc`,
      ),
    );
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      tab: 'invoices',
      q: 'anne@green',
      status: 'refunded',
      province: 'NS',
      sort: 'amountDesc',
    });
  });

  it('reads the page from the address, and a page link keeps the rest', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse(200, { invoices: [anne], pagination: { page: 2, limit: 50, total: 120, totalPages: 3 } }),
    );
    const { user, router } = renderPanel(['/admin?tab=invoices&q=anne&status=lost&page=2']);
    await rowOf('MM-2026-000042');
    // An unknown status in the address is no filter.
    expect(calls[0]?.url).toBe(`${LIST_URL}&page=2&search=anne`);
    expect(screen.getByText(/120 invoices Page 2 of 3/)).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=3'));
    expect(router.state.location.search).toContain('q=anne');
    expect(screen.getByText(/120 invoices/)).toHaveFocus();
  });

  it('opens the invoice, handing the page the way back to this list', async () => {
    mockFetch(() =>
      jsonResponse(200, { invoices: [anne], pagination: { page: 1, limit: 50, total: 1, totalPages: 1 } }),
    );
    const { user, router } = renderPanel(['/admin?tab=invoices&q=anne']);
    const row = await rowOf('MM-2026-000042');
    await user.click(row.getByRole('link'));
    expect(await screen.findByText('invoice page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/invoices/${anne.id}`);
    expect(router.state.location.state).toEqual({ adminList: '/admin?tab=invoices&q=anne' });
  });
});
