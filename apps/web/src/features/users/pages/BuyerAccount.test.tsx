import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fill } from '../../../test/fill.ts';
import { jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ProfilePage } from './ProfilePage.tsx';

/** Issue 27 items 5 and 7 on the profile page: a buyer's upgrade, anyone's export and deletion. */

function Probe() {
  const location = useLocation();
  return (
    <p>
      arrived at {location.pathname}: {JSON.stringify(location.state)}
    </p>
  );
}

const routes = [
  { path: '/profile', element: <ProfilePage /> },
  { path: '/', element: <Probe /> },
];

const BUYER = makeUser({ role: 'USER', advertiserType: null, companyName: null });

describe('a buyer’s profile', () => {
  it('offers the upgrade instead of cards, and sends the kind with the company', async () => {
    const { calls } = mockFetch((call) =>
      call.url === '/api/users/me/upgrade'
        ? jsonResponse(200, { user: { ...BUYER, role: 'SELLER', advertiserType: 'AUCTIONEER' } })
        : jsonResponse(500, {}),
    );
    const { user } = renderRoutes(routes, { initialEntries: ['/profile'], user: BUYER });
    const form = screen.getByRole('form', { name: 'List your auctions or advertise' });
    expect(screen.queryByRole('heading', { name: /payment methods/i })).not.toBeInTheDocument();
    await fill(user, within(form).getByLabelText('Company name'), 'Grand-Pré Auctions');
    await user.click(within(form).getByRole('button', { name: 'Become a seller' }));
    expect(await screen.findByText('Your account can now list auctions and ads.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/users/me/upgrade')?.body).toEqual({
      accountType: 'AUCTIONEER',
      companyName: 'Grand-Pré Auctions',
    });
  });
});

describe('the profile’s data section', () => {
  it('links the JSON export as a download', () => {
    mockFetch(() => jsonResponse(200, { paymentMethods: [] }));
    renderRoutes(routes, { initialEntries: ['/profile'], user: makeUser() });
    const link = screen.getByRole('link', { name: 'Download my data (JSON)' });
    expect(link).toHaveAttribute('href', '/api/users/me/export');
    expect(link).toHaveAttribute('download');
  });

  it('deletes with the password after asking, then signs out and goes home', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url === '/api/users/me' && call.method === 'DELETE')
        return new Response(null, { status: 204 });
      return jsonResponse(200, { paymentMethods: [] });
    });
    const { user, queryClient } = renderRoutes(routes, { initialEntries: ['/profile'], user: makeUser() });
    await fill(
      user,
      screen.getByLabelText('Your password, to confirm', { selector: 'input' }),
      'harbour-lights-42',
    );
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(/arrived at \/:/)).toHaveTextContent('Your account has been deleted.');
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ password: 'harbour-lights-42' });
    expect(queryClient.getQueryData(['auth', 'session'])).toEqual({ user: null });
  });

  it('asks a password-less account for a mailed link, and deletes with the link’s token', async () => {
    const linkOnly = makeUser({ role: 'USER', hasPassword: false, advertiserType: null, companyName: null });
    const message = 'We have sent a link to your e-mail address to confirm the deletion.';
    mockFetch((call) =>
      call.url === '/api/users/me/delete-link' ? jsonResponse(202, { message }) : jsonResponse(500, {}),
    );
    const first = renderRoutes(routes, { initialEntries: ['/profile'], user: linkOnly });
    expect(
      screen.queryByLabelText('Your password, to confirm', { selector: 'input' }),
    ).not.toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'E-mail me a link to confirm the deletion' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    first.unmount();

    const { calls } = mockFetch(() => new Response(null, { status: 204 }));
    const { user } = renderRoutes(routes, { initialEntries: ['/profile?deleteToken=abc'], user: linkOnly });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete my account' }),
    );
    expect(await screen.findByText(/arrived at \/:/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ confirmationToken: 'abc' });
  });
});
