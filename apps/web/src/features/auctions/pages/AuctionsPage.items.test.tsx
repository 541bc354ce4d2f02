import type { Lot, LotSearchResult } from '@mariner/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n.ts';
import { type FetchCall, jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AuctionCard } from '../components/AuctionCard.tsx';
import { LotCatalogue } from '../components/LotCatalogue.tsx';
import { lotQuery, readFilters } from '../hooks/use-auction-filters.ts';
import { lotNamedBy } from '../hooks/use-lot-anchor.ts';
import { CATEGORY, makeAuction, makeList } from '../test-data.ts';
import { AuctionsPage, preloadAuctionListParts, preloadItemResults } from './AuctionsPage.tsx';

// The parts a hydrating list fetches once interactive or with its tab (issue 26), as its loader does.
beforeAll(() => Promise.all([preloadAuctionListParts(), preloadItemResults()]));

/** Issue 29 item 4: the search page's Items tab, matching lots on cards, and shared lot anchors. */

const sale = makeAuction(1, { title: 'Contents of a Truro farmhouse', location: 'Truro, NS' });

const makeLot = (n: number, overrides: Partial<Lot> = {}): Lot => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  auctionId: sale.id,
  position: n,
  lotNumber: String(n),
  title: `Lot title ${n}`,
  description: null,
  titleFr: null,
  descriptionFr: null,
  estimateLow: null,
  estimateHigh: null,
  categoryId: null,
  quantity: 1,
  images: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const found = (n: number, overrides: Partial<LotSearchResult> = {}): LotSearchResult => ({
  ...makeLot(n),
  auction: {
    id: sale.id,
    title: sale.title,
    titleFr: null,
    auctionStartDate: sale.auctionStartDate,
    location: sale.location,
    province: 'NS',
    timeZone: 'America/Halifax',
  },
  cataloguePage: Math.ceil(n / 50),
  ...overrides,
});

const routes = [{ path: '/auctions', element: <AuctionsPage /> }];

function api(lots: LotSearchResult[], more: { moreMatches?: boolean; total?: number } = {}) {
  return mockFetch((call: FetchCall) => {
    if (call.url === '/api/categories') return jsonResponse(200, [CATEGORY]);
    if (call.url.startsWith('/api/lots?')) {
      const total = more.total ?? lots.length;
      return jsonResponse(200, {
        lots,
        pagination: { page: 1, limit: 24, total, totalPages: Math.ceil(total / 24) },
        ...(more.moreMatches === undefined ? {} : { moreMatches: more.moreMatches }),
      });
    }
    if (call.url.startsWith('/api/auctions?')) return jsonResponse(200, makeList([sale]));
    return jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' });
  });
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the Items tab (issue 29)', () => {
  it('lists the lots found with photo, number, title, estimate, sale and distance, linked to the lot', async () => {
    const { calls } = api([
      found(120, {
        lotNumber: '120',
        title: 'Heintzman piano',
        estimateLow: 50_000,
        estimateHigh: 90_000,
        images: ['/uploads/piano.webp'],
        distanceKm: 3.44,
      }),
    ]);
    renderRoutes(routes, {
      initialEntries: ['/auctions?search=heintzman&tab=items&near=truro-ns'],
      user: null,
    });
    expect(await screen.findByText('Showing 1 of 1 item')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Lot 120\s*Heintzman piano/ });
    expect(link).toHaveAttribute('href', `/auctions/${sale.id}?lots=3#lot-120`);
    // Each lot's title is the level after the page's own heading, as the auction cards' (no level
    // skipped: Lighthouse's heading-order).
    expect(screen.getByRole('heading', { level: 2, name: /Lot 120\s*Heintzman piano/ })).toBeInTheDocument();
    expect(screen.getByText('Estimate $500.00 – $900.00')).toBeInTheDocument();
    expect(screen.getByText('Contents of a Truro farmhouse')).toBeInTheDocument();
    expect(screen.getByText('Truro, NS · 3.4 km away')).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Search in' }));
    expect(tabs.getByRole('link', { name: 'Items' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Auctions' })).toHaveAttribute(
      'href',
      '/auctions?search=heintzman&near=truro-ns',
    );
    // Only lots are asked for on this tab, with the page's filters.
    expect(calls.some((call) => call.url.startsWith('/api/auctions?'))).toBe(false);
    const asked = new URL(calls.find((call) => call.url.startsWith('/api/lots?'))?.url ?? '', 'http://x');
    expect(asked.searchParams.get('search')).toBe('heintzman');
    expect(asked.searchParams.get('near')).toBe('truro-ns');
  });

  it('says so when no item matches, and the Auctions tab keeps the filters', async () => {
    api([]);
    renderRoutes(routes, { initialEntries: ['/auctions?search=zz&tab=items'], user: null });
    expect(await screen.findByText('No items match your search')).toBeInTheDocument();
  });

  it('says when the list holds the best matches of the sales ending soonest (moreMatches), in both languages', async () => {
    api([found(1, { title: 'Pine chair' })], { moreMatches: true, total: 1_204 });
    renderRoutes(routes, { initialEntries: ['/auctions?search=chair&tab=items'], user: null });
    expect(await screen.findByText('Showing 1 of 1204 items')).toBeInTheDocument();
    expect(screen.getByText(/best matches among the sales ending soonest/)).toHaveTextContent(
      'refine your search to see them',
    );
    await i18n.changeLanguage('fr');
    expect(await screen.findByText(/parmi les encans qui se terminent le plus tôt/)).toHaveTextContent(
      'précisez votre recherche',
    );
  });

  it('says nothing more when every match is listed', async () => {
    api([found(1, { title: 'Pine chair' })], { moreMatches: false });
    renderRoutes(routes, { initialEntries: ['/auctions?search=chair&tab=items'], user: null });
    expect(await screen.findByText('Showing 1 of 1 item')).toBeInTheDocument();
    expect(screen.queryByText(/ending soonest/)).toBeNull();
  });

  it('reads a province from the location filter and leaves the default order to the API', () => {
    const filters = readFilters(new URLSearchParams('search=piano&location=Nova%20Scotia&sort=newest'));
    expect(lotQuery(filters, 2)).toMatchObject({ search: 'piano', province: 'NS', page: 2, sort: undefined });
    const near = readFilters(new URLSearchParams('near=truro-ns&sort=distance&location=Truro'));
    expect(lotQuery(near, 1)).toMatchObject({ near: 'truro-ns', sort: 'distance', province: undefined });
  });
});

