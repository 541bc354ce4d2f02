import { randomUUID } from 'node:crypto';
import { newIsolatedPage, registerMoveManager } from './support/accounts.ts';
import { saveVisaThroughApi } from './support/cards.ts';
import { searchServices } from './support/directory.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 6 item 4 (spec 001 §2 Create Directory Listing, §4 Directory listing; decision 5): a move
 * manager with a saved card buys an annual directory listing with Nova Scotia's tax, sees it
 * Active on /profile/directory-listings, and a visitor finds the company under Move Manager.
 */

test('a service provider buys a directory listing and appears in the services directory', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const company = `Bluenose ${randomUUID().slice(0, 6)} Move Managers`;
  await registerMoveManager(page.request, company);
  await saveVisaThroughApi(page.request);

  // 1. The form, every section, then on to the checkout.
  await page.goto('/create-directory-listing');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Directory Listing' })).toBeVisible();
  await expect(page.getByText('Valid for 12 months from activation')).toBeVisible();
  await page.getByLabel('Company Name', { exact: true }).fill(company);
  await page.getByLabel('Email', { exact: true }).fill('hello@bluenose-movers.example');
  await page.getByLabel('Phone', { exact: true }).fill('(902) 555-0142');
  await page.getByLabel(/^Website/).fill('https://bluenose-movers.example');
  await page.getByLabel(/^Address/).fill('88 Lincoln Street, Lunenburg, NS');
  await page
    .getByLabel('Description', { exact: true })
    .fill('Calm, careful downsizing and moves for seniors and families along the South Shore.');
  await expect(page.getByText(/\d+ characters \(minimum 50\)/)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Moving & Downsizing' }).check();
  await page.getByRole('checkbox', { name: 'Estate Sales' }).check();
  await page.getByLabel(/^Facebook/).fill('https://facebook.com/bluenosemovers');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  // 2. Checkout: $199.00 with 14% HST in Nova Scotia.
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 20_000 });
  await expect(page.getByText(`Directory listing: ${company} (12 months)`)).toBeVisible();
  await page.getByLabel('Province or territory').selectOption('NS');
  const pay = page.getByRole('button', { name: 'Pay CAD $226.86' });
  await expect(pay).toBeEnabled();
  await expect(page.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
  await pay.click();

  // 3. Back on the user's listings, now Active with its renewal date.
  await expect(page).toHaveURL(/\/profile\/directory-listings$/, { timeout: 20_000 });
  const listing = page.getByRole('listitem').filter({ hasText: company });
  await expect(listing.getByText('Active', { exact: true })).toBeVisible();
  await expect(listing.getByText('Renews:')).toBeVisible();

  // 4. A visitor finds the company under its type and opens its profile.
  const visitor = await newIsolatedPage(browser);
  await searchServices(visitor, company, 'Move Manager');
  await expect(visitor).toHaveURL(/type=MOVE_MANAGER/);
  await visitor
    .getByRole('link', { name: new RegExp(company) })
    .first()
    .click();
  await expect(visitor).toHaveURL(/\/directory\/[0-9a-f-]{36}$/);
  await expect(visitor.getByRole('heading', { level: 1, name: company })).toBeVisible();
});
