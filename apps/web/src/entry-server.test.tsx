import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSsrState, SSR_STATE_ID } from './app/ssr-state.ts';
import { startApp } from './app/start.tsx';
import { headOfPage, renderPage as renderAny } from './entry-server.tsx';
import { makeAuction } from './features/auctions/test-data.ts';
import { ApiError, apiFetch } from './lib/api-client.ts';
import { createQueryClient } from './lib/query-client.ts';
import { apiAnswer, jsonResponse, makeUser } from './test/fixtures.ts';
import { renderedPage as renderPage } from './test/rendered-page.ts';

/**
 * Issue 14: a public page rendered on the server from the same routes and queries as in the
 * browser, and hydrated there from the cache it was rendered from — the same markup, no refetch.
 */

/** The map's module, stood in: Leaflet cannot load on a server (it reads window as it loads). */
const mapModule = vi.hoisted(() => ({ loaded: 0 }));
vi.mock('./features/auctions/components/AuctionMap.tsx', () => {
  mapModule.loaded += 1;
  return { AuctionMap: () => null };
});

const ORIGIN = 'http://localhost:3000';
const auction = makeAuction(7, { title: 'Pictou Harbour Boat & Tackle Auction' });
const MISSING = '00000000-0000-4000-8000-000000000404';

interface ApiCall {
  path: string;
}

