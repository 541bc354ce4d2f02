import { DEFAULT_PRICING } from '@mariner/contracts/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, type FetchCall, jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PaymentMethodGate } from './PaymentMethodGate.tsx';

const CARD = {
  id: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b',
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2031,
  isDefault: true,
};

const SELLER = makeUser();

function open(user = SELLER) {
  return renderRoutes(
    [
      {
        path: '/create-listing',
        element: (
          <PaymentMethodGate user={user}>
            <p>the listing form</p>
          </PaymentMethodGate>
        ),
      },
    ],
    { initialEntries: ['/create-listing'], user },
  );
}

const api = (answer: (call: FetchCall) => Response | Promise<Response> | undefined) =>
  mockFetch((call) => answer(call) ?? jsonResponse(500, {}));

describe('PaymentMethodGate', () => {
  it('shows the form to a user with a saved card, after a spinner while the cards load', async () => {
    const held = deferred<Response>();
    api((call) => (call.url === '/api/payment-methods' ? held.promise : undefined));
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your payment methods…');
    expect(screen.queryByText('the listing form')).not.toBeInTheDocument();
    held.resolve(jsonResponse(200, { paymentMethods: [CARD] }));
    expect(await screen.findByText('the listing form')).toBeInTheDocument();
  });

  it('stops a user without a card, with the fee from the pricing and the ways on', async () => {
    api((call) => {
      if (call.url === '/api/payment-methods') return jsonResponse(200, { paymentMethods: [] });
      if (call.url === '/api/payments/pricing')
        return jsonResponse(200, { ...DEFAULT_PRICING, auctionListing: { price: 12900, features: [] } });
      return undefined;
    });
    open();
    expect(await screen.findByRole('heading', { name: 'Payment Method Required' })).toBeInTheDocument();
    expect(await screen.findByText(/The listing fee is \$129\.00 CAD\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Payment Method' })).toHaveAttribute(
      'href',
      '/profile#payment-methods',
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText('the listing form')).not.toBeInTheDocument();
  });

  it('counts a card list that fails as none, and states the default fee when the pricing fails', async () => {
    api(() => undefined);
    open();
    expect(await screen.findByRole('heading', { name: 'Payment Method Required' })).toBeInTheDocument();
    expect(screen.getByText(/The listing fee is \$99\.00 CAD\./)).toBeInTheDocument();
  });

  it('states the default fee when the pricing answer has no listing price', async () => {
    api((call) => {
      if (call.url === '/api/payment-methods') return jsonResponse(200, { paymentMethods: [] });
      if (call.url === '/api/payments/pricing')
        return jsonResponse(200, { auctionListing: { price: 'free' } });
      return undefined;
    });
    open();
    expect(await screen.findByText(/The listing fee is \$99\.00 CAD\./)).toBeInTheDocument();
  });

  it('lets a superadmin through without asking for cards', () => {
    const { calls } = api(() => undefined);
    open(makeUser({ role: 'SUPERADMIN' }));
    expect(screen.getByText('the listing form')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('lets a user whose auction listings are free through without asking for cards, as the server does', () => {
    const { calls } = api(() => undefined);
    open(makeUser({ freeAuctionListings: true }));
    expect(screen.getByText('the listing form')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
