import { ADMIN, newAccount, newIsolatedPage, registerAuctioneer, signIn } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 30 item 1: a visitor opens a live auction and follows its catalogue link; the seller sees
 * the view and the click on their dashboard and on the listing's own statistics, drawn as a chart
 * with the numbers as a table, and turns the weekly summary off in their profile. The data is set
 * up through the API.
 */
test('a seller sees their listing’s statistics as a chart', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const title = `Tancook Island estate sale ${Date.now()}`;

  // 0. An auctioneer (free listings) lists an auction with a catalogue; the admin approves it.
  const seller = await newIsolatedPage(browser);
  await registerAuctioneer(seller.request, newAccount('stats'));
  const session = await (await seller.request.get('/api/auth/session')).json();
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN);
  const free = await admin.put(`/api/users/${session.user.id}/free-auction-listings`, {
    data: { freeAuctionListings: true },
  });
  expect(free.status(), await free.text()).toBe(200);
  const categories = await (await admin.get('/api/categories')).json();
  const start = Date.now() + 12 * 86_400_000;
  const created = await seller.request.post('/api/auctions', {
    data: {
      title,
      description: 'Dories, lobster traps, a cast-iron stove and island quilts from a Mahone Bay family.',
      categoryId: categories[0].id,
      location: 'Tancook Island, NS',
      province: 'NS',
      auctionStartDate: new Date(start).toISOString(),
      auctionEndDate: new Date(start + 5 * 3_600_000).toISOString(),
      catalogUrl: 'https://catalogue.example.ca/tancook',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = await created.json();
  expect((await admin.put(`/api/auctions/${id}/approve`)).status()).toBe(200);
  await admin.dispose();

  // 1. A visitor opens the auction (the page reports the view) and follows the catalogue link,
  //    which leads through our counted redirect to the address stored with the auction.
  const visitor = await newIsolatedPage(browser);
  await visitor.goto(`/auctions/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const catalogue = visitor.getByRole('link', { name: /View Catalog/ });
  const out = await catalogue.getAttribute('href');
  expect(out).toBe(`/api/auctions/${id}/out?to=catalogue`);
  const redirect = await visitor.request.get(out ?? '', { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers().location).toBe('https://catalogue.example.ca/tancook');
  await expect
    .poll(async () => (await (await seller.request.get(`/api/auctions/${id}/stats`)).json()).totals, {
      timeout: 15_000,
    })
    .toMatchObject({ views: 1, outboundClicks: 1 });
  // Nobody else reads them.
  expect((await visitor.request.get(`/api/auctions/${id}/stats`)).status()).toBe(401);
  await visitor.context().close();

  // 2. The seller's dashboard: the totals of all their listings, and this one in the table.
  await seller.goto('/dashboard');
  const stats = seller.getByRole('region', { name: 'Your listings’ statistics' });
  const totals = stats.getByLabel('Totals of all your listings for the period');
  await expect(totals.getByText('Views', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    '1',
  );
  await expect(
    stats.getByRole('figure', { name: 'All your listings, per day' }).locator('canvas').first(),
  ).toBeVisible();

  // 3. The listing's own statistics, from its card: the chart, drawn, and its numbers as a table.
  await seller
    .getByRole('article', { name: title })
    .getByRole('link', { name: /^Statistics/ })
    .click();
  await expect(seller).toHaveURL(new RegExp(`/dashboard/listings/${id}/stats$`));
  await expect(seller.getByRole('heading', { level: 1, name: 'Listing statistics' })).toBeVisible();
  await expect(seller.getByRole('link', { name: title })).toBeVisible();
  const chart = seller.getByRole('figure', { name: 'Per day' });
  await expect(chart.locator('canvas').first()).toBeVisible();
  await chart.getByRole('button', { name: 'Show the numbers as a table' }).click();
  const lastRow = chart.getByRole('table').getByRole('row').last();
  await expect(lastRow.getByRole('cell').first()).toHaveText('1');
  await seller.getByLabel('Period', { exact: true }).selectOption({ label: 'Last 7 days' });
  await expect(seller).toHaveURL(/\?days=7$/);
  await expect(chart.getByRole('table').getByRole('row')).toHaveCount(8);

  // 4. The weekly summary is turned off in the profile.
  await seller.goto('/profile/edit');
  const weekly = seller.getByRole('checkbox', { name: /weekly summary of my listings’ statistics/ });
  await expect(weekly).toBeChecked();
  await weekly.uncheck();
  await seller.getByRole('button', { name: 'Save Changes' }).click();
  await expect(seller.getByText('Profile updated successfully!').first()).toBeVisible();
  const profile = await (await seller.request.get('/api/users/profile')).json();
  expect(profile.user.weeklyStatsEmail).toBe(false);
  await seller.context().close();
});