/** The API as the server answers a page's reads in-process: the session, the auction, else 404. */
function fakeApi() {
  const calls: ApiCall[] = [];
  const readApi = async (path: string) => {
    calls.push({ path });
    if (path === '/api/auth/session') return apiAnswer(200, { user: null });
    if (path === `/api/auctions/${auction.id}`) return apiAnswer(200, { auction });
    if (path.startsWith('/api/auctions?'))
      return apiAnswer(200, {
        auctions: [auction],
        pagination: { page: 1, limit: 100, total: 1, totalPages: 1 },
      });
    return apiAnswer(404, { error: 'NOT_FOUND', message: 'Auction not found' });
  };
  return { calls, readApi };
}

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('renderPage', () => {
  const signedInAs = (role: 'SELLER' | 'USER') => async (path: string) =>
    path === '/api/auth/session'
      ? apiAnswer(200, { user: makeUser({ role }) })
      : apiAnswer(404, { error: 'NOT_FOUND', message: 'Not found' });

  it('sends someone signed in from /login and /register to their home, in the page language', async () => {
    expect(await renderAny({ url: `${ORIGIN}/login`, locale: 'en', readApi: signedInAs('SELLER') })).toEqual({
      redirect: '/dashboard',
    });
    expect(await renderAny({ url: `${ORIGIN}/register`, locale: 'en', readApi: signedInAs('USER') })).toEqual(
      {
        redirect: '/my',
      },
    );
    const french = await renderAny({
      url: `${ORIGIN}/fr/connexion`,
      locale: 'fr',
      readApi: signedInAs('USER'),
    });
    expect(french).toEqual({ redirect: '/fr/mon-espace' });
    // A visitor gets the page itself.
    expect((await renderPage({ url: `${ORIGIN}/login`, locale: 'en', ...fakeApi() })).html).toContain(
      '<form',
    );
  });

  it('renders an auction page with its data and carries the cache it was rendered from', async () => {
    const api = fakeApi();
    const page = await renderPage({ url: `${ORIGIN}/auctions/${auction.id}`, locale: 'en', ...api });

    expect(page.html).toContain('Pictou Harbour Boat &amp; Tackle Auction');
    expect(page.html).toContain('Lunenburg, NS');
    expect(api.calls.map((call) => call.path)).toContain(`/api/auctions/${auction.id}`);
    // Its banner is the browser's to ask for (an impression counts a person, not a render).
    expect(api.calls.map((call) => call.path).filter((path) => path.startsWith('/api/banners'))).toEqual([]);
    const keys = page.state.queries.queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['auctions', 'detail', auction.id]);
    // Issue 26: the parts the browser hydrates once interactive, counted for the journeys to wait
    // for before React hydrates any (lib/deferred-component.tsx): the side column, the catalogue,
    // know-before-you-go, the gallery, the footer's sign-up at least.
    expect(page.state.deferredParts).toBeGreaterThanOrEqual(5);
    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ID}">${JSON.stringify(page.state)}</script>`;
    expect(readSsrState(document)?.deferredParts).toBe(page.state.deferredParts);
  });

  it('gives the page its head from its route module, from the data it was rendered with (issue 26)', async () => {
    const api = fakeApi();
    const page = await renderPage({
      url: `${ORIGIN}/auctions/${auction.id}?utm_source=x`,
      locale: 'en',
      ...api,
    });

    expect(page.head).toMatchObject({
      status: 200,
      lang: 'en',
      title: 'Pictou Harbour Boat & Tackle Auction — Lunenburg, NS — Mariner Marketplace',
      canonical: `${ORIGIN}/auctions/${auction.id}`,
      alternates: { en: `${ORIGIN}/auctions/${auction.id}`, fr: `${ORIGIN}/fr/encans/${auction.id}` },
      ogType: 'article',
      noindex: false,
      image: { width: 1200, height: 630 },
      jsonLd: [{ '@type': 'Event', name: 'Pictou Harbour Boat & Tackle Auction' }],
    });
    expect(page.head?.image.url).toMatch(
      new RegExp(`^${ORIGIN}/share-cards/auctions/${auction.id}-en-[0-9a-f]{16}\\.jpg$`),
    );
    // No second read for the head: the auction was asked for once, by the page's loader.
    expect(api.calls.filter((call) => call.path === `/api/auctions/${auction.id}`)).toHaveLength(1);
  });

  it('renders the not-found page for an unknown auction and carries the refusal', async () => {
    const page = await renderPage({ url: `${ORIGIN}/auctions/${MISSING}`, locale: 'en', ...fakeApi() });

    expect(page.html).not.toContain('Pictou Harbour');
    expect(page.html).not.toContain('Loading auction');
    expect(page.html).toContain('It may have ended, been removed, or not be public yet.');
    const refused = page.state.queries.queries.find((query) => query.queryKey.includes(MISSING));
    expect(refused?.state.status).toBe('error');
    expect(page.head).toMatchObject({
      status: 404,
      title: 'Page not found — Mariner Marketplace',
      noindex: true,
    });
    // Through JSON and back, the browser gets the ApiError the page checks for.
    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ID}">${JSON.stringify(page.state)}</script>`;
    const revived = readSsrState(document)?.queries.queries.find((query) => query.queryKey.includes(MISSING));
    expect(revived?.state.error).toBeInstanceOf(ApiError);
    expect((revived?.state.error as ApiError | undefined)?.status).toBe(404);
  });

  it('renders a map address with the map’s placeholder, never loading the map’s code', async () => {
    const page = await renderPage({ url: `${ORIGIN}/auctions?view=map`, locale: 'en', ...fakeApi() });

    expect(page.html).toContain('Showing 1 of 1 auctions');
    expect(page.html).toContain('Loading the map');
    await vi.dynamicImportSettled();
    expect(mapModule.loaded).toBe(0);
  });

  it('renders a French address in French, its links and formats too', async () => {
    const page = await renderPage({ url: `${ORIGIN}/fr/encans/${auction.id}`, locale: 'fr', ...fakeApi() });

    expect(page.html).toContain('Aller au contenu principal');
    expect(page.html).toContain('href="/fr/encans"');
    expect(page.html).not.toContain('href="/auctions"');
  });

  it('reads the API only: a write during a render is refused', async () => {
    const { readApi } = fakeApi();
    let refused: unknown = null;
    const writing = async (path: string) => {
      if (path === '/api/auth/session')
        await apiFetch('/api/auth/logout', { method: 'POST' }).catch((error: unknown) => {
          refused = error;
        });
      return readApi(path);
    };
    await renderPage({ url: `${ORIGIN}/about`, locale: 'en', readApi: writing });

    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe('NETWORK_ERROR');
  });
});

describe('renders at once', () => {
  it('each read their own visitor’s API and language', async () => {
    const asVisitor = (email: string) => async (path: string) => {
      if (path === '/api/auth/session') {
        // Slow enough that the two renders' loaders interleave.
        await new Promise((resolve) => setTimeout(resolve, email.startsWith('a') ? 30 : 0));
        return apiAnswer(200, { user: makeUser({ email }) });
      }
      return fakeApi().readApi(path);
    };
    const [first, second] = await Promise.all([
      renderPage({
        url: `${ORIGIN}/auctions/${auction.id}`,
        locale: 'en',
        readApi: asVisitor('ann@example.com'),
      }),
      renderPage({
        url: `${ORIGIN}/fr/encans/${auction.id}`,
        locale: 'fr',
        readApi: asVisitor('bob@example.com'),
      }),
    ]);
    const sessionOf = (page: typeof first) =>
      page.state.queries.queries.find((query) => query.queryKey[0] === 'auth')?.state.data;
    expect(sessionOf(first)).toMatchObject({ user: { email: 'ann@example.com' } });
    expect(sessionOf(second)).toMatchObject({ user: { email: 'bob@example.com' } });
    expect(first.html).toContain('Skip to main content');
    expect(first.html).not.toContain('Aller au contenu principal');
    expect(second.html).toContain('Aller au contenu principal');
    expect(second.html).toContain('href="/fr/encans"');
  });
});

