import { dateChipRange } from '@mariner/contracts/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { deferred, type FetchCall, jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { pickedDayToInstant } from '../components/AuctionFilters.tsx';
import { CATEGORY, makeAuction, makeList } from '../test-data.ts';
import { AuctionsPage, preloadAuctionListParts } from './AuctionsPage.tsx';

// The parts a hydrating list fetches once interactive (issue 26), as its loader fetches them first.
beforeAll(() => preloadAuctionListParts());

const routes = [
  { path: '/auctions', element: <AuctionsPage /> },
  { path: '/login', element: <p>login page</p> },
];

const listCalls = (calls: FetchCall[]) =>
  calls.filter((call) => call.url.startsWith('/api/auctions?')).map((call) => new URL(call.url, 'http://x'));

/** Answers categories and lists; the list handler gets the query asked for. */
const api = (list: (params: URLSearchParams) => unknown, extra?: (call: FetchCall) => Response | undefined) =>
  mockFetch((call) => {
    const answered = extra?.(call);
    if (answered) return answered;
    if (call.url === '/api/categories') return jsonResponse(200, [CATEGORY]);
    if (call.url.startsWith('/api/auctions?'))
      return jsonResponse(200, list(new URL(call.url, 'http://x').searchParams));
    return jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' });
  });

const TRURO = { id: 'truro-ns', name: 'Truro', province: 'NS', lat: 45.37, lng: -63.27, population: 12000 };
const places = (call: FetchCall) => {
  if (call.url === '/api/places/truro-ns') return jsonResponse(200, { place: TRURO });
  if (call.url.startsWith('/api/places?')) {
    const search = new URL(call.url, 'http://x').searchParams.get('search') ?? '';
    return jsonResponse(200, { places: search.toLowerCase().startsWith('tru') ? [TRURO] : [] });
  }
  return undefined;
};

describe('AuctionsPage near a town (issue 17)', () => {
  it('reads near, radius and sort from the URL, names the town and shows each distance', async () => {
    const { calls } = api(
      () => makeList([{ ...makeAuction(1), location: 'Truro, NS', distanceKm: 3.44 }]),
      places,
    );
    renderRoutes(routes, {
      initialEntries: ['/auctions?near=truro-ns&radiusKm=100&sort=distance'],
      user: null,
    });
    expect(await screen.findByText('Truro, NS · 3.4 km away')).toBeInTheDocument();
    const [url] = listCalls(calls);
    expect(url?.searchParams.get('near')).toBe('truro-ns');
    expect(url?.searchParams.get('radiusKm')).toBe('100');
    expect(url?.searchParams.get('sort')).toBe('distance');
    await waitFor(() => expect(screen.getByLabelText('Near')).toHaveValue('Truro, NS'));
    expect(screen.getByLabelText('Within')).toHaveValue('100');
    expect(screen.getByLabelText('Sort by')).toHaveValue('distance');
  });

  it('turns a typed town into its place in the URL, with the radius and order chosen', async () => {
    const { calls } = api(() => makeList([makeAuction(1)]), places);
    const { user, router } = renderRoutes(routes, { initialEntries: ['/auctions'], user: null });
    await screen.findByText('Showing 1 of 1 auctions');
    await user.type(screen.getByLabelText('Near'), 'truro');
    await user.selectOptions(screen.getByLabelText('Within'), '25');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'distance');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?near=truro-ns&radiusKm=25&sort=distance'),
    );
    // Once the page follows the new address (it asks for the list near Truro), the field still names
    // the town: the place found is kept, not blanked while asked for again by its id.
    await waitFor(() =>
      expect(listCalls(calls).some((url) => url.searchParams.get('near') === 'truro-ns')).toBe(true),
    );
    expect(screen.getByLabelText('Near')).toHaveValue('Truro, NS');
    expect(calls.filter((call) => call.url.startsWith('/api/places/truro-ns'))).toEqual([]);
  });

  it('says so when no town matches, and searches nothing', async () => {
    api(() => makeList([makeAuction(1)]), places);
    const { user, router } = renderRoutes(routes, { initialEntries: ['/auctions'], user: null });
    await screen.findByText('Showing 1 of 1 auctions');
    await user.type(screen.getByLabelText('Near'), 'Atlantis');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/No town of ours matches that name/)).toBeInTheDocument();
    expect(screen.getByLabelText('Near')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('');
  });

  it('searches nearest first from the visitor’s location once they allow it', async () => {
    api(() => makeList([makeAuction(1)]), places);
    const getCurrentPosition = (success: PositionCallback) =>
      success({ coords: { latitude: 45.36685, longitude: -63.26538 } } as GeolocationPosition);
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const { user, router } = renderRoutes(routes, { initialEntries: ['/auctions'], user: null });
    await screen.findByText('Showing 1 of 1 auctions');
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(router.state.location.search).toBe('?near=45.367%2C-63.265&sort=distance'));
    expect(screen.getByLabelText('Near')).toHaveValue('My location');
  });
});

