import type { SavedAuction } from '@mariner/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makeSaved } from '../test-data.ts';
import { SavedAuctionsPage } from './SavedAuctionsPage.tsx';

const routes = [
  { path: '/saved-auctions', element: <SavedAuctionsPage /> },
  { path: '/auctions', element: <p>auctions page</p> },
  { path: '/login', element: <p>login page</p> },
];

const savedPage = (auctions: SavedAuction[], page = 1, total = auctions.length) => ({
  auctions,
  pagination: { page, limit: 12, total, totalPages: Math.ceil(total / 12) },
});

describe('SavedAuctionsPage', () => {
  it('asks a visitor to log in, and remembers to come back', async () => {
    const { spy } = mockFetch(() => jsonResponse(500));
    const { user, router } = renderRoutes(routes, { initialEntries: ['/saved-auctions'], user: null });
    expect(screen.getByRole('heading', { name: 'Saved Auctions' })).toBeInTheDocument();
    expect(screen.getByText('Please log in to save auctions.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      from: { pathname: '/saved-auctions', search: '', hash: '' },
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it('lists the saved auctions with their facts and the date they were saved', async () => {
    const saved = makeSaved(1);
    mockFetch((call) =>
      call.url === '/api/auctions/saved?page=1&limit=12'
        ? jsonResponse(200, savedPage([saved]))
        : jsonResponse(404),
    );
    renderRoutes(routes, { initialEntries: ['/saved-auctions'], user: makeUser() });
    const card = await screen.findByRole('article', { name: saved.title });
    expect(within(card).getByRole('link', { name: saved.title })).toHaveAttribute(
      'href',
      `/auctions/${saved.id}`,
    );
    expect(within(card).getByText('Estate Sales')).toBeInTheDocument();
    expect(within(card).getByText('Lunenburg, NS')).toBeInTheDocument();
    expect(within(card).getByText(/Jul 4, 2026, 10:00 a\.m\. ADT/)).toBeInTheDocument();
    expect(within(card).getByText(/^Saved Jun 10, 2026$/)).toBeInTheDocument();
    expect(within(card).getByText(/brass lanterns/)).toBeInTheDocument();
  });

  it('takes a removed auction off the list at once', async () => {
    const [first, second] = [makeSaved(1), makeSaved(2)];
    let list = [first, second];
    const { calls } = mockFetch((call) => {
      if (call.url.startsWith('/api/auctions/saved')) return jsonResponse(200, savedPage(list));
      if (call.url === `/api/auctions/${first?.id}/save` && call.method === 'DELETE') {
        list = list.filter((auction) => auction !== first);
        return jsonResponse(200, { success: true, isSaved: false });
      }
      return jsonResponse(404);
    });
    const { user } = renderRoutes(routes, { initialEntries: ['/saved-auctions'], user: makeUser() });
    await user.click(await screen.findByRole('button', { name: `Remove ${first?.title} from saved` }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: first?.title })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: second?.title })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('pages through with the page in the URL', async () => {
    const { calls } = mockFetch((call) => {
      const page = Number(new URL(call.url, 'http://x').searchParams.get('page'));
      return jsonResponse(200, savedPage([makeSaved(page)], page, 30));
    });
    const { user, router } = renderRoutes(routes, { initialEntries: ['/saved-auctions'], user: makeUser() });
    await screen.findByRole('article', { name: makeSaved(1).title });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('article', { name: makeSaved(3).title })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(calls.at(-1)?.url).toBe('/api/auctions/saved?page=3&limit=12');
  });

  it('links an empty list to the auctions, also when it fails to load', async () => {
    mockFetch(() => jsonResponse(500, {}));
    renderRoutes(routes, { initialEntries: ['/saved-auctions'], user: makeUser() });
    expect(await screen.findByText('You have not saved any auctions yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse auctions' })).toHaveAttribute('href', '/auctions');
  });
});
