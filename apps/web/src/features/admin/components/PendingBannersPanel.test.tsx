import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PendingBannersPanel } from './PendingBannersPanel.tsx';

const pending = {
  id: '5a0c7e4e-9c71-4f0e-8a8e-6f1f6b2d3c4a',
  advertiserId: '8f5d2c8e-0b7a-4c61-9d7e-3f2a1b0c9d8e',
  advertiserName: 'Harbour Movers',
  contactEmail: 'ads@harbour.ca',
  targetUrl: 'https://harbour.ca',
  imageUrl: '/uploads/banners/a.webp',
  mobileImageUrl: null,
  placement: 'HOMEPAGE_SIDEBAR_1',
  size: 'SQUARE',
  startDate: '2030-01-01T00:00:00.000Z',
  endDate: '2030-01-31T00:00:00.000Z',
  status: 'PENDING',
  createdAt: '2029-12-01T00:00:00.000Z',
  impressions: 0,
  clicks: 0,
};
const LIST = { banners: [pending], pagination: { page: 1, limit: 100, total: 1, totalPages: 1 } };

describe('PendingBannersPanel', () => {
  it('shows each pending banner and approves it', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'PUT'
        ? jsonResponse(200, { banner: { ...pending, status: 'APPROVED' } })
        : jsonResponse(200, LIST),
    );
    const { user } = renderRoutes([{ path: '/', element: <PendingBannersPanel /> }]);
    const card = await screen.findByRole('article', { name: 'Harbour Movers' });
    expect(within(card).getByRole('img', { name: 'Harbour Movers' })).toHaveAttribute(
      'src',
      pending.imageUrl,
    );
    expect(card).toHaveTextContent('Square · Home page sidebar, first');
    await user.click(within(card).getByRole('button', { name: 'Approve Harbour Movers' }));
    expect(await screen.findByText("Harbour Movers's banner ad is approved.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.url).toBe(`/api/banners/${pending.id}/approve`);
    expect(calls[0]?.url).toBe('/api/banners/admin?status=PENDING&limit=50&page=1');
  });

  it('says when an approved banner awaits a new payment because its first was refunded', async () => {
    mockFetch((call) =>
      call.method === 'PUT'
        ? jsonResponse(200, { banner: { ...pending, status: 'AWAITING_PAYMENT' } })
        : jsonResponse(200, LIST),
    );
    const { user } = renderRoutes([{ path: '/', element: <PendingBannersPanel /> }]);
    await user.click(await screen.findByRole('button', { name: 'Approve Harbour Movers' }));
    expect(
      await screen.findByText(
        "Harbour Movers's banner ad was refunded, so it now awaits a new payment and comes back for review once paid.",
      ),
    ).toBeInTheDocument();
  });

  it('puts Approve before Reject at the card’s end, as every queue does (issue 31 item 2)', async () => {
    mockFetch(() => jsonResponse(200, LIST));
    renderRoutes([{ path: '/', element: <PendingBannersPanel /> }]);
    const card = await screen.findByRole('article', { name: 'Harbour Movers' });
    const actions = card.querySelector<HTMLElement>('[data-review-actions]');
    if (!actions) throw new Error('no review actions');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve', 'Reject']);
  });

  it('says when approving or rejecting fails', async () => {
    mockFetch((call) => (call.method === 'PUT' ? jsonResponse(500, {}) : jsonResponse(200, LIST)));
    const { user } = renderRoutes([{ path: '/', element: <PendingBannersPanel /> }]);
    await user.click(await screen.findByRole('button', { name: 'Approve Harbour Movers' }));
    expect(await screen.findByText('Failed to approve banner')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject Harbour Movers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this banner ad?' });
    await user.click(within(dialog).getByRole('radio', { name: 'Pictures not allowed / poor quality' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject banner ad' }));
    expect(await screen.findByText('Failed to reject banner')).toBeInTheDocument();
  });

  it('sends the chosen reason and note with the rejection', async () => {
    const { calls } = mockFetch((call) =>
      call.method === 'PUT'
        ? jsonResponse(200, { banner: { ...pending, status: 'REJECTED' } })
        : jsonResponse(200, LIST),
    );
    const { user } = renderRoutes([{ path: '/', element: <PendingBannersPanel /> }]);
    await user.click(await screen.findByRole('button', { name: 'Reject Harbour Movers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this banner ad?' });
    await user.click(within(dialog).getByRole('radio', { name: 'Prohibited items' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Note to the seller (optional)' }),
      'Tobacco is not advertised here.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject banner ad' }));
    expect(await screen.findByText("Harbour Movers's banner ad is rejected.")).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`/api/banners/${pending.id}/reject`);
    expect(put?.body).toEqual({ code: 'PROHIBITED_ITEMS', note: 'Tobacco is not advertised here.' });
  });
});
