import type { RenewalQuoteResponse } from '@mariner/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { RenewPage } from './RenewPage.tsx';

const BANNER = '3d4e5f60-7182-493a-8bcd-2e3f4a5b6c7d';
const RENEWAL = '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f';
const INVOICE = '11111111-2222-4333-8444-555555555555';
const CARD = '99999999-8888-4777-8666-555555555555';

const quote = (overrides: Partial<RenewalQuoteResponse> = {}): RenewalQuoteResponse => ({
  kind: 'banner',
  itemId: BANNER,
  line: {
    itemType: 'BANNER_AD',
    size: 'SQUARE',
    placement: 'HOMEPAGE_SIDEBAR_1',
    advertiserName: 'Harbour Movers',
  },
  currentEnd: '2026-12-31T16:00:00.000Z',
  term: { start: '2026-12-31T16:00:00.000Z', end: '2027-01-30T16:00:00.000Z' },
  subtotal: 14900,
  taxRateMillipercent: 14000,
  tax: 2086,
  taxLines: [{ name: 'HST', rateMillipercent: 14000, ratePercent: 14, amount: 2086 }],
  total: 16986,
  province: 'NS',
  currency: 'CAD',
  savedCard: { id: CARD, brand: 'visa', last4: '4242' },
  renewal: null,
  ...overrides,
});

function Probe() {
  const location = useLocation();
  return <p data-testid="landed">{JSON.stringify({ path: location.pathname, state: location.state })}</p>;
}

const open = (handler: (call: FetchCall) => Response) => {
  const mock = mockFetch(handler);
  renderRoutes(
    [
      { path: '/renew/:kind/:id', element: <RenewPage /> },
      { path: '/invoices/:id', element: <Probe /> },
      { path: '/checkout', element: <Probe /> },
    ],
    { initialEntries: [`/renew/banner/${BANNER}`] },
  );
  return mock;
};

const landed = async () => JSON.parse((await screen.findByTestId('landed')).textContent ?? '{}');

describe('RenewPage (issue 30 item 6)', () => {
  it('shows what will be bought, for the next term, with the tax, and pays with the saved card', async () => {
    const { calls } = open((call) => {
      if (call.url === `/api/renewals/banner/${BANNER}` && call.method === 'GET')
        return jsonResponse(200, quote());
      if (call.url === `/api/renewals/banner/${BANNER}`)
        return jsonResponse(200, {
          kind: 'banner',
          itemId: RENEWAL,
          invoice: { id: INVOICE, amount: 14900, status: 'pending' },
        });
      if (call.url === '/api/payments/create-payment-intent')
        return jsonResponse(200, {
          description: 'Banner ad',
          subtotal: 14900,
          taxRateMillipercent: 14000,
          tax: 2086,
          taxLines: [],
          total: 16986,
          province: 'NS',
          currency: 'CAD',
          paymentIntentId: 'pi_1',
          invoiceId: INVOICE,
          clientSecret: 's',
          provider: 'test',
          publishableKey: null,
        });
      if (call.url === '/api/payments/confirm-payment')
        return jsonResponse(200, { success: true, payment: { id: CARD }, invoiceId: INVOICE });
      return jsonResponse(404, {});
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Banner ad — Square, home page sidebar, first: Harbour Movers',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Current term ends').nextElementSibling).toHaveTextContent('Dec 31, 2026');
    expect(screen.getByText('Next term').nextElementSibling).toHaveTextContent(
      'Dec 31, 2026 to Jan 30, 2027',
    );
    const totals = screen.getByText('Subtotal').closest('dl') as HTMLElement;
    expect(totals).toHaveTextContent('HST (NS 14%)$20.86');
    expect(totals).toHaveTextContent('Total$169.86 CAD');
    // Nothing is bought before the owner confirms.
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Renew and pay with card •••• 4242' }));
    expect(await landed()).toMatchObject({ path: `/invoices/${INVOICE}` });
    const intent = calls.find((call) => call.url === '/api/payments/create-payment-intent');
    expect(intent?.body).toMatchObject({
      paymentType: 'BANNER_AD',
      bannerAdId: RENEWAL,
      paymentMethodId: CARD,
      province: 'NS',
    });
    expect(calls.find((call) => call.url === '/api/payments/confirm-payment')?.body).toMatchObject({
      paymentIntentId: 'pi_1',
      invoiceId: INVOICE,
    });
  });

  it('without a saved card, renews and goes to the normal checkout', async () => {
    open((call) =>
      call.method === 'GET'
        ? jsonResponse(200, quote({ savedCard: null }))
        : jsonResponse(200, {
            kind: 'banner',
            itemId: RENEWAL,
            invoice: { id: INVOICE, amount: 14900, status: 'pending' },
          }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Renew and go to checkout' }));
    expect(await landed()).toMatchObject({
      path: '/checkout',
      state: { invoiceId: INVOICE, amount: 14900, itemType: 'BANNER_AD', bannerAdId: RENEWAL },
    });
  });

  it('says when it is already renewed and paid, and when the link is not the reader’s', async () => {
    open(() =>
      jsonResponse(
        200,
        quote({ renewal: { itemId: RENEWAL, invoice: { id: INVOICE, amount: 14900, status: 'paid' } } }),
      ),
    );
    expect(await screen.findByText(/already renewed and paid/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Renew and pay/ })).not.toBeInTheDocument();
  });

  it('answers a stranger’s link as not valid', async () => {
    open(() => jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' }));
    expect(await screen.findByText('This renewal link is not valid for your account.')).toBeInTheDocument();
  });
});
