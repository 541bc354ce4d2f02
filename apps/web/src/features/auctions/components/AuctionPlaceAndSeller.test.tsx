import type { Auction } from '@mariner/contracts';
import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auctionKeys } from '../../../lib/api/auctions.ts';
import { jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { moreFromSellerQuery } from '../api/get-seller-auctions.ts';
import { makeAuction, makeList } from '../test-data.ts';
import { DirectionsLink } from './DirectionsLink.tsx';
import { MoreFromSeller } from './MoreFromSeller.tsx';
import { SellerContact } from './SellerContact.tsx';
import { SpotMap } from './SpotMap.tsx';

// Leaflet draws nothing in jsdom; what is checked here is when its chunk is asked for.
vi.mock('./SpotMapView.tsx', () => ({
  SpotMapView: ({ label }: { label: string }) => <section aria-label={label} />,
}));

/** Issue 28: the way to the sale, its spot on a map, and the seller's page and other sales. */

const LUNENBURG = { lat: 44.3769, lng: -64.3186 };
const show = (element: ReactNode) =>
  renderRoutes([{ path: '/auctions/:id', element }], { initialEntries: ['/auctions/x'], user: null });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DirectionsLink', () => {
  it('opens the map app at the coordinates, in a new tab', () => {
    show(<DirectionsLink auction={LUNENBURG} />);
    const link = screen.getByRole('link', { name: /Directions/ });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://www.google.com/maps/dir/');
    expect(href.searchParams.get('api')).toBe('1');
    expect(href.searchParams.get('destination')).toBe('44.3769,-64.3186');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('is not there for a place without coordinates', () => {
    show(<DirectionsLink auction={{ lat: null, lng: null }} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('SpotMap', () => {
  /** An IntersectionObserver whose callback the test calls, as scrolling would. */
  function stubObserver() {
    const observed: { callback?: IntersectionObserverCallback } = {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observed.callback = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    return () =>
      act(() =>
        observed.callback?.(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
  }

  it('names the place until scrolled to, then loads the map', async () => {
    const scrollTo = stubObserver();
    show(<SpotMap auction={{ ...LUNENBURG, location: 'Lunenburg, NS' }} />);
    expect(screen.getByText('Lunenburg, NS')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    scrollTo();
    expect(
      await screen.findByRole('region', { name: 'Map of the auction’s location: Lunenburg, NS' }),
    ).toBeInTheDocument();
  });

  it('is not there for a place without coordinates', () => {
    stubObserver();
    const { container } = show(<SpotMap auction={{ lat: null, lng: null, location: 'Somewhere' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('SellerContact', () => {
  const { seller } = makeAuction(1);

  it('links the company to its directory profile when it has one', () => {
    show(<SellerContact seller={{ ...seller, hasPublicProfile: true }} />);
    expect(screen.getByRole('link', { name: 'Tidewater Auctions' })).toHaveAttribute(
      'href',
      `/directory/${seller.id}`,
    );
  });

  it('names the company without a link when it has none', () => {
    show(<SellerContact seller={{ ...seller, hasPublicProfile: false }} />);
    expect(screen.getByText('Tidewater Auctions')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tidewater Auctions' })).not.toBeInTheDocument();
  });
});

describe('MoreFromSeller', () => {
  const current = makeAuction(1);
  const sellerList = `/api/auctions?sellerId=${current.sellerId}&limit=4&sort=date`;

  function answer(auctions: Auction[]) {
    return mockFetch((call) =>
      call.url === sellerList ? jsonResponse(200, makeList(auctions)) : jsonResponse(404, {}),
    );
  }

  it('lists the seller’s next three sales, leaving out this one', async () => {
    const others = [2, 3, 4, 5].map((n) => makeAuction(n, { title: `Other sale ${n}` }));
    answer([others[0] as Auction, current, ...others.slice(1)]);
    show(<MoreFromSeller sellerId={current.sellerId} auctionId={current.id} />);
    const section = within(await screen.findByRole('region', { name: 'More from this auctioneer' }));
    expect(section.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      [2, 3, 4].map((n) => `/auctions/${makeAuction(n).id}`),
    );
    expect(section.getByRole('link', { name: /Other sale 2/ })).toHaveTextContent(
      /Jul 4, 2026, 10:00 a\.m\. ADT/,
    );
    expect(section.queryByText(current.title)).not.toBeInTheDocument();
  });

  it('is not there when this is the seller’s only sale', async () => {
    answer([current]);
    const { container, queryClient } = show(
      <MoreFromSeller sellerId={current.sellerId} auctionId={current.id} />,
    );
    const key = auctionKeys.list(moreFromSellerQuery(current.sellerId));
    await vi.waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
    expect(container).toBeEmptyDOMElement();
  });
});
