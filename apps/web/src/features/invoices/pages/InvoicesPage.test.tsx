import type { InvoiceListItem } from '@mariner/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { InvoicesPage } from './InvoicesPage.tsx';

const invoice = (index: number, overrides: Partial<InvoiceListItem> = {}): InvoiceListItem => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  invoiceNumber: `MM-2025-${String(index).padStart(6, '0')}`,
  createdAt: '2025-09-15T14:00:00.000Z',
  description: `Auction listing: Sale ${index}`,
  itemType: 'LISTING_FEE',
  amount: 11385,
  status: 'paid',
  ...overrides,
});

const page = (number: number, invoices: InvoiceListItem[], total: number) =>
  jsonResponse(200, {
    invoices,
    pagination: { page: number, limit: 20, total, totalPages: Math.ceil(total / 20) },
  });

const open = (entry = '/invoices') =>
  renderRoutes([{ path: '/invoices', element: <InvoicesPage /> }], { initialEntries: [entry] });

const table = () => screen.getByRole('table');

describe('InvoicesPage', () => {
  it('lists invoices in CAD with type, status and actions, and says which of how many are shown', async () => {
    mockFetch(() => page(1, [invoice(1), invoice(2, { status: 'refunded', itemType: 'BANNER_AD' })], 2));
    open();
    const first = await screen.findByRole('row', { name: /MM-2025-000001/ });
    expect(first).toHaveTextContent('Auction listing: Sale 1');
    expect(first).toHaveTextContent('Auction Listing');
    expect(first).toHaveTextContent('$113.85 CAD');
    expect(first).toHaveTextContent('Paid');
    expect(within(first).getByRole('link', { name: 'View invoice MM-2025-000001' })).toHaveAttribute(
      'href',
      '/invoices/00000000-0000-4000-8000-000000000001',
    );
    expect(
      within(first).getByRole('button', { name: 'Download invoice MM-2025-000001 as PDF' }),
    ).toBeEnabled();
    const second = within(table()).getByRole('row', { name: /MM-2025-000002/ });
    expect(second).toHaveTextContent('Banner Advertisement');
    expect(second).toHaveTextContent('Refunded');
    expect(screen.getByText('Showing 1 to 2 of 2 invoices')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('names an invoice without a number by its id, and one without a description as a purchase', async () => {
    mockFetch(() => page(1, [invoice(7, { invoiceNumber: '', description: '' })], 1));
    open();
    const row = await screen.findByRole('row', { name: /00000007/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent(/^00000007$/);
    expect(row).toHaveTextContent('Mariner Marketplace Purchase');
  });

  it('pages by 20 with Previous and Next', async () => {
    const { calls } = mockFetch((call) =>
      call.url.includes('page=2')
        ? page(2, [invoice(21), invoice(22), invoice(23)], 23)
        : page(
            1,
            Array.from({ length: 20 }, (_, index) => invoice(index + 1)),
            23,
          ),
    );
    const { user } = open();
    expect(await screen.findByText('Showing 1 to 20 of 23 invoices')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/invoices?page=1&limit=20');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21 to 23 of 23 invoices')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 1 to 20 of 23 invoices')).toBeInTheDocument();
  });

  it('shows the empty state with a link to pricing', async () => {
    mockFetch(() => page(1, [], 0));
    open();
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View pricing' })).toHaveAttribute('href', '/pricing');
  });

  it('says the list failed to load, with no rows', async () => {
    mockFetch(() => jsonResponse(500, { error: 'INTERNAL', message: 'Something went wrong' }));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load invoices');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('downloads the PDF, and says so when it fails', async () => {
    const pdf = new Response('%PDF-1.7', {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="MM-2025-000001.pdf"',
      },
    });
    let downloads = 0;
    const { calls } = mockFetch((call) => {
      if (!call.url.endsWith('/pdf')) return page(1, [invoice(1)], 1);
      downloads += 1;
      return downloads === 1 ? pdf : new Response('nope', { status: 500 });
    });
    const createObjectURL = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('MM-2025-000001.pdf');
      expect(this.href).toBe('blob:invoice');
    });
    const { user } = open();
    const button = await within(await screen.findByRole('table')).findByRole('button', {
      name: /Download invoice MM-2025-000001/,
    });
    await user.click(button);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(calls.at(-1)?.url).toBe('/api/invoices/00000000-0000-4000-8000-000000000001/pdf');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download invoice');
    expect(click).toHaveBeenCalledTimes(1);
  });
});
