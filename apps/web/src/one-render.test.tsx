import { DEFAULT_PRICING, type Locale, PUBLIC_ROUTES, ROUTES, type RouteId } from '@mariner/contracts';
import { describe, expect, it, vi } from 'vitest';
import { CATEGORY, makeAuction } from './features/auctions/test-data.ts';
import { makePage, makeProfile } from './features/directory/test-data.ts';
import { apiAnswer, makeUser } from './test/fixtures.ts';
import { renderedPage as renderPage } from './test/rendered-page.ts';

/**
 * Issue 26: every route's loader prefetches what its page reads, so the server renders a page once,
 * with its data at hand. A page reading a query its loader did not start fails here (it would be
 * rendered loading, and fetched by the browser after hydrating).
 */

vi.mock('./features/auctions/components/AuctionMap.tsx', () => ({ AuctionMap: () => null }));

const ORIGIN = 'http://localhost:3000';
const auction = makeAuction(7, { title: 'Pictou Harbour Boat & Tackle Auction' });
const profile = makeProfile();
const today = new Date().toISOString().slice(0, 10);
const { id, title, location, province, timeZone, auctionStartDate, auctionEndDate, featuredImage, category } =
  auction;
const calendarAuction = {
  id,
  title,
  location,
  province,
  timeZone,
  auctionStartDate,
  auctionEndDate,
  featuredImage,
  category,
};
const month = today.slice(0, 7);
const place = { id: 'truro-ns', name: 'Truro', province: 'NS', lat: 45.36, lng: -63.28, population: 12_954 };

