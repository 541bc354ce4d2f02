import { registerAuctioneer } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

test('on a phone the header collapses into a menu that opens, navigates and closes with Escape', async ({
  page,
}) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: /menu/i });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

  await menuButton.click();
  await page.getByRole('link', { name: 'About' }).last().click();
  await expect(page).toHaveURL(/\/about$/);
});

for (const path of [
  '/',
  '/auctions',
  '/calendar',
  '/saved-auctions',
  '/login',
  '/register',
  '/about',
  '/terms',
]) {
  test(`${path} fits a 360 px screen without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('the dashboard works on a phone', async ({ page }) => {
  const account = await registerAuctioneer(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.firstName}!` })).toBeVisible();
});
