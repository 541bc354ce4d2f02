import { registerAuctioneer, registerSignedOut } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

test('a visitor asking for the dashboard logs in and is taken back there', async ({
  page,
  playwright,
  baseURL,
}) => {
  const account = await registerSignedOut(playwright, baseURL);

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-in user opening /login is sent to the dashboard', async ({ page }) => {
  await registerAuctioneer(page.request);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
});
