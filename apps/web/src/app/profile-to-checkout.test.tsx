import { Province, type UpdateProfileRequest } from '@mariner/contracts';
import { MESSAGES } from '@mariner/contracts/constants';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckoutPage } from '../features/payments/pages/CheckoutPage.tsx';
import { CHECKOUT_STATE, checkoutApi } from '../features/payments/test-api.ts';
import { ProfilePage } from '../features/users/pages/ProfilePage.tsx';
import { jsonResponse, makeUser } from '../test/fixtures.ts';
import { createTestQueryClient, renderRoutes } from '../test/render.tsx';

/**
 * Issue 26 item 1: the checkout reads the profile under the key the profile page's save refreshes.
 * Before, it kept its own copy for the query's staleTime (a minute in the app), so a buyer who
 * moved province on /profile was quoted, and shown, the old province when back at the checkout.
 */
describe('a profile edit reaches the checkout', () => {
  it('the checkout defaults to the province just saved, and never quotes the old one', async () => {
    let province: Province = 'NS';
    const signedIn = () => makeUser({ province });
    const { calls } = checkoutApi({
      answer: (call) => {
        if (call.url === '/api/auth/session') return jsonResponse(200, { user: signedIn() });
        if (call.url !== '/api/users/profile') return undefined;
        if (call.method === 'PUT') province = Province.parse((call.body as UpdateProfileRequest).province);
        return jsonResponse(200, { user: signedIn() });
      },
    });
    // The app's staleTime, so the checkout's profile is still fresh when the buyer comes back.
    const queryClient = createTestQueryClient();
    queryClient.setDefaultOptions({
      ...queryClient.getDefaultOptions(),
      queries: { ...queryClient.getDefaultOptions().queries, staleTime: 60_000 },
    });
    const routes = [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/profile', element: <ProfilePage /> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ];
    const { router, user } = renderRoutes(routes, {
      initialEntries: [{ pathname: '/checkout', state: CHECKOUT_STATE }],
      user: signedIn(),
      queryClient,
    });
    expect(await screen.findByText('HST (NS 14%)')).toBeInTheDocument();
    expect(screen.getByLabelText('Province or territory')).toHaveValue('NS');

    await router.navigate('/profile');
    await screen.findByRole('heading', { name: 'Your Profile', level: 1 });
    await user.selectOptions(screen.getByLabelText('Province or territory'), 'New Brunswick');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    const saved = calls.length;

    await router.navigate('/checkout', { state: CHECKOUT_STATE });
    expect(await screen.findByText('HST (NB 15%)')).toBeInTheDocument();
    expect(screen.getByLabelText('Province or territory')).toHaveValue('NB');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Pay/ })).toBeEnabled());
    const quotedAfter = calls.slice(saved).filter((call) => call.url === '/api/payments/quote');
    expect(quotedAfter.map((call) => (call.body as { province: string }).province)).toEqual(['NB']);
  });
});
