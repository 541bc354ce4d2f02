import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { FollowButton, preloadFollowButton } from './FollowButton.tsx';

/** Issue 27 item 3: Follow survives signing in, and is done back on the same page. */

const SELLER = '6d1f3a2b-9c4e-4b7a-8e21-0f5c3d9a7b64';

function LoginProbe() {
  const location = useLocation();
  return <p>login page, from {JSON.stringify(location.state)}</p>;
}

const routes = [
  { path: '/directory/:id', element: <FollowButton sellerId={SELLER} companyName="Fundy Auctions" /> },
  { path: '/login', element: <LoginProbe /> },
];

const FOLLOW = {
  sellerId: SELLER,
  companyName: 'Fundy Auctions',
  frequency: 'DAILY',
  createdAt: '2026-11-01T12:00:00.000Z',
  nextSale: null,
};

describe('FollowButton for a visitor', () => {
  it('leads to sign in remembering the follow asked for', async () => {
    mockFetch(() => jsonResponse(500, {}));
    const { user } = renderRoutes(routes, { initialEntries: [`/directory/${SELLER}`], user: null });
    await user.click(screen.getByRole('link', { name: /Fundy Auctions/ }));
    expect(await screen.findByText(/login page/)).toHaveTextContent(`"search":"?follow=${SELLER}"`);
  });

  it('back signed in, follows once and tidies the address', async () => {
    // As the page's loader does for someone signed in: the signed-in control's code is there.
    await preloadFollowButton();
    let following = false;
    const { calls } = mockFetch((call) => {
      if (call.method === 'PUT') following = true;
      return jsonResponse(200, { follow: following ? FOLLOW : null });
    });
    const { router } = renderRoutes(routes, {
      initialEntries: [`/directory/${SELLER}?follow=${SELLER}`],
      user: makeUser({ role: 'USER' }),
    });
    expect(
      await screen.findByRole('button', { name: /Stop following Fundy Auctions|Unfollow/i }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ frequency: 'DAILY' });
    expect(router.state.location.search).toBe('');
  });
});
