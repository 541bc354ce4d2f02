import { registerAuctioneer, registerSignedOut } from './support/accounts.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * Spec 001 §2 Pricing page. The prices asserted are the defaults of decision 2 (the e2e server
 * starts on a fresh database); a journey that edits prices must restore them.
 */
const card = (page: Page, name: string) => page.getByRole('article', { name });

test('a visitor sees the three products at the default prices in CAD and is asked to log in', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Advertising Pricing' })).toBeVisible();
  await expect(page.getByText(/exclude tax\. HST\/GST for your province is added at checkout/)).toBeVisible();

  const auction = card(page, 'Auction Listing');
  await expect(auction.getByText('$99.00', { exact: true })).toBeVisible();
  await expect(auction.getByText('CAD per listing')).toBeVisible();
  await expect(auction.getByText('30-day listing')).toBeVisible();

  const banners = card(page, 'Banner Ads');
  await expect(banners.getByText('$149.00', { exact: true })).toBeVisible();
  await expect(banners.getByText('CAD per month')).toBeVisible();
  await expect(banners.getByText('$299.00/month')).toBeVisible();
  await expect(banners.getByText('$149.00/month')).toBeVisible();
  await expect(banners.getByText('970x90')).toBeVisible();
  await expect(banners.getByText('250x250')).toBeVisible();

  const directory = card(page, 'Directory Listing');
  await expect(directory.getByText('$199.00', { exact: true })).toBeVisible();
  await expect(directory.getByText('CAD per year')).toBeVisible();

  for (const product of [auction, banners, directory]) {
    await expect(product.getByRole('link', { name: 'Login to Create' })).toHaveAttribute('href', '/login');
  }
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
});

test('Login to Create leads through the login to the create screen', async ({
  page,
  playwright,
  baseURL,
}) => {
  const account = await registerSignedOut(playwright, baseURL);
  await page.goto('/pricing');
  await card(page, 'Auction Listing').getByRole('link', { name: 'Login to Create' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/create-listing$/);
});

test('a signed-in auctioneer gets a create button on every card', async ({ page }) => {
  await registerAuctioneer(page.request);
  await page.goto('/pricing');

  await expect(card(page, 'Auction Listing').getByRole('link', { name: 'Create Listing' })).toHaveAttribute(
    'href',
    '/create-listing',
  );
  await expect(card(page, 'Banner Ads').getByRole('link', { name: 'Create Banner Ad' })).toHaveAttribute(
    'href',
    '/create-banner',
  );
  await expect(
    card(page, 'Directory Listing').getByRole('link', { name: 'Create Directory Listing' }),
  ).toHaveAttribute('href', '/create-directory-listing');
  await expect(page.getByRole('link', { name: 'Login to Create' })).toHaveCount(0);

  await card(page, 'Auction Listing').getByRole('link', { name: 'Create Listing' }).click();
  await expect(page).toHaveURL(/\/create-listing$/);
});
