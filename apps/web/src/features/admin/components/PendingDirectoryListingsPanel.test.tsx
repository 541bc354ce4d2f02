import type { AdminDirectoryListing } from '@mariner/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PendingDirectoryListingsPanel } from './PendingDirectoryListingsPanel.tsx';

/**
 * Issue 31 item 2 (decision 033): the directory listings queue asks the server for its page, has
 * Approve and Reject where every queue has them, and sends a rejection's reason.
 */
const listing = (n: number, companyName: string): AdminDirectoryListing => ({
  id: `4f3e2d1c-0b9a-4876-8543-${String(n).padStart(12, '0')}`,
  companyName,
  description: 'Careful downsizing and moves for seniors and families along the South Shore.',
  descriptionFr: null,
  website: 'https://tidewater.example',
  phone: '(902) 555-0142',
  email: 'hello@tidewater.example',
  address: null,
  categories: ['Moving & Downsizing'],
  socialMedia: { facebook: null, twitter: null, linkedin: null, instagram: null },
  logo: null,
  status: 'ACTIVE',
  activatedAt: '2026-11-02T12:00:00.000Z',
  expiresAt: '2027-11-02T12:00:00.000Z',
  pendingInvoice: null,
  createdAt: '2026-11-02T12:00:00.000Z',
  reviewStatus: 'PENDING',
  rejection: null,
  owner: {
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    firstName: 'Marie',
    lastName: 'LeBlanc',
    email: 'marie@tidewater.example',
  },
  reviewedAt: null,
});

const pageOf = (items: AdminDirectoryListing[]) => ({
  listings: items,
  pagination: { page: 1, limit: 50, total: items.length, totalPages: 1 },
});

describe('PendingDirectoryListingsPanel', () => {
  it('reads its search and sort from the address, and rejects one listing with a reason', async () => {
    const items = [listing(1, 'Tidewater Movers'), listing(2, 'Anchor Estate Services')];
    let waiting = [...items];
    const { calls } = mockFetch((call) => {
      if (call.method === 'PUT' && call.url.endsWith('/reject')) {
        waiting = waiting.filter((item) => !call.url.includes(item.id));
        return jsonResponse(200, { listing: { ...items[0], reviewStatus: 'REJECTED' } });
      }
      return jsonResponse(200, pageOf(waiting));
    });
    const { user } = renderRoutes([{ path: '/admin', element: <PendingDirectoryListingsPanel /> }], {
      initialEntries: ['/admin?tab=pending-directory-listings&q=tide&sort=name'],
    });
    const card = await screen.findByRole('article', { name: 'Tidewater Movers' });
    expect(calls[0]?.url).toBe(
      '/api/directory-listings/admin?reviewStatus=PENDING&limit=50&page=1&sort=name&search=tide',
    );
    expect(within(card).getByText('Bought by Marie LeBlanc (marie@tidewater.example)')).toBeInTheDocument();
    // Approve first, Reject after it, as on every queue.
    const actions = card.querySelector('[data-review-actions]');
    expect([...(actions?.querySelectorAll('button') ?? [])].map((button) => button.textContent)).toEqual([
      'Approve',
      'Reject',
    ]);

    await user.click(within(card).getByRole('button', { name: 'Reject Tidewater Movers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject directory listing' });
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByRole('textbox'), 'The website does not open.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(await screen.findByText(/Tidewater Movers rejected\./)).toBeInTheDocument();
    const reject = calls.find((call) => call.method === 'PUT');
    expect(reject?.url).toBe(`/api/directory-listings/${items[0]?.id}/reject`);
    expect(reject?.body).toEqual({ code: 'OTHER', note: 'The website does not open.' });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Tidewater Movers' })).toBeNull());
  });
});
