import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { BannerAdsPage } from './BannerAdsPage.tsx';

function Probe() {
  const location = useLocation();
  return (
    <p>
      arrived at {location.pathname}: {JSON.stringify(location.state)}
    </p>
  );
}

const routes = [
  { path: '/dashboard/banner-ads', element: <BannerAdsPage /> },
  { path: '/checkout', element: <Probe /> },
];

const base = {
  advertiserId: '8f5d2c8e-0b7a-4c61-9d7e-3f2a1b0c9d8e',
  contactEmail: 'ads@harbour.ca',
  targetUrl: 'https://harbour.ca',
  imageUrl: '/uploads/banners/a.webp',
  mobileImageUrl: null,
  placement: 'HOMEPAGE_SIDEBAR_1',
  size: 'SQUARE',
  startDate: '2026-01-01T00:00:00.000Z',
  createdAt: '2025-12-01T00:00:00.000Z',
};
const banner = (n: number, status: string, endDate: string, impressions = 0, clicks = 0) => ({
  ...base,
  id: `5a0c7e4e-9c71-4f0e-8a8e-6f1f6b2d3c4${n}`,
  advertiserName: `Ad ${n}`,
  status,
  endDate,
  impressions,
  clicks,
});

/** GET /api/banners/{id}/stats: three days, the last with the counts. */
const statsOf = (url: string) => {
  const query = new URL(url, 'http://x').searchParams;
  return jsonResponse(200, {
    from: query.get('from'),
    to: query.get('to'),
    timeZone: 'America/Halifax',
    days: [
      { date: '2026-03-01', impressions: 0, clicks: 0 },
      { date: '2026-03-02', impressions: 800, clicks: 6 },
      { date: '2026-03-03', impressions: 434, clicks: 4 },
    ],
    totals: { impressions: 1234, clicks: 10, ctr: 0.0081 },
  });
};

/** Stats asked for answer statsOf; everything else `answer`. */
const withStats =
  (answer: (call: FetchCall) => Response) =>
  (call: FetchCall): Response =>
    call.url.includes('/stats?') ? statsOf(call.url) : answer(call);

const FUTURE = '2099-01-01T00:00:00.000Z';
const PAST = '2020-01-01T00:00:00.000Z';

