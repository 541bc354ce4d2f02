import type { InvoiceData } from '@mariner/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n.ts';
import { jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { InvoiceDetailPage } from './InvoiceDetailPage.tsx';

const ID = '3d4e5f60-7182-493a-8bcd-2e3f4a5b6c7d';

const makeInvoice = (overrides: Partial<InvoiceData> = {}): InvoiceData => ({
  id: ID,
  invoiceNumber: 'MM-2025-000042',
  status: 'paid',
  date: '2025-09-15T14:00:00.000Z',
  dueDate: '2025-10-15T14:00:00.000Z',
  billTo: {
    name: 'Marie LeBlanc',
    email: 'marie@example.ca',
    phone: '902-555-0100',
    address: '12 Water Street, Lunenburg, NS',
  },
  items: [{ description: 'Auction listing: Lunenburg Harbour Estate', line: null, amount: 9900 }],
  subtotal: 9900,
  tax: 1485,
  taxProvince: 'NS',
  taxRateMillipercent: 15000,
  taxLines: [],
  taxRegistrationNumbers: [],
  total: 11385,
  currency: 'CAD',
  payments: [
    { date: '2025-09-15T14:01:00.000Z', amount: 11385, status: 'succeeded' },
    { date: '2025-09-14T10:00:00.000Z', amount: 11385, status: 'failed' },
  ],
  refundedAmount: 0,
  ...overrides,
});

const open = (answer: Response) => {
  const mock = mockFetch(() => answer);
  const view = renderRoutes([{ path: '/invoices/:id', element: <InvoiceDetailPage /> }], {
    initialEntries: [`/invoices/${ID}`],
  });
  return { ...mock, ...view };
};

const totals = () => screen.getByText('Subtotal').closest('dl') as HTMLElement;

describe('InvoiceDetailPage', () => {
  it('shows the invoice: status, dates, the parties, items, tax by province and the total in CAD', async () => {
    const { calls } = open(jsonResponse(200, { data: makeInvoice() }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoice MM-2025-000042' }),
    ).toBeInTheDocument();
    expect(calls[0]?.url).toBe(`/api/invoices/${ID}/data`);
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Invoice date').nextElementSibling).toHaveTextContent('Sep 15, 2025');
    expect(screen.getByText('Due date').nextElementSibling).toHaveTextContent('Oct 15, 2025');

    const from = screen.getByRole('region', { name: 'From' });
    expect(from).toHaveTextContent('Mariner Marketplace Inc.');
    expect(from).toHaveTextContent('Halifax, Nova Scotia');
    expect(within(from).getByRole('link', { name: 'support@marinermarketplace.ca' })).toBeInTheDocument();
    const billTo = screen.getByRole('region', { name: 'Bill To' });
    expect(billTo).toHaveTextContent('Marie LeBlanc');
    expect(billTo).toHaveTextContent('marie@example.ca');
    expect(billTo).toHaveTextContent('902-555-0100');
    expect(billTo).toHaveTextContent('12 Water Street, Lunenburg, NS');

    expect(screen.getByRole('row', { name: /Auction listing: Lunenburg Harbour Estate/ })).toHaveTextContent(
      '$99.00',
    );
    expect(totals()).toHaveTextContent('Subtotal$99.00');
    expect(totals()).toHaveTextContent('HST (NS 15%)$14.85');
    expect(totals()).toHaveTextContent('Total$113.85 CAD');
    expect(totals()).not.toHaveTextContent('Refunded');

    const history = screen.getByRole('region', { name: 'Payment History' });
    expect(history).toHaveClass('print:hidden');
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent('Succeeded');
    expect(within(history).getAllByRole('row')[2]).toHaveTextContent('Failed');
    expect(screen.getByText('Thank you for your business!')).toBeInTheDocument();
  });

  it('leaves out what the invoice lacks, and shows a refund', async () => {
    open(
      jsonResponse(200, {
        data: makeInvoice({
          invoiceNumber: '',
          status: 'refunded',
          dueDate: null,
          billTo: { name: 'Marie LeBlanc', email: 'marie@example.ca', phone: null, address: null },
          items: [{ description: '', amount: 9900 }],
          taxProvince: 'QC',
          taxRateMillipercent: 14975,
          tax: 1483,
          total: 11383,
          payments: [{ date: '2025-09-15T14:01:00.000Z', amount: 11383, status: 'refunded' }],
          refundedAmount: 11383,
        }),
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice 4a5b6c7d' })).toBeInTheDocument();
    expect(screen.getAllByText('Refunded').length).toBeGreaterThan(0);
    expect(screen.queryByText('Due date')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bill To' })).toHaveTextContent(
      /^Bill ToMarie LeBlancmarie@example.ca$/,
    );
    expect(screen.getByText('Mariner Marketplace Purchase')).toBeInTheDocument();
    expect(totals()).toHaveTextContent('GST + QST (QC 14.975%)$14.83');
    expect(totals()).toHaveTextContent('Refunded−$113.83 CAD');
  });

  it('splits the tax into its parts and shows the registration numbers (issue 30)', async () => {
    open(
      jsonResponse(200, {
        data: makeInvoice({
          taxProvince: 'QC',
          taxRateMillipercent: 14975,
          tax: 1483,
          taxLines: [
            { name: 'GST', rateMillipercent: 5000, ratePercent: 5, amount: 495 },
            { name: 'QST', rateMillipercent: 9975, ratePercent: 9.975, amount: 988 },
          ],
          taxRegistrationNumbers: ['GST/HST 123456789 RT0001', 'QST 1234567890 TQ0001'],
          total: 11383,
        }),
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Invoice MM-2025-000042' });
    expect(totals()).toHaveTextContent('GST (QC 5%)$4.95');
    expect(totals()).toHaveTextContent('QST (QC 9.975%)$9.88');
    expect(totals()).not.toHaveTextContent('GST + QST');
    expect(screen.getByRole('region', { name: 'From' })).toHaveTextContent(
      'Tax registration numbers: GST/HST 123456789 RT0001 · QST 1234567890 TQ0001',
    );
  });

  it('shows no registration numbers when none are configured', async () => {
    open(jsonResponse(200, { data: makeInvoice() }));
    await screen.findByRole('heading', { level: 1, name: 'Invoice MM-2025-000042' });
    expect(screen.queryByText(/Tax registration numbers/)).not.toBeInTheDocument();
  });

  it('prints the page, and downloads the PDF', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user, calls } = open(jsonResponse(200, { data: makeInvoice() }));
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Print' }).parentElement).toHaveClass('print:hidden');
    // A PDF call that fails is told, not saved as a file.
    mockFetch(() => new Response('nope', { status: 404 }));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to download invoice');
    expect(calls).toHaveLength(1);
  });

  it('shows Invoice Not Found for a missing invoice', async () => {
    open(jsonResponse(404, { error: 'NOT_FOUND', message: 'Invoice not found' }));
    expect(await screen.findByRole('heading', { name: 'Invoice Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The invoice you are looking for could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Invoices' })).toHaveAttribute('href', '/invoices');
  });

  it('says the invoice failed to load when the server fails', async () => {
    open(jsonResponse(500, { error: 'INTERNAL', message: 'Something went wrong' }));
    expect(await screen.findByRole('heading', { name: 'Invoice Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Failed to load invoice')).toBeInTheDocument();
  });
});

describe('InvoiceDetailPage lines (issue 30 item 6)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  const banner = makeInvoice({
    items: [
      {
        description: 'Banner ad: Harbour Movers (SQUARE, HOMEPAGE_SIDEBAR_1)',
        line: {
          itemType: 'BANNER_AD',
          size: 'SQUARE',
          placement: 'HOMEPAGE_SIDEBAR_1',
          advertiserName: 'Harbour Movers',
        },
        amount: 14900,
      },
    ],
  });

  it('says what was bought in words, never the internal codes', async () => {
    open(jsonResponse(200, { data: banner }));
    expect(
      await screen.findByRole('row', {
        name: /Banner ad — Square, home page sidebar, first: Harbour Movers/,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/HOMEPAGE_SIDEBAR_1/)).not.toBeInTheDocument();
  });

  it('says it in French on a French page', async () => {
    await i18n.changeLanguage('fr');
    open(jsonResponse(200, { data: banner }));
    expect(
      await screen.findByText(
        /Bannière publicitaire — Carré, barre latérale de la page d’accueil, 1re position/,
      ),
    ).toBeInTheDocument();
  });

  it('offers Pay now on an unpaid invoice whose item still exists, keyed by that item', async () => {
    const unpaid = makeInvoice({
      status: 'pending',
      item: { type: 'BANNER_AD', id: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f' },
      payments: [],
    });
    mockFetch(() => jsonResponse(200, { data: unpaid }));
    renderRoutes(
      [
        { path: '/invoices/:id', element: <InvoiceDetailPage /> },
        { path: '/checkout', element: <CheckoutProbe /> },
      ],
      { initialEntries: [`/invoices/${ID}`] },
    );
    expect(await screen.findByText('Unpaid')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Pay now' }));
    const state = JSON.parse((await screen.findByTestId('checkout-state')).textContent ?? '{}');
    expect(state).toMatchObject({
      invoiceId: ID,
      itemType: 'BANNER_AD',
      bannerAdId: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
      returnUrl: `/invoices/${ID}`,
    });
  });

  it('offers no Pay now on a paid invoice, nor on one whose item is gone', async () => {
    open(jsonResponse(200, { data: makeInvoice({ status: 'pending', item: null }) }));
    expect(await screen.findByText('Unpaid')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });
});

describe('InvoiceDetailPage cancel (issue 30 item 6)', () => {
  it('cancels an unpaid invoice after a confirmation, and then reads Cancelled', async () => {
    const unpaid = makeInvoice({
      status: 'pending',
      item: { type: 'DIRECTORY_LISTING', id: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f' },
      payments: [],
    });
    let cancelled = false;
    const { calls } = mockFetch((call) => {
      if (call.method === 'POST') cancelled = true;
      return jsonResponse(200, { data: cancelled ? { ...unpaid, status: 'failed' } : unpaid });
    });
    renderRoutes([{ path: '/invoices/:id', element: <InvoiceDetailPage /> }], {
      initialEntries: [`/invoices/${ID}`],
    });
    expect(await screen.findByText('Unpaid')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel invoice MM-2025-000042?' });
    // Keeping it is the safe choice and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep invoice' }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel invoice' }));
    expect(await screen.findByText('The invoice was cancelled.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.url).toBe(`/api/invoices/${ID}/cancel`);
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('offers no Cancel on a paid invoice', async () => {
    open(jsonResponse(200, { data: makeInvoice() }));
    expect(await screen.findByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});

function CheckoutProbe() {
  const location = useLocation();
  return <p data-testid="checkout-state">{JSON.stringify(location.state)}</p>;
}
