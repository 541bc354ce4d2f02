import { ADMIN, newAccount, newIsolatedPage, registerAuctioneer, signIn } from './support/accounts.ts';
import { listApprovedAuction } from './support/listings.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 29 item 4: a visitor searches an item from the home page, sees the sale found by it (with
 * "1 matching item"), switches to the Items tab and lands on the lot, on the catalogue page that
 * holds it; a bare shared `#lot-…` of a later page lands there too.
 */
test('search an item from the home page and land on #lot-…', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  // A word no other journey uses, so this sale is the only one found.
  const word = `zorvex${Date.now().toString(36)}`;
  const sellerContext = await playwright.request.newContext({ baseURL });
  await registerAuctioneer(sellerContext, newAccount('lotsearch'));
  const session = await (await sellerContext.get('/api/auth/session')).json();
  await sellerContext.dispose();

  // Set up through the API: a sale near Truro listed and approved by the superadmin, 55 lots, the
  // one to find last (on the catalogue's second page of 50).
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN);
  const categories = await (await admin.get('/api/categories')).json();
  const start = Date.now() + 9 * 86_400_000;
  const title = `Truro farmhouse contents ${Date.now()}`;
  const id = await listApprovedAuction(admin, {
    sellerId: session.user.id,
    title,
    description: 'Pine furniture, crocks, quilts and a workshop of tools; viewing the morning of the sale.',
    categoryId: categories[0].id,
    location: 'Truro, NS',
    province: 'NS',
    auctionStartDate: new Date(start).toISOString(),
    auctionEndDate: new Date(start + 5 * 3_600_000).toISOString(),
  });
  for (let n = 1; n <= 55; n += 1) {
    const lot =
      n === 55
        ? {
            lotNumber: '55',
            title: `Heintzman ${word} upright piano`,
            estimateLow: 50_000,
            estimateHigh: 90_000,
          }
        : { lotNumber: String(n), title: `Box lot of kitchenware number ${n}` };
    const created = await admin.post(`/api/auctions/${id}/lots`, { data: lot });
    expect(created.status()).toBe(201);
  }
  // The API finds it by its word, near Truro, with the distance.
  const near = await admin.get(`/api/lots?search=${word}&near=truro-ns&radiusKm=25`);
  expect(near.status()).toBe(200);
  const answer = await near.json();
  expect(answer.lots).toHaveLength(1);
  expect(answer.lots[0]).toMatchObject({ lotNumber: '55', cataloguePage: 2, auction: { id } });
  expect(typeof answer.lots[0].distanceKm).toBe('number');
  await admin.dispose();

  const visitor = await newIsolatedPage(browser);
  await visitor.goto('/');
  await visitor.getByLabel('Search auctions').fill(word);
  await visitor.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`search=${word}`));
  const card = visitor.getByRole('article', { name: title });
  await expect(card.getByRole('link', { name: /1 matching item/ })).toBeVisible();

  await visitor.getByRole('navigation', { name: 'Search in' }).getByRole('link', { name: 'Items' }).click();
  await expect(visitor).toHaveURL(/tab=items/);
  await expect(visitor.getByText('Showing 1 of 1 item')).toBeVisible();
  await expect(visitor.getByText('Estimate $500.00 – $900.00')).toBeVisible();
  await visitor.getByRole('link', { name: new RegExp(`Lot 55.*${word}`) }).click();
  await expect(visitor).toHaveURL(new RegExp(`/auctions/${id}\\?lots=2#lot-55$`));
  const lot = visitor.locator('#lot-55');
  await expect(lot).toBeInViewport();
  await expect(lot.getByRole('heading', { name: `Heintzman ${word} upright piano` })).toBeVisible();

  // A bare anchor shared from page 2 moves to the page that holds the lot.
  await visitor.goto(`/auctions/${id}#lot-55`);
  await expect(visitor).toHaveURL(new RegExp(`/auctions/${id}\\?lots=2#lot-55$`));
  await expect(visitor.locator('#lot-55')).toBeInViewport();
  await visitor.context().close();
});
