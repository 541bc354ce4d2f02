import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { CATEGORY, makeAuction, makeList } from '../test-data.ts';
import { AuctionsPage, preloadAuctionListParts, preloadItemResults } from './AuctionsPage.tsx';

// The parts a hydrating list fetches once interactive or with its tab (issue 26), as its loader does.
beforeAll(() => Promise.all([preloadAuctionListParts(), preloadItemResults()]));

/** Issue 28, item 5: results first on a phone, the filters in a sheet, the chosen ones as chips. */

const routes = [{ path: '/auctions', element: <AuctionsPage /> }];

const listCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.url.startsWith('/api/auctions?')).map((call) => new URL(call.url, 'http://x'));

const api = () =>
  mockFetch((call) => {
    if (call.url === '/api/categories') return jsonResponse(200, [CATEGORY]);
    if (call.url.startsWith('/api/auctions?')) return jsonResponse(200, makeList([makeAuction(1)]));
    return jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' });
  });

/** A screen as wide as `width` for the page's media query (jsdom has no matchMedia of its own). */
function screenWidth(width: number) {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('max-width: 639.98px') && width < 640,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
}

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

describe('the auctions list on a phone', () => {
  beforeEach(() => screenWidth(390));

  it('shows the results with a Filters (n) button, and the form only in its sheet', async () => {
    api();
    renderRoutes(routes, {
      initialEntries: [`/auctions?search=barn&location=Nova%20Scotia&category=${CATEGORY.id}`],
      user: null,
    });
    expect(await screen.findByText('Showing 1 of 1 auctions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says Filters without a count when none is chosen', async () => {
    api();
    renderRoutes(routes, { initialEntries: ['/auctions'], user: null });
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Chosen filters' })).not.toBeInTheDocument();
  });

  it('opens a labelled modal sheet, keeps focus in it, and Escape and Close give focus back', async () => {
    api();
    const { user } = renderRoutes(routes, { initialEntries: ['/auctions'], user: null });
    const opener = await screen.findByRole('button', { name: 'Filters' });
    await user.click(opener);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    expect(within(sheet).getByRole('search', { name: 'Filter auctions' })).toBeInTheDocument();
    // Tab goes round inside the sheet.
    for (let i = 0; i < 25; i++) {
      await user.tab();
      expect(sheet).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('applies a date chip at once and stays open; Show results applies the rest and closes', async () => {
    const { calls } = api();
    const { user, router } = renderRoutes(routes, { initialEntries: ['/auctions'], user: null });
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog');
    await user.type(within(sheet).getByLabelText('Location'), 'Nova Scotia');
    await user.click(within(sheet).getByRole('button', { name: 'This weekend' }));
    await waitFor(() => expect(router.state.location.search).toContain('when=weekend'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(router.state.location.search).toContain('location=Nova+Scotia');

    await user.clear(within(sheet).getByLabelText('Search'));
    await user.type(within(sheet).getByLabelText('Search'), 'tractor');
    await user.click(within(sheet).getByRole('button', { name: 'Show results' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('tractor');
    await waitFor(() =>
      expect(listCalls(calls).some((url) => url.searchParams.get('search') === 'tractor')).toBe(true),
    );
    const opener = screen.getByRole('button', { name: 'Filters (3)' });
    expect(opener).toHaveFocus();
  });

  it('closes when the form’s own Search applies it', async () => {
    api();
    const { user, router } = renderRoutes(routes, { initialEntries: ['/auctions'], user: null });
    await user.click(await screen.findByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog');
    await user.type(within(sheet).getByLabelText('Location'), 'PEI');
    await user.click(within(sheet).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?location=PEI');
  });
});

describe('the chosen filters as chips', () => {
  it('name each filter, remove one through the address, and clear all (the view kept)', async () => {
    screenWidth(1280);
    const { calls } = api();
    const { user, router } = renderRoutes(routes, {
      initialEntries: [
        `/auctions?search=barn&category=${CATEGORY.id}&location=Nova%20Scotia&when=today&startDateFrom=2026-11-27T04:00:00.000Z&startDateTo=2026-11-28T04:00:00.000Z&view=map`,
      ],
      user: null,
    });
    const chips = await screen.findByRole('region', { name: 'Chosen filters' });
    await waitFor(() =>
      expect(within(chips).getByRole('link', { name: 'Remove filter: Estate Sales' })).toBeInTheDocument(),
    );
    expect(
      within(chips)
        .getAllByRole('link')
        .map((link) => link.getAttribute('aria-label') ?? link.textContent),
    ).toEqual([
      'Remove filter: “barn”',
      'Remove filter: Estate Sales',
      'Remove filter: Nova Scotia',
      'Remove filter: Today',
      'Clear all',
    ]);
    // On a wide screen the form stays in the page.
    expect(screen.getByRole('search', { name: 'Filter auctions' })).toBeInTheDocument();

    await user.click(within(chips).getByRole('link', { name: 'Remove filter: Nova Scotia' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('location'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('search')).toBe('barn');
    expect(params.get('when')).toBe('today');
    expect(params.get('view')).toBe('map');
    await waitFor(() => {
      const last = listCalls(calls).at(-1);
      expect(last?.searchParams.get('location')).toBeNull();
      expect(last?.searchParams.get('search')).toBe('barn');
    });
    // The form follows the address.
    expect(screen.getByLabelText('Location')).toHaveValue('');

    await user.click(screen.getByRole('link', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=map'));
    expect(screen.queryByRole('region', { name: 'Chosen filters' })).not.toBeInTheDocument();
  });

  it('name each sale type chosen, and removing one keeps the other', async () => {
    screenWidth(1280);
    const { calls } = api();
    const { user, router } = renderRoutes(routes, {
      initialEntries: ['/auctions?saleType=ONLINE_TIMED,HYBRID'],
      user: null,
    });
    const chips = await screen.findByRole('region', { name: 'Chosen filters' });
    const online = await within(chips).findByRole('link', { name: 'Remove filter: Online timed' });
    expect(
      within(chips).getByRole('link', { name: 'Remove filter: On site and online' }),
    ).toBeInTheDocument();
    await user.click(online);
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('saleType')).toBe('HYBRID'),
    );
    await waitFor(() => expect(listCalls(calls).at(-1)?.searchParams.get('saleType')).toBe('HYBRID'));
  });

  it('name a town and its radius, and removing it drops nearest-first too', async () => {
    screenWidth(1280);
    mockFetch((call) => {
      if (call.url === '/api/categories') return jsonResponse(200, [CATEGORY]);
      if (call.url === '/api/places/truro-ns')
        return jsonResponse(200, {
          place: {
            id: 'truro-ns',
            name: 'Truro',
            province: 'NS',
            lat: 45.37,
            lng: -63.27,
            population: 12000,
          },
        });
      if (call.url.startsWith('/api/auctions?')) return jsonResponse(200, makeList([makeAuction(1)]));
      return jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' });
    });
    const { user, router } = renderRoutes(routes, {
      initialEntries: ['/auctions?near=truro-ns&radiusKm=100&sort=distance'],
      user: null,
    });
    const chip = await screen.findByRole('link', { name: 'Remove filter: Within 100 km of Truro, NS' });
    await user.click(chip);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
