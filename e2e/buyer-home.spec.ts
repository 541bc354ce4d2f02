import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN, newAccount, signIn } from './support/accounts.ts';
import { listApprovedAuction } from './support/listings.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 27 items 4 and 5 on a phone: a buyer joins and lands on their home, saves an auction and
 * finds it there with its date, then opens Create listing, upgrades on the spot and reaches the
 * listing form, the saved auction still saved.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function expectAccessibleAt390(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('a buyer joins, lands on /my, saves an auction, sees it there, then upgrades on Create listing', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN);
  const categories = await (await admin.get('/api/categories')).json();
  const title = `Margaree salmon rods ${Date.now()}`;
  const start = Date.now() + 9 * 86_400_000;
  const id = await listApprovedAuction(admin, {
    title,
    description: 'Split-cane salmon rods, reels and flies from a Margaree Valley lodge, with a canoe.',
    categoryId: categories[0].id,
    location: 'Margaree Forks, NS',
    province: 'NS',
    auctionStartDate: new Date(start).toISOString(),
    auctionEndDate: new Date(start + 5 * 3_600_000).toISOString(),
  });
  await admin.dispose();

  // Joins from the register page with nowhere else to go: lands on their home.
  await page.goto('/register');
  const account = newAccount('home');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Join free' }).click();
  await expect(page).toHaveURL(/\/my$/);
  await expect(page.getByRole('heading', { name: 'My auctions', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirm your e-mail address' })).toBeVisible();
  await expect(page.getByText('Nothing saved yet.', { exact: false })).toBeVisible();
  await expectAccessibleAt390(page);

  // Saves the auction from its page.
  await page.goto(`/auctions/${id}`);
  await page
    .getByRole('button', { name: `Save ${title}` })
    .first()
    .click();
  await expect(page.getByRole('button', { name: `Remove ${title} from saved` }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Back home through the header's menu: the auction is there, with its date.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Site menu' })
    .getByRole('link', { name: 'My auctions' })
    .click();
  await expect(page).toHaveURL(/\/my$/);
  const saved = page.getByRole('region', { name: 'Saved auctions' });
  const item = saved.getByRole('listitem').filter({ hasText: title });
  await expect(item.getByRole('link', { name: title })).toHaveAttribute('href', `/auctions/${id}`);
  await expect(item.getByText(/^Starts /)).toBeVisible();
  await expectAccessibleAt390(page);

  // The profile offers the upgrade, the download and the deletion; accessible at 390 px too.
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Become a seller' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download my data (JSON)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Delete my account' })).toBeVisible();
  await expectAccessibleAt390(page);

  // Create listing offers the upgrade instead of a refusal, then opens the form.
  await page.goto('/create-listing');
  await expect(page.getByRole('heading', { name: 'One step before you list', level: 1 })).toBeVisible();
  await expectAccessibleAt390(page);
  await page.getByLabel('Company name').fill(`${account.lastName} Auctions`);
  await page.getByRole('button', { name: 'Become a seller' }).click();
  await expect(page.getByRole('heading', { name: 'Create Auction Listing', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/create-listing$/);

  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.user).toMatchObject({ email: account.email.toLowerCase(), role: 'SELLER' });
  expect((await (await page.request.get(`/api/auctions/${id}/is-saved`)).json()).isSaved).toBe(true);
});
