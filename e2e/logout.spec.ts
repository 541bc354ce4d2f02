import { registerAuctioneer } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

test('logging out ends the session on the server and in the header', async ({ page }) => {
  // page.request shares the browser's cookie jar: the browser is now signed in.
  await registerAuctioneer(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Advertise' }).first()).toBeVisible();

  const session = await page.request.get('/api/auth/session');
  expect(await session.json()).toEqual({ user: null });

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a session revoked elsewhere sends the next protected call to /login', async ({ page }) => {
  await registerAuctioneer(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // Revoke the cookie's session behind the page's back; its next API call answers 401.
  await page.request.post('/api/auth/logout');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
