import type { MyAuctionsStatsResponse } from '@mariner/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { SellerStatsSection } from './SellerStatsSection.tsx';

const zero = { views: 0, saves: 0, calendarAdds: 0, shares: 0, outboundClicks: 0 };
const answer: MyAuctionsStatsResponse = {
  days: [
    { date: '2026-03-01', ...zero, views: 5, shares: 1 },
    { date: '2026-03-02', ...zero, views: 2 },
  ],
  totals: { ...zero, views: 7, shares: 1 },
  from: '2026-03-01',
  to: '2026-03-02',
  timeZone: 'America/Halifax',
  listings: [
    {
      auctionId: '00000000-0000-4000-8000-000000000011',
      title: 'Spring farm dispersal',
      titleFr: 'Dispersion agricole du printemps',
      auctionStartDate: '2026-04-01T13:00:00.000Z',
      ...zero,
      views: 6,
      shares: 1,
    },
    {
      auctionId: '00000000-0000-4000-8000-000000000012',
      title: 'Antique tools',
      titleFr: null,
      auctionStartDate: '2026-04-08T13:00:00.000Z',
      ...zero,
      views: 1,
    },
  ],
};

describe('SellerStatsSection (issue 30 item 1)', () => {
  it('shows the seller’s totals, the chart and each listing with a link to its statistics', async () => {
    mockFetch((call) =>
      call.url === '/api/auctions/my-auctions/stats'
        ? jsonResponse(200, answer)
        : jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' }),
    );
    renderRoutes([{ path: '/dashboard', element: <SellerStatsSection /> }], {
      initialEntries: ['/dashboard'],
      user: makeUser(),
    });
    const section = within(await screen.findByRole('region', { name: 'Your listings’ statistics' }));
    const totals = within(await section.findByLabelText('Totals of all your listings for the period'));
    expect(totals.getByText('Views').nextElementSibling).toHaveTextContent('7');
    expect(totals.getByText('Shares').nextElementSibling).toHaveTextContent('1');
    expect(section.getByText('All your listings, per day', { selector: 'figcaption' })).toBeInTheDocument();
    const listings = within(section.getByRole('table', { name: 'Each listing over the period' }));
    const rows = listings.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Spring farm dispersal');
    expect(listings.getByRole('link', { name: 'Spring farm dispersal' })).toHaveAttribute(
      'href',
      '/dashboard/listings/00000000-0000-4000-8000-000000000011/stats',
    );
    expect(rows[2]).toHaveTextContent('Antique tools');
  });
});
