import type { Auction } from '@mariner/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { head } from '../../../app/routes/AuctionDetailRoute.tsx';
import { HeadTitle } from '../../../lib/head.ts';
import { jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { CATEGORY, makeAuction } from '../test-data.ts';
import { AuctionDetailPage, preloadAuctionDetailParts } from './AuctionDetailPage.tsx';

// The parts a hydrating auction page fetches once interactive (issue 26), as its loader fetches them first.
beforeAll(() => preloadAuctionDetailParts());

const routes = [
  {
    path: '/auctions/:id',
    element: (
      <>
        <HeadTitle head={head} />
        <AuctionDetailPage />
      </>
    ),
  },
  { path: '/auctions', element: <p>auctions page</p> },
  { path: '/login', element: <p>login page</p> },
];

function showAuction(auction: Auction, options: { user?: ReturnType<typeof makeUser> | null } = {}) {
  const fetchMock = mockFetch((call) => {
    if (call.url === `/api/auctions/${auction.id}`) return jsonResponse(200, { auction });
    if (call.url === `/api/auctions/saved-ids?ids=${auction.id}`) return jsonResponse(200, { savedIds: [] });
    return jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' });
  });
  const view = renderRoutes(routes, {
    initialEntries: [`/auctions/${auction.id}`],
    user: options.user ?? null,
  });
  return { ...view, ...fetchMock };
}

describe('AuctionDetailPage, a sale that changed (issue 17)', () => {
  it('tells every visitor plainly that the sale is cancelled, or moved from its first date', async () => {
    showAuction({ ...makeAuction(1), eventStatus: 'CANCELLED' });
    expect(await screen.findByText('This auction is cancelled.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Cancel or postpone' })).not.toBeInTheDocument();
  });

  it('names the first date of a rescheduled sale in its own zone', async () => {
    showAuction({
      ...makeAuction(1),
      eventStatus: 'RESCHEDULED',
      previousStartDate: '2026-06-27T13:00:00.000Z',
    });
    expect(
      await screen.findByText(
        /New date — this auction was first planned for Sat, Jun 27, 2026, 10:00 a\.m\. ADT/,
      ),
    ).toBeInTheDocument();
  });

  it('lets its seller move it to a new date in the auction’s zone', async () => {
    const auction = {
      ...makeAuction(1),
      auctionStartDate: '2027-07-04T13:00:00.000Z',
      auctionEndDate: '2027-07-04T19:00:00.000Z',
    };
    const { calls, user } = showAuction(auction, { user: makeUser({ id: auction.sellerId }) });
    const panel = within(await screen.findByRole('region', { name: 'Cancel or postpone' }));
    await user.type(await panel.findByLabelText(/New start/), '2027-07-11T10:00');
    await user.click(panel.getByRole('button', { name: 'Move to this date' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/event-status'))?.body).toEqual({
        eventStatus: 'POSTPONED',
        newStartDate: '2027-07-11T13:00:00.000Z',
      }),
    );
  });
});

