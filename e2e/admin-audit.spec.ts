import {
  ADMIN,
  newAccount,
  newIsolatedPage,
  registerAuctioneer,
  signedInPage,
  signIn,
} from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 31 item 5: the superadmin approves an auction from the queue, then finds that approval in
 * the Audit tab with who did it, the auction linked and its status before and after. The auction
 * is set up through the API; the log is filtered by this auction, as other journeys write to it too.
 */
test('an approval appears in the Audit tab with its actor', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const title = `Harbourfront chandlery auction ${Date.now()}`;

  // 0. A seller whose listings are free (so it goes straight to review) submits an auction.
  const seller = await newIsolatedPage(browser);
  await registerAuctioneer(seller.request, newAccount('audit'));
  const session = await (await seller.request.get('/api/auth/session')).json();
  const api = await playwright.request.newContext({ baseURL });
  await signIn(api, ADMIN);
  const free = await api.put(`/api/users/${session.user.id}/free-auction-listings`, {
    data: { freeAuctionListings: true },
  });
  expect(free.status(), await free.text()).toBe(200);
  const categories = await (await api.get('/api/categories')).json();
  await api.dispose();
  const start = Date.now() + 9 * 86_400_000;
  const created = await seller.request.post('/api/auctions', {
    data: {
      title,
      description: 'Rope, brass fittings, lanterns and charts from a Lunenburg ship chandlery.',
      categoryId: categories[0].id,
      location: 'Lunenburg, NS',
      province: 'NS',
      auctionStartDate: new Date(start).toISOString(),
      auctionEndDate: new Date(start + 5 * 3_600_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  await seller.context().close();

  // 1. The superadmin approves it from the queue.
  const admin = await signedInPage(browser, ADMIN);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Pending Auctions' }).click();
  const card = admin.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card).toHaveCount(0);

  // 2. The Audit tab shows the approval, by whom, with the auction linked.
  await admin.getByRole('tab', { name: 'Audit' }).click();
  await expect(admin.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await admin.getByLabel('Action').selectOption({ label: 'Auction approved' });
  await admin.getByLabel('Subject').fill(`auction:${id}`);
  await admin.getByRole('button', { name: 'Apply filters' }).click();
  const entries = admin.getByRole('list', { name: 'Audit entries' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  const entry = entries.first();
  await expect(entry.getByText('Auction approved')).toBeVisible();
  await expect(entry.getByTestId('audit-actor')).toContainText(ADMIN.email);
  await expect(entry.getByRole('link', { name: title })).toHaveAttribute('href', `/auctions/${id}`);
  await entry.getByText('1 change').click();
  await expect(entry.getByRole('row', { name: /Status/ })).toContainText('Under Review');
  await expect(entry.getByRole('row', { name: /Status/ })).toContainText('Live');
  await admin.context().close();
});
