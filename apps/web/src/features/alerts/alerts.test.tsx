import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { FollowButton, preloadFollowButton } from './components/FollowButton.tsx';
import { preloadSaveSearch, SaveSearch } from './components/SaveSearch.tsx';
import { AlertsPage } from './pages/AlertsPage.tsx';
import { UnsubscribePage } from './pages/UnsubscribePage.tsx';

// Someone signed in gets these controls' code on demand (issue 26), as a page's loader fetches it.
beforeAll(() => Promise.all([preloadSaveSearch(), preloadFollowButton()]));

const SELLER = '0b6f6c9a-4d0e-4f53-9a3d-5b1c0e8f7a21';
const SEARCH = {
  id: '1f6f6c9a-4d0e-4f53-9a3d-5b1c0e8f7a21',
  name: 'Boats near Truro',
  frequency: 'DAILY',
  query: 'search=boat&near=truro-ns',
  createdAt: '2026-11-01T12:00:00.000Z',
  checkedUntil: '2026-11-01T12:00:00.000Z',
};
const FOLLOW = {
  sellerId: SELLER,
  companyName: 'Harbour Auctions',
  frequency: 'WEEKLY',
  createdAt: SEARCH.createdAt,
  nextSale: null,
};
const notFound = () => jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' });

describe('saving a search (issue 17)', () => {
  it('saves the list’s filters, without their order, with a name and a frequency', async () => {
    const { calls } = mockFetch((call) =>
      call.url === '/api/saved-searches' && call.method === 'POST'
        ? jsonResponse(201, { savedSearch: { ...SEARCH, frequency: 'WEEKLY', name: 'boat' } })
        : notFound(),
    );
    const { user } = renderRoutes(
      [
        {
          path: '/auctions',
          element: <SaveSearch query="search=boat&near=truro-ns&sort=distance" suggestedName="boat" />,
        },
      ],
      { initialEntries: ['/auctions'], user: makeUser() },
    );
    await user.click(screen.getByRole('button', { name: 'Get e-mails for this search' }));
    const form = within(screen.getByRole('form', { name: 'Save this search' }));
    expect(form.getByLabelText('Name of this search')).toHaveValue('boat');
    await user.selectOptions(form.getByLabelText('E-mail me'), 'WEEKLY');
    await user.click(form.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText(/Saved “boat”/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'boat',
      frequency: 'WEEKLY',
      filters: { search: 'boat', near: 'truro-ns' },
    });
  });

  it('asks a visitor to sign in first', async () => {
    mockFetch(notFound);
    renderRoutes([{ path: '/', element: <SaveSearch query="" suggestedName="Auctions" /> }], { user: null });
    expect(screen.getByRole('link', { name: 'Sign in to get e-mails for this search' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});

describe('the alerts page (issue 17)', () => {
  it('lists one’s searches and follows, changes how often and deletes', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url === '/api/saved-searches' && call.method === 'GET')
        return jsonResponse(200, { savedSearches: [SEARCH] });
      if (call.url === '/api/follows' && call.method === 'GET')
        return jsonResponse(200, { follows: [FOLLOW] });
      if (call.url === `/api/saved-searches/${SEARCH.id}` && call.method === 'PUT')
        return jsonResponse(200, { savedSearch: { ...SEARCH, frequency: 'INSTANT' } });
      if (call.url === `/api/saved-searches/${SEARCH.id}` && call.method === 'DELETE')
        return jsonResponse(200, { success: true });
      if (call.url === `/api/follows/${SELLER}` && call.method === 'DELETE')
        return jsonResponse(200, { follow: null });
      return notFound();
    });
    const { user } = renderRoutes([{ path: '/dashboard/alerts', element: <AlertsPage /> }], {
      initialEntries: ['/dashboard/alerts'],
      user: makeUser(),
    });
    expect(await screen.findByRole('link', { name: 'Boats near Truro' })).toHaveAttribute(
      'href',
      '/auctions?search=boat&near=truro-ns',
    );
    expect(screen.getByRole('link', { name: 'Harbour Auctions' })).toHaveAttribute(
      'href',
      `/directory/${SELLER}`,
    );
    await user.selectOptions(screen.getByLabelText('E-mails for Boats near Truro'), 'INSTANT');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ frequency: 'INSTANT' }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete Boats near Truro' }));
    await user.click(screen.getByRole('button', { name: 'Stop following Harbour Auctions' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2));
  });
});

describe('following an auctioneer (issue 17)', () => {
  it('follows daily and then offers to stop', async () => {
    let following = false;
    const { calls } = mockFetch((call) => {
      if (call.url === `/api/follows/${SELLER}` && call.method === 'GET')
        return jsonResponse(200, { follow: following ? FOLLOW : null });
      if (call.url === `/api/follows/${SELLER}` && call.method === 'PUT') {
        following = true;
        return jsonResponse(200, { follow: FOLLOW });
      }
      return notFound();
    });
    const { user } = renderRoutes(
      [{ path: '/', element: <FollowButton sellerId={SELLER} companyName="Harbour Auctions" /> }],
      { user: makeUser() },
    );
    await user.click(await screen.findByRole('button', { name: 'Follow Harbour Auctions' }));
    expect(
      await screen.findByRole('button', { name: 'Stop following Harbour Auctions' }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ frequency: 'DAILY' });
  });

  it('is not offered on one’s own profile', async () => {
    mockFetch(notFound);
    renderRoutes(
      [{ path: '/', element: <FollowButton sellerId={SELLER} companyName="Harbour Auctions" /> }],
      {
        user: makeUser({ id: SELLER }),
      },
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the unsubscribe page (issue 17)', () => {
  it('turns the alert off with a click, not on load', async () => {
    const { calls } = mockFetch((call) =>
      call.url === '/api/alerts/unsubscribe'
        ? jsonResponse(200, { success: true, name: 'Boats near Truro' })
        : notFound(),
    );
    const { user } = renderRoutes([{ path: '/unsubscribe', element: <UnsubscribePage /> }], {
      initialEntries: ['/unsubscribe?token=abcdefghijklmnopqrstuvwxyz0123456789'],
      user: null,
    });
    expect(calls.filter((call) => call.url === '/api/alerts/unsubscribe')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByText('Done: no more e-mails for “Boats near Truro”.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/alerts/unsubscribe')?.body).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz0123456789',
    });
  });
});
