import { ADMIN, signIn } from './support/accounts.ts';
import { listApprovedAuction } from './support/listings.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 17: a visitor plans a weekend near a town — auctions within the radius, nearest first,
 * each with its distance, none beyond, and the search kept in the address.
 */
test('a visitor finds the auctions within 50 km of Truro, nearest first, and none beyond', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN);
  const categories = await (await admin.get('/api/categories')).json();
  const word = `weekend${Date.now()}`;
  const list = async (title: string, location: string, startsInDays: number) => {
    const start = Date.now() + startsInDays * 86_400_000;
    await listApprovedAuction(admin, {
      title: `${title} ${word}`,
      description: `A ${word} sale with tools, furniture and collectibles; viewing the morning of the sale.`,
      categoryId: categories[0].id,
      location,
      province: 'NS',
      auctionStartDate: new Date(start).toISOString(),
      auctionEndDate: new Date(start + 6 * 3_600_000).toISOString(),
    });
  };
  // Start dates disagree with distances, so the order shown is the distance's.
  await list('Valley barn sale', 'Stewiacke, NS', 2);
  await list('Main Street estate', 'Truro, NS', 5);
  await list('Harbour front moving sale', 'Halifax, NS', 1);
  await admin.dispose();

  await page.goto(`/auctions?search=${word}`);
  await expect(page.getByText('Showing 3 of 3 auctions')).toBeVisible();
  await page.getByLabel('Near').fill('Truro');
  await page.getByLabel('Within').selectOption('50');
  await page.getByLabel('Sort by').selectOption('distance');
  await page.getByRole('button', { name: 'Search' }).click();

  await expect(page).toHaveURL(/near=truro-ns/);
  await expect(page).toHaveURL(/sort=distance/);
  await expect(page.getByText('Showing 2 of 2 auctions')).toBeVisible();
  const titles = page.getByRole('region', { name: /Showing/ }).getByRole('heading', { level: 2 });
  await expect(titles).toHaveText([`Main Street estate ${word}`, `Valley barn sale ${word}`]);
  await expect(page.getByText(/Truro, NS · 0 km away/)).toBeVisible();
  await expect(page.getByText(/Stewiacke, NS · \d+ km away/)).toBeVisible();
  await expect(page.getByText(`Harbour front moving sale ${word}`)).toHaveCount(0);

  // The address alone brings the same search back, the town named in its box.
  await page.reload();
  await expect(page.getByLabel('Near')).toHaveValue('Truro, NS');
  await expect(page.getByText('Showing 2 of 2 auctions')).toBeVisible();
});
