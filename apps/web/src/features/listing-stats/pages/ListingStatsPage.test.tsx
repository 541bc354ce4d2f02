import type { Auction, AuctionStatsResponse } from '@mariner/contracts';
import { notStatedSaleFacts } from '@mariner/contracts/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ListingStatsPage } from './ListingStatsPage.tsx';

const SELLER = '00000000-0000-4000-8000-000000000900';
const CATEGORY = { id: '0f8e4c4a-3a6b-4c1f-9b1e-2d3c4b5a6f70', name: 'Estate Sales' };

/** The listing as GET /api/auctions/{id} answers it (this feature keeps its own fixture). */
const auction: Auction = {
  id: '00000000-0000-4000-8000-000000000007',
  title: 'Mahone Bay boat shed auction',
  description: 'Dories, oars, rope and a workshop of boat-building tools from a Mahone Bay shed.',
  titleFr: null,
  descriptionFr: null,
  eventStatus: 'SCHEDULED',
  previousStartDate: null,
  categoryId: CATEGORY.id,
  category: CATEGORY,
  featuredImage: null,
  images: [],
  location: 'Mahone Bay, NS',
  province: 'NS',
  timeZone: 'America/Halifax',
  status: 'APPROVED',
  auctionStartDate: '2026-07-04T13:00:00.000Z',
  auctionEndDate: '2026-07-04T19:00:00.000Z',
  previewUrl: null,
  catalogUrl: null,
  ...notStatedSaleFacts(),
  createdAt: '2026-06-01T12:00:00.000Z',
  updatedAt: '2026-06-01T12:00:00.000Z',
  sellerId: SELLER,
  seller: {
    id: SELLER,
    companyName: 'Tidewater Auctions',
    companyLogo: null,
    companyContactName: null,
    companyContactEmail: null,
    email: 'owner@tidewater.example',
    companyContactPhone: null,
    companyPhone: null,
  },
};

const day = (date: string, views: number, saves = 0) => ({
  date,
  views,
  saves,
  calendarAdds: 0,
  shares: 0,
  outboundClicks: 0,
});

const answer: AuctionStatsResponse = {
  days: [day('2026-03-01', 4, 1), day('2026-03-02', 0), day('2026-03-03', 9, 2)],
  totals: { views: 13, saves: 3, calendarAdds: 0, shares: 0, outboundClicks: 0 },
  from: '2026-03-01',
  to: '2026-03-03',
  timeZone: 'America/Halifax',
};

function open(statsAnswer: () => Response, entry = `/dashboard/listings/${auction.id}/stats`) {
  const fetchMock = mockFetch((call) => {
    if (call.url.startsWith(`/api/auctions/${auction.id}/stats`)) return statsAnswer();
    if (call.url === `/api/auctions/${auction.id}`) return jsonResponse(200, { auction });
    return jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' });
  });
  const view = renderRoutes([{ path: '/dashboard/listings/:id/stats', element: <ListingStatsPage /> }], {
    initialEntries: [entry],
    user: makeUser(),
  });
  return { ...view, ...fetchMock };
}

describe('ListingStatsPage (issue 30 item 1)', () => {
  it('shows the listing, the period’s totals and the numbers per day', async () => {
    open(() => jsonResponse(200, answer));
    expect(await screen.findByRole('link', { name: auction.title })).toHaveAttribute(
      'href',
      `/auctions/${auction.id}`,
    );
    const totals = within(await screen.findByLabelText('Totals for the period'));
    expect(totals.getByText('Views').nextElementSibling).toHaveTextContent('13');
    expect(totals.getByText('Saves').nextElementSibling).toHaveTextContent('3');
    expect(totals.getByText('Link clicks').nextElementSibling).toHaveTextContent('0');
    // The chart's numbers, as a table (hidden until asked for, read by screen readers).
    const table = screen.getByRole('table', { name: 'Per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toHaveTextContent('9');
    expect(screen.getByText('Per day', { selector: 'figcaption' })).toBeInTheDocument();
  });

  it('asks for the period chosen and keeps it in the address', async () => {
    const { calls, user, router } = open(() => jsonResponse(200, answer));
    await screen.findByRole('table', { name: 'Per day' });
    expect(calls.some((call) => call.url === `/api/auctions/${auction.id}/stats`)).toBe(true);
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    expect(router.state.location.search).toBe('?days=7');
    await waitFor(() =>
      expect(calls.some((call) => /\/stats\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/.test(call.url))).toBe(
        true,
      ),
    );
  });

  it('says so when the statistics are not the reader’s', async () => {
    open(() => jsonResponse(403, { error: 'FORBIDDEN', message: 'You do not have permission to do that.' }));
    expect(
      await screen.findByText('Only the seller of this listing and administrators can see its statistics.'),
    ).toBeInTheDocument();
  });

  it('says when nothing was counted yet instead of drawing an empty chart', async () => {
    open(() =>
      jsonResponse(200, {
        ...answer,
        days: answer.days.map((one) => day(one.date, 0)),
        totals: { views: 0, saves: 0, calendarAdds: 0, shares: 0, outboundClicks: 0 },
      }),
    );
    expect(await screen.findByText('Nothing counted yet for these dates.')).toBeInTheDocument();
  });
});
