import {
  ADMIN,
  confirmEmailOf,
  newAccount,
  registerAuctioneer,
  signedInPage,
  signIn,
} from './support/accounts.ts';
import { listApprovedAuction } from './support/listings.ts';
import { latestMailTo } from './support/mailbox.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 17 §7: a seller cancels a sale from its page; the page says so plainly, and a visitor who
 * saved it is told by e-mail, so no trip is wasted.
 */
test('a seller cancels a saved auction, the page says so and its saver is mailed', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN);
  const categories = await (await admin.get('/api/categories')).json();
  const title = `Lighthouse keeper's estate ${Date.now()}`;
  const start = Date.now() + 9 * 86_400_000;
  const id = await listApprovedAuction(admin, {
    title,
    description:
      'Brass lamps, charts, a barometer and furniture from the keeper’s house; viewing the day before.',
    categoryId: categories[0].id,
    location: 'Peggys Cove, NS',
    province: 'NS',
    auctionStartDate: new Date(start).toISOString(),
    auctionEndDate: new Date(start + 5 * 3_600_000).toISOString(),
  });
  await admin.dispose();

  // A buyer saves it.
  const buyer = await playwright.request.newContext({ baseURL });
  const account = await registerAuctioneer(buyer, newAccount('saver'));
  await confirmEmailOf(buyer, account.email);
  expect((await buyer.post(`/api/auctions/${id}/save`)).status()).toBe(200);
  await buyer.dispose();

  // Its seller (here the admin who listed it) cancels it from the page.
  const page = await signedInPage(browser, ADMIN);
  await page.goto(`/auctions/${id}`);
  const panel = page.getByRole('region', { name: 'Cancel or postpone' });
  await panel.getByRole('button', { name: 'Cancel this auction' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this auction?' });
  await dialog.getByRole('button', { name: 'Cancel the auction' }).click();
  await expect(page.getByText('This auction is cancelled.')).toBeVisible();
  await expect(panel).toHaveCount(0);

  const mail = await latestMailTo(account.email, { matching: /Cancelled:/ });
  expect(mail).toContain(`Cancelled: ${title}`);
  expect(mail).toContain(`/auctions/${id}`);
  await page.context().close();
});
