import { randomUUID } from 'node:crypto';
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
 * Issue 31 item 1: the admin narrows the pending auctions to one batch by searching, ticks two of
 * them, approves both at once after the confirmation, and they leave the queue (also after a
 * reload, the search still in the address). The data is set up through the API.
 */
test('an admin searches the pending auctions and bulk-approves two, which leave the queue', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const batch = `Quillwort${randomUUID().slice(0, 6)}`;
  const titles = [`${batch} lighthouse estate`, `${batch} boatyard tools`, `${batch} chapel organ`];

  // A seller whose listings are free (so they go straight to review) submits three auctions.
  const seller = await newIsolatedPage(browser);
  await registerAuctioneer(seller.request, newAccount('queues'));
  const session = await (await seller.request.get('/api/auth/session')).json();
  const api = await playwright.request.newContext({ baseURL });
  await signIn(api, ADMIN);
  const free = await api.put(`/api/users/${session.user.id}/free-auction-listings`, {
    data: { freeAuctionListings: true },
  });
  expect(free.status(), await free.text()).toBe(200);
  const categories = await (await api.get('/api/categories')).json();
  await api.dispose();
  for (const [n, title] of titles.entries()) {
    const start = Date.now() + (9 + n) * 86_400_000;
    const created = await seller.request.post('/api/auctions', {
      data: {
        title,
        description: 'Brass lamps, charts, a barometer and sea chests from a Cape Breton light station.',
        categoryId: categories[0].id,
        location: 'Louisbourg, NS',
        province: 'NS',
        auctionStartDate: new Date(start).toISOString(),
        auctionEndDate: new Date(start + 5 * 3_600_000).toISOString(),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await seller.context().close();

  // The admin finds the batch by searching (case and accents aside).
  const admin = await signedInPage(browser, ADMIN);
  await admin.goto('/admin?tab=pending-auctions');
  const search = admin.getByRole('search', { name: 'Find pending auctions' });
  await search.getByRole('searchbox', { name: 'Search' }).fill(batch.toLowerCase());
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(admin).toHaveURL(new RegExp(`q=${batch.toLowerCase()}`));
  const cards = admin.getByRole('article');
  await expect(cards).toHaveCount(3);

  // Two are ticked and approved together.
  await admin.getByRole('checkbox', { name: `Select ${titles[0]}` }).check();
  await admin.getByRole('checkbox', { name: `Select ${titles[2]}` }).check();
  await expect(admin.getByText('2 selected')).toBeVisible();
  await admin.getByRole('button', { name: 'Approve selected' }).click();
  const dialog = admin.getByRole('alertdialog', { name: 'Approve 2 auctions?' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('2 approved.')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(admin.getByRole('article', { name: titles[1] })).toBeVisible();

  // The queue (from the server, the search kept in the address) holds only the third.
  await admin.reload();
  await expect(admin.getByRole('article', { name: titles[1] })).toBeVisible();
  await expect(admin.getByRole('article')).toHaveCount(1);
  await expect(admin.getByRole('searchbox', { name: 'Search' })).toHaveValue(batch.toLowerCase());
});