describe('AuctionsPage map view (issue 17)', () => {
  it('asks for the first hundred matches at once and links each view with the same filters', async () => {
    const { calls } = api(() => makeList([]));
    renderRoutes(routes, { initialEntries: ['/auctions?search=boat&view=map&page=3'], user: null });
    await screen.findByText('Showing 0 of 0 auctions');
    const [url] = listCalls(calls);
    expect(url?.searchParams.get('limit')).toBe('100');
    expect(url?.searchParams.get('page')).toBe('1');
    const views = within(screen.getByRole('navigation', { name: 'Show the results as' }));
    expect(views.getByRole('link', { name: 'Map' })).toHaveAttribute('aria-current', 'page');
    expect(views.getByRole('link', { name: 'List' })).toHaveAttribute('href', '/auctions?search=boat');
  });
});

describe('AuctionsPage', () => {
  it('offers the search as a calendar subscription with its filters and without paging (issue 17)', async () => {
    api(() => makeList([makeAuction(1)]));
    renderRoutes(routes, { initialEntries: ['/auctions?search=lanterns&location=Truro&page=2'], user: null });
    const link = await screen.findByRole('link', { name: 'Subscribe to this search in your calendar' });
    expect(link).toHaveAttribute(
      'href',
      `webcal://${window.location.host}/api/feeds/auctions.ics?search=lanterns&location=Truro`,
    );
  });

  it('applies the filters from the URL, 12 a page, approved only', async () => {
    const { calls } = api(() => makeList([makeAuction(1)]));
    renderRoutes(routes, {
      initialEntries: [`/auctions?search=lanterns&category=${CATEGORY.id}&location=Truro&page=2`],
      user: null,
    });
    expect(await screen.findByText('Showing 1 of 1 auctions')).toBeInTheDocument();
    const [url] = listCalls(calls);
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      search: 'lanterns',
      category: CATEGORY.id,
      location: 'Truro',
      page: '2',
      limit: '12',
      status: 'APPROVED',
    });
    expect(screen.getByLabelText('Search')).toHaveValue('lanterns');
    expect(screen.getByLabelText('Location')).toHaveValue('Truro');
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue(CATEGORY.id));
  });

  it('mirrors submitted filters in the URL, starting again at page 1, and clears them', async () => {
    const { calls } = api(() => makeList([makeAuction(1)]));
    const { user, router } = renderRoutes(routes, { initialEntries: ['/auctions?page=3'], user: null });
    await screen.findByText('Showing 1 of 1 auctions');

    await user.type(screen.getByLabelText('Search'), 'tractor');
    await user.selectOptions(
      screen.getByLabelText('Category'),
      await screen.findByRole('option', { name: 'Estate Sales' }),
    );
    await user.type(screen.getByLabelText('Location'), 'Moncton');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const expected = new URLSearchParams({ search: 'tractor', category: CATEGORY.id, location: 'Moncton' });
    expect(router.state.location.search).toBe(`?${expected}`);
    // The form follows the URL in place, so the keyboard user's focus is not lost.
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    await waitFor(() => expect(listCalls(calls).at(-1)?.searchParams.get('search')).toBe('tractor'));
    expect(listCalls(calls).at(-1)?.searchParams.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(screen.getByLabelText('Location')).toHaveValue('');

    // Back restores the filters, in the form too.
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveValue('tractor'));
  });

  it('says how many are shown and pages with Previous, Next and at most five numbers', async () => {
    const { calls } = api((params) => {
      const page = Number(params.get('page'));
      const auctions = Array.from({ length: 12 }, (_, i) => makeAuction(page * 100 + i));
      return makeList(auctions, { page, total: 100, totalPages: 9 });
    });
    const { user, router } = renderRoutes(routes, { initialEntries: ['/auctions?search=boat'], user: null });
    expect(await screen.findByText('Showing 12 of 100 auctions')).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const numbers = () =>
      within(nav)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((button) => button.textContent);
    expect(numbers()).toEqual(['1', '2', '3', '4', '5']);
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('button', { name: 'Page 5' }));
    expect(router.state.location.search).toBe('?search=boat&page=5');
    await waitFor(() => expect(numbers()).toEqual(['3', '4', '5', '6', '7']));
    expect(
      await screen.findByRole('link', { name: 'Lunenburg Harbour Estate Auction 500' }),
    ).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.searchParams.get('page')).toBe('5');

    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?search=boat&page=6');
    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(router.state.location.search).toBe('?search=boat&page=5');
  });

  it('keeps showing the current page while the next one loads', async () => {
    const second = deferred<Response>();
    mockFetch((call) => {
      if (call.url === '/api/categories') return jsonResponse(200, [CATEGORY]);
      if (call.url.includes('page=2')) return second.promise;
      return jsonResponse(200, makeList([makeAuction(1)], { total: 24, totalPages: 2 }));
    });
    const { user } = renderRoutes(routes, { initialEntries: ['/auctions'], user: null });
    await screen.findByRole('link', { name: 'Lunenburg Harbour Estate Auction 1' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    // The first page stays, marked busy, until the second arrives.
    expect(screen.getByRole('link', { name: 'Lunenburg Harbour Estate Auction 1' })).toBeInTheDocument();
    expect(screen.getByRole('list', { busy: true })).toBeInTheDocument();
    second.resolve(jsonResponse(200, makeList([makeAuction(2)], { page: 2, total: 24, totalPages: 2 })));
    expect(
      await screen.findByRole('link', { name: 'Lunenburg Harbour Estate Auction 2' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Lunenburg Harbour Estate Auction 1' }),
    ).not.toBeInTheDocument();
  });

  it('shows the empty state and no pagination when nothing matches', async () => {
    api(() => makeList([]));
    renderRoutes(routes, { initialEntries: ['/auctions?search=zzz'], user: null });
    expect(await screen.findByText('No auctions found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 of 0 auctions')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says when the sales found by their items were those ending soonest (moreMatches, decision 024)', async () => {
    api(() => ({ ...makeList([makeAuction(1)]), moreMatches: true }));
    renderRoutes(routes, { initialEntries: ['/auctions?search=piano'], user: null });
    expect(
      await screen.findByText(/Auctions found by their items are those ending soonest/),
    ).toHaveTextContent('refine your search to see their auctions');
  });

  it('says nothing more when every sale found by its items is listed', async () => {
    api(() => makeList([makeAuction(1)]));
    renderRoutes(routes, { initialEntries: ['/auctions?search=piano'], user: null });
    await screen.findByRole('link', { name: 'Lunenburg Harbour Estate Auction 1' });
    expect(screen.queryByText(/ending soonest/)).toBeNull();
  });

  it('treats a failed load as no results (spec 000 §8)', async () => {
    mockFetch(() => jsonResponse(500, { error: 'INTERNAL', message: 'boom' }));
    renderRoutes(routes, { initialEntries: ['/auctions'], user: null });
    expect(await screen.findByText('No auctions found matching your criteria.')).toBeInTheDocument();
  });

  it('links each title to its page and shows a Catalog link only when there is one', async () => {
    api(() => makeList([makeAuction(1, { catalogUrl: 'https://example.com/catalogue' }), makeAuction(2)]));
    renderRoutes(routes, { initialEntries: ['/auctions'], user: null });
    const first = await screen.findByRole('article', { name: 'Lunenburg Harbour Estate Auction 1' });
    expect(within(first).getByRole('link', { name: 'Lunenburg Harbour Estate Auction 1' })).toHaveAttribute(
      'href',
      `/auctions/${makeAuction(1).id}`,
    );
    expect(within(first).getByRole('link', { name: /Catalog/ })).toHaveAttribute(
      'href',
      'https://example.com/catalogue',
    );
    const second = screen.getByRole('article', { name: 'Lunenburg Harbour Estate Auction 2' });
    expect(within(second).queryByRole('link', { name: /Catalog/ })).not.toBeInTheDocument();
  });

  it('sends a visitor who clicks the heart to /login, remembering the list and the save to do (issue 27)', async () => {
    const { calls } = api(() => makeList([makeAuction(1)]));
    const { user, router } = renderRoutes(routes, { initialEntries: ['/auctions?search=dory'], user: null });
    const heart = await screen.findByRole('button', { name: 'Save Lunenburg Harbour Estate Auction 1' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      from: { pathname: '/auctions', search: `?search=dory&save=${makeAuction(1).id}`, hash: '' },
    });
    expect(calls.some((call) => call.url.includes('/save'))).toBe(false);
  });

  it('lets a signed-in user save and unsave from the card', async () => {
    const id = makeAuction(1).id;
    let saved = false;
    const { calls } = api(
      () => makeList([makeAuction(1)]),
      (call) => {
        if (call.url === `/api/auctions/saved-ids?ids=${id}`)
          return jsonResponse(200, { savedIds: saved ? [id] : [] });
        if (call.url === `/api/auctions/${id}/save`) {
          saved = call.method === 'POST';
          return jsonResponse(200, { success: true, isSaved: saved });
        }
        return undefined;
      },
    );
    const { user } = renderRoutes(routes, { initialEntries: ['/auctions'], user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Save Lunenburg Harbour Estate Auction 1' }));
    const remove = await screen.findByRole('button', {
      name: 'Remove Lunenburg Harbour Estate Auction 1 from saved',
    });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await user.click(remove);
    expect(
      await screen.findByRole('button', { name: 'Save Lunenburg Harbour Estate Auction 1' }),
    ).toHaveAttribute('aria-pressed', 'false');
    expect(calls.filter((call) => call.url.endsWith('/save')).map((call) => call.method)).toEqual([
      'POST',
      'DELETE',
    ]);
  });

  it('asks once for the saved state of the whole page', async () => {
    const page = [makeAuction(1), makeAuction(2), makeAuction(3)];
    const { calls } = api(
      () => makeList(page),
      (call) =>
        call.url.startsWith('/api/auctions/saved-ids')
          ? jsonResponse(200, { savedIds: [page[1]?.id] })
          : undefined,
    );
    renderRoutes(routes, { initialEntries: ['/auctions'], user: makeUser() });
    expect(
      await screen.findByRole('button', { name: 'Remove Lunenburg Harbour Estate Auction 2 from saved' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const asks = calls.filter((call) => call.url.startsWith('/api/auctions/saved-ids'));
    expect(asks).toHaveLength(1);
    expect(new Set(new URL(asks[0]?.url ?? '', 'http://x').searchParams.get('ids')?.split(','))).toEqual(
      new Set(page.map((auction) => auction.id)),
    );
  });

  it('counts a failed saved-state check as not saved', async () => {
    api(
      () => makeList([makeAuction(1)]),
      (call) => (call.url.startsWith('/api/auctions/saved-ids') ? jsonResponse(500, {}) : undefined),
    );
    renderRoutes(routes, { initialEntries: ['/auctions'], user: makeUser() });
    expect(
      await screen.findByRole('button', { name: 'Save Lunenburg Harbour Estate Auction 1' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('AuctionsPage date chips (issue 28)', () => {
  it('asks for the chip\u2019s range in the visitor\u2019s zone, keeps it in the URL and drops it when picked again', async () => {
    const { calls } = api(() => makeList([makeAuction(1)]));
    const { user, router } = renderRoutes(routes, { initialEntries: ['/auctions?location=PEI'], user: null });
    await screen.findByText('Showing 1 of 1 auctions');

    const weekend = screen.getByRole('button', { name: 'This weekend' });
    expect(weekend).toHaveAttribute('aria-pressed', 'false');
    await user.click(weekend);
    const range = dateChipRange('weekend', new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({ location: 'PEI', when: 'weekend', ...range });
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.searchParams.get('startDateFrom')).toBe(range.startDateFrom),
    );
    expect(listCalls(calls).at(-1)?.searchParams.get('startDateTo')).toBe(range.startDateTo);
    expect(screen.getByRole('button', { name: 'This weekend' })).toHaveAttribute('aria-pressed', 'true');
    // The calendar subscription keeps the filters but not a range that would go stale.
    const subscribe = screen.getByRole('link', { name: /calendar/i }).getAttribute('href') ?? '';
    expect(subscribe).toContain('location=PEI');
    expect(subscribe).not.toContain('startDate');

    await user.click(screen.getByRole('button', { name: 'This weekend' }));
    expect(router.state.location.search).toBe('?location=PEI');
    for (const chip of ['Today', 'Next 7 days', 'This month'])
      expect(screen.getByRole('button', { name: chip })).toBeVisible();
  });

  it('takes days picked with Pick dates as the range from the first day’s start to the last day’s end', async () => {
    const { calls } = api(() => makeList([makeAuction(1)]));
    const { user, router } = renderRoutes(routes, { initialEntries: ['/auctions'], user: null });
    await screen.findByText('Showing 1 of 1 auctions');
    const pick = screen.getByRole('button', { name: 'Pick dates' });
    expect(pick).toHaveAttribute('aria-expanded', 'false');
    await user.click(pick);
    expect(pick).toHaveAttribute('aria-expanded', 'true');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-05' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-06' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const from = pickedDayToInstant('2026-12-05', 'start', zone);
    const to = pickedDayToInstant('2026-12-06', 'end', zone);
    expect(Date.parse(to) - Date.parse(from)).toBeGreaterThan(47 * 3_600_000);
    await waitFor(() => expect(listCalls(calls).at(-1)?.searchParams.get('startDateFrom')).toBe(from));
    expect(listCalls(calls).at(-1)?.searchParams.get('startDateTo')).toBe(to);
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('when')).toBeNull();
    // The picked range shows as such: the button pressed, the days in their fields.
    expect(screen.getByRole('button', { name: 'Pick dates' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('From')).toHaveValue('2026-12-05');
    expect(screen.getByLabelText('To')).toHaveValue('2026-12-06');
  });

  it('drops a mangled range from an old link rather than send it to be refused', async () => {
    const { calls } = api(() => makeList([makeAuction(1)]));
    renderRoutes(routes, {
      initialEntries: ['/auctions?when=today&startDateFrom=yesterday&startDateTo=2026-11-27T03:59:59.999Z'],
      user: null,
    });
    await screen.findByText('Showing 1 of 1 auctions');
    const asked = listCalls(calls).at(-1)?.searchParams;
    expect(asked?.get('startDateFrom')).toBeNull();
    expect(asked?.get('startDateTo')).toBe('2026-11-27T03:59:59.999Z');
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('AuctionsPage by sale type (issue 28)', () => {
  it('reads the types from the URL, asks for them, and mirrors new ones on Search', async () => {
    const { calls } = api(() => makeList([makeAuction(1)]));
    const { user, router } = renderRoutes(routes, {
      initialEntries: ['/auctions?saleType=HYBRID&saleType=BOGUS'],
      user: null,
    });
    await screen.findByText('Showing 1 of 1 auctions');
    const types = screen.getByRole('group', { name: 'Sale type' });
    expect(within(types).getByRole('checkbox', { name: 'On site and online' })).toBeChecked();
    expect(listCalls(calls)[0]?.searchParams.get('saleType')).toBe('HYBRID');

    await user.click(within(types).getByRole('checkbox', { name: 'Online timed' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(new URLSearchParams(router.state.location.search).get('saleType')).toBe('ONLINE_TIMED,HYBRID');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.searchParams.get('saleType')).toBe('ONLINE_TIMED,HYBRID'),
    );

    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(within(types).getByRole('checkbox', { name: 'Online timed' })).not.toBeChecked();
  });
});
