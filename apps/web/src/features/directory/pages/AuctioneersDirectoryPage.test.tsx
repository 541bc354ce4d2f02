import { PAGE_TEXTS } from '@mariner/contracts/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeadTitle } from '../../../lib/head.ts';
import { type FetchCall, jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makeEntry, makePage } from '../test-data.ts';
import { AuctioneersDirectoryPage, head } from './AuctioneersDirectoryPage.tsx';

const routes = [
  {
    path: '/directory/auctioneers',
    element: (
      <>
        <HeadTitle head={head} />
        <AuctioneersDirectoryPage />
      </>
    ),
  },
  { path: '/register', element: <p>register page</p> },
];

const listCalls = (calls: FetchCall[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/directory/auctioneers'))
    .map((call) => new URL(call.url, 'http://x').searchParams);

/** Answers the auctioneers list; the handler gets the query asked for. */
const api = (list: (params: URLSearchParams) => { entries: unknown[]; pagination: unknown }) =>
  mockFetch((call) => {
    if (call.url.startsWith('/api/directory/auctioneers')) {
      const { entries, pagination } = list(new URL(call.url, 'http://x').searchParams);
      return jsonResponse(200, { auctioneers: entries, pagination });
    }
    return jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' });
  });

describe('AuctioneersDirectoryPage', () => {
  it('asks for the search and page of the URL, 12 a page, and shows them in the form', async () => {
    const { calls } = api(() => makePage(1));
    renderRoutes(routes, { initialEntries: ['/directory/auctioneers?search=truro&page=2'], user: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Auctioneer Directory' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Showing 1 of 1')).toBeInTheDocument();
    expect(Object.fromEntries(listCalls(calls)[0] ?? [])).toEqual({
      search: 'truro',
      page: '2',
      limit: '12',
    });
    expect(screen.getByLabelText('Search')).toHaveValue('truro');
    expect(document.title).toBe(PAGE_TEXTS.en.directoryAuctioneers.title);
  });

  it('mirrors a submitted search in the URL, from page 1, and clears it', async () => {
    const { calls } = api(() => makePage(1));
    const { user, router } = renderRoutes(routes, {
      initialEntries: ['/directory/auctioneers?page=3'],
      user: null,
    });
    await screen.findByText('Showing 1 of 1');
    await user.type(screen.getByLabelText('Search'), 'fundy');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?search=fundy');
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('search')).toBe('fundy'));
    expect(listCalls(calls).at(-1)?.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Search')).toHaveValue('');
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveValue('fundy'));
  });

  it('pages with Previous, Next and page numbers kept in the URL', async () => {
    const { calls } = api((params) =>
      makePage(12, { page: Number(params.get('page')), total: 30, totalPages: 3 }),
    );
    const { user, router } = renderRoutes(routes, { initialEntries: ['/directory/auctioneers'], user: null });
    expect(await screen.findByText('Showing 12 of 30')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page \d$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('link', { name: 'Tidewater Auctions 200' })).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.get('page')).toBe('2');
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=3');
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled());
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('shows cards linking to the profile, and the call to action to /register', async () => {
    api(() => ({ entries: [makeEntry(1)], pagination: { page: 1, limit: 12, total: 1, totalPages: 1 } }));
    renderRoutes(routes, { initialEntries: ['/directory/auctioneers'], user: null });
    const card = await screen.findByRole('article', { name: 'Tidewater Auctions 1' });
    expect(within(card).getByRole('link', { name: 'Tidewater Auctions 1' })).toHaveAttribute(
      'href',
      `/directory/${makeEntry(1).id}`,
    );
    expect(within(card).getByRole('link', { name: 'View profile: Tidewater Auctions 1' })).toHaveAttribute(
      'href',
      `/directory/${makeEntry(1).id}`,
    );
    expect(within(card).getByText('212 Prince Street, Truro, NS')).toBeInTheDocument();
    expect(within(card).getByText(/collectible auctions across central Nova Scotia/)).toBeInTheDocument();
    // Auctioneers need no type label on their own directory.
    expect(within(card).queryByText('Auctioneer')).not.toBeInTheDocument();

    const cta = screen.getByRole('complementary', { name: 'Are you an auctioneer?' });
    expect(within(cta).getByRole('link', { name: 'Get listed' })).toHaveAttribute('href', '/register');
  });

  it('shows the empty state and no pagination when nobody matches', async () => {
    api(() => makePage(0));
    renderRoutes(routes, { initialEntries: ['/directory/auctioneers?search=zzz'], user: null });
    expect(await screen.findByText('No auctioneers found.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get listed' })).toBeInTheDocument();
  });

  it('treats a failed load as an empty directory, silently (spec 001 §8)', async () => {
    mockFetch(() => jsonResponse(500, { error: 'INTERNAL', message: 'boom' }));
    renderRoutes(routes, { initialEntries: ['/directory/auctioneers'], user: null });
    expect(await screen.findByText('No auctioneers found.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});
