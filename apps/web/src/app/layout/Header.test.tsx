import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SESSION_QUERY_KEY } from '../../lib/api/session.ts';
import { jsonResponse, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { Header } from './Header.tsx';

const routes = [
  { path: '/', element: <Header /> },
  { path: '/dashboard', element: <Header /> },
];

const desktopNav = (name: string) => screen.getByRole('navigation', { name });

describe('Header', () => {
  it('shows a visitor the public links, Advertise, Log in and Register', async () => {
    renderRoutes(routes, { user: null });
    expect(await screen.findByRole('link', { name: 'Mariner Marketplace' })).toHaveAttribute('href', '/');
    const main = desktopNav('Main');
    for (const [name, href] of [
      ['Home', '/'],
      ['Auctions', '/auctions'],
      ['Calendar', '/calendar'],
      ['Auctioneers', '/directory/auctioneers'],
      ['Services', '/directory/services'],
      ['About', '/about'],
    ]) {
      expect(within(main).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(main).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const account = desktopNav('Account');
    expect(within(account).getByRole('link', { name: 'Advertise' })).toHaveAttribute('href', '/advertise');
    expect(within(account).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(account).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows an admin Add Listing, Admin, Dashboard and Logout', async () => {
    renderRoutes(routes, { user: makeUser({ role: 'ADMIN' }) });
    const account = desktopNav('Account');
    expect(within(account).getByRole('link', { name: 'Add Listing' })).toHaveAttribute('href', '/pricing');
    expect(within(account).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(account).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(account).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(account).queryByRole('link', { name: 'Advertise' })).not.toBeInTheDocument();
    expect(within(account).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('shows a buyer their saved auctions, searches and account, not the sellers’ links (issue 27)', async () => {
    renderRoutes(routes, { user: makeUser({ role: 'USER', advertiserType: null, companyName: null }) });
    const account = desktopNav('Account');
    expect(within(account).getByRole('link', { name: 'My auctions' })).toHaveAttribute('href', '/my');
    expect(within(account).getByRole('link', { name: 'Saved' })).toHaveAttribute('href', '/saved-auctions');
    expect(within(account).getByRole('link', { name: 'Searches & follows' })).toHaveAttribute(
      'href',
      '/dashboard/alerts',
    );
    expect(within(account).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/profile');
    for (const name of ['Add Listing', 'Dashboard', 'Admin', 'Banner Ads', 'Invoices', 'Create listing']) {
      expect(within(account).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(within(account).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows a buyer the same account links in the phone menu, without Add Listing (issue 27)', async () => {
    const { user } = renderRoutes(routes, { user: makeUser({ role: 'USER', advertiserType: null }) });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const panel = screen.getByRole('navigation', { name: 'Site menu' });
    expect(within(panel).getByRole('link', { name: 'My auctions' })).toHaveAttribute('href', '/my');
    expect(within(panel).getByRole('link', { name: 'Searches & follows' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Add Listing' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('hides Admin from a seller', async () => {
    renderRoutes(routes, { user: makeUser({ role: 'SELLER' }) });
    expect(within(desktopNav('Account')).getByRole('link', { name: 'Add Listing' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('opens the mobile menu, closes it with Escape and hides Add Listing there for admins', async () => {
    const { user } = renderRoutes(routes, { user: makeUser({ role: 'SUPERADMIN' }) });
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('navigation', { name: 'Site menu' });
    expect(within(panel).getByRole('link', { name: 'About' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Admin' })).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Add Listing' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Site menu' })).not.toBeInTheDocument();
  });

  it('logs out: ends the session on the server, goes home and shows the visitor links', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { success: true }));
    const { user, router, queryClient } = renderRoutes(routes, {
      initialEntries: ['/dashboard'],
      user: makeUser(),
    });
    await user.click(within(desktopNav('Account')).getByRole('button', { name: 'Logout' }));
    expect(await within(desktopNav('Account')).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/api/auth/logout', method: 'POST' });
    expect(router.state.location.pathname).toBe('/');
    expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toEqual({ user: null });
  });
});
