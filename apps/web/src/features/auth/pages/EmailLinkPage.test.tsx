import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ConfirmEmailPage } from './ConfirmEmailPage.tsx';
import { EmailLinkPage } from './EmailLinkPage.tsx';
import { LoginPage } from './LoginPage.tsx';

/** Issue 27 items 2 and 6: the pages mailed links open act on a press, never on opening. */

const routes = [
  { path: '/sign-in/link', element: <EmailLinkPage /> },
  { path: '/confirm-email', element: <ConfirmEmailPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/auctions/:id', element: <p>auction page</p> },
  { path: '/my', element: <p>buyer home</p> },
  { path: '/dashboard', element: <p>dashboard</p> },
];

describe('EmailLinkPage', () => {
  it('spends the link only when pressed, then goes back to the same-site page it was asked from', async () => {
    const buyer = makeUser({ role: 'USER' });
    const { calls } = mockFetch(() =>
      jsonResponse(200, { user: buyer, token: 't', returnTo: '/auctions/abc?save=abc' }),
    );
    const { user, router } = renderRoutes(routes, {
      initialEntries: ['/sign-in/link?token=tok'],
      user: null,
    });
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('auction page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?save=abc');
    expect(calls[0]).toMatchObject({ url: '/api/auth/email-link/verify', body: { token: 'tok' } });
  });

  it('ignores a return address that leaves the site', async () => {
    mockFetch(() =>
      jsonResponse(200, { user: makeUser({ role: 'USER' }), token: 't', returnTo: '//evil.example/x' }),
    );
    const { user } = renderRoutes(routes, { initialEntries: ['/sign-in/link?token=tok'], user: null });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // Issue 27: a buyer with nowhere else to go lands on their home.
    expect(await screen.findByText('buyer home')).toBeInTheDocument();
  });

  it('says a used or expired link is no good', async () => {
    const message = 'This sign-in link is invalid, used or expired. Ask for a new one.';
    mockFetch(() => jsonResponse(400, { error: 'BAD_REQUEST', message }));
    const { user } = renderRoutes(routes, { initialEntries: ['/sign-in/link?token=old'], user: null });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('the e-mail link form on the login page', () => {
  it('asks for a link and says it is on its way, whatever the address', async () => {
    const message =
      'If that address can receive mail, a sign-in link is on its way. It works once, for 15 minutes.';
    const { calls } = mockFetch(() => jsonResponse(202, { message }));
    const { user } = renderRoutes(routes, { initialEntries: ['/login'], user: null });
    await user.type(screen.getByLabelText('Your e-mail address'), 'joseph@example.ca');
    await user.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/api/auth/email-link', body: { email: 'joseph@example.ca' } });
  });
});

describe('ConfirmEmailPage', () => {
  it('confirms on a press and says so', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse(200, { message: 'Thank you: your e-mail address is confirmed.' }),
    );
    const { user } = renderRoutes(routes, { initialEntries: ['/confirm-email?token=c1'], user: null });
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm my address' }));
    expect(await screen.findByText('Thank you: your e-mail address is confirmed.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: '/api/auth/confirm-email', body: { token: 'c1' } });
  });
});
