import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { CHECKOUT_STATE, checkoutApi, INVOICE_ID } from '../test-api.ts';
import { CheckoutPage } from './CheckoutPage.tsx';

// Stripe's script cannot load here (ARCHITECTURE: stack): loadStripe is stubbed, and the
// back-off shortened so three attempts take no time.
const loadStripe = vi.hoisted(() => vi.fn());
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));
vi.mock('@mariner/contracts/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mariner/contracts/constants')>()),
  paymentScriptBackoffMs: () => 0,
}));

/** Just enough of Stripe.js for Elements and a CardElement to mount. */
function fakeStripe() {
  const element = { mount: vi.fn(), on: vi.fn(), off: vi.fn(), destroy: vi.fn(), update: vi.fn() };
  const elements = { create: vi.fn(() => element), getElement: vi.fn(() => element), update: vi.fn() };
  return {
    element,
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(async () => ({
      paymentIntent: { id: 'pi_test_1', status: 'succeeded', payment_method: 'pm_stripe_1' },
    })),
  };
}

const routes = [
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/dashboard', element: <p>the dashboard</p> },
];
const open = () =>
  renderRoutes(routes, { initialEntries: [{ pathname: '/checkout', state: CHECKOUT_STATE }] });
const payButton = () => screen.getByRole('button', { name: /^(Pay|Processing)/ });

describe('CheckoutPage with Stripe', () => {
  beforeEach(() => loadStripe.mockReset());

  it('shows the unavailable panel after three failed loads, and Try Again tries again', async () => {
    loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    checkoutApi({ cards: [], provider: 'stripe' });
    const { user } = open();
    expect(await screen.findByText('Loading payment system...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Payment System Unavailable' })).toBeInTheDocument();
    expect(screen.getByText('3 attempts so far.')).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledTimes(3);
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'support@marinermarketplace.ca' })).toHaveAttribute(
      'href',
      'mailto:support@marinermarketplace.ca',
    );
    expect(payButton()).toBeDisabled();

    const stripe = fakeStripe();
    loadStripe.mockResolvedValue(stripe);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(stripe.element.mount).toHaveBeenCalled());
    expect(loadStripe).toHaveBeenCalledTimes(4);
    expect(screen.queryByText('Payment System Unavailable')).not.toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());
  });

  it('confirms the card with Stripe, then tells the server without a payment method id', async () => {
    const stripe = fakeStripe();
    loadStripe.mockResolvedValue(stripe);
    const { callsTo } = checkoutApi({ cards: [], provider: 'stripe' });
    const { user } = open();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    expect(await screen.findByText('the dashboard')).toBeInTheDocument();
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_test_1_secret_x', {
      payment_method: { card: stripe.element },
    });
    expect(callsTo('/api/payments/confirm-payment')[0]?.body).toEqual({
      paymentIntentId: 'pi_test_1',
      invoiceId: INVOICE_ID,
      auctionListingId: CHECKOUT_STATE.auctionListingId,
    });
    expect(callsTo('/api/payment-methods/test-card')).toHaveLength(0);
  });

  it('shows Stripe’s decline and charges nothing on the server', async () => {
    const stripe = fakeStripe();
    stripe.confirmCardPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card was declined.' },
    } as never);
    loadStripe.mockResolvedValue(stripe);
    const { callsTo } = checkoutApi({ cards: [], provider: 'stripe' });
    const { user } = open();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(callsTo('/api/payments/confirm-payment')).toHaveLength(0);
  });
});
