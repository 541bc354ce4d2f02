import type { Auction, Follow, SavedAuction, SavedSearch } from '@mariner/contracts';
import { notStatedSaleFacts } from '@mariner/contracts/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { saleTiming } from '../home-queries.ts';
import { BuyerHomePage } from './BuyerHomePage.tsx';

const HOUR = 3_600_000;
const CATEGORY = { id: 'f0000000-0000-4000-8000-000000000001', name: 'Estate Sales' };

const makeSaved = (n: number, overrides: Partial<SavedAuction>): SavedAuction => ({
  id: `a0000000-0000-4000-8000-00000000000${n}`,
  title: `Saved ${n}`,
  description: 'Brass lanterns and sea chests.',
  featuredImage: null,
  auctionStartDate: '2026-07-04T13:00:00.000Z',
  auctionEndDate: '2026-07-04T20:00:00.000Z',
  location: 'Lunenburg, NS',
  timeZone: 'America/Halifax',
  category: CATEGORY,
  savedAt: '2026-06-10T15:00:00.000Z',
  ...overrides,
});

/** An auction as the list answers it (the answer is parsed in tests). */
const makeListed = (n: number, overrides: Partial<Auction>): Auction => ({
  id: `b0000000-0000-4000-8000-00000000000${n}`,
  title: `Listed ${n}`,
  description: 'Barn contents, tools and tack.',
  titleFr: null,
  descriptionFr: null,
  eventStatus: 'SCHEDULED',
  previousStartDate: null,
  categoryId: CATEGORY.id,
  category: CATEGORY,
  featuredImage: null,
  images: [],
  location: 'Bible Hill, NS',
  province: 'NS',
  timeZone: 'America/Halifax',
  status: 'APPROVED',
  auctionStartDate: '2026-07-04T13:00:00.000Z',
  auctionEndDate: '2026-07-04T19:00:00.000Z',
  previewUrl: null,
  catalogUrl: null,
  createdAt: '2026-06-01T12:00:00.000Z',
  updatedAt: '2026-06-01T12:00:00.000Z',
  sellerId: 'd0000000-0000-4000-8000-000000000001',
  seller: {
    id: 'd0000000-0000-4000-8000-000000000001',
    companyName: 'Harbour Auctions',
    companyLogo: null,
    companyContactName: null,
    companyContactEmail: null,
    email: 'owner@harbour.example',
    companyContactPhone: null,
    companyPhone: null,
  },
  ...notStatedSaleFacts(),
  ...overrides,
});
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const buyer = makeUser({
  role: 'USER',
  advertiserType: null,
  companyName: null,
  town: 'Truro',
  province: 'NS',
});
const routes = [{ path: '/my', element: <BuyerHomePage /> }];

const page = <T,>(items: T[]) => ({
  page: 1,
  limit: 6,
  total: items.length,
  totalPages: items.length ? 1 : 0,
});
const truro = { id: 'truro-ns', name: 'Truro', province: 'NS', lat: 45.36, lng: -63.28, population: 12_954 };
const search: SavedSearch = {
  id: 'c0000000-0000-4000-8000-000000000001',
  name: 'Tractors near Truro',
  frequency: 'WEEKLY',
  query: 'search=tractor&near=truro-ns',
  createdAt: '2026-06-01T12:00:00.000Z',
  checkedUntil: '2026-06-01T12:00:00.000Z',
};
const follows: Follow[] = [
  {
    sellerId: 'd0000000-0000-4000-8000-000000000001',
    companyName: 'Harbour Auctions',
    frequency: 'DAILY',
    createdAt: '2026-06-01T12:00:00.000Z',
    nextSale: {
      id: 'e0000000-0000-4000-8000-000000000001',
      title: 'Dories and outboards',
      auctionStartDate: '2026-07-04T13:00:00.000Z',
      timeZone: 'America/Halifax',
    },
  },
  {
    sellerId: 'd0000000-0000-4000-8000-000000000002',
    companyName: 'Valley Auctions',
    frequency: 'DAILY',
    createdAt: '2026-06-01T12:00:00.000Z',
    nextSale: null,
  },
];

interface Answers {
  saved?: SavedAuction[];
  searches?: SavedSearch[];
  follows?: Follow[];
  weekend?: Auction[];
}

function answer({ saved = [], searches = [], follows: followed = [], weekend = [] }: Answers) {
  return mockFetch((call) => {
    if (call.url.startsWith('/api/auctions/saved?order=upcoming')) {
      return jsonResponse(200, { auctions: saved, pagination: page(saved) });
    }
    if (call.url === '/api/saved-searches') return jsonResponse(200, { savedSearches: searches });
    if (call.url === '/api/follows') return jsonResponse(200, { follows: followed });
    if (call.url.startsWith('/api/places?')) return jsonResponse(200, { places: [truro] });
    if (call.url.startsWith('/api/auctions?')) {
      return jsonResponse(200, { auctions: weekend, pagination: page(weekend) });
    }
    if (call.url === '/api/auth/confirm-email/resend') {
      return jsonResponse(200, { message: 'A new confirmation link is on its way.' });
    }
    return jsonResponse(404);
  });
}