describe('BannerAdsPage', () => {
  it('shows the stats, the guide and each banner with its real numbers', async () => {
    mockFetch(
      withStats(() =>
        jsonResponse(200, {
          banners: [
            banner(1, 'ACTIVE', FUTURE, 1234, 56),
            banner(2, 'PENDING', FUTURE),
            banner(3, 'ACTIVE', PAST),
            banner(4, 'AWAITING_PAYMENT', FUTURE),
          ],
        }),
      ),
    );
    const { user } = renderRoutes(routes, { initialEntries: ['/dashboard/banner-ads'] });
    expect(await screen.findByRole('heading', { name: 'Ad 1' })).toBeInTheDocument();
    expect(screen.getByTestId('stat-active')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-underReview')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-expired')).toHaveTextContent('1');
    expect(screen.getByRole('heading', { name: 'Placement guide' })).toBeInTheDocument();
    const first = screen.getByRole('heading', { name: 'Ad 1' }).closest('li') as HTMLElement;
    expect(within(first).getByText('1,234')).toBeInTheDocument();
    expect(within(first).getByText('56')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Create Banner Ad/ })[0]).toHaveAttribute(
      'href',
      '/create-banner',
    );

    await user.click(screen.getByRole('button', { name: 'Pay now Ad 4' }));
    expect(await screen.findByText(/arrived at \/checkout/)).toHaveTextContent('"itemType":"BANNER_AD"');
  });

  it('asks before deleting and says when it fails', async () => {
    const { calls } = mockFetch(
      withStats((call) =>
        call.method === 'DELETE'
          ? jsonResponse(500, {})
          : jsonResponse(200, { banners: [banner(1, 'PENDING', FUTURE)] }),
      ),
    );
    const { user } = renderRoutes(routes, { initialEntries: ['/dashboard/banner-ads'] });
    await screen.findByRole('heading', { name: 'Ad 1' });
    await user.click(screen.getByRole('button', { name: 'Delete Ad 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this banner ad?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete banner')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('shows a rejected banner’s reason and note, and resubmits it (issue 31 item 2)', async () => {
    let status = 'REJECTED';
    const rejection = { code: 'PICTURES', note: 'The logo is cut off.', at: '2026-01-02T00:00:00.000Z' };
    const { calls } = mockFetch(
      withStats((call) => {
        if (call.method === 'PUT') {
          status = 'PENDING';
          return jsonResponse(200, { banner: { ...banner(1, status, FUTURE), rejection: null } });
        }
        const rejected = status === 'REJECTED';
        return jsonResponse(200, {
          banners: [
            { ...banner(1, status, FUTURE), rejection: rejected ? rejection : null },
            { ...banner(2, 'PENDING', FUTURE), rejection: null },
          ],
        });
      }),
    );
    const { user } = renderRoutes(routes, { initialEntries: ['/dashboard/banner-ads'] });
    const row = (await screen.findByRole('heading', { name: 'Ad 1' })).closest('li') as HTMLElement;
    expect(within(row).getByText('Rejected: Pictures not allowed / poor quality')).toBeInTheDocument();
    expect(within(row).getByText('The logo is cut off.')).toBeInTheDocument();
    const other = screen.getByRole('heading', { name: 'Ad 2' }).closest('li') as HTMLElement;
    expect(within(other).queryByText(/^Rejected:/)).toBeNull();
    expect(within(other).queryByRole('button', { name: /Resubmit/ })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Resubmit for review Ad 1' }));
    expect(calls.find((call) => call.method === 'PUT')?.url).toBe(
      '/api/banners/5a0c7e4e-9c71-4f0e-8a8e-6f1f6b2d3c41/resubmit',
    );
    expect(await within(row).findByText('Under Review')).toBeInTheDocument();
    expect(within(row).queryByText(/^Rejected:/)).toBeNull();
  });

  it('shows each banner’s statistics for a period, with totals, CTR and the CSV (issue 30 item 2)', async () => {
    const { calls } = mockFetch(
      withStats(() =>
        jsonResponse(200, {
          banners: [banner(1, 'ACTIVE', FUTURE, 1234, 10), banner(4, 'AWAITING_PAYMENT', FUTURE)],
        }),
      ),
    );
    const { user } = renderRoutes(routes, { initialEntries: ['/dashboard/banner-ads'] });
    const panel = await screen.findByRole('region', { name: 'Statistics of Ad 1' });
    expect(await within(panel).findByText('0.81%')).toBeInTheDocument();
    expect(within(panel).getByText('Click-through rate')).toBeInTheDocument();
    // The chart's numbers, readable as a table.
    const table = within(panel).getByRole('table', { name: 'Impressions and clicks per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const statsCalls = () => calls.filter((call) => call.url.includes('/stats?'));
    const first = new URL(statsCalls()[0]?.url ?? '', 'http://x').searchParams;
    const csv = within(panel).getByRole('link', { name: 'Download CSV: Ad 1' });
    expect(csv).toHaveAttribute(
      'href',
      `/api/banners/5a0c7e4e-9c71-4f0e-8a8e-6f1f6b2d3c41/stats?from=${first.get('from')}&to=${first.get('to')}&format=csv`,
    );
    expect(csv).toHaveAttribute('download');

    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Period' }), 'Last 7 days');
    await vi.waitFor(() => expect(statsCalls()).toHaveLength(2));
    const week = new URL(statsCalls()[1]?.url ?? '', 'http://x').searchParams;
    const span = (Date.parse(week.get('to') ?? '') - Date.parse(week.get('from') ?? '')) / 86_400_000;
    expect(span).toBe(6);
    // A banner not yet paid was never shown: no statistics.
    expect(screen.queryByRole('region', { name: 'Statistics of Ad 4' })).toBeNull();
  });

  it('has an empty state', async () => {
    mockFetch(() => jsonResponse(200, { banners: [] }));
    renderRoutes(routes, { initialEntries: ['/dashboard/banner-ads'] });
    expect(await screen.findByText('No banner ads yet')).toBeInTheDocument();
  });
});
