import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicOnly } from '../../../app/guards.tsx';
import { deferred, jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { LoginPage } from './LoginPage.tsx';

// Inside PublicOnly as in the app, so signing in on the page must not race the guard's redirect.
const routes = [
  { element: <PublicOnly />, children: [{ path: '/login', element: <LoginPage /> }] },
  { path: '/dashboard', element: <p>dashboard page</p> },
  { path: '/my', element: <p>buyer home</p> },
  { path: '/auctions', element: <p>auctions page</p> },
];

const fillAndSubmit = async (
  user: ReturnType<typeof renderRoutes>['user'],
  email: string,
  password: string,
) => {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('LoginPage', () => {
  it('says which fields are missing and sends nothing', async () => {
    const { spy } = mockFetch(() => jsonResponse(500));
    const { user } = renderRoutes(routes, { initialEntries: ['/login'], user: null });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(spy).not.toHaveBeenCalled();
  });

  it('refuses a malformed e-mail', async () => {
    const { spy } = mockFetch(() => jsonResponse(500));
    const { user } = renderRoutes(routes, { initialEntries: ['/login'], user: null });
    await fillAndSubmit(user, 'marie@', 'harbour-lights-42');
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows a show/hide toggle for the password', async () => {
    const { user } = renderRoutes(routes, { initialEntries: ['/login'], user: null });
    const password = await screen.findByLabelText('Password', { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads "Signing in..." and is disabled while busy, then goes to the page it came from', async () => {
    const answer = deferred<Response>();
    const { calls } = mockFetch(() => answer.promise);
    const { user, router } = renderRoutes(routes, {
      initialEntries: [
        { pathname: '/login', state: { from: { pathname: '/auctions', search: '?search=boat' } } },
      ],
      user: null,
    });
    await user.click(await screen.findByLabelText('Remember me'));
    await fillAndSubmit(user, 'Marie@Example.ca', 'harbour-lights-42');

    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    expect(calls[0]).toEqual({
      url: '/api/auth/login',
      method: 'POST',
      body: { email: 'marie@example.ca', password: 'harbour-lights-42', rememberMe: true },
    });

    answer.resolve(jsonResponse(200, { user: makeUser(), token: 'ignored' }));
    expect(await screen.findByText('auctions page')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/auctions', search: '?search=boat' });
  });

  it('goes to the dashboard when it came from nowhere, sending rememberMe false by default', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { user: makeUser(), token: 'ignored' }));
    const { user } = renderRoutes(routes, { initialEntries: ['/login'], user: null });
    await fillAndSubmit(user, 'marie@example.ca', 'harbour-lights-42');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ rememberMe: false });
  });

  it('takes a buyer who came from nowhere to their home (issue 27)', async () => {
    mockFetch(() => jsonResponse(200, { user: makeUser({ role: 'USER' }), token: 'ignored' }));
    const { user, router } = renderRoutes(routes, { initialEntries: ['/login'], user: null });
    await fillAndSubmit(user, 'marie@example.ca', 'harbour-lights-42');
    expect(await screen.findByText('buyer home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my');
  });

  it('shows the server’s message in an alert', async () => {
    mockFetch(() => jsonResponse(401, { error: 'UNAUTHORIZED', message: 'Invalid email or password' }));
    const { user } = renderRoutes(routes, { initialEntries: ['/login'], user: null });
    await fillAndSubmit(user, 'marie@example.ca', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('falls back to "Login failed" when the answer carries no message', async () => {
    mockFetch(() => jsonResponse(500, {}));
    const { user } = renderRoutes(routes, { initialEntries: ['/login'], user: null });
    await fillAndSubmit(user, 'marie@example.ca', 'harbour-lights-42');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('links to forgot password and to register', async () => {
    renderRoutes(routes, { initialEntries: ['/login'], user: null });
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