/** The API's answers for every read a public page makes; anything else is a 404. */
function fakeApi(signedIn: boolean) {
  const answers: [RegExp, unknown][] = [
    [
      /^\/api\/auth\/session$/,
      { user: signedIn ? makeUser({ id: 'b0000000-0000-4000-8000-000000000001' }) : null },
    ],
    [/^\/api\/categories$/, [{ ...CATEGORY, nameFr: 'Successions', slug: 'estate-sales' }]],
    [/^\/api\/auctions\/saved-ids\?/, { savedIds: [auction.id] }],
    [
      /^\/api\/auctions\/saved\?/,
      { auctions: [], pagination: { page: 1, limit: 12, total: 0, totalPages: 0 } },
    ],
    [
      /^\/api\/auctions\/calendar\/month\?/,
      {
        month,
        days: [
          {
            day: today,
            total: 1,
            auctions: [calendarAuction],
          },
        ],
        listed: { first: month, last: month },
      },
    ],
    [/^\/api\/auctions\/calendar\/day\?/, { auctions: [calendarAuction] }],
    [
      /^\/api\/auctions\?/,
      { auctions: [auction], pagination: { page: 1, limit: 12, total: 1, totalPages: 1 } },
    ],
    [new RegExp(`^/api/auctions/${auction.id}$`), { auction }],
    [/^\/api\/directory\/(auctioneers|services)/, makePage(2)],
    [new RegExp(`^/api/directory/${profile.id}$`), profile],
    [/^\/api\/payments\/pricing$/, DEFAULT_PRICING],
    [/^\/api\/places\/truro-ns$/, { place }],
    [/^\/api\/follows\//, { follow: null }],
  ];
  return async (path: string) => {
    const found = answers.find(([pattern]) => pattern.test(path));
    return found ? apiAnswer(200, found[1]) : apiAnswer(404, { error: 'NOT_FOUND', message: 'Not found' });
  };
}

/** Every public page (contracts' PUBLIC_ROUTES) and the saved list, with addresses that fill them. */
const PAGES: [RouteId, string][] = [
  ['home', ''],
  ['auctions', '?search=boat&near=truro-ns'],
  ['auctions', '?view=map&category=estate-sales'],
  ['auction', ''],
  ['calendar', ''],
  ['directoryAuctioneers', '?search=tide'],
  ['directoryServices', '?type=MOVING'],
  ['directoryListing', ''],
  ['advertise', ''],
  ['pricing', ''],
  ['about', ''],
  ['terms', ''],
  ['privacy', ''],
  ['login', ''],
  ['register', ''],
  ['savedAuctions', ''],
];

const SIGNED_IN_ARE_SENT_ON: RouteId[] = ['login', 'register'];

const addressOf = (route: RouteId, locale: Locale, search: string) =>
  `${ORIGIN}${ROUTES[route][locale].replace(':id', route === 'auction' ? auction.id : profile.id)}${search}`;

describe('one render per page', () => {
  it('covers every public page', () => {
    const covered = new Set(PAGES.map(([route]) => route));
    expect(PUBLIC_ROUTES.filter((route) => !covered.has(route))).toEqual([]);
  });

  for (const signedIn of [false, true]) {
    for (const locale of ['en', 'fr'] as const) {
      it(`needs no query its loader did not prefetch (${locale}, ${signedIn ? 'signed in' : 'visitor'})`, async () => {
        const missed: Record<string, string[]> = {};
        for (const [route, search] of PAGES) {
          // Someone signed in is sent on from these (entry-server.test.tsx): nothing is rendered.
          if (signedIn && SIGNED_IN_ARE_SENT_ON.includes(route)) continue;
          const url = addressOf(route, locale, search);
          const page = await renderPage({ url, locale, readApi: fakeApi(signedIn) });
          if (page.unprefetched.length) missed[url] = page.unprefetched;
          expect(page.html.length).toBeGreaterThan(1000);
          // Issue 26: every public page's head is its route module's, in the page's language.
          if (PUBLIC_ROUTES.includes(route)) {
            expect(page.head, url).toMatchObject({ status: 200, lang: locale, noindex: false });
            expect(
              page.head?.canonical.startsWith(`${ORIGIN}${ROUTES[route][locale].split(':')[0]}`),
              url,
            ).toBe(true);
          }
        }
        expect(missed).toEqual({});
      });
    }
  }

  it('prefetches every part of a buyer’s home (issue 27), which the browser alone renders', async () => {
    const buyer = makeUser({ id: 'b0000000-0000-4000-8000-000000000002', role: 'USER', town: 'Truro' });
    const readApi = async (path: string) => {
      if (path === '/api/auth/session') return apiAnswer(200, { user: buyer });
      if (path === '/api/saved-searches') return apiAnswer(200, { savedSearches: [] });
      if (path === '/api/follows') return apiAnswer(200, { follows: [] });
      if (path.startsWith('/api/places?')) return apiAnswer(200, { places: [place] });
      return fakeApi(true)(path);
    };
    for (const locale of ['en', 'fr'] as const) {
      const page = await renderPage({ url: addressOf('my', locale, ''), locale, readApi });
      expect(page.unprefetched, locale).toEqual([]);
      const keys = page.state.queries.queries.map((query) => JSON.stringify(query.queryKey));
      expect(keys.some((key) => key.includes('"near":"truro-ns"') && key.includes('startDateFrom'))).toBe(
        true,
      );
      expect(keys).toContain(JSON.stringify(['auctions', 'saved', 'list', 'upcoming', 6]));
    }
  });

  it('renders the calendar with its month and the list of the day it opens on', async () => {
    const page = await renderPage({
      url: addressOf('calendar', 'en', ''),
      locale: 'en',
      readApi: fakeApi(false),
    });
    const keys = page.state.queries.queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['auctions', 'calendar', 'day', today]);
    expect(page.unprefetched).toEqual([]);
  });

  it('shows an auction in the page’s language where the seller wrote it, marked with lang', async () => {
    const french = { ...auction, titleFr: 'Encan du port de Pictou', descriptionFr: 'Bateaux et agrès.' };
    const readApi = async (path: string) =>
      path === `/api/auctions/${auction.id}` ? apiAnswer(200, { auction: french }) : fakeApi(false)(path);
    const page = await renderPage({ url: addressOf('auction', 'fr', ''), locale: 'fr', readApi });
    expect(page.html).toMatch(/<h1 lang="fr"[^>]*>Encan du port de Pictou<\/h1>/);
    expect(page.html).toContain('Bateaux et agrès.');
    expect(page.html).not.toContain('Pictou Harbour Boat');
    // The head says what the heading says (issue 26).
    expect(page.head?.title).toBe('Encan du port de Pictou — Lunenburg, NS — Mariner Marketplace');
    expect(page.head?.description).toBe('Bateaux et agrès.');
  });

  it('renders the side column’s French texts but leaves `auction-later` to load after hydration', async () => {
    const page = await renderPage({
      url: addressOf('auction', 'fr', ''),
      locale: 'fr',
      readApi: fakeApi(false),
    });
    // The flyer (AuctionAside, a part hydrated once interactive) is in the HTML, in French…
    expect(page.html).toContain('Imprimer l’affiche');
    expect(page.html).not.toContain('flyer.print');
    // …but its texts (with the lots' and the lightbox's) load with its code (issue 26, decision 030).
    expect(page.state.namespaces).toContain('auction');
    expect(page.state.namespaces).not.toContain('auction-later');
  });

  it('renders the list’s filters form in French but leaves `auction-later` for later', async () => {
    const page = await renderPage({
      url: addressOf('auctions', 'fr', '?search=boat&near=truro-ns'),
      locale: 'fr',
      readApi: fakeApi(false),
    });
    // The form (a part hydrated once interactive) is in the HTML with its French texts…
    expect(page.html).toContain('Mots-clés, p. ex. antiquités');
    expect(page.html).not.toContain('filters.searchPlaceholder');
    // …and the chips above it, hydrated at once, still read theirs from `auctions`.
    expect(page.state.namespaces).toContain('auctions');
    // The form's own texts (and the Items tab's) load with its code (issue 26).
    expect(page.state.namespaces).not.toContain('auction-later');
  });

  it('ships the French names of the vocabularies it showed, not a chunk of them all (issue 26)', async () => {
    const french = await renderPage({
      url: addressOf('auctions', 'fr', ''),
      locale: 'fr',
      readApi: fakeApi(false),
    });
    // The footer's province, in French in the HTML and in the state the browser hydrates from…
    expect(french.html).toContain('Nouvelle-Écosse');
    expect(french.state.labels?.['province:NS']).toBe('Nouvelle-Écosse');
    // …and only what the render read: no other province.
    expect(french.state.labels?.['province:QC']).toBeUndefined();
    const english = await renderPage({
      url: addressOf('auctions', 'en', ''),
      locale: 'en',
      readApi: fakeApi(false),
    });
    expect(english.state.labels).toBeUndefined();
  });

  it('renders the page with the data its loader fetched', async () => {
    const page = await renderPage({
      url: addressOf('auction', 'en', ''),
      locale: 'en',
      readApi: fakeApi(false),
    });
    expect(page.html).toContain('Pictou Harbour Boat &amp; Tackle Auction');
    expect(page.unprefetched).toEqual([]);
  });
});
