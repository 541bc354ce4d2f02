import type { Auction } from '@mariner/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makeAuction } from '../auction-fixture.ts';
import { MyAuctions } from './MyAuctions.tsx';

const live = makeAuction({
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Truro Farm Equipment Auction',
  status: 'APPROVED',
});
const pending = makeAuction({ id: '22222222-2222-4222-8222-222222222222', status: 'PENDING' });
const rejected = makeAuction({
  id: '33333333-3333-4333-8333-333333333333',
  title: 'Moncton Vehicle Auction',
  status: 'REJECTED',
  featuredImage: null,
  province: 'NB',
  timeZone: 'America/Moncton',
});

function serve(
  auctions: Auction[],
  onDelete: (id: string) => Response = () => jsonResponse(200, { success: true }),
) {
  let current = auctions;
  return mockFetch((call) => {
    if (call.url === '/api/auctions/my-auctions') return jsonResponse(200, { auctions: current });
    if (call.method === 'DELETE') {
      const id = call.url.split('/').pop() ?? '';
      const answer = onDelete(id);
      if (answer.ok) current = current.filter((auction) => auction.id !== id);
      return answer;
    }
    return jsonResponse(500, {});
  });
}

const render = (user = makeUser()) => renderRoutes([{ path: '/', element: <MyAuctions user={user} /> }]);

describe('MyAuctions', () => {
  it('counts the auctions by status and lists each as an article named by its title', async () => {
    serve([live, pending, rejected]);
    render();
    const card = await screen.findByRole('article', { name: 'Lunenburg Harbour Estate Auction' });
    const stats = screen.getByLabelText('Your auctions by status');
    const counts = Object.fromEntries(
      within(stats)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(counts).toEqual({ Live: '1', 'Under Review': '1', Rejected: '1', Total: '3' });

    expect(within(card).getByText('Under Review')).toBeInTheDocument();
    // The auction's dates on its own clock, zone named: 13:00 UTC is 10:00 ADT.
    expect(within(card).getByText(/10:00 a\.m\. ADT/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^View/ })).toHaveAttribute(
      'href',
      `/auctions/${pending.id}`,
    );
    expect(within(card).getByRole('link', { name: /^Edit/ })).toHaveAttribute(
      'href',
      `/edit-listing/${pending.id}`,
    );
    expect(
      within(screen.getByRole('article', { name: 'Truro Farm Equipment Auction' })).getByText('Live'),
    ).toBeVisible();
    const moncton = screen.getByRole('article', { name: 'Moncton Vehicle Auction' });
    expect(within(moncton).getByText('Rejected')).toBeInTheDocument();
    expect(within(moncton).getByText('No image')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Auction' })).toHaveAttribute('href', '/create-listing');
  });

  it('asks before deleting; Cancel keeps the auction', async () => {
    const { calls } = serve([pending]);
    const { user } = render();
    const card = await screen.findByRole('article', { name: pending.title });
    const trigger = within(card).getByRole('button', { name: /^Delete/ });
    await user.click(trigger);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this auction? This action cannot be undone.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('article', { name: pending.title })).toBeInTheDocument();
  });

  it('deletes on confirmation, says so and refreshes the list', async () => {
    const { calls } = serve([live, pending]);
    const { user } = render();
    const card = await screen.findByRole('article', { name: pending.title });
    await user.click(within(card).getByRole('button', { name: /^Delete/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    const outcome = await screen.findByText('Auction deleted successfully');
    expect(outcome.closest('[role="status"]')).not.toBeNull();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`/api/auctions/${pending.id}`);
    expect(screen.queryByRole('article', { name: pending.title })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: live.title })).toBeInTheDocument();
  });

  it('says when the delete fails and keeps the auction', async () => {
    serve([pending], () => jsonResponse(500, {}));
    const { user } = render();
    const card = await screen.findByRole('article', { name: pending.title });
    await user.click(within(card).getByRole('button', { name: /^Delete/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete auction. Please try again.');
    expect(screen.getByRole('article', { name: pending.title })).toBeInTheDocument();
  });

  it('tells the seller why a listing was rejected and offers to edit and resubmit it (issue 31 item 2)', async () => {
    serve([
      {
        ...rejected,
        rejection: { code: 'OTHER', note: 'Add the sale’s street address.', at: '2026-01-02T00:00:00.000Z' },
      },
      { ...pending, rejection: null },
    ]);
    render();
    const card = await screen.findByRole('article', { name: 'Moncton Vehicle Auction' });
    expect(within(card).getByText('Rejected: Other')).toBeInTheDocument();
    expect(within(card).getByText('Add the sale’s street address.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Edit and resubmit/ })).toHaveAttribute(
      'href',
      '/edit-listing/33333333-3333-4333-8333-333333333333',
    );
    const other = screen.getByRole('article', { name: 'Lunenburg Harbour Estate Auction' });
    expect(within(other).queryByText(/^Rejected:/)).toBeNull();
    expect(within(other).getByRole('link', { name: /^Edit/ })).not.toHaveTextContent('resubmit');
  });

  it('shows the empty state, also when the list fails to load', async () => {
    mockFetch(() => jsonResponse(500, {}));
    render();
    expect(await screen.findByText('You have no auction listings yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first listing' })).toHaveAttribute(
      'href',
      '/create-listing',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is for auctioneers: AUCTIONEER types and SELLERs without a type (spec 000 §6)', async () => {
    const { calls } = serve([]);
    const { unmount } = render(makeUser({ advertiserType: null }));
    expect(await screen.findByRole('heading', { name: 'My Auctions' })).toBeInTheDocument();
    unmount();
    for (const other of [
      makeUser({ advertiserType: 'MOVE_MANAGER' }),
      makeUser({ role: 'ADMIN', advertiserType: null }),
    ]) {
      const view = render(other);
      expect(screen.queryByRole('heading', { name: 'My Auctions' })).not.toBeInTheDocument();
      view.unmount();
    }
    expect(calls).toHaveLength(1);
  });
});
