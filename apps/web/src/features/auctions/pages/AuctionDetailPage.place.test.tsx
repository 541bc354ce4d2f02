import type { Auction } from '@mariner/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auctionKeys } from '../../../lib/api/auctions.ts';
import { jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { moreFromSellerQuery } from '../api/get-seller-auctions.ts';
import { makeAuction, makeList } from '../test-data.ts';
import { AuctionDetailPage, preloadAuctionDetailParts } from './AuctionDetailPage.tsx';

// The parts a hydrating auction page fetches once interactive (issue 26), as its loader fetches them first.
beforeAll(() => preloadAuctionDetailParts());

/**
 * Issue 28 item 3 on the page itself: where Directions, the map, Share and the seller's profile and
 * other sales sit (each piece's own behaviour is tested beside it in components/).
 */
function showAuction(auction: Auction, sellerSales: Auction[] = []) {
  mockFetch((call) => {
    if (call.url === `/api/auctions/${auction.id}`) return jsonResponse(200, { auction });
    if (call.url.startsWith(`/api/auctions?sellerId=${auction.sellerId}`))
      return jsonResponse(200, makeList(sellerSales));
    return jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' });
  });
  return renderRoutes([{ path: '/auctions/:id', element: <AuctionDetailPage /> }], {
    initialEntries: [`/auctions/${auction.id}`],
    user: null,
  });
}

describe('AuctionDetailPage, the way there, sharing and the seller (issue 28)', () => {
  it('gives directions and a map for a known place, Share, and the seller’s profile and next sales', async () => {
    const auction = makeAuction(1, { lat: 44.3769, lng: -64.3186 });
    const next = makeAuction(2, { title: 'Mahone Bay barn sale' });
    showAuction({ ...auction, seller: { ...auction.seller, hasPublicProfile: true } }, [auction, next]);
    await screen.findByRole('heading', { level: 1, name: auction.title });
    expect(screen.getByRole('link', { name: /Directions/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'On the map' })).toHaveTextContent('Lunenburg, NS');
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    const seller = within(screen.getByRole('region', { name: 'Seller' }));
    expect(seller.getByRole('link', { name: 'Tidewater Auctions' })).toHaveAttribute(
      'href',
      `/directory/${auction.sellerId}`,
    );
    const more = within(await seller.findByRole('region', { name: 'More from this auctioneer' }));
    expect(more.getAllByRole('link').map((link) => link.textContent)).toEqual([
      expect.stringContaining('Mahone Bay barn sale'),
    ]);
  });

  it('has neither directions nor a map for a place without coordinates, and no empty seller list', async () => {
    const auction = makeAuction(1, { lat: null, lng: null });
    const { queryClient } = showAuction(auction, [auction]);
    await screen.findByRole('heading', { level: 1, name: auction.title });
    const sellerSales = auctionKeys.list(moreFromSellerQuery(auction.sellerId));
    await vi.waitFor(() => expect(queryClient.getQueryState(sellerSales)?.status).toBe('success'));
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Directions/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'On the map' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'More from this auctioneer' })).not.toBeInTheDocument();
    // Not linked: this seller has no public profile.
    expect(screen.queryByRole('link', { name: 'Tidewater Auctions' })).not.toBeInTheDocument();
  });
});