describe('an auction card found by its lots (issue 29)', () => {
  it('shows how many items matched with the first one’s photo, linking to it', async () => {
    const auction = {
      ...sale,
      matchingLots: {
        count: 3,
        first: {
          id: makeLot(61).id,
          lotNumber: '61',
          title: 'Heintzman piano',
          titleFr: null,
          image: '/uploads/piano.webp',
          cataloguePage: 2,
        },
      },
    };
    renderRoutes([{ path: '/', element: <AuctionCard auction={auction} /> }], { user: null });
    const link = await screen.findByRole('link', { name: /3 matching items/ });
    expect(link).toHaveAttribute('href', `/auctions/${sale.id}?lots=2#lot-61`);
    expect(within(link).getByText('Heintzman piano')).toBeInTheDocument();
    expect(link.querySelector('img')?.getAttribute('src')).toContain('piano');
  });
});

describe('a shared lot anchor past the first catalogue page (issue 29)', () => {
  it('reads the lot from ?lot= or #lot-', () => {
    expect(lotNamedBy('?lot=12A', '')).toBe('12A');
    expect(lotNamedBy('', '#lot-A%2F4')).toBe('A/4');
    expect(lotNamedBy('', '#catalogue')).toBeNull();
  });

  it('moves a bare #lot-120 to the catalogue page holding it', async () => {
    const fetchMock = mockFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === `/api/auctions/${sale.id}/lots`) {
        const page = url.searchParams.get('lot') === '120' ? 3 : Number(url.searchParams.get('page'));
        const lots = Array.from({ length: page === 3 ? 20 : 50 }, (_, i) => makeLot((page - 1) * 50 + i + 1));
        return jsonResponse(200, { lots, pagination: { page, limit: 50, total: 120, totalPages: 3 } });
      }
      return jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' });
    });
    const { router } = renderRoutes([{ path: '/auctions/a', element: <LotCatalogue auction={sale} /> }], {
      initialEntries: ['/auctions/a#lot-120'],
      user: null,
    });
    await waitFor(() => expect(router.state.location.search).toBe('?lots=3'));
    expect(router.state.location.hash).toBe('#lot-120');
    expect(fetchMock.calls.some((call) => call.url.includes('lot=120'))).toBe(true);
    await waitFor(() => expect(document.getElementById('lot-120')).not.toBeNull());
  });
});
