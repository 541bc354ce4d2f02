import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadSaveSearch } from '../../features/alerts/components/SaveSearch.tsx';
import { jsonResponse, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { CalendarRoute } from './CalendarRoute.tsx';

// Someone signed in gets the alert's form on demand (issue 26), as the page's loader fetches it first.
beforeAll(() => preloadSaveSearch());

/** Issue 27 item 3: "Add to my calendar alerts" survives signing in and is done back on the calendar. */

function LoginProbe() {
  const location = useLocation();
  return <p>login page, from {JSON.stringify(location.state)}</p>;
}

const routes = [
  { path: '/calendar', element: <CalendarRoute /> },
  { path: '/login', element: <LoginProbe /> },
];

const month = new Date().toISOString().slice(0, 7);
const savedSearch = {
  id: '0b6f6c9a-4d0e-4f53-9a3d-5b1c0e8f7a21',
  name: 'New auctions on the calendar',
  frequency: 'DAILY',
  query: '',
  createdAt: '2026-11-01T12:00:00.000Z',
  checkedUntil: '2026-11-01T12:00:00.000Z',
};

function answer() {
  return mockFetch((call) => {
    if (call.url.startsWith('/api/auctions/calendar/month')) {
      return jsonResponse(200, { month, days: [], listed: { first: month, last: month } });
    }
    if (call.url === '/api/saved-searches' && call.method === 'POST')
      return jsonResponse(201, { savedSearch });
    return jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' });
  });
}

describe('the calendar’s alerts', () => {
  it('leads a visitor to sign in, remembering the alert to add', async () => {
    answer();
    const { user } = renderRoutes(routes, { initialEntries: ['/calendar'], user: null });
    await user.click(
      await screen.findByRole('link', { name: 'Sign in to add new auctions to your calendar alerts' }),
    );
    expect(await screen.findByText(/login page/)).toHaveTextContent(
      '"pathname":"/calendar","search":"?saveSearch=1"',
    );
  });

  it('back signed in on the calendar, adds the alert once and says so', async () => {
    const { calls } = answer();
    const { router } = renderRoutes(routes, {
      initialEntries: ['/calendar?saveSearch=1'],
      user: makeUser({ role: 'USER' }),
    });
    expect(await screen.findByText(/Saved “New auctions on the calendar”/)).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ name: 'New auctions on the calendar', frequency: 'DAILY', filters: {} });
    expect(router.state.location.pathname).toBe('/calendar');
    expect(router.state.location.search).toBe('');
  });
});
