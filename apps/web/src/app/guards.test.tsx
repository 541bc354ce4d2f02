import { useQueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { type ComponentType, lazy } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { clearSession } from '../lib/api/session.ts';
import { deferred, jsonResponse, makeUser, mockFetch } from '../test/fixtures.ts';
import { renderRoutes } from '../test/render.tsx';
import { PublicOnly, RequireAdmin, RequireAuth, RequireSeller } from './guards.tsx';

function LoginProbe() {
  const location = useLocation();
  return <p>login page, from {JSON.stringify(location.state)}</p>;
}

const routes = [
  { path: '/login', element: <LoginProbe /> },
  { element: <RequireAuth />, children: [{ path: '/dashboard', element: <p>dashboard page</p> }] },
  { element: <RequireAdmin />, children: [{ path: '/admin', element: <p>admin page</p> }] },
  { element: <PublicOnly />, children: [{ path: '/register', element: <p>register page</p> }] },
];

/** What the header's logout does: navigate home, then forget the user. */
function LogoutButton() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = async () => {
    await navigate('/');
    clearSession(queryClient);
  };
  return (
    <button type="button" onClick={() => void logout()}>
      Logout
    </button>
  );
}

describe('RequireAuth', () => {
  it('shows a labelled spinner while the session loads', async () => {
    mockFetch(() => new Promise<Response>(() => {}));
    renderRoutes(routes, { initialEntries: ['/dashboard'] });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByText('dashboard page')).not.toBeInTheDocument();
  });

  it('sends a visitor to /login remembering the requested location', async () => {
    const { router } = renderRoutes(routes, { initialEntries: ['/dashboard?tab=ads#top'], user: null });
    expect(await screen.findByText(/login page/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: { pathname: '/dashboard', search: '?tab=ads', hash: '#top' },
    });
  });

  it('lets a signed-in user through', async () => {
    renderRoutes(routes, { initialEntries: ['/dashboard'], user: makeUser() });
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('never sends to /login from a page being left: a logout while the home page still loads', async () => {
    // The logout journey's race: logout navigates home, then forgets the user. While home's code was
    // still loading, the dashboard was still on screen, saw nobody signed in and went to /login.
    const homeCode = deferred<{ default: ComponentType }>();
    const SlowHome = lazy(() => homeCode.promise);
    const { user, router } = renderRoutes(
      [
        { path: '/', element: <SlowHome /> },
        { path: '/login', element: <LoginProbe /> },
        { element: <RequireAuth />, children: [{ path: '/dashboard', element: <LogoutButton /> }] },
      ],
      { initialEntries: ['/dashboard'], user: makeUser() },
    );
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    homeCode.resolve({ default: () => <p>home page</p> });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText(/login page/)).not.toBeInTheDocument();
  });
});

describe('RequireSeller (issue 27 item 5)', () => {
  const sellerRoutes = [
    { path: '/login', element: <LoginProbe /> },
    { element: <RequireSeller />, children: [{ path: '/create-listing', element: <p>listing form</p> }] },
  ];
  const buyer = makeUser({ role: 'USER', advertiserType: null, companyName: null });

  it('offers a buyer the upgrade instead of the form, then shows the form at the same address', async () => {
    const { calls } = mockFetch((call) =>
      call.url === '/api/users/me/upgrade'
        ? jsonResponse(200, { user: { ...buyer, role: 'SELLER', companyName: 'Tidewater Auctions' } })
        : jsonResponse(404),
    );
    const { user, router } = renderRoutes(sellerRoutes, { initialEntries: ['/create-listing'], user: buyer });
    expect(
      await screen.findByRole('heading', { name: 'One step before you list', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('listing form')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Company name/), 'Tidewater Auctions');
    await user.click(screen.getByRole('button', { name: 'Become a seller' }));
    expect(await screen.findByText('listing form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create-listing');
    expect(calls[0]).toMatchObject({
      url: '/api/users/me/upgrade',
      method: 'POST',
      body: { accountType: 'AUCTIONEER', companyName: 'Tidewater Auctions' },
    });
  });

  it('shows a seller the form', async () => {
    mockFetch(() => jsonResponse(404));
    renderRoutes(sellerRoutes, { initialEntries: ['/create-listing'], user: makeUser({ role: 'SELLER' }) });
    expect(await screen.findByText('listing form')).toBeInTheDocument();
  });

  it('sends a visitor to sign in, remembering the form', async () => {
    mockFetch(() => jsonResponse(404));
    renderRoutes(sellerRoutes, { initialEntries: ['/create-listing'], user: null });
    expect(await screen.findByText(/login page/)).toHaveTextContent('/create-listing');
  });
});

describe('RequireAdmin', () => {
  it('sends a SELLER to /dashboard', async () => {
    const { router } = renderRoutes(routes, {
      initialEntries: ['/admin'],
      user: makeUser({ role: 'SELLER' }),
    });
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets an ADMIN and a SUPERADMIN through', async () => {
    renderRoutes(routes, { initialEntries: ['/admin'], user: makeUser({ role: 'SUPERADMIN' }) });
    expect(await screen.findByText('admin page')).toBeInTheDocument();
  });
});

describe('PublicOnly', () => {
  it('sends a signed-in user to /dashboard', async () => {
    const { router } = renderRoutes(routes, { initialEntries: ['/register'], user: makeUser() });
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the page to a visitor', async () => {
    renderRoutes(routes, { initialEntries: ['/register'], user: null });
    expect(await screen.findByText('register page')).toBeInTheDocument();
  });
});
