import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { preloadFollowButton } from './FollowButton.tsx';
import { FollowButtonLater, preloadFollowButtonLater } from './FollowButtonLater.tsx';

/** Issue 26: the auction page's Follow button, its code loaded apart from the page's. */

const SELLER = '6d1f3a2b-9c4e-4b7a-8e21-0f5c3d9a7b64';

function LoginProbe() {
  const location = useLocation();
  return <p>login page, from {JSON.stringify(location.state)}</p>;
}

const routes = [
  {
    path: '/auctions/:id',
    element: <FollowButtonLater sellerId={SELLER} companyName="Fundy Auctions" />,
  },
  { path: '/login', element: <LoginProbe /> },
];

describe('FollowButtonLater', () => {
  it('is the Follow button once its code is there: a visitor is led to sign in, the follow remembered', async () => {
    // As the auction page's loader does.
    await preloadFollowButtonLater();
    mockFetch(() => jsonResponse(500, {}));
    const { user } = renderRoutes(routes, { initialEntries: ['/auctions/a1'], user: null });
    await user.click(await screen.findByRole('link', { name: /Fundy Auctions/ }));
    expect(await screen.findByText(/login page/)).toHaveTextContent(`"search":"?follow=${SELLER}"`);
  });

  it('for someone signed in, with the code its loader fetched, is the signed-in button', async () => {
    // As prefetchFollowButtonLater does: the button's code and the signed-in control's.
    await Promise.all([preloadFollowButtonLater(), preloadFollowButton()]);
    mockFetch(() => jsonResponse(200, { follow: null }));
    renderRoutes(routes, { initialEntries: ['/auctions/a1'], user: makeUser({ role: 'USER' }) });
    expect(await screen.findByRole('button', { name: /Follow Fundy Auctions|Follow/i })).toBeInTheDocument();
  });
});
