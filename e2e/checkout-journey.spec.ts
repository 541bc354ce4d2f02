import { randomUUID } from 'node:crypto';
import { ADMIN, registerAuctioneer, signedInPage } from './support/accounts.ts';
import { saveVisaThroughApi } from './support/cards.ts';
import { fillListingForm } from './support/listings.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 5's journey (spec 001 §2 Checkout, Payment form, Invoices, Invoice detail; decisions 3, 4, 8):
 * a seller with a saved card pays for a listing with Nova Scotia's tax, finds the invoice and its
 * PDF, and an admin's rejection refunds it.
 */

test('a seller pays for a listing with NS tax, gets the invoice with its tax parts and its PDF, and a rejection refunds it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `Kelpwood ${randomUUID().slice(0, 6)} Harbour Estate Auction`;
  await registerAuctioneer(page.request);
  // The saved card is set up through the API: adding one in the profile is payment-methods.spec.ts.
  await saveVisaThroughApi(page.request);

  // 1. Creating the listing leads to the checkout for its fee.
  await fillListingForm(page, { title });
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page).toHaveURL(/\/checkout$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByText(`Auction listing: ${title}`)).toBeVisible();
  await expect(page.getByText('$99.00 CAD')).toBeVisible();
  await expect(page.getByText('Tax will be calculated based on your province')).toBeVisible();

  // 2. Quebec first: the tax in its parts, GST 5 % + QST 9.975 % (issue 30).
  await page.getByLabel('Province or territory').selectOption('QC');
  const lines = page.locator('dl', { hasText: 'Subtotal' });
  await expect(lines).toContainText('GST (QC 5%)$4.95');
  await expect(lines).toContainText('QST (QC 9.975%)$9.88');

  // Then Nova Scotia: 14% HST on $99.00 (15% until 2025-03-31; issue 30).
  await page.getByLabel('Province or territory').selectOption('NS');
  await expect(page.getByText('HST (NS 14%)')).toBeVisible();
  await expect(lines).toContainText('$99.00');
  await expect(lines).toContainText('$13.86');
  await expect(lines).toContainText('$112.86 CAD');
  const pay = page.getByRole('button', { name: 'Pay CAD $112.86' });
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
  await expect(row).toContainText('$112.86 CAD');
  await expect(row).toContainText('Paid');
  await row.getByRole('link', { name: /View invoice/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Invoice MM-\d{4}-\d{6}$/ })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  // Issue 30: the tax part and the operator's registration numbers (the server's setting).
  await expect(page.locator('dl', { hasText: 'Subtotal' })).toContainText('HST (NS 14%)$13.86');
  await expect(page.getByText('$112.86 CAD')).toBeVisible();
  await expect(page.getByRole('region', { name: 'From' })).toContainText(
    'Tax registration numbers: GST/HST 123456789 RT0001 · QST 1234567890 TQ0001',
  );
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
  const admin = await signedInPage(browser, ADMIN);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Pending Auctions' }).click();
  const pending = admin.getByRole('article', { name: title });
  await pending.getByRole('button', { name: 'Reject' }).click();
  const why = admin.getByRole('dialog', { name: 'Reject this auction?' });
  await why.getByRole('radio', { name: 'Pictures not allowed / poor quality' }).check();
  await why.getByRole('button', { name: 'Reject auction' }).click();
  await expect(admin.getByText('Auction rejected')).toBeVisible();
  // Issue 30 item 5: the superadmin's sales-tax report has the Nova Scotia sale (and its refund).
  await admin.getByRole('tab', { name: 'Reports' }).click();
  const report = admin.getByRole('table', { name: /^Sales tax from / });
  await expect(report.getByRole('row', { name: /Nova Scotia/ })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', /format=csv/);
  await admin.context().close();

  await page.goto(invoiceUrl);
  await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(page.locator('dl', { hasText: 'Subtotal' })).toContainText('−$112.86 CAD');
  await page.goto('/invoices');
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Refunded');
});
