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
 * Issue 31 item 2: an admin rejects an auction with a reason chosen from the list and a note; the
 * seller reads "Rejected: <reason>" and the note on their dashboard, edits the listing and so
 * resubmits it, and it is back in review. The data is set up through the API.
 */
test('an admin rejects an auction with a reason, and the seller reads it and resubmits', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = `Lighthouse keeper’s estate ${Date.now()}`;

  // 0. A seller whose listings are free (so it goes straight to review) submits an auction.
  const seller = await newIsolatedPage(browser);
  await registerAuctioneer(seller.request, newAccount('reasons'));
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
      description: 'Brass lamps, charts, a barometer and sea chests from a Cape Breton light station.',
      categoryId: categories[0].id,
      location: 'Louisbourg, NS',
      province: 'NS',
      auctionStartDate: new Date(start).toISOString(),
      auctionEndDate: new Date(start + 5 * 3_600_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  expect((await created.json()).auction.status).toBe('PENDING');

  // 1. The admin rejects it from the queue, with a reason and a note, by the dialog.
  const admin = await signedInPage(browser, ADMIN);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Pending Auctions' }).click();
  const card = admin.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reject this auction?' });
  await dialog.getByRole('radio', { name: 'Missing or unclear date/location' }).check();
  await dialog
    .getByLabel('Note to the seller (optional)')
    .fill('Please give the street address of the sale.');
  await dialog.getByRole('button', { name: 'Reject auction' }).click();
  await expect(admin.getByText('Auction rejected')).toBeVisible();
  await expect(card).toHaveCount(0);
  await admin.context().close();

  // 2. The seller reads why on their dashboard.
  await seller.goto('/dashboard');
  const mine = seller.getByRole('article', { name: title });
  await expect(mine.getByText('Rejected: Missing or unclear date/location')).toBeVisible();
  await expect(mine.getByText('Please give the street address of the sale.')).toBeVisible();

  // 3. They edit and resubmit: back in review, the reason gone.
  await mine.getByRole('link', { name: /^Edit and resubmit/ }).click();
  await expect(seller.getByText('Rejected: Missing or unclear date/location')).toBeVisible();
  await seller.getByLabel('Location').fill('7 Havenside Road, Louisbourg, NS');
  await seller.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    seller.getByText('Your changes were saved and the listing is back in review, at no new fee.'),
  ).toBeVisible();
  const again = seller.getByRole('article', { name: title });
  await expect(again.getByText('Under Review')).toBeVisible();
  await expect(again.getByText(/^Rejected:/)).toHaveCount(0);

  const read = await (await seller.request.get(`/api/auctions/${id}`)).json();
  expect(read.auction).toMatchObject({ status: 'PENDING', rejection: null });
  await seller.context().close();
});
