import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('shows a rejected listing’s reason to its owner and resubmits it (issue 31 item 2)', async () => {
    let rejected = true;
    const { calls } = mockFetch((call) => {
      if (call.url.includes('/stats?')) {
        return jsonResponse(200, {
          from: '2026-03-01',
          to: '2026-03-02',
          timeZone: 'America/Halifax',
          days: [],
          totals: { profileViews: 0, contactClicks: 0 },
        });
      }
      if (call.url.endsWith('/resubmit') && call.method === 'PUT') {
        rejected = false;
        return jsonResponse(200, {
          listing: {
            ...listing(ACTIVE_ID, 'ACTIVE', 'Harbour Movers'),
            reviewStatus: 'PENDING',
            rejection: null,
          },
        });
      }
      return jsonResponse(200, {
        listings: [
          {
            ...listing(ACTIVE_ID, 'ACTIVE', 'Harbour Movers'),
            reviewStatus: rejected ? 'REJECTED' : 'PENDING',
            rejection: rejected
              ? { code: 'DUPLICATE', note: 'Listed twice.', at: '2026-03-02T12:00:00.000Z' }
              : null,
          },
          {
            ...listing('7c1f0a52-1111-4aaa-8bbb-0000000000a3', 'ACTIVE', 'Harbour Approved'),
            reviewStatus: 'APPROVED',
            rejection: null,
          },
        ],
      });
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <MyDirectoryListingsPage /> }], { user: null });
    const card = (await screen.findByRole('heading', { name: 'Harbour Movers' })).closest('li');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('Rejected — not shown in the directory')).toBeInTheDocument();
    expect(within(card).getByText('Rejected: Duplicate listing')).toBeInTheDocument();
    expect(within(card).getByText('Listed twice.')).toBeInTheDocument();
    const approved = screen.getByRole('heading', { name: 'Harbour Approved' }).closest('li');
    if (!approved) throw new Error('no card');
    expect(within(approved).queryByText(/Rejected|In review/)).toBeNull();
    expect(within(approved).queryByRole('button', { name: /Resubmit/ })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Resubmit Harbour Movers' }));
    expect(
      await screen.findByText('Your directory listing is back in the directory and waiting for review.'),
    ).toBeInTheDocument();
    expect(
      calls.some(
        (call) => call.method === 'PUT' && call.url === `/api/directory-listings/${ACTIVE_ID}/resubmit`,
      ),
    ).toBe(true);
    expect(await within(card).findByText('In review')).toBeInTheDocument();
    expect(within(card).queryByText('Rejected: Duplicate listing')).toBeNull();
  });
});
