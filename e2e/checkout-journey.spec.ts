import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN, registerAuctioneer } from './support/accounts.ts';

/**
 * Issue 5's journey (spec 001 §2 Checkout, Payment form, Invoices, Invoice detail; decisions 3, 4, 8):
 * a seller with a saved card pays for a listing with Nova Scotia's tax, finds the invoice and its
 * PDF, and an admin's rejection refunds it.
 */

const futureExpiry = () => `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** "YYYY-MM-DDTHH:mm" for a datetime-local input, `days` from now at `hour` (Halifax time). */
function localInput(days: number, hour: number) {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Halifax',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
  return `${day}T${String(hour).padStart(2, '0')}:00`;
}

async function addSavedCard(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Add Payment Method' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill(futureExpiry());
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Save Card' }).click();
  await expect(page.getByRole('listitem', { name: 'Visa ending in 4242' })).toBeVisible();
}

async function createListing(page: Page, title: string) {
  await page.goto('/create-listing');
  await page.getByLabel('Title').fill(title);
  await page
    .getByLabel('Description')
    .fill('Contents of a seaside home in Lunenburg: dories, brass lanterns, quilts and hand tools.');
  await page.getByLabel('Category').selectOption({ label: 'Estate Sales' });
  await page.getByLabel('Location').fill('Lunenburg, NS');
  await page.getByLabel('Province or territory').selectOption('NS');
  await page.getByLabel('Start date and time').fill(localInput(2, 10));
  await page.getByLabel('End date and time').fill(localInput(2, 16));
  await page.getByRole('button', { name: 'Create Listing' }).click();
}

async function adminPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  return page;
}

test('a seller pays for a listing with NS tax, gets the invoice and its PDF, and a rejection refunds it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Kelpwood ${randomUUID().slice(0, 6)} Harbour Estate Auction`;
  await registerAuctioneer(page.request);
  await addSavedCard(page);

  // 1. Creating the listing leads to the checkout for its fee.
  await createListing(page, title);
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByText(`Auction listing: ${title}`)).toBeVisible();
  await expect(page.getByText('$99.00 CAD')).toBeVisible();
  await expect(page.getByText('Tax will be calculated based on your province')).toBeVisible();

  // 2. Nova Scotia: 15% HST on $99.00.
  await page.getByLabel('Province or territory').selectOption('NS');
  await expect(page.getByText('HST (NS 15%)')).toBeVisible();
  const lines = page.locator('dl', { hasText: 'Subtotal' });
  await expect(lines).toContainText('$99.00');
  await expect(lines).toContainText('$14.85');
  await expect(lines).toContainText('$113.85 CAD');
  const pay = page.getByRole('button', { name: 'Pay CAD $113.85' });
  await expect(pay).toBeEnabled();

  // 3. The saved card is chosen already; paying returns to the dashboard with the notice.
  await expect(page.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
  await pay.click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByText('Payment successful! Your purchase has been completed.')).toBeVisible();
  await expect(page.getByRole('article', { name: title }).getByText('Under Review')).toBeVisible();

  // 4. The invoice: in the list, then in detail with the tax, and as a PDF.
  await page.goto('/invoices');
  await expect(page.getByText('Showing 1 to 1 of 1 invoices')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`Auction listing: ${title}`) });
  await expect(row).toContainText('Auction Listing');
  await expect(row).toContainText('$113.85 CAD');
  await expect(row).toContainText('Paid');
  await row.getByRole('link', { name: /View invoice/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Invoice MM-\d{4}-\d{6}$/ })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByText('HST (NS 15%)')).toBeVisible();
  await expect(page.getByText('$113.85 CAD')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment History' })).toContainText('Succeeded');
  const invoiceUrl = page.url();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await download.createReadStream();
  const head = await new Promise<Buffer>((resolve, reject) => {
    pdf.once('data', (chunk) => resolve(Buffer.from(chunk)));
    pdf.once('error', reject);
  });
  expect(head.subarray(0, 5).toString()).toBe('%PDF-');

  // 5. An admin rejects the paid listing: it is refunded in full, and the invoice says so.
  const admin = await adminPage(browser);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Pending Auctions' }).click();
  const pending = admin.getByRole('article', { name: title });
  await pending.getByRole('button', { name: 'Reject' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Reject auction' }).click();
  await expect(admin.getByText('Auction rejected')).toBeVisible();
  await admin.context().close();

  await page.goto(invoiceUrl);
  await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(page.locator('dl', { hasText: 'Subtotal' })).toContainText('−$113.85 CAD');
  await page.goto('/invoices');
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Refunded');
});