describe('AuctionDetailPage', () => {
  it('offers the auction for any calendar, for Google Calendar, and its auctioneer’s feed (issue 17)', async () => {
    const auction = makeAuction(1);
    showAuction(auction);
    const panel = within(await screen.findByRole('region', { name: 'Add to calendar' }));
    expect(panel.getByRole('link', { name: /Download for any calendar/ })).toHaveAttribute(
      'href',
      `/api/auctions/${auction.id}/calendar.ics`,
    );
    // Issue 30 item 1: through the server, which counts it and sends the visitor on to Google.
    expect(panel.getByRole('link', { name: /Add to Google Calendar/ })).toHaveAttribute(
      'href',
      `/api/auctions/${auction.id}/google-calendar?lang=en`,
    );
    expect(panel.getByRole('link', { name: /Subscribe to this auctioneer/ })).toHaveAttribute(
      'href',
      `webcal://${window.location.host}/api/feeds/auctioneers/${auction.sellerId}.ics`,
    );
  });

  it('shows the auction with its dates in its own zone, status and category link', async () => {
    const auction = makeAuction(1);
    showAuction(auction);
    expect(await screen.findByRole('heading', { level: 1, name: auction.title })).toBeInTheDocument();
    // 13:00 UTC is 10:00 in Halifax in July (ADT).
    expect(screen.getByText(/Jul 4, 2026, 10:00 a\.m\. ADT/)).toBeInTheDocument();
    expect(screen.getByText(/Jul 4, 2026, 4:00 p\.m\. ADT/)).toBeInTheDocument();
    expect(screen.getByText('Lunenburg, NS')).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CATEGORY.name })).toHaveAttribute(
      'href',
      `/auctions?category=${CATEGORY.id}`,
    );
    expect(screen.getByText(/dories, brass lanterns/)).toHaveClass('whitespace-pre-line');
    expect(document.title).toContain(auction.title);
  });

  it('shows the review status to the owner of an auction that is not live', async () => {
    showAuction(makeAuction(1, { status: 'PENDING' }), { user: makeUser() });
    expect(await screen.findByText('Under Review')).toBeInTheDocument();
  });

  it('offers View Catalog and the preview link when the seller gave them, through counted redirects', async () => {
    const auction = makeAuction(1, {
      catalogUrl: 'https://example.com/catalogue',
      previewUrl: 'https://example.com/preview',
    });
    showAuction(auction);
    // Issue 30 item 1: the server sends the visitor on to the address stored with the auction.
    expect(await screen.findByRole('link', { name: /View Catalog/ })).toHaveAttribute(
      'href',
      `/api/auctions/${auction.id}/out?to=catalogue`,
    );
    expect(screen.getByRole('link', { name: /Preview/ })).toHaveAttribute(
      'href',
      `/api/auctions/${auction.id}/out?to=website`,
    );
  });

  it('tells the server once that a person saw a live auction, and never for one under review (issue 30)', async () => {
    const beacons: string[] = [];
    const original = navigator.sendBeacon;
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string) => {
        beacons.push(url);
        return true;
      },
    });
    try {
      const live = makeAuction(1);
      const view = showAuction(live);
      await screen.findByRole('heading', { level: 1, name: live.title });
      expect(beacons).toEqual([`/api/auctions/${live.id}/views`]);
      view.unmount();
      const pending = makeAuction(2, { status: 'PENDING' });
      showAuction(pending, { user: makeUser() });
      await screen.findByText('Under Review');
      expect(beacons).toHaveLength(1);
    } finally {
      Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: original });
    }
  });

  it('falls back to the account e-mail and the company phone for the seller contact', async () => {
    const auction = makeAuction(1);
    showAuction({
      ...auction,
      seller: { ...auction.seller, companyContactName: 'Marie LeBlanc', companyPhone: '(902) 555-0101' },
    });
    expect(await screen.findByText('Tidewater Auctions')).toBeInTheDocument();
    expect(screen.getByText('Marie LeBlanc')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'owner@tidewater.example' })).toHaveAttribute(
      'href',
      'mailto:owner@tidewater.example',
    );
    expect(screen.getByRole('link', { name: '(902) 555-0101' })).toHaveAttribute('href', 'tel:9025550101');
  });

  it('prefers the contact e-mail and phone when the seller set them', async () => {
    const auction = makeAuction(1);
    showAuction({
      ...auction,
      seller: {
        ...auction.seller,
        companyContactEmail: 'bids@tidewater.example',
        companyContactPhone: '+1 902 555 0199',
        companyPhone: '(902) 555-0101',
      },
    });
    expect(await screen.findByRole('link', { name: 'bids@tidewater.example' })).toBeInTheDocument();
    expect(screen.queryByText('owner@tidewater.example')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+1 902 555 0199' })).toHaveAttribute('href', 'tel:+19025550199');
  });

  it('walks the pictures in a lightbox with the arrow keys and closes on Escape', async () => {
    const { user } = showAuction(makeAuction(1));
    const second = await screen.findByRole('img', { name: 'Gallery image 1 of 2' });
    const opener = second.closest('button');
    if (!opener) throw new Error('the gallery image is not a button');
    await user.click(opener);

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('1 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('opens the lightbox on the featured picture first', async () => {
    const { user } = showAuction(makeAuction(1));
    await user.click(await screen.findByRole('button', { name: 'View the main photo full screen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 / 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the auction was not found, with a way back to the list', async () => {
    mockFetch(() => jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' }));
    const { user } = renderRoutes(routes, { initialEntries: [`/auctions/${makeAuction(7).id}`], user: null });
    expect(await screen.findByRole('heading', { name: 'Auction not found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Auctions' }));
    expect(await screen.findByText('auctions page')).toBeInTheDocument();
  });

  it('sends a visitor who clicks save to /login, remembering the auction and the save to do (issue 27)', async () => {
    const auction = makeAuction(1);
    const { user, router } = showAuction(auction);
    await user.click(await screen.findByRole('button', { name: `Save ${auction.title}` }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      from: { pathname: `/auctions/${auction.id}`, search: `?save=${auction.id}`, hash: '' },
    });
  });
});

describe('AuctionDetailPage, know before you go (issue 28)', () => {
  it('shows the stated facts, times in the auction’s zone, and the premium beside each date', async () => {
    showAuction({
      ...makeAuction(1),
      saleType: 'HYBRID',
      biddingUrl: 'https://bid.example.ca/42',
      buyersPremiumPercent: 15,
      paymentMethods: ['CASH', 'DEBIT'],
      previewTimes: [{ start: '2026-07-03T13:00:00.000Z', end: '2026-07-03T21:00:00.000Z' }],
      pickupTimes: [],
      terms: 'Cash on the day.\nAs is, where is.',
      termsFr: null,
    });
    const block = await screen.findByRole('region', { name: 'Know before you go' });
    const fact = (label: string) => within(block).getByText(label).nextElementSibling?.textContent;
    expect(fact('Sale type')).toBe('On site and online');
    expect(fact('Buyer’s premium')).toBe('15 %');
    expect(fact('Payment')).toBe('Cash, Debit');
    // Halifax in summer: ADT.
    expect(fact('Preview')?.replace(/\s/g, ' ')).toBe('Fri, Jul 3, 2026 · 10:00 a.m. – 6:00 p.m. ADT');
    expect(within(block).queryByText('Pickup')).not.toBeInTheDocument();
    expect(fact('Terms of sale')).toBe('Cash on the day.\nAs is, where is.');
    expect(within(block).getByRole('link', { name: /Bid online/ })).toHaveAttribute(
      'href',
      '/api/auctions/00000000-0000-4000-8000-000000000001/out?to=bidding',
    );
    expect(screen.getAllByText('+ 15 % buyer’s premium')).toHaveLength(2);
  });

  it('shows no block and no premium for a sale whose seller stated nothing', async () => {
    showAuction(makeAuction(1));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Know before you go' })).not.toBeInTheDocument();
    expect(screen.queryByText(/buyer’s premium/)).not.toBeInTheDocument();
  });
});
