import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ConfirmEmailBanner } from './ConfirmEmailBanner.tsx';

const routes = [
  { path: '/', element: <ConfirmEmailBanner /> },
  { path: '/my', element: <ConfirmEmailBanner /> },
  { path: '/fr/mon-espace', element: <ConfirmEmailBanner /> },
];

describe('ConfirmEmailBanner (issue 27 item 6)', () => {
  it('asks an unconfirmed person to confirm, and resends the link', async () => {
    const message = 'We have sent a new confirmation link to your e-mail address.';
    const { calls } = mockFetch(() => jsonResponse(202, { message }));
    const { user } = renderRoutes(routes, { user: makeUser({ emailConfirmed: false }) });
    expect(screen.getByRole('region', { name: 'E-mail confirmation' })).toHaveTextContent(
      'Confirm your e-mail address to receive alerts',
    );
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(calls[0]).toMatchObject({ url: '/api/auth/confirm-email/resend', method: 'POST' });
  });

  it('shows nothing to a confirmed person or a visitor', () => {
    renderRoutes(routes, { user: makeUser() });
    expect(screen.queryByRole('region', { name: 'E-mail confirmation' })).not.toBeInTheDocument();
  });

  it('stands aside on the buyer’s home, which says it in full (issue 27 item 4)', () => {
    for (const address of ['/my', '/fr/mon-espace']) {
      const { unmount } = renderRoutes(routes, {
        initialEntries: [address],
        user: makeUser({ emailConfirmed: false }),
      });
      expect(screen.queryByRole('region', { name: 'E-mail confirmation' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
