import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';

for (const path of [
  '/',
  '/auctions',
  '/calendar',
  '/saved-auctions',
  '/login',
  '/register',
  // Issue 27: the pages mailed links open, in both languages.
  '/sign-in/link?token=not-a-real-token',
  '/fr/confirmer-courriel?token=not-a-real-token',
  '/about',
  '/terms',
  '/privacy',
  '/no-such-page',
]) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