describe('BuyerHomePage', () => {
  it('lists saved auctions upcoming first, marking what ends within 48 hours and what has ended', async () => {
    const saved = [
      makeSaved(1, { title: 'Ends tonight', auctionStartDate: at(-20), auctionEndDate: at(5) }),
      makeSaved(2, { title: 'Next month', auctionStartDate: at(700), auctionEndDate: at(705) }),
      makeSaved(3, { title: 'Over already', auctionStartDate: at(-50), auctionEndDate: at(-40) }),
    ];
    answer({ saved });
    renderRoutes(routes, { initialEntries: ['/my'], user: buyer });
    const section = await screen.findByRole('region', { name: 'Saved auctions' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('link')[0]?.textContent)).toEqual([
      'Ends tonight',
      'Next month',
      'Over already',
    ]);
    expect(within(items[0] as HTMLElement).getByText(/^Ends soon:/)).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByText(/Ends soon|^Ended$/)).not.toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText(/^Starts /)).toBeInTheDocument();
    expect(within(items[2] as HTMLElement).getByText('Ended')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See all 3 saved auctions' })).toHaveAttribute(
      'href',
      '/saved-auctions',
    );
  });

  it('shows saved searches with how often they mail, each a link that runs it', async () => {
    answer({ searches: [search] });
    renderRoutes(routes, { initialEntries: ['/my'], user: buyer });
    const section = await screen.findByRole('region', { name: 'Saved searches' });
    expect(
      await within(section).findByRole('link', { name: 'Run the search Tractors near Truro' }),
    ).toHaveAttribute('href', '/auctions?search=tractor&near=truro-ns');
    expect(within(section).getByText('E-mail once a week')).toBeInTheDocument();
  });

  it('shows followed auctioneers with their next sale, or that none is announced', async () => {
    answer({ follows });
    renderRoutes(routes, { initialEntries: ['/my'], user: buyer });
    const section = await screen.findByRole('region', { name: 'Auctioneers you follow' });
    expect(await within(section).findByRole('link', { name: 'Dories and outboards' })).toHaveAttribute(
      'href',
      '/auctions/e0000000-0000-4000-8000-000000000001',
    );
    expect(within(section).getByText(/Jul 4, 2026, 10:00 a\.m\. ADT/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Valley Auctions' })).toBeInTheDocument();
    expect(within(section).getByText('No sale announced yet.')).toBeInTheDocument();
  });

  it('shows this weekend near the profile’s town, asked by place and the weekend range', async () => {
    const { calls } = answer({ weekend: [makeListed(4, { title: 'Saturday barn sale', distanceKm: 12 })] });
    renderRoutes(routes, { initialEntries: ['/my'], user: buyer });
    const section = await screen.findByRole('region', { name: 'This weekend near Truro' });
    expect(await within(section).findByRole('link', { name: 'Saturday barn sale' })).toBeInTheDocument();
    expect(within(section).getByText(/12 km away/)).toBeInTheDocument();
    const list = calls.find((call) => call.url.startsWith('/api/auctions?'));
    const asked = new URL(list?.url ?? '', 'http://x').searchParams;
    expect(asked.get('near')).toBe('truro-ns');
    expect(asked.get('startDateFrom')).toBeTruthy();
    expect(asked.get('startDateTo')).toBeTruthy();
    expect(
      within(section).getByRole('link', { name: 'See them all in the list' }).getAttribute('href'),
    ).toMatch(/^\/auctions\?near=truro-ns&startDateFrom=.+&when=weekend$/);
  });

  it('says what to do where a part is empty, and asks for a town when the profile has none', async () => {
    answer({});
    renderRoutes(routes, { initialEntries: ['/my'], user: { ...buyer, town: null, province: null } });
    expect(await screen.findByText(/Nothing saved yet/)).toBeInTheDocument();
    expect(await screen.findByText(/No saved search yet/)).toBeInTheDocument();
    expect(await screen.findByText(/You follow no auctioneer yet/)).toBeInTheDocument();
    expect(await screen.findByText('No auction is listed for this weekend yet.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'This weekend' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute('href', '/profile/edit');
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).not.toBeInTheDocument();
  });

  it('asks to confirm the address until it is, and sends the link again', async () => {
    const { calls } = answer({});
    const { user } = renderRoutes(routes, {
      initialEntries: ['/my'],
      user: { ...buyer, emailConfirmed: false },
    });
    const notice = screen.getByRole('region', { name: 'Confirm your e-mail address' });
    expect(within(notice).getByText(new RegExp(buyer.email))).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    expect(await within(notice).findByRole('status')).toHaveTextContent(
      'A new confirmation link is on its way.',
    );
    expect(
      calls.some((call) => call.url === '/api/auth/confirm-email/resend' && call.method === 'POST'),
    ).toBe(true);
  });
});

describe('saleTiming', () => {
  it('is ended after the end, ends soon within 48 hours of it, upcoming before', () => {
    const now = new Date('2026-07-01T12:00:00Z');
    expect(saleTiming('2026-07-01T11:59:00Z', now)).toBe('ended');
    expect(saleTiming('2026-07-03T12:00:00Z', now)).toBe('endsSoon');
    expect(saleTiming('2026-07-03T12:01:00Z', now)).toBe('upcoming');
  });
});
