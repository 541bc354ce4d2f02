import type { PaymentMethod } from '@mariner/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill } from '../../../test/fill.ts';
import { type FetchCall, jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PaymentMethodsSection } from './PaymentMethodsSection.tsx';

const VISA: PaymentMethod = {
  id: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b',
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2031,
  isDefault: true,
};
const MASTERCARD: PaymentMethod = {
  id: '2c3d4e5f-6071-4829-9bac-1d2e3f4a5b6c',
  brand: 'mastercard',
  last4: '4444',
  expMonth: 11,
  expYear: 2029,
  isDefault: false,
};

type Answer = (call: FetchCall) => Response | Promise<Response> | undefined;

/**
 * A small stand-in for the card calls: the list answers what `cards` holds, so a change the
 * screen makes shows when it fetches the list again.
 */
function api(initial: PaymentMethod[], answer: Answer = () => undefined) {
  const state = { cards: initial };
  const mock = mockFetch((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.url === '/api/payment-methods' && call.method === 'GET')
      return jsonResponse(200, { paymentMethods: state.cards });
    return jsonResponse(500, {});
  });
  return { ...mock, state };
}

const render = () =>
  renderRoutes([{ path: '/profile', element: <PaymentMethodsSection /> }], {
    initialEntries: ['/profile'],
  });

const card = (name: RegExp) => screen.findByRole('listitem', { name });

const setup = (provider: 'test' | 'stripe') =>
  jsonResponse(200, {
    clientSecret: 'seti_123_secret_456',
    provider,
    publishableKey: provider === 'stripe' ? 'pk_test_123' : null,
  });

