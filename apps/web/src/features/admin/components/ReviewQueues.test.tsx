import type { Auction, AuctionSeller, Banner } from '@mariner/contracts';
import { notStatedSaleFacts } from '@mariner/contracts/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { DirectoryPanel } from './DirectoryPanel.tsx';
import { PendingAuctionsPanel } from './PendingAuctionsPanel.tsx';
import { PendingBannersPanel } from './PendingBannersPanel.tsx';

/**
 * Issue 31 item 1: the review queues page, search, filter and sort through the server with the
 * choice in the address, and approve or reject the ticked items in one call.
 */
const seller: AuctionSeller = {
  id: '5b0f3c1e-2d4a-4e8b-9c7d-1a2b3c4d5e6f',
  companyName: 'Tidewater Auctions Ltd.',
  companyLogo: null,
  companyContactName: null,
  companyContactEmail: null,
  email: 'marie@tidewater.example',
  companyContactPhone: null,
  companyPhone: null,
  firstName: 'Marie',
  lastName: 'LeBlanc',
};

const auction = (n: number, title: string): Auction => ({
  id: `0d6c2b1a-9e8f-4a7b-8c6d-${String(n).padStart(12, '0')}`,
  title,
  description: `${title}: furniture, tools and collectibles from a lifetime of gathering.`,
  titleFr: null,
  descriptionFr: null,
  eventStatus: 'SCHEDULED',
  previousStartDate: null,
  categoryId: '3a9e5f2b-1c4d-4e6f-8a7b-9c0d1e2f3a4b',
  category: { id: '3a9e5f2b-1c4d-4e6f-8a7b-9c0d1e2f3a4b', name: 'Estate Sales' },
  featuredImage: null,
  images: [],
  location: 'Lunenburg, NS',
  province: 'NS',
  timeZone: 'America/Halifax',
  status: 'PENDING',
  auctionStartDate: '2026-12-05T14:00:00.000Z',
  auctionEndDate: '2026-12-06T20:00:00.000Z',
  previewUrl: null,
  catalogUrl: null,
  ...notStatedSaleFacts(),
  createdAt: `2026-11-0${n}T12:00:00.000Z`,
  updatedAt: `2026-11-0${n}T12:00:00.000Z`,
  sellerId: seller.id,
  seller,
});

const page = <T,>(key: 'auctions' | 'banners', items: T[], total = items.length, current = 1) => ({
  [key]: items,
  pagination: { page: current, limit: 50, total, totalPages: Math.ceil(total / 50) },
});

function stubAuctions(items: Auction[], bulkAnswer?: (call: FetchCall) => Response) {
  let pending = [...items];
  return mockFetch((call) => {
    if (call.url === '/api/auctions/bulk-review') {
      if (bulkAnswer) return bulkAnswer(call);
      const { ids } = call.body as { ids: string[] };
      pending = pending.filter((item) => !ids.includes(item.id));
      return jsonResponse(200, { results: ids.map((id) => ({ id, ok: true })) });
    }
    const url = new URL(call.url, 'http://x');
    const search = url.searchParams.get('search')?.toLowerCase();
    const shown = search ? pending.filter((item) => item.title.toLowerCase().includes(search)) : pending;
    return jsonResponse(
      200,
      url.searchParams.get('page') === '2' ? page('auctions', shown, 120, 2) : page('auctions', shown),
    );
  });
}

const renderAuctions = (entry = '/admin?tab=pending-auctions') =>
  renderRoutes([{ path: '/admin', element: <PendingAuctionsPanel /> }], { initialEntries: [entry] });

