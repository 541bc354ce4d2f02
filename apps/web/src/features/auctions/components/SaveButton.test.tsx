import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { SaveButton } from './SaveButton.tsx';

/** Issue 27 item 3: a visitor's Save survives signing in and is done back on the same page. */

function LoginProbe() {
  const location = useLocation();
  return <p>login page, from {JSON.stringify(location.state)}</p>;
}

const AUCTION = '3b2f9c1e-7a44-4c1b-9d57-1f3c5e7a9b20';
const routes = [
  {
    path: '/auctions/:id',
    element: <SaveButton auctionId={AUCTION} title="Lighthouse lamps" look="plain" />,
  },
  { path: '/login', element: <LoginProbe /> },
];

describe('SaveButton for a visitor', () => {
  it('goes to sign in, remembering the page with the save asked for', async () => {
    mockFetch(() => jsonResponse(500, {}));
    const { user } = renderRoutes(routes, { initialEntries: [`/auctions/${AUCTION}?tab=lots`], user: null });
    await user.click(screen.getByRole('button', { name: 'Save Lighthouse lamps' }));
    expect(await screen.findByText(/login page/)).toHaveTextContent(
      JSON.stringify({
        from: { pathname: `/auctions/${AUCTION}`, search: `?tab=lots&save=${AUCTION}`, hash: '' },
      }),
    );
  });

  it('back signed in with ?save=, saves once, says so and tidies the address', async () => {
    // The server's state: not saved until the save call (the check after it then answers saved).
    let saved = false;
    const { calls } = mockFetch((call) => {
      if (call.url !== `/api/auctions/${AUCTION}/save`) return jsonResponse(200, { isSaved: saved });
      saved = true;
      return jsonResponse(200, { success: true, isSaved: true });
    });
    const { router } = renderRoutes(routes, {
      initialEntries: [`/auctions/${AUCTION}?tab=lots&save=${AUCTION}`],
      user: makeUser({ role: 'USER' }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: Lighthouse lamps');
    expect(screen.getByRole('button', { name: 'Remove Lighthouse lamps from saved' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(router.state.location.search).toBe('?tab=lots');
  });

  it('does nothing for another auction’s ?save=', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { isSaved: false }));
    renderRoutes(routes, {
      initialEntries: [`/auctions/${AUCTION}?save=someone-else`],
      user: makeUser({ role: 'USER' }),
    });
    await screen.findByRole('button', { name: 'Save Lighthouse lamps' });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