describe('PaymentMethodsSection', () => {
  it('lists the saved cards: brand, last four, expiry and the default', async () => {
    api([VISA, MASTERCARD]);
    render();
    const visa = await card(/Visa ending in 4242/);
    expect(visa).toHaveTextContent('Visa');
    expect(visa).toHaveTextContent(/••••\s*(ending in )?4242/);
    expect(visa).toHaveTextContent('Expires 04/31');
    expect(within(visa).getByText('Default')).toBeInTheDocument();
    expect(within(visa).queryByRole('button', { name: /Set as default/ })).not.toBeInTheDocument();
    const mastercard = await card(/Mastercard ending in 4444/);
    expect(mastercard).toHaveTextContent('Expires 11/29');
    expect(within(mastercard).queryByText('Default')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment Methods' })).toHaveAttribute('id', 'payment-methods');
  });

  it('counts a list that fails to load as no cards, silently', async () => {
    mockFetch(() => jsonResponse(500, { error: 'INTERNAL_ERROR', message: 'Something went wrong' }));
    render();
    expect(await screen.findByText('No saved payment methods yet.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds a test card: a setup intent, the card confirmed, then saved, and the list refreshed', async () => {
    const { calls, state } = api([], (call) => {
      if (call.url === '/api/payment-methods/setup') return setup('test');
      if (call.url === '/api/payment-methods/test-card')
        return jsonResponse(200, { paymentMethodId: 'pm_test_abc' });
      if (call.url === '/api/payment-methods/save') {
        state.cards = [VISA];
        return jsonResponse(201, { paymentMethod: VISA });
      }
      return undefined;
    });
    const { user } = render();
    await screen.findByText('No saved payment methods yet.');
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));
    expect(
      await screen.findByText(
        'Test mode — use 4242 4242 4242 4242, any future date, any CVC. No real charge is made.',
      ),
    ).toBeInTheDocument();
    const number = screen.getByLabelText('Card number');
    expect(number).toHaveFocus();
    expect(number).toHaveAttribute('inputmode', 'numeric');
    expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await fill(user, number, '4242 4242 4242 4242');
    await fill(user, screen.getByLabelText('Expiry (MM/YY)'), '04/31');
    await fill(user, screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Save Card' }));

    expect(await card(/Visa ending in 4242/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Card added.');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/payment-methods/test-card')?.body).toEqual({
      clientSecret: 'seti_123_secret_456',
      number: '4242 4242 4242 4242',
      expMonth: 4,
      expYear: 2031,
      cvc: '123',
    });
    expect(calls.find((call) => call.url === '/api/payment-methods/save')?.body).toEqual({
      paymentMethodId: 'pm_test_abc',
    });
  });

  it('refuses a bad card in Stripe’s words before sending it', async () => {
    const { calls } = api([], (call) =>
      call.url === '/api/payment-methods/setup' ? setup('test') : undefined,
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add Payment Method' }));
    await fill(user, await screen.findByLabelText('Card number'), '4242 4242 4242 4241');
    await fill(user, screen.getByLabelText('Expiry (MM/YY)'), '01/20');
    await fill(user, screen.getByLabelText('CVC'), '12');
    await user.click(screen.getByRole('button', { name: 'Save Card' }));
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription(
      "Your card's expiration date is in the past.",
    );
    expect(screen.getByLabelText('CVC')).toHaveAccessibleDescription("Your card's security code is invalid.");
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(calls.filter((call) => call.url === '/api/payment-methods/test-card')).toHaveLength(0);
  });

  it('shows the card’s own message, else the server’s, else its own when adding fails', async () => {
    let answer = jsonResponse(400, {
      error: 'VALIDATION_ERROR',
      message: 'Please correct the highlighted fields.',
      fields: { cvc: "Your card's security code is invalid." },
    });
    api([], (call) => {
      if (call.url === '/api/payment-methods/setup') return setup('test');
      if (call.url === '/api/payment-methods/test-card') return answer;
      return undefined;
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add Payment Method' }));
    await fill(user, await screen.findByLabelText('Card number'), '4000000000000002');
    await fill(user, screen.getByLabelText('Expiry (MM/YY)'), '12/40');
    await fill(user, screen.getByLabelText('CVC'), '123');
    const submit = screen.getByRole('button', { name: 'Save Card' });
    await user.click(submit);
    expect(await screen.findByText("Your card's security code is invalid.")).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    answer = jsonResponse(402, { error: 'PAYMENT_FAILED', message: 'Your card was declined.' });
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');

    answer = jsonResponse(500, {});
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add payment method');
  });

  it('shows why the card form cannot open when the setup fails', async () => {
    api([], (call) => (call.url === '/api/payment-methods/setup' ? jsonResponse(503, {}) : undefined));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add Payment Method' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add payment method');
  });

  it('sets another card as the default', async () => {
    const { calls, state } = api([VISA, MASTERCARD], (call) => {
      if (call.method === 'PUT') {
        state.cards = [
          { ...MASTERCARD, isDefault: true },
          { ...VISA, isDefault: false },
        ];
        return jsonResponse(200, { success: true });
      }
      return undefined;
    });
    const { user } = render();
    const mastercard = await card(/Mastercard ending in 4444/);
    await user.click(within(mastercard).getByRole('button', { name: /Set as default/ }));
    expect(await within(mastercard).findByText('Default')).toBeInTheDocument();
    expect(within(await card(/Visa ending in 4242/)).queryByText('Default')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.url).toBe(
      `/api/payment-methods/${MASTERCARD.id}/default`,
    );
  });

  it('says so when the default cannot be changed', async () => {
    api([VISA, MASTERCARD], (call) => (call.method === 'PUT' ? jsonResponse(500, {}) : undefined));
    const { user } = render();
    const mastercard = await card(/Mastercard ending in 4444/);
    await user.click(within(mastercard).getByRole('button', { name: /Set as default/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update default payment method');
  });

  it('removes a card after a confirmation, and says so when it cannot', async () => {
    let fail = false;
    const { calls, state } = api([VISA, MASTERCARD], (call) => {
      if (call.method !== 'DELETE') return undefined;
      if (fail) return jsonResponse(500, {});
      state.cards = [VISA];
      return jsonResponse(200, { success: true });
    });
    const { user } = render();
    const mastercard = await card(/Mastercard ending in 4444/);
    await user.click(within(mastercard).getByRole('button', { name: /Remove/ }));
    let dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to remove this card?');
    // Cancel keeps it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(within(mastercard).getByRole('button', { name: /Remove/ }));
    dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await screen.findByText((_, element) => element?.tagName === 'UL' && element.children.length === 1);
    expect(screen.queryByRole('listitem', { name: /Mastercard/ })).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`/api/payment-methods/${MASTERCARD.id}`);

    fail = true;
    await user.click(within(await card(/Visa ending in 4242/)).getByRole('button', { name: /Remove/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete payment method');
  });
});