describe('PendingAuctionsPanel (issue 31)', () => {
  it('reads its search, province, sort and page from the address and asks the server for them', async () => {
    const { calls } = stubAuctions([auction(1, 'Harbourside estate sale')]);
    renderAuctions('/admin?tab=pending-auctions&q=harbour&province=NB&sort=title&page=2');
    await screen.findByRole('article', { name: 'Harbourside estate sale' });
    expect(calls[0]?.url).toBe(
      '/api/auctions?status=PENDING&limit=50&page=2&sort=title&search=harbour&province=NB',
    );
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('harbour');
    expect(screen.getByRole('combobox', { name: 'Province' })).toHaveValue('NB');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('title');
    expect(document.body.textContent).toContain('120 auctions are waiting for review. Page 2 of 3.');
  });

  it('searches on submit, into the address, from the first page', async () => {
    const { calls } = stubAuctions([auction(1, 'Harbourside estate sale'), auction(2, 'Farm dispersal')]);
    const { user, router } = renderAuctions();
    await screen.findByRole('article', { name: 'Farm dispersal' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'farm');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Harbourside estate sale' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('?tab=pending-auctions&q=farm');
    expect(calls.at(-1)?.url).toBe('/api/auctions?status=PENDING&limit=50&page=1&sort=oldest&search=farm');
  });

  it('approves the ticked auctions in one call after confirmation, and they leave the list', async () => {
    const items = [
      auction(1, 'Harbourside estate sale'),
      auction(2, 'Farm dispersal'),
      auction(3, 'Boat sale'),
    ];
    const { calls } = stubAuctions(items);
    const { user } = renderAuctions();
    await screen.findByRole('article', { name: 'Boat sale' });
    const approveSelected = screen.getByRole('button', { name: 'Approve selected' });
    expect(approveSelected).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select Harbourside estate sale' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Boat sale' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(approveSelected);
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve 2 auctions?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('2 approved.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/auctions/bulk-review')?.body).toEqual({
      ids: [items[0]?.id, items[2]?.id],
      action: 'approve',
    });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Boat sale' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Farm dispersal' })).toBeInTheDocument();
  });

  it('ticks the whole page at once and rejects with one reason, naming those that failed', async () => {
    const items = [auction(1, 'Harbourside estate sale'), auction(2, 'Farm dispersal')];
    const { calls } = stubAuctions(items, () =>
      jsonResponse(200, {
        results: [
          { id: items[0]?.id, ok: true },
          {
            id: items[1]?.id,
            ok: false,
            error: 'This auction is awaiting payment and is not in review yet.',
          },
        ],
      }),
    );
    const { user } = renderAuctions();
    await screen.findByRole('article', { name: 'Farm dispersal' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select Farm dispersal' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 auctions' });
    await user.click(within(dialog).getByRole('radio', { name: 'Duplicate listing' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText(
        /1 rejected\. 1 could not be reviewed: Farm dispersal \(This auction is awaiting payment/,
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/auctions/bulk-review')?.body).toEqual({
      ids: items.map((item) => item.id),
      action: 'reject',
      reason: { code: 'DUPLICATE', note: null },
    });
  });
});

const banner = (n: number, name: string): Banner => ({
  id: `9e8d7c6b-5a4f-4e3d-8c2b-${String(n).padStart(12, '0')}`,
  advertiserId: seller.id,
  advertiserName: name,
  contactEmail: 'ads@harbour.example.ca',
  targetUrl: 'https://harbour.example.ca/spring',
  imageUrl: 'https://mariner.example/uploads/banner.webp',
  mobileImageUrl: null,
  placement: 'HOMEPAGE_SIDEBAR_1',
  size: 'SQUARE',
  startDate: '2029-12-01T00:00:00.000Z',
  endDate: '2029-12-31T00:00:00.000Z',
  status: 'PENDING',
  createdAt: '2029-11-01T00:00:00.000Z',
  impressions: 0,
  clicks: 0,
});

describe('PendingBannersPanel (issue 31)', () => {
  it('filters by placement through the address and rejects the ticked banners with one reason', async () => {
    const items = [banner(1, 'Harbour Movers'), banner(2, 'Anvil Forge')];
    const { calls } = mockFetch((call) =>
      call.url === '/api/banners/bulk-review'
        ? jsonResponse(200, { results: items.map((item) => ({ id: item.id, ok: true })) })
        : jsonResponse(200, page('banners', items)),
    );
    const { user, router } = renderRoutes([{ path: '/admin', element: <PendingBannersPanel /> }], {
      initialEntries: ['/admin?tab=pending-banners'],
    });
    await screen.findByRole('article', { name: 'Anvil Forge' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Placement' }), 'HOMEPAGE');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=pending-banners&placement=HOMEPAGE'));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/banners/admin?status=PENDING&limit=50&page=1&placement=HOMEPAGE'),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 banner ads' });
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByRole('textbox'), 'Wrong size.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('2 rejected.')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/banners/bulk-review')?.body).toEqual({
      ids: items.map((item) => item.id),
      action: 'reject',
      reason: { code: 'OTHER', note: 'Wrong size.' },
    });
  });
});

describe('DirectoryPanel (issue 31)', () => {
  it('reads its search, type, listed state and order from the address and writes a change there', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse(200, { users: [], pagination: { page: 1, limit: 100, total: 0, totalPages: 0 } }),
    );
    const { user, router } = renderRoutes([{ path: '/admin', element: <DirectoryPanel /> }], {
      initialEntries: ['/admin?tab=directory&q=harbour&type=MOVE_MANAGER&listed=false&sort=newest'],
    });
    await waitFor(() =>
      expect(calls[0]?.url).toBe(
        '/api/users/directory?limit=100&page=1&search=harbour&advertiserType=MOVE_MANAGER&listed=false&sort=newest',
      ),
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Directory' }), 'true');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?tab=directory&q=harbour&type=MOVE_MANAGER&listed=true&sort=newest',
      ),
    );
  });
});
