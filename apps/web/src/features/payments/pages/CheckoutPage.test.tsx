import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fill } from '../../../test/fill.ts';
import { deferred, jsonResponse } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import {
  AUCTION_ID,
  CHECKOUT_STATE,
  checkoutApi,
  declined,
  INVOICE_ID,
  MASTERCARD,
  VISA,
} from '../test-api.ts';
import { CheckoutPage } from './CheckoutPage.tsx';

function Probe() {
  const location = useLocation();
  return (
    <p>
      arrived at {location.pathname}: {JSON.stringify(location.state)}
    </p>
  );
}

const routes = [
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/dashboard', element: <Probe /> },
  { path: '/invoices', element: <Probe /> },
];

const open = (state: unknown = CHECKOUT_STATE) =>
  renderRoutes(routes, { initialEntries: [{ pathname: '/checkout', state }] });

const payButton = () => screen.getByRole('button', { name: /^(Pay|Processing)/ });
const lines = () => screen.getByText('Subtotal').closest('dl') as HTMLElement;

describe('CheckoutPage', () => {
  it('sends a visitor without checkout state to the dashboard', async () => {
    checkoutApi();
    open(null);
    expect(await screen.findByText(/arrived at \/dashboard/)).toBeInTheDocument();
  });

  it('refuses a crafted state (no item id) and an outside return URL', async () => {
    checkoutApi();
    open({ ...CHECKOUT_STATE, auctionListingId: undefined });
    expect(await screen.findByText(/arrived at \/dashboard/)).toBeInTheDocument();
  });

  it('shows the order, the tax note, and the profile province’s subtotal, tax and total', async () => {
    const { callsTo } = checkoutApi({ province: 'NS' });
    open();
    expect(screen.getByText('Auction listing: Lunenburg Harbour Estate')).toBeInTheDocument();
    expect(screen.getByText('$99.00 CAD')).toBeInTheDocument();
    expect(screen.getByText('Tax will be calculated based on your province')).toBeInTheDocument();
    expect(await screen.findByText('HST (NS 14%)')).toBeInTheDocument();
    expect(lines()).toHaveTextContent('Subtotal$99.00');
    expect(lines()).toHaveTextContent('$13.86');
    expect(lines()).toHaveTextContent('Total$112.86 CAD');
    expect(screen.getByLabelText('Province or territory')).toHaveValue('NS');
    await waitFor(() => expect(payButton()).toHaveAccessibleName('Pay CAD $112.86'));
    expect(callsTo('/api/payments/quote')[0]?.body).toEqual({
      paymentType: 'LISTING_FEE',
      province: 'NS',
      auctionListingId: AUCTION_ID,
    });
  });

  it('takes the amount from the quote when the state has no invoice (the dashboard’s Pay now)', async () => {
    checkoutApi();
    open({ itemType: 'LISTING_FEE', auctionListingId: AUCTION_ID, description: 'Auction listing: X' });
    expect(await screen.findByText('$99.00 CAD')).toBeInTheDocument();
    await waitFor(() => expect(payButton()).toHaveAccessibleName('Pay CAD $112.86'));
  });

  it('defaults to Ontario without a profile province, and re-quotes when the province changes', async () => {
    checkoutApi({ province: null });
    const { user } = open();
    expect(await screen.findByText('HST (ON 13%)')).toBeInTheDocument();
    expect(lines()).toHaveTextContent('$12.87');
    await waitFor(() => expect(payButton()).toHaveAccessibleName('Pay CAD $111.87'));

    // QC 14.975% of 9900 is 1482.525 cents: half-up gives $14.83, shown as GST $4.95 + QST $9.88.
    await user.selectOptions(screen.getByLabelText('Province or territory'), 'QC');
    expect(await screen.findByText('GST (QC 5%)')).toBeInTheDocument();
    expect(screen.getByText('QST (QC 9.975%)')).toBeInTheDocument();
    expect(lines()).toHaveTextContent('$4.95');
    expect(lines()).toHaveTextContent('$9.88');
    await waitFor(() => expect(payButton()).toHaveAccessibleName('Pay CAD $113.83'));
  });

  it('offers the saved cards with the default chosen, and a new card in test mode', async () => {
    checkoutApi({ cards: [VISA, MASTERCARD] });
    const { user } = open();
    const visa = await screen.findByRole('radio', { name: /Visa •••• 4242/ });
    expect(visa).toBeChecked();
    expect(screen.getByRole('radio', { name: /Mastercard •••• 4444/ })).not.toBeChecked();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Use a new card' }));
    expect(
      await screen.findByText(
        'Test mode — use 4242 4242 4242 4242, any future date, any CVC. No real charge is made.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByLabelText('Expiry (MM/YY)')).toBeInTheDocument();
    expect(screen.getByLabelText('CVC')).toBeInTheDocument();
    expect(screen.getByLabelText('Save this card for future purchases')).not.toBeChecked();
  });

  it('pays with the saved card once, however often Pay is clicked, then returns with the notice', async () => {
    const confirmation = deferred<Response>();
    const { callsTo } = checkoutApi({
      answer: (call) => (call.url === '/api/payments/confirm-payment' ? confirmation.promise : undefined),
    });
    const { user } = open();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.dblClick(payButton());
    await user.click(payButton());

    await waitFor(() => expect(payButton()).toHaveAccessibleName('Processing...'));
    expect(payButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    confirmation.resolve(
      jsonResponse(200, { success: true, payment: { id: INVOICE_ID }, invoiceId: INVOICE_ID }),
    );

    expect(await screen.findByText(/arrived at \/dashboard/)).toHaveTextContent(
      'Payment successful! Your purchase has been completed.',
    );
    expect(screen.getByText(/arrived at/)).toHaveTextContent(INVOICE_ID);
    expect(callsTo('/api/payments/create-payment-intent')).toHaveLength(1);
    expect(callsTo('/api/payments/create-payment-intent')[0]?.body).toMatchObject({
      paymentType: 'LISTING_FEE',
      province: 'NS',
      savePaymentMethod: false,
      auctionListingId: AUCTION_ID,
      paymentMethodId: VISA.id,
    });
    expect(callsTo('/api/payments/confirm-payment')).toHaveLength(1);
    expect(callsTo('/api/payments/confirm-payment')[0]?.body).toEqual({
      paymentIntentId: 'pi_test_1',
      invoiceId: INVOICE_ID,
      auctionListingId: AUCTION_ID,
      paymentMethodId: VISA.id,
    });
  });

  it('shows the card’s decline, then pays with another new card and saves it when asked', async () => {
    let confirmations = 0;
    const { callsTo } = checkoutApi({
      cards: [],
      answer: (call) => {
        if (call.url !== '/api/payments/confirm-payment') return undefined;
        confirmations += 1;
        return confirmations === 1 ? declined() : undefined;
      },
    });
    const { user } = open({ ...CHECKOUT_STATE, returnUrl: '/invoices' });
    expect(await screen.findByRole('radio', { name: 'Use a new card' })).toBeChecked();
    await fill(user, await screen.findByLabelText('Card number'), '4000 0000 0000 0002');
    await fill(user, screen.getByLabelText('Expiry (MM/YY)'), '12/40');
    await fill(user, screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByLabelText('Save this card for future purchases'));
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(payButton()).toHaveAccessibleName('Pay CAD $112.86');
    expect(callsTo('/api/payment-methods/save')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Card number'));
    await fill(user, screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.click(payButton());
    expect(await screen.findByText(/arrived at \/invoices/)).toBeInTheDocument();
    // A SetupIntent is single-use: one for the page's provider, then one per attempt.
    expect(callsTo('/api/payment-methods/test-card').map((call) => call.body)).toMatchObject([
      { number: '4000 0000 0000 0002', expMonth: 12, expYear: 2040, cvc: '123' },
      { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' },
    ]);
    expect(callsTo('/api/payments/create-payment-intent')[1]?.body).toMatchObject({
      savePaymentMethod: true,
    });
    expect(callsTo('/api/payments/confirm-payment')[1]?.body).toMatchObject({
      paymentMethodId: 'pm_test_new',
    });
    expect(callsTo('/api/payment-methods/save').map((call) => call.body)).toEqual([
      { paymentMethodId: 'pm_test_new' },
    ]);
  });

  it('checks the new card in Stripe’s words before charging anything', async () => {
    const { callsTo } = checkoutApi({ cards: [] });
    const { user } = open();
    await fill(user, await screen.findByLabelText('Card number'), '4242 4242 4242 4241');
    await fill(user, screen.getByLabelText('Expiry (MM/YY)'), '01/20');
    await fill(user, screen.getByLabelText('CVC'), '12');
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    expect(screen.getByText("Your card's expiration date is in the past.")).toBeInTheDocument();
    expect(screen.getByText("Your card's security code is invalid.")).toBeInTheDocument();
    expect(callsTo('/api/payments/create-payment-intent')).toHaveLength(0);
  });

  it('shows the server’s words when it refuses, else Payment failed', async () => {
    let attempt = 0;
    checkoutApi({
      answer: (call) => {
        if (call.url !== '/api/payments/create-payment-intent') return undefined;
        attempt += 1;
        return attempt === 1
          ? jsonResponse(409, { error: 'CONFLICT', message: 'This invoice has already been paid.' })
          : new Response('<html>Bad gateway</html>', { status: 502 });
      },
    });
    const { user } = open();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('This invoice has already been paid.');
    await user.click(payButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Payment failed$/));
  });

  it('keeps Pay disabled until the total is known', async () => {
    const quote = deferred<Response>();
    checkoutApi({ answer: (call) => (call.url === '/api/payments/quote' ? quote.promise : undefined) });
    open();
    await screen.findByRole('radio', { name: /Visa/ });
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveAccessibleName('Pay');
    quote.resolve(
      jsonResponse(200, {
        description: 'x',
        subtotal: 9900,
        taxRateMillipercent: 15000,
        tax: 1485,
        taxLines: [{ name: 'HST', rateMillipercent: 15000, ratePercent: 15, amount: 1485 }],
        total: 11385,
        province: 'NS',
        currency: 'CAD',
      }),
    );
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(within(lines()).getByText('$113.85 CAD')).toBeInTheDocument();
  });
});
