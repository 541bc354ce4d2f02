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

// A select shows only its chosen option, clipped to its box: French options are longer ("Date la
// plus proche" showed as "Date la plus" on a wide screen, where the list's filters share a row).
for (const path of [
  '/auctions',
  '/fr/encans',
  '/directory/services',
  '/fr/repertoire/services',
  '/register',
  '/fr/inscription',
]) {
  test(`${path} shows each select's whole choice on a phone and on a wide screen`, async ({ page }) => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const clipped = await page.evaluate(() => {
        const context = document.createElement('canvas').getContext('2d');
        if (!context) return ['no canvas'];
        // Not the categories: their names are the admins' data, and a phone's picker shows them whole.
        const selects = document.querySelectorAll<HTMLSelectElement>('main select:not([name="category"])');
        return Array.from(selects).flatMap((select) =>
          Array.from(select.options).flatMap((option) => {
            const style = getComputedStyle(select);
            context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            // Room for the text: the box less its padding (the right one holds the drop-down arrow).
            const room =
              select.clientWidth -
              Number.parseFloat(style.paddingLeft) -
              Number.parseFloat(style.paddingRight);
            const needed = context.measureText(option.text).width;
            return needed > room
              ? [`${select.name}: "${option.text}" needs ${Math.ceil(needed)} px of ${Math.floor(room)}`]
              : [];
          }),
        );
      });
      expect(clipped, `at ${width} px`).toEqual([]);
    }
  });
}
