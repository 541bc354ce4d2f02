import { MESSAGES } from '@mariner/contracts/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill } from '../../../test/fill.ts';
import { jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
import { LoginPage } from './LoginPage.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

const routes = [
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/login', element: <LoginPage /> },
];

describe('ForgotPasswordPage', () => {
  it('sends the e-mail and shows the neutral message', async () => {
    const { spy } = mockFetch(() => jsonResponse(200, { message: MESSAGES.passwordResetRequested }));
    const { user } = renderRoutes(routes, { initialEntries: ['/forgot-password'], user: null });
    await fill(user, await screen.findByLabelText('Email'), 'marie@example.ca');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MESSAGES.passwordResetRequested)).toBeInTheDocument();
    const call = spy.mock.calls.find(([url]) => String(url).includes('/api/auth/forgot-password'));
    expect(JSON.parse(String((call?.[1] as RequestInit | undefined)?.body))).toEqual({
      email: 'marie@example.ca',
    });
  });
});

describe('ResetPasswordPage', () => {
  it('refuses passwords that do not match and sends nothing', async () => {
    const { spy } = mockFetch(() => jsonResponse(500));
    const { user } = renderRoutes(routes, { initialEntries: ['/reset-password?token=abc'], user: null });
    await fill(
      user,
      await screen.findByLabelText('New password', { selector: 'input' }),
      'harbour-lights-42',
    );
    await fill(
      user,
      screen.getByLabelText('Confirm new password', { selector: 'input' }),
      'harbour-lights-43',
    );
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(spy.mock.calls.some(([url]) => String(url).includes('reset-password'))).toBe(false);
  });

  it('goes to /login with the changed message on success', async () => {
    mockFetch(() => jsonResponse(200, { message: MESSAGES.passwordChanged }));
    const { user } = renderRoutes(routes, { initialEntries: ['/reset-password?token=abc'], user: null });
    await fill(
      user,
      await screen.findByLabelText('New password', { selector: 'input' }),
      'harbour-lights-42',
    );
    await fill(
      user,
      screen.getByLabelText('Confirm new password', { selector: 'input' }),
      'harbour-lights-42',
    );
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the invalid message with a link to ask again', async () => {
    mockFetch(() => jsonResponse(400, { error: 'BAD_REQUEST', message: MESSAGES.passwordResetInvalid }));
    const { user } = renderRoutes(routes, { initialEntries: ['/reset-password?token=abc'], user: null });
    await fill(
      user,
      await screen.findByLabelText('New password', { selector: 'input' }),
      'harbour-lights-42',
    );
    await fill(
      user,
      screen.getByLabelText('Confirm new password', { selector: 'input' }),
      'harbour-lights-42',
    );
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(MESSAGES.passwordResetInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
