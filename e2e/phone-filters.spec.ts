import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN, signIn } from './support/accounts.ts';
import { listApprovedAuction } from './support/listings.ts';
import { expect, test } from './support/test.ts';

/**
 * Serious or critical WCAG 2.1 AA violations on the page once it has settled: results being
 * replaced are dimmed and marked aria-busy (CardGrid), and axe would measure the dimmed text's
 * contrast mid-fetch.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Issue 28, items 5 and 7, at 390 px: the results come first, the filters open in a sheet, the
 * chosen ones show as chips that can be removed; the brand is whole and the home page's cards sit
 * in the middle.
 */
test('on a phone a buyer sees results first, filters in a sheet, and removes a filter by its chip', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN);
  const categories = await (await admin.get('/api/categories')).json();
  const word = `ps${Date.now().toString(36)}`;
  const list = async (title: string, location: string, province: string, startsInDays: number) => {
    const start = Date.now() + startsInDays * 86_400_000;
    await listApprovedAuction(admin, {
      title: `${title} ${word}`,
      description: `A ${word} sale of tools, furniture and collectibles; viewing the morning of the sale.`,
      categoryId: categories[0].id,
      location,
      province,
      auctionStartDate: new Date(start).toISOString(),
      auctionEndDate: new Date(start + 6 * 3_600_000).toISOString(),
    });
  };
  await list('Truro barn sale', 'Truro, NS', 'NS', 2);
  await list('Moncton estate sale', 'Moncton, NB', 'NB', 3);
  await list('Lunenburg sail loft sale', 'Lunenburg, NS', 'NS', 20);
  await admin.dispose();

  await page.goto(`/auctions?search=${word}`);
  const results = page.getByRole('list').filter({ has: page.getByRole('article') });
  // The first result is on the first screen, above any form.
  const firstCard = results.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  expect((await firstCard.boundingBox())?.y ?? 9999).toBeLessThan(844);
  await expect(page.getByRole('search', { name: 'Filter auctions' })).toHaveCount(0);

  const opener = page.getByRole('button', { name: 'Filters (1)' });
  await opener.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel('Location').fill('Nova Scotia');
  await sheet.getByRole('button', { name: 'Next 7 days' }).click();
  await expect(sheet.getByRole('button', { name: 'Next 7 days' })).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (3)' })).toBeFocused();

  const chips = page.getByRole('region', { name: 'Chosen filters' });
  await expect(chips.getByRole('link', { name: 'Remove filter: Nova Scotia' })).toBeVisible();
  await expect(chips.getByRole('link', { name: 'Remove filter: Next 7 days' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Truro barn sale ${word}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Moncton estate sale ${word}` })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Lunenburg sail loft sale ${word}` })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await chips.getByRole('link', { name: 'Remove filter: Nova Scotia' }).click();
  await expect(page).not.toHaveURL(/location=/);
  await expect(page.getByRole('heading', { name: `Moncton estate sale ${word}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Truro barn sale ${word}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Lunenburg sail loft sale ${word}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();

  await chips.getByRole('link', { name: 'Clear all' }).click();
  await expect(page.getByRole('region', { name: 'Chosen filters' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
});

test('without JavaScript a phone still gets the results first and the filters by a link', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/auctions?location=Nova%20Scotia');
  const link = page.getByRole('link', { name: 'Filters (1)' });
  await expect(link).toBeVisible();
  await expect(page.getByRole('region', { name: 'Chosen filters' })).toBeVisible();
  // The form is in the page, after the results, and its Search works as a plain form.
  await link.click();
  const form = page.getByRole('search', { name: 'Filter auctions' });
  await expect(form).toBeInViewport();
  await form.getByLabel('Location').fill('PEI');
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/location=PEI/);
  await context.close();
});

for (const width of [360, 390]) {
  test(`at ${width} px the brand is whole and the home page's cards are centred`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    // At least one featured auction on the home page, whatever ran before.
    const admin = await playwright.request.newContext({ baseURL });
    await signIn(admin, ADMIN);
    const categories = await (await admin.get('/api/categories')).json();
    const start = Date.now() + 4 * 86_400_000;
    await listApprovedAuction(admin, {
      title: `Card symmetry sale ${width} ${Date.now()}`,
      description: 'Antique tools, quilts and a dory; viewing the morning of the sale.',
      categoryId: categories[0].id,
      location: 'Halifax, NS',
      province: 'NS',
      auctionStartDate: new Date(start).toISOString(),
      auctionEndDate: new Date(start + 6 * 3_600_000).toISOString(),
    });
    await admin.dispose();

    await page.setViewportSize({ width, height: 844 });
    for (const path of ['/', '/auctions', '/fr']) {
      await page.goto(path);
      const brand = page.getByRole('banner').getByRole('link', { name: 'Mariner Marketplace' });
      await expect(brand).toBeVisible();
      const fits = await brand.evaluate((link) =>
        [link, ...Array.from(link.children)].every((element) => element.scrollWidth <= element.clientWidth),
      );
      expect(fits, path).toBe(true);
    }

    await page.goto('/');
    const card = page.getByRole('main').getByRole('article').first();
    await expect(card).toBeVisible();
    const margins = await card.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { left: box.left, right: document.documentElement.clientWidth - box.right };
    });
    expect(Math.abs(margins.left - margins.right)).toBeLessThanOrEqual(1);
  });
}

test('the French list names its sheet and chips in French, and passes axe', async ({ page }) => {
  await page.goto('/fr/encans?location=Nouvelle-%C3%89cosse');
  const chips = page.getByRole('region', { name: 'Filtres choisis' });
  await expect(chips.getByRole('link', { name: 'Retirer le filtre\u00a0: Nouvelle-Écosse' })).toBeVisible();
  await page.getByRole('button', { name: 'Filtres (1)' }).click();
  const sheet = page.getByRole('dialog', { name: 'Filtres' });
  await expect(sheet.getByRole('button', { name: 'Voir les résultats' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filtres (1)' })).toBeFocused();
});
