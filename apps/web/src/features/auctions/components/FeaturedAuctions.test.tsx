import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makeAuction, makeList } from '../test-data.ts';
import { FeaturedAuctions } from './FeaturedAuctions.tsx';

const routes = [{ path: '/', element: <FeaturedAuctions /> }];

describe('FeaturedAuctions', () => {
  it('asks for six approved auctions and shows each with its seller, closing date and link', async () => {
    const auction = makeAuction(1, {
      seller: { ...makeAuction(1).seller, companyLogo: '/uploads/logos/t.webp' },
    });
    const { calls } = mockFetch(() => jsonResponse(200, makeList([auction])));
    renderRoutes(routes, { user: null });
    expect(screen.getByRole('heading', { name: 'Featured Auctions' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: auction.title });
    expect(calls[0]?.url).toBe('/api/auctions?limit=6&status=APPROVED');
    expect(within(card).getByText('Tidewater Auctions')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Tidewater Auctions logo' })).toBeInTheDocument();
    // The closing date is the end date, in the auction's zone.
    expect(within(card).getByText(/Jul 4, 2026, 4:00 p\.m\. ADT/)).toBeInTheDocument();
    expect(within(card).getByText('Lunenburg, NS')).toBeInTheDocument();
    expect(within(card).getByText('Estate Sales')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      `/auctions/${auction.id}`,
    );
  });

  it('says so when there are none, or when they fail to load', async () => {
    mockFetch(() => jsonResponse(500, {}));
    renderRoutes(routes, { user: null });
    expect(await screen.findByText('No featured auctions at this time.')).toBeInTheDocument();
  });
});
