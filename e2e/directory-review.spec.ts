import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { ADMIN, newIsolatedPage, registerMoveManager, signedInPage } from './support/accounts.ts';
import { searchServices } from './support/directory.ts';
import { latestMailTo } from './support/mailbox.ts';
import { expect, test } from './support/test.ts';

/** Buys and pays a directory listing through the API, as the checkout would (directory-listing-journey). */
async function buyListing(request: APIRequestContext, companyName: string): Promise<string> {
  const saved = await request.post('/api/payment-methods/save', {
    data: { paymentMethodId: 'pm_card_visa' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const created = await request.post('/api/directory-listings', {
    data: {
      companyName,
      description: 'Careful downsizing, packing and moves for seniors and families along the South Shore.',
      phone: '(902) 555-0142',
      email: 'hello@tidewater-movers.example',
      categories: ['Moving & Downsizing'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { listing, invoice } = await created.json();
  const intent = await request.post('/api/payments/create-payment-intent', {
    data: { paymentType: 'DIRECTORY_LISTING', directoryListingId: listing.id, province: 'NS' },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const paid = await request.post('/api/payments/confirm-payment', {
    data: {
      paymentIntentId: (await intent.json()).paymentIntentId,
      invoiceId: invoice.id,
      directoryListingId: listing.id,
      paymentMethodId: (await saved.json()).paymentMethod.id,
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return listing.id;
}

/**
 * Issue 31 item 2 (decision 033): a paid directory listing is live at once and waits in the admins'
 * queue; the admin rejects it with a reason, which takes it out of the public directory and is
 * mailed; the owner reads the reason on their listings, edits and so resubmits it, and it is back
 * in the directory and in review, without paying again.
 */
test('an admin rejects a directory listing with a reason, and its owner fixes and resubmits it', async ({
  browser,
}) => {
  // Three people, two directory searches and a mail on a shared, loaded machine.
  test.setTimeout(180_000);
  const company = `Tidewater ${randomUUID().slice(0, 6)} Movers`;

  // 0. A move manager buys a listing: it is in the public directory at once.
  const owner = await newIsolatedPage(browser);
  const account = await registerMoveManager(owner.request, company, 'review');
  const listingId = await buyListing(owner.request, company);
  const visitor = await newIsolatedPage(browser);
  await searchServices(visitor, company);
  await expect(visitor.getByRole('link', { name: company, exact: true })).toBeVisible();

  // 1. The admin finds it in the Directory Listings queue and rejects it with a reason and a note.
  const admin = await signedInPage(browser, ADMIN);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: /Directory Listings/ }).click();
  await admin.getByRole('searchbox', { name: 'Search' }).fill(company);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  const card = admin.getByRole('article', { name: company });
  await expect(card.getByText(`Bought by ${account.firstName}`)).toBeVisible();
  // Approve first, Reject after it, at the card's end, as on every queue.
  const buttons = card.locator('[data-review-actions] button');
  await expect(buttons).toHaveText(['Approve', 'Reject']);
  await card.getByRole('button', { name: `Reject ${company}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reject directory listing' });
  await dialog.getByRole('radio', { name: 'Duplicate listing' }).check();
  await dialog.getByLabel('Note to the seller (optional)').fill('You already have this company listed.');
  await dialog.getByRole('button', { name: 'Reject listing' }).click();
  await expect(admin.getByText(`${company} rejected.`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // 2. It has left the public directory at once, and its owner was mailed the reason.
  await searchServices(visitor, company);
  await expect(visitor.getByRole('link', { name: company, exact: true })).toHaveCount(0);
  const mail = await latestMailTo(account.email, { matching: /was rejected in review/ });
  expect(mail).toContain('Reason: Duplicate listing');
  expect(mail).toContain('/profile/directory-listings');

  // 3. The owner reads why on their listings.
  await owner.goto('/profile/directory-listings');
  const mine = owner.getByRole('listitem').filter({ hasText: company });
  await expect(mine.getByText('Rejected — not shown in the directory')).toBeVisible();
  await expect(mine.getByText('Rejected: Duplicate listing')).toBeVisible();
  await expect(mine.getByText('You already have this company listed.')).toBeVisible();

  // 4. They edit it; saving sends it back to review and into the directory, with no new invoice.
  const invoicesBefore = (await (await owner.request.get('/api/invoices')).json()).invoices?.length;
  await mine.getByRole('link', { name: `Edit ${company}` }).click();
  await expect(owner.getByText('Rejected: Duplicate listing')).toBeVisible();
  await owner
    .getByLabel('Description', { exact: true })
    .fill('Our only listing: careful downsizing and moves for seniors and families on the South Shore.');
  await owner.getByRole('button', { name: 'Save changes' }).click();
  await expect(owner.getByText('Your directory listing was updated and sent back to review.')).toBeVisible();
  const again = owner.getByRole('listitem').filter({ hasText: company });
  await expect(again.getByText('In review')).toBeVisible();
  await expect(again.getByText(/^Rejected/)).toHaveCount(0);
  expect((await (await owner.request.get('/api/invoices')).json()).invoices?.length).toBe(invoicesBefore);

  // 5. Back in the public directory and in the admins' queue.
  await searchServices(visitor, company);
  await expect(visitor.getByRole('link', { name: company, exact: true })).toBeVisible();
  await admin.reload();
  await expect(admin.getByRole('article', { name: company })).toBeVisible();
  const read = await (await owner.request.get('/api/directory-listings/mine')).json();
  expect(read.listings.find((entry: { id: string }) => entry.id === listingId)).toMatchObject({
    reviewStatus: 'PENDING',
    rejection: null,
  });

  for (const page of [owner, visitor, admin]) await page.context().close();
});
