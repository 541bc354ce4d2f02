import type { PaymentMethod } from '@mariner/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PaymentMethodsSection } from './PaymentMethodsSection.tsx';

// Stripe's script cannot load here (ARCHITECTURE: stack): loadStripe is stubbed, and the
// back-off shortened so three attempts take no time.
const loadStripe = vi.hoisted(() => vi.fn());
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));
vi.mock('@mariner/contracts/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@mariner/contracts/constants')>()),
  paymentScriptBackoffMs: () => 0,
}));

const VISA: PaymentMethod = {
  id: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b',
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2031,
  isDefault: true,
};

/** Just enough of Stripe.js for Elements and a CardElement to mount. */
function fakeStripe() {
  const element = { mount: vi.fn(), on: vi.fn(), off: vi.fn(), destroy: vi.fn(), update: vi.fn() };
  const elements = { create: vi.fn(() => element), getElement: vi.fn(() => element), update: vi.fn() };
  return {
    element,
    elements: vi.fn(() => elements),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    confirmCardSetup: vi.fn(
      async (): Promise<unknown> => ({
        setupIntent: { id: 'seti_2', status: 'succeeded', payment_method: 'pm_stripe_1' },
      }),
    ),
  };
}

type Answer = (call: FetchCall) => Response | undefined;

/** The card calls: setup answers a new SetupIntent each time, and the list what `cards` holds. */
function api(answer: Answer = () => undefined) {
  const state = { cards: [] as PaymentMethod[], setups: 0 };
  const mock = mockFetch((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.url === '/api/payment-methods' && call.method === 'GET')
      return jsonResponse(200, { paymentMethods: state.cards });
    if (call.url === '/api/payment-methods/setup') {
      state.setups += 1;
      return jsonResponse(200, {
        clientSecret: `seti_${state.setups}_secret_x`,
        provider: 'stripe',
        publishableKey: 'pk_test_123',
      });
    }
    if (call.url === '/api/payment-methods/save') {
      state.cards = [VISA];
      return jsonResponse(201, { paymentMethod: VISA });
    }
    return jsonResponse(500, {});
  });
  return { ...mock, state };
}

const render = () =>
  renderRoutes([{ path: '/profile', element: <PaymentMethodsSection /> }], {
    initialEntries: ['/profile'],
  });

async function openForm() {
  const rendered = render();
  await rendered.user.click(await screen.findByRole('button', { name: 'Add Payment Method' }));
  return rendered;
}

const saveButton = () => screen.findByRole('button', { name: 'Save Card' });

describe('PaymentMethodsSection with Stripe', () => {
  beforeEach(() => loadStripe.mockReset());

  it('adds a card with Stripe Elements: setup, confirmCardSetup, then save', async () => {
    const stripe = fakeStripe();
    loadStripe.mockResolvedValue(stripe);
    const { calls } = api();
    const { user } = await openForm();
    await waitFor(() => expect(stripe.element.mount).toHaveBeenCalled());
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(screen.getByText('Card details')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByText(/Test mode/)).not.toBeInTheDocument();

    await user.click(await saveButton());
    expect(await screen.findByRole('listitem', { name: /Visa ending in 4242/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Card added.');
    // A fresh SetupIntent for the attempt: the one that opened the form only chose the card entry.
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_2_secret_x', {
      payment_method: { card: stripe.element },
    });
    expect(calls.find((call) => call.url === '/api/payment-methods/save')?.body).toEqual({
      paymentMethodId: 'pm_stripe_1',
    });
    expect(calls.filter((call) => call.url === '/api/payment-methods/test-card')).toHaveLength(0);
  });

  it('shows the card’s own message and saves nothing when Stripe refuses it', async () => {
    const stripe = fakeStripe();
    stripe.confirmCardSetup.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    loadStripe.mockResolvedValue(stripe);
    const { calls } = api();
    const { user } = await openForm();
    await user.click(await saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(calls.filter((call) => call.url === '/api/payment-methods/save')).toHaveLength(0);

    // Without a message of its own, the card's failure is ours.
    stripe.confirmCardSetup.mockResolvedValue({ error: { type: 'api_error' } });
    await user.click(await saveButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to add payment method'));
  });

  it('says the card could not be added when the server refuses to save it', async () => {
    loadStripe.mockResolvedValue(fakeStripe());
    api((call) => (call.url === '/api/payment-methods/save' ? jsonResponse(503, {}) : undefined));
    const { user } = await openForm();
    await user.click(await saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add payment method');
  });

  it('shows the loading state, then the unavailable panel after three failed loads, and Try Again', async () => {
    // The first attempt hangs until the loading state has been seen; every attempt then fails.
    let failFirst: (error: Error) => void = () => undefined;
    loadStripe.mockReturnValueOnce(
      new Promise((_resolve, reject) => {
        failFirst = reject;
      }),
    );
    loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    api();
    const { user } = await openForm();
    expect(await screen.findByText('Loading payment system...')).toBeInTheDocument();
    failFirst(new Error('Failed to load Stripe.js'));
    expect(await screen.findByRole('heading', { name: 'Payment System Unavailable' })).toBeInTheDocument();
    expect(screen.getByText('3 attempts so far.')).toBeInTheDocument();
    expect(loadStripe).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@marinermarketplace.ca' })).toBeInTheDocument();

    const stripe = fakeStripe();
    loadStripe.mockResolvedValue(stripe);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(stripe.element.mount).toHaveBeenCalled());
    expect(screen.queryByText('Payment System Unavailable')).not.toBeInTheDocument();
    expect(await saveButton()).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Add Payment Method' })).toBeInTheDocument();
  });
});