describe('hydration', () => {
  it('takes over the server markup without a mismatch and fetches only its banner (and reports the view)', async () => {
    const page = await renderPage({ url: `${ORIGIN}/auctions/${auction.id}`, locale: 'en', ...fakeApi() });
    document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="${SSR_STATE_ID}">${JSON.stringify(page.state)}</script>`;
    window.history.replaceState(null, '', `/auctions/${auction.id}`);
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, { banner: null }));
    const container = document.getElementById('root') as HTMLElement;
    const serverMarkup = container.innerHTML;

    const root = await act(() => startApp(container, createQueryClient()));

    // A mismatch would be reported through console.error, which fails every test (test/setup.ts).
    expect(container.innerHTML).toContain('Pictou Harbour Boat &amp; Tackle Auction');
    expect(container.innerHTML.length).toBeGreaterThan(serverMarkup.length / 2);
    // Issue 30 item 1: the page reports the view once it is shown (a beacon; fetch where jsdom has none).
    await vi.waitFor(() =>
      expect(fetchSpy.mock.calls.map(([input]) => String(input)).sort()).toEqual([
        '/api/auctions/00000000-0000-4000-8000-000000000007/views',
        '/api/banners/placement/LISTING_DETAIL',
      ]),
    );
    // The browser names the tab with the same head the server wrote (issue 26).
    expect(document.title).toBe(page.head?.title);
    act(() => root.unmount());
  });

  it('keeps a server-rendered not-found page as it is', async () => {
    const page = await renderPage({ url: `${ORIGIN}/auctions/${MISSING}`, locale: 'en', ...fakeApi() });
    document.body.innerHTML = `<div id="root">${page.html}</div><script type="application/json" id="${SSR_STATE_ID}">${JSON.stringify(page.state)}</script>`;
    window.history.replaceState(null, '', `/auctions/${MISSING}`);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const container = document.getElementById('root') as HTMLElement;

    const root = await act(() => startApp(container, createQueryClient()));

    expect(container.textContent).toContain('It may have ended, been removed, or not be public yet.');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(document.title).toBe('Page not found — Mariner Marketplace');
    act(() => root.unmount());
  });
});

describe('headOfPage', () => {
  /** A seller signed in, whose listing the API answers. */
  const sellersApi = async (path: string) => {
    if (path === '/api/auth/session') return apiAnswer(200, { user: makeUser({ role: 'SELLER' }) });
    if (path === `/api/auctions/${auction.id}`)
      return apiAnswer(200, { auction: { ...auction, titleFr: 'Encan de bateaux de Pictou' } });
    return apiAnswer(404, { error: 'NOT_FOUND', message: 'Not found' });
  };

  it("gives a private page's head, its title from what its loader read, in the page's language", async () => {
    const english = await headOfPage({
      url: `${ORIGIN}/edit-listing/${auction.id}`,
      locale: 'en',
      readApi: sellersApi,
    });
    expect(english).toMatchObject({
      status: 200,
      lang: 'en',
      noindex: true,
      title: 'Edit: Pictou Harbour Boat & Tackle Auction — Mariner Marketplace',
    });
    const french = await headOfPage({
      url: `${ORIGIN}/fr/modifier-une-annonce/${auction.id}`,
      locale: 'fr',
      readApi: sellersApi,
    });
    expect(french).toMatchObject({
      lang: 'fr',
      title: 'Modifier\u00a0: Encan de bateaux de Pictou — Mariner Marketplace',
    });
    expect(
      await headOfPage({ url: `${ORIGIN}/fr/tableau-de-bord`, locale: 'fr', readApi: sellersApi }),
    ).toMatchObject({
      title: 'Tableau de bord — Mariner Marketplace',
    });
  });
});
