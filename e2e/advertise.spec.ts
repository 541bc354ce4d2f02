import { registerSignedOut } from './support/accounts.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * Spec 000 §2 Advertise. The prices asserted are the defaults of decision 2 (the e2e server starts
 * on a fresh database); a journey that edits prices must restore them.
 */
const product = (page: Page, name: string) => page.getByRole('article', { name });
const panel = (page: Page) => page.getByRole('region', { name: 'Get started' });

test('a visitor sees the three products at the default prices and signs in inline', async ({
  page,
  playwright,
  baseURL,
}) => {
  const account = await registerSignedOut(playwright, baseURL);
  await page.goto('/advertise');

  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Reach buyers and sellers across Atlantic and Eastern Canada',
    }),
  ).toBeVisible();
  const auction = product(page, 'Auction listings');
  await expect(auction.getByText('$99.00', { exact: true })).toBeVisible();
  await expect(auction.getByText('Reviewed within hours')).toBeVisible();
  const directory = product(page, 'Service directory');
  await expect(directory.getByText('$199.00', { exact: true })).toBeVisible();
  await expect(directory.getByText('Legal & Estate Services')).toBeVisible();
  const banners = product(page, 'Banner ads');
  await expect(banners.getByText('$299.00', { exact: true })).toBeVisible();
  await expect(banners.getByText('$149.00', { exact: true })).toBeVisible();
  await expect(banners.getByText('970×90')).toBeVisible();
  await expect(banners.getByText('250×250')).toBeVisible();

  await expect(panel(page).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/register',
  );
  await panel(page).getByLabel('Email').fill(account.email);
  await panel(page).getByLabel('Password', { exact: true }).fill(account.password);
  await panel(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.firstName}!` })).toBeVisible();

  // Back on the page, the signed-in auctioneer gets links instead of the form.
  await page.goto('/advertise');
  await expect(panel(page).getByRole('link', { name: 'Create an auction listing' })).toHaveAttribute(
    'href',
    '/create-listing',
  );
  await expect(panel(page).getByRole('link', { name: 'Update your directory profile' })).toHaveAttribute(
    'href',
    '/profile/edit',
  );
  await expect(panel(page).getByLabel('Email')).toHaveCount(0);
});

test('a wrong password on the inline form shows the server’s message and stays on the page', async ({
  page,
  playwright,
  baseURL,
}) => {
  const account = await registerSignedOut(playwright, baseURL);
  await page.goto('/advertise');

  await panel(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(panel(page).getByText('Email is required')).toBeVisible();
  await expect(panel(page).getByText('Password is required')).toBeVisible();

  await panel(page).getByLabel('Email').fill(account.email);
  await panel(page).getByLabel('Password', { exact: true }).fill('definitely-wrong');
  await panel(page).getByRole('button', { name: 'Sign in' }).click();
  await expect(panel(page).getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/advertise$/);
});
