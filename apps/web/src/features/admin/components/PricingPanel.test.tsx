import { PRICING_MESSAGES, pricingFromCents, TIMERS_MS } from '@mariner/contracts/constants';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FetchCall, jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PricingPanel } from './PricingPanel.tsx';

const SUPERADMIN = makeUser({ role: 'SUPERADMIN' });
const PRICING_URL = '/api/payments/pricing';

const LEADERBOARD = 'Leaderboard banner (970x90)';
const SQUARE = 'Square banner (250x250)';
const AUCTION = 'Auction listing';
const DIRECTORY = 'Directory listing';

function AdminProbe() {
  const location = useLocation();
  return <p>admin home at {`${location.pathname}${location.search}`}</p>;
}

type Answer = (call: FetchCall) => Response | undefined;

/**
 * The server: GET answers the current prices (decision 2's defaults at first); a PUT changes one price and
 * answers the whole pricing, unless `answer` says otherwise.
 */
function api(answer: Answer = () => undefined) {
  let prices = {
    BANNER_LEADERBOARD_MONTHLY: 29900,
    BANNER_SQUARE_MONTHLY: 14900,
    AUCTION_LISTING: 9900,
    DIRECTORY_LISTING: 19900,
  };
  const server = mockFetch((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.method === 'PUT') {
      const { key, value } = call.body as { key: keyof typeof prices; value: number };
      prices = { ...prices, [key]: value };
    }
    return jsonResponse(200, pricingFromCents(prices));
  });
  return { ...server, puts: () => server.calls.filter((call) => call.method === 'PUT') };
}

function open(user = SUPERADMIN) {
  return renderRoutes(
    [
      { path: '/admin', element: <AdminProbe /> },
      { path: '/admin/pricing', element: <PricingPanel /> },
    ],
    { initialEntries: ['/admin/pricing'], user },
  );
}

const field = (label: string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: 'Save Changes' });
const cancel = () => screen.getByRole('button', { name: 'Cancel Changes' });

afterEach(() => vi.useRealTimers());

describe('PricingPanel', () => {
  it('shows the four prices in dollars, with Save and Cancel off until something changes', async () => {
    const { calls } = api();
    open();
    expect(await screen.findByLabelText(LEADERBOARD)).toHaveValue('299.00');
    expect(field(SQUARE)).toHaveValue('149.00');
    expect(field(AUCTION)).toHaveValue('99.00');
    expect(field(DIRECTORY)).toHaveValue('199.00');
    expect(field(SQUARE)).toHaveAccessibleDescription('CAD per 30 days');
    expect(save()).toBeDisabled();
    expect(cancel()).toBeDisabled();
    expect(calls).toEqual([expect.objectContaining({ url: PRICING_URL, method: 'GET' })]);
  });

  it('becomes dirty on an edit, and Cancel Changes restores the loaded prices', async () => {
    const { puts } = api();
    const { user } = open();
    await user.clear(await screen.findByLabelText(SQUARE));
    await user.type(field(SQUARE), '175');
    expect(save()).toBeEnabled();
    expect(cancel()).toBeEnabled();

    await user.click(cancel());
    expect(field(SQUARE)).toHaveValue('149.00');
    expect(save()).toBeDisabled();
    expect(cancel()).toBeDisabled();
    expect(puts()).toHaveLength(0);
  });

  it('sends one PUT per changed price, in cents rounded half up, and shows the saved prices', async () => {
    const { puts } = api();
    const { user } = open();
    await user.clear(await screen.findByLabelText(SQUARE));
    await user.type(field(SQUARE), '149.995');
    await user.clear(field(AUCTION));
    await user.type(field(AUCTION), '12.345');
    // Retyped to the same cents: not a change, so not sent.
    await user.clear(field(DIRECTORY));
    await user.type(field(DIRECTORY), '199');
    await user.click(save());

    expect(await screen.findByText('Pricing updated successfully!')).toBeInTheDocument();
    expect(puts().map((call) => call.body)).toEqual([
      { key: 'BANNER_SQUARE_MONTHLY', value: 15000 },
      { key: 'AUCTION_LISTING', value: 1235 },
    ]);
    expect(puts().every((call) => call.url === PRICING_URL)).toBe(true);
    expect(field(SQUARE)).toHaveValue('150.00');
    expect(field(AUCTION)).toHaveValue('12.35');
    expect(field(DIRECTORY)).toHaveValue('199.00');
    expect(save()).toBeDisabled();
  });

  it('shows the success message for 5 seconds', async () => {
    api();
    const { user } = open();
    await user.clear(await screen.findByLabelText(LEADERBOARD));
    await user.type(field(LEADERBOARD), '310');

    vi.useFakeTimers();
    fireEvent.click(save());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Pricing updated successfully!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(TIMERS_MS.pricingSuccessMessage - 10));
    expect(screen.getByText('Pricing updated successfully!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.queryByText('Pricing updated successfully!')).not.toBeInTheDocument();
  });

  it.each([
    ['-5', PRICING_MESSAGES.notNegative],
    ['twelve', PRICING_MESSAGES.notAPrice],
    ['', PRICING_MESSAGES.notAPrice],
  ])('refuses %j with a message on the field and sends nothing', async (typed, message) => {
    const { puts } = api();
    const { user } = open();
    await user.clear(await screen.findByLabelText(AUCTION));
    if (typed) await user.type(field(AUCTION), typed);
    await user.click(save());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(AUCTION)).toHaveAccessibleDescription(`CAD per listing (30 days) ${message}`);
    expect(field(AUCTION)).toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toHaveLength(0);
  });

  it('says when the prices cannot be loaded, and tries again', async () => {
    let fail = true;
    api(() => (fail ? jsonResponse(500, {}) : undefined));
    const { user } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load pricing configuration');
    expect(screen.queryByLabelText(SQUARE)).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText(SQUARE)).toHaveValue('149.00');
  });

  it('says when saving fails, keeps the typed prices, and Cancel brings back what the server holds', async () => {
    // The second PUT fails: the first price is saved, the second is not.
    let putCount = 0;
    const { puts, calls } = api((call) => {
      if (call.method !== 'PUT') return undefined;
      putCount += 1;
      return putCount === 2 ? jsonResponse(500, {}) : undefined;
    });
    const { user } = open();
    await user.clear(await screen.findByLabelText(LEADERBOARD));
    await user.type(field(LEADERBOARD), '320');
    await user.clear(field(SQUARE));
    await user.type(field(SQUARE), '160');
    await user.click(save());

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update pricing. Please try again.');
    expect(screen.queryByText('Pricing updated successfully!')).not.toBeInTheDocument();
    expect(puts()).toHaveLength(2);
    expect(field(LEADERBOARD)).toHaveValue('320');
    expect(field(SQUARE)).toHaveValue('160');
    expect(save()).toBeEnabled();

    // The prices are read again after the failure: the first change stands on the server.
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
    await user.click(cancel());
    expect(field(LEADERBOARD)).toHaveValue('320.00');
    expect(field(SQUARE)).toHaveValue('149.00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends an admin who is not a superadmin back to /admin, replacing the address', async () => {
    const { calls } = api();
    const { router } = open(makeUser({ role: 'ADMIN' }));
    expect(await screen.findByText('admin home at /admin')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByLabelText(SQUARE)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
