import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { preloadSaveSearch, SaveSearch } from './SaveSearch.tsx';

/** Issue 27 item 3: "Get e-mails for this search" survives signing in, and is done on return. */

function LoginProbe() {
  const location = useLocation();
  return <p>login page, from {JSON.stringify(location.state)}</p>;
}

function ListProbe() {
  const location = useLocation();
  return <SaveSearch query={location.search.slice(1)} suggestedName="lanterns" />;
}

const routes = [
  { path: '/auctions', element: <ListProbe /> },
  { path: '/login', element: <LoginProbe /> },
];

describe('SaveSearch for a visitor', () => {
  it('leads to sign in remembering the search to save', async () => {
    mockFetch(() => jsonResponse(500, {}));
    const { user } = renderRoutes(routes, { initialEntries: ['/auctions?search=lanterns'], user: null });
    await user.click(screen.getByRole('link', { name: 'Sign in to get e-mails for this search' }));
    expect(await screen.findByText(/login page/)).toHaveTextContent(
      '"search":"?search=lanterns&saveSearch=1"',
    );
  });

  it('back signed in, saves the search once with its filters and says so', async () => {
    // As the page's loader does for someone signed in: the signed-in control's code is there.
    await preloadSaveSearch();
    const savedSearch = {
      id: '0b6f6c9a-4d0e-4f53-9a3d-5b1c0e8f7a21',
      name: 'lanterns',
      frequency: 'DAILY',
      query: 'search=lanterns',
      createdAt: '2026-11-01T12:00:00.000Z',
      checkedUntil: '2026-11-01T12:00:00.000Z',
    };
    const { calls } = mockFetch(() => jsonResponse(201, { savedSearch }));
    const { router } = renderRoutes(routes, {
      initialEntries: ['/auctions?search=lanterns&saveSearch=1'],
      user: makeUser({ role: 'USER' }),
    });
    expect(await screen.findByText(/Saved “lanterns”/)).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ name: 'lanterns', frequency: 'DAILY', filters: { search: 'lanterns' } });
    expect(router.state.location.search).toBe('?search=lanterns');
  });
});
