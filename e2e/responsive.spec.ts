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

// French twins too: French words are longer ("Effacer les filtres" was cut off at the card's edge).
for (const path of [
  '/',
  '/auctions',
  '/calendar',
  '/saved-auctions',
  '/login',
  '/register',
  '/about',
  '/terms',
  '/fr',
  '/fr/encans',
  '/fr/calendrier',
  '/fr/repertoire/services',
  '/fr/connexion',
  '/fr/inscription',
]) {
  test(`${path} fits a 360 px screen without sideways scrolling or anything cut off`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The page clips sideways overflow (overflow-x: clip), so also look for what the clip would hide.
    const cutOff = await page.evaluate(() =>
      Array.from(document.querySelectorAll('#root *'))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || element.closest('.sr-only')) return false;
          return box.right > window.innerWidth + 1 || box.left < -1;
        })
        .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`),
    );
    expect(cutOff).toEqual([]);
  });
}

test('the dashboard works on a phone', async ({ page }) => {
  const account = await registerAuctioneer(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.firstName}!` })).toBeVisible();
});
