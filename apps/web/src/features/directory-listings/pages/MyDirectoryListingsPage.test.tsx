import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { MyDirectoryListingsPage } from './MyDirectoryListingsPage.tsx';

const listing = (id: string, status: string, companyName: string) => ({
  id,
  companyName,
  description: 'Moves.',
  descriptionFr: null,
  website: null,
  phone: '902-555-0100',
  email: 'a@b.ca',
  address: null,
  categories: ['Moving'],
  socialMedia: { facebook: null, twitter: null, linkedin: null, instagram: null },
  logo: null,
  status,
  activatedAt: status === 'ACTIVE' ? '2026-01-01T00:00:00.000Z' : null,
  expiresAt: status === 'ACTIVE' ? '2027-01-01T00:00:00.000Z' : null,
  createdAt: '2026-01-01T00:00:00.000Z',
  pendingInvoice:
    status === 'PENDING_PAYMENT' ? { id: '7c1f0a52-1111-4aaa-8bbb-000000000001', amount: 29900 } : null,
});

const ACTIVE_ID = '7c1f0a52-1111-4aaa-8bbb-0000000000a1';

describe('MyDirectoryListingsPage', () => {
  it('shows a paid listing’s profile views and contact clicks per day, with the CSV (issue 30 item 2)', async () => {
    const { calls } = mockFetch((call) => {
      if (call.url.includes('/stats?')) {
        const query = new URL(call.url, 'http://x').searchParams;
        return jsonResponse(200, {
          from: query.get('from'),
          to: query.get('to'),
          timeZone: 'America/Halifax',
          days: [
            { date: '2026-03-01', profileViews: 12, contactClicks: 2 },
            { date: '2026-03-02', profileViews: 3, contactClicks: 0 },
          ],
          totals: { profileViews: 15, contactClicks: 2 },
        });
      }
      return jsonResponse(200, {
        listings: [
          listing(ACTIVE_ID, 'ACTIVE', 'Harbour Movers'),
          listing('7c1f0a52-1111-4aaa-8bbb-0000000000a2', 'PENDING_PAYMENT', 'Harbour Unpaid'),
        ],
      });
    });
    renderRoutes([{ path: '/', element: <MyDirectoryListingsPage /> }], { user: null });
    const panel = await screen.findByRole('region', { name: 'Visits of Harbour Movers' });
    expect(await within(panel).findByText('15')).toBeInTheDocument();
    const table = within(panel).getByRole('table', { name: 'Profile views and contact clicks per day' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DateProfile viewsContact clicks', 'Mar 1, 2026122', 'Mar 2, 202630']);
    const stats = calls.find((call) => call.url.includes('/stats?'));
    expect(stats?.url).toMatch(
      new RegExp(`^/api/directory-listings/${ACTIVE_ID}/stats\\?from=\\d{4}-\\d{2}-\\d{2}&to=`),
    );
    expect(within(panel).getByRole('link', { name: 'Download CSV: Harbour Movers' })).toHaveAttribute(
      'href',
      `${stats?.url}&format=csv`,
    );
    expect(screen.queryByRole('region', { name: 'Visits of Harbour Unpaid' })).toBeNull();
  });
});
