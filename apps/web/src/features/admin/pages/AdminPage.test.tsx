import type { Auction, AuctionSeller } from '@mariner/contracts';
import { MESSAGES, notStatedSaleFacts } from '@mariner/contracts/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AdminPage } from './AdminPage.tsx';

/** Issue 31: the queue's first page (50, oldest first) and the tab's count (one row, the whole total). */
const LIST_URL = '/api/auctions?status=PENDING&limit=50&page=1&sort=oldest';
const COUNT_URL = '/api/auctions?status=PENDING&limit=1';
const STATS = {
  users: { total: 3 },
  auctions: { live: 0, pending: 3 },
  banners: { active: 0, pending: 0 },
  revenue: { monthCents: 0, yearCents: 0, timeZone: 'America/Halifax' },
  newsletter: { subscribers: 0 },
};

const tidewater: AuctionSeller = {
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

const harbour: AuctionSeller = {
  ...tidewater,
  id: '7c1e4d2f-3e5b-4f9c-8d8e-2b3c4d5e6f70',
  companyName: 'Harbour Estate Sales',
  email: 'sam@harbour.example',
  firstName: 'Sam',
  lastName: 'Doucet',
};

let sequence = 0;
const makeAuction = (title: string, seller: AuctionSeller, createdAt: string): Auction => {
  sequence += 1;
  return {
    id: `0d6c2b1a-9e8f-4a7b-8c6d-${String(sequence).padStart(12, '0')}`,
    title,
    description: `${title}: furniture, tools and collectibles from a lifetime of gathering on the South Shore.`,
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
    createdAt,
    updatedAt: createdAt,
    sellerId: seller.id,
    seller,
  };
};

const listOf = (auctions: Auction[]) => ({
  auctions,
  pagination: { page: 1, limit: 100, total: auctions.length, totalPages: auctions.length ? 1 : 0 },
});

/**
 * A small stand-in for the review calls: it keeps the pending list, so the refetch after a change
 * answers what the server would. `fail` makes the named call answer 500.
 */
function stubReviewApi(
  initial: Auction[],
  fail: { list?: number; review?: boolean } = {},
  approvedStatus: Auction['status'] = 'APPROVED',
) {
  let pending = [...initial];
  let listFailures = fail.list ?? 0;
  const approveOrReject = /^\/api\/auctions\/([^/]+)\/(approve|reject)$/;
  return mockFetch((call: FetchCall) => {
    if (call.url === COUNT_URL) {
      return jsonResponse(200, { ...listOf(pending.slice(0, 1)), pagination: listOf(pending).pagination });
    }
    if (call.url === LIST_URL) {
      if (listFailures > 0) {
        listFailures -= 1;
        return jsonResponse(500, { error: 'INTERNAL', message: 'Something went wrong on our side.' });
      }
      // The server sorts (oldest submission first).
      return jsonResponse(200, listOf([...pending].sort((a, b) => a.createdAt.localeCompare(b.createdAt))));
    }
    // The stat cards above the tabs (their own tests are in StatCards.test.tsx).
    if (call.url === '/api/admin/stats') return jsonResponse(200, STATS);
    if (fail.review) return jsonResponse(500, { error: 'INTERNAL', message: 'Something went wrong.' });
    const match = approveOrReject.exec(call.url);
    if (match && call.method === 'PUT') {
      const auction = pending.find((item) => item.id === match[1]);
      if (!auction) return jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' });
      pending = pending.filter((item) => item !== auction);
      return jsonResponse(200, {
        auction: { ...auction, status: match[2] === 'approve' ? approvedStatus : 'REJECTED' },
      });
    }
    if (call.url === '/api/auctions/approve-all-by-user' && call.method === 'POST') {
      const { userId } = call.body as { userId: string };
      const count = pending.filter((item) => item.sellerId === userId).length;
      pending = pending.filter((item) => item.sellerId !== userId);
      return jsonResponse(200, { success: true, count });
    }
    return jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' });
  });
}

const admin = makeUser({ role: 'ADMIN', advertiserType: null, firstName: 'Ada' });
const renderAdmin = () =>
  renderRoutes([{ path: '/admin', element: <AdminPage /> }], {
    initialEntries: ['/admin'],
    user: admin,
  });

const sample = () => [
  makeAuction('Harbourfront estate of the late Captain Rhodes', tidewater, '2026-11-02T12:00:00.000Z'),
  makeAuction('Antique marine hardware and ship models', harbour, '2026-11-01T12:00:00.000Z'),
  makeAuction('Farm equipment dispersal near Truro', tidewater, '2026-11-03T12:00:00.000Z'),
];

describe('AdminPage, Pending Auctions', () => {
  it('lists pending auctions by seller, oldest first, under the Pending Auctions tab with its count', async () => {
    const auctions = sample();
    const { calls } = stubReviewApi(auctions);
    renderAdmin();

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: /Pending Auctions/ });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(tab).toHaveAccessibleName('Pending Auctions 3'));
    expect(screen.getByRole('tab', { name: /Pending Banner Ads/ })).toHaveAttribute('aria-selected', 'false');
    expect(calls.map((call) => call.url)).toContain(LIST_URL);

    const sellers = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sellers).toEqual(['Harbour Estate Sales', 'Tidewater Auctions Ltd.']);

    const article = screen.getByRole('article', { name: 'Harbourfront estate of the late Captain Rhodes' });
    expect(within(article).getByRole('link', { name: /Harbourfront estate/ })).toHaveAttribute(
      'href',
      `/auctions/${auctions[0]?.id}`,
    );
    expect(within(article).getByText('Estate Sales')).toBeInTheDocument();
    expect(within(article).getByText('Lunenburg, NS')).toBeInTheDocument();
    // 14:00 UTC is 10:00 in Halifax: the dates are the auction's own.
    expect(within(article).getByText(/Sat, Dec 5, 2026, 10:00 a\.m\. AST/)).toBeInTheDocument();
    expect(within(article).getByText(/Submitted/)).toBeInTheDocument();

    const group = screen.getByRole('region', { name: 'Tidewater Auctions Ltd.' });
    expect(within(group).getByText('Marie LeBlanc')).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'marie@tidewater.example' })).toHaveAttribute(
      'href',
      'mailto:marie@tidewater.example',
    );
    expect(within(group).getAllByRole('article')).toHaveLength(2);
    // A seller with one pending auction has no bulk action: Approve on the card does the same.
    const single = screen.getByRole('region', { name: 'Harbour Estate Sales' });
    expect(within(single).queryByRole('button', { name: /Approve all/ })).not.toBeInTheDocument();
  });

  it('shows the French title and description beside the English for review (issue 16)', async () => {
    const [first, ...rest] = sample();
    const bilingual = {
      ...(first as Auction),
      titleFr: 'Succession du regretté capitaine Rhodes, au bord du port',
      descriptionFr: 'Instruments de navigation, cartes marines et mobilier de la maison du capitaine.',
    };
    stubReviewApi([bilingual, ...rest]);
    renderAdmin();
    const article = await screen.findByRole('article', { name: bilingual.title });

    const french = within(article).getByText('Succession du regretté capitaine Rhodes, au bord du port');
    expect(french.closest('[lang="fr"]')).not.toBeNull();
    expect(within(article).getByText(/Instruments de navigation/)).toBeInTheDocument();
    expect(within(article).getByText('In French')).toBeInTheDocument();
    // Without French text, no French block.
    const other = await screen.findByRole('article', { name: 'Antique marine hardware and ship models' });
    expect(within(other).queryByText('In French')).not.toBeInTheDocument();
  });

  it('says when an approved auction awaits a new payment because its first was refunded', async () => {
    stubReviewApi(sample(), {}, 'AWAITING_PAYMENT');
    const { user } = renderAdmin();
    const article = await screen.findByRole('article', { name: 'Antique marine hardware and ship models' });
    await user.click(within(article).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(MESSAGES.auctionApprovedNeedsPayment)).toBeInTheDocument();
    expect(article).not.toBeInTheDocument();
  });

  it('approves an auction, says so, and takes it off the list', async () => {
    const { calls } = stubReviewApi(sample());
    const { user } = renderAdmin();
    const article = await screen.findByRole('article', { name: 'Antique marine hardware and ship models' });

    await user.click(within(article).getByRole('button', { name: 'Approve' }));

    const message = await screen.findByText('Auction approved');
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(article).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT' && call.url.endsWith('/approve'))).toBe(true);
    // The button the admin pressed has gone, so focus lands on the message rather than the page.
    expect(message.closest('[tabindex="-1"]')).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Pending Auctions/ })).toHaveAccessibleName(
        'Pending Auctions 2',
      ),
    );
  });

  it('says when approving fails and keeps the auction', async () => {
    stubReviewApi(sample(), { review: true });
    const { user } = renderAdmin();
    const article = await screen.findByRole('article', { name: 'Antique marine hardware and ship models' });

    await user.click(within(article).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to approve auction');
    expect(article).toBeInTheDocument();
  });

  it('asks why before rejecting, does nothing on Cancel, and sends the reason on confirmation', async () => {
    const { calls } = stubReviewApi(sample());
    const { user } = renderAdmin();
    const article = await screen.findByRole('article', { name: 'Farm equipment dispersal near Truro' });
    const reject = within(article).getByRole('button', { name: 'Reject' });

    await user.click(reject);
    let dialog = await screen.findByRole('dialog', { name: 'Reject this auction?' });
    expect(dialog).toHaveTextContent('“Farm equipment dispersal near Truro” will not be published');
    // Issue 31 item 2: the reasons are a radio group named "Reason", in the page's language.
    const reasons = within(dialog).getByRole('group', { name: 'Reason' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Missing or unclear date/location',
      'Pictures not allowed / poor quality',
      'Not an auction / off-topic',
      'Duplicate listing',
      'Prohibited items',
      'Contact details in the description',
      'Other',
    ]);
    // Escape closes the dialog back onto its button.
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(reject).toHaveFocus();

    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await user.click(reject);
    dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Reject auction' });
    // No reason chosen: told so, nothing sent.
    await user.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason from the list');
    // Other needs a note.
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Describe the reason when you choose Other');
    const note = within(dialog).getByRole('textbox', { name: 'Note to the seller (required for Other)' });
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await user.type(note, '  The sale is a private auction.  ');
    await user.click(confirm);

    expect(await screen.findByText('Auction rejected')).toBeInTheDocument();
    expect(article).not.toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.url)).toEqual([expect.stringMatching(/^\/api\/auctions\/[^/]+\/reject$/)]);
    expect(puts[0]?.body).toEqual({ code: 'OTHER', note: 'The sale is a private auction.' });
  });

  it('rejects with a reason chosen by keyboard alone and no note', async () => {
    const { calls } = stubReviewApi(sample());
    const { user } = renderAdmin();
    const article = await screen.findByRole('article', { name: 'Farm equipment dispersal near Truro' });
    within(article).getByRole('button', { name: 'Reject' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Reject this auction?' });
    // Focus starts in the dialog; Tab reaches the reasons, arrows move between them.
    const first = within(dialog).getByRole('radio', { name: 'Missing or unclear date/location' });
    first.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: 'Duplicate listing' })).toBeChecked();
    within(dialog).getByRole('button', { name: 'Reject auction' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Auction rejected')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ code: 'DUPLICATE', note: null });
  });

  it('puts Approve before Reject at the card’s end, as every queue does (issue 31 item 2)', async () => {
    stubReviewApi(sample());
    renderAdmin();
    const article = await screen.findByRole('article', { name: 'Farm equipment dispersal near Truro' });
    const actions = article.querySelector<HTMLElement>('[data-review-actions]');
    if (!actions) throw new Error('no review actions');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve', 'Reject']);
  });

  it('says when rejecting fails', async () => {
    stubReviewApi(sample(), { review: true });
    const { user } = renderAdmin();
    const article = await screen.findByRole('article', { name: 'Farm equipment dispersal near Truro' });
    await user.click(within(article).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Prohibited items' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject auction' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reject auction');
    expect(article).toBeInTheDocument();
  });

  it('approves all of one seller’s auctions after confirmation and reports the count', async () => {
    const { calls } = stubReviewApi(sample());
    const { user } = renderAdmin();
    await user.click(
      await screen.findByRole('button', { name: 'Approve all 2 from Tidewater Auctions Ltd.' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Approve all auctions from Tidewater Auctions Ltd.?',
    });
    expect(dialog).toHaveTextContent('All 2 pending auctions from Tidewater Auctions Ltd. go live at once');
    await user.click(within(dialog).getByRole('button', { name: 'Approve all' }));

    expect(await screen.findByText('Approved 2 pending auction(s) for this seller')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tidewater Auctions Ltd.' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('article', { name: 'Antique marine hardware and ship models' }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/auctions/approve-all-by-user')?.body).toEqual({
      userId: tidewater.id,
    });
  });

  it('says when approving all fails', async () => {
    stubReviewApi(sample(), { review: true });
    const { user } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: /Approve all 2 from/ }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve all' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to approve all auctions');
    expect(screen.getByRole('region', { name: 'Tidewater Auctions Ltd.' })).toBeInTheDocument();
  });

  it('shows the empty state when nothing waits', async () => {
    stubReviewApi([]);
    renderAdmin();
    expect(await screen.findByText('No auctions are waiting for review.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Pending Auctions/ })).toHaveAccessibleName('Pending Auctions 0');
  });

  it('shows an error with Try Again when the list fails to load', async () => {
    stubReviewApi(sample(), { list: 1 });
    const { user } = renderAdmin();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load dashboard data. Please refresh the page.');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells anyone but an admin they may not be here', () => {
    stubReviewApi(sample());
    renderRoutes([{ path: '/admin', element: <AdminPage /> }], {
      initialEntries: ['/admin'],
      user: makeUser(),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to access this page');
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});

describe('AdminPage, tabs by role', () => {
  const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/\d+$/, '').trim());

  it('shows an admin the six shared tabs (issue 31: Directory Listings, Invoices) and a superadmin Directory, Pricing, Categories, Reports and Audit too (spec 001 §2, issues 30 and 31)', () => {
    stubReviewApi([]);
    const { unmount } = renderAdmin();
    expect(tabNames()).toEqual([
      'Pending Auctions',
      'Pending Banner Ads',
      'Directory Listings',
      'Users',
      'Invoices',
      'Newsletter',
    ]);
    unmount();

    renderRoutes([{ path: '/admin', element: <AdminPage /> }], {
      initialEntries: ['/admin?tab=pricing'],
      user: makeUser({ role: 'SUPERADMIN' }),
    });
    expect(tabNames()).toEqual([
      'Pending Auctions',
      'Pending Banner Ads',
      'Directory Listings',
      'Users',
      'Invoices',
      'Newsletter',
      'Directory',
      'Pricing',
      'Categories',
      'Reports',
      'Audit',
    ]);
    expect(screen.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sends an admin who asks for the Pricing tab back to /admin', async () => {
    stubReviewApi([]);
    renderRoutes([{ path: '/admin', element: <AdminPage /> }], {
      initialEntries: ['/admin?tab=pricing'],
      user: admin,
    });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Pending Auctions/ })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.queryByRole('tab', { name: 'Pricing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Reports' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Audit' })).not.toBeInTheDocument();
  });
});
