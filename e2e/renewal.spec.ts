import { randomUUID } from 'node:crypto';
import { registerMoveManager } from './support/accounts.ts';
import { saveVisaThroughApi } from './support/cards.ts';
import { type APIRequestContext, expect, test } from './support/test.ts';

/**
 * Issue 30 item 6, after the purchase: an abandoned checkout is cancelled from its invoice (the
 * listing waits for payment and can still be paid); a paid directory listing is edited for its
 * term; its renewal is confirmed on the page the reminder mail links to and paid with the saved card.
 */

async function createListing(request: APIRequestContext, company: string) {
  const response = await request.post('/api/directory-listings', {
    data: {
      companyName: company,
      description: 'Calm, careful downsizing and moves for seniors and families along the South Shore.',
      phone: '(902) 555-0142',
      email: 'hello@bluenose-movers.example',
      categories: ['Moving & Downsizing'],
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { listing: { id: string }; invoice: { id: string } };
}

async function payWithSavedCard(request: APIRequestContext, listingId: string) {
  const cards = (await (await request.get('/api/payment-methods')).json()) as {
    paymentMethods: { id: string }[];
  };
  const intent = await request.post('/api/payments/create-payment-intent', {
    data: {
      paymentType: 'DIRECTORY_LISTING',
      directoryListingId: listingId,
      province: 'NS',
      paymentMethodId: cards.paymentMethods[0]?.id,
    },
  });
  expect(intent.ok()).toBe(true);
  const { paymentIntentId, invoiceId } = (await intent.json()) as {
    paymentIntentId: string;
    invoiceId: string;
  };
  const paid = await request.post('/api/payments/confirm-payment', { data: { paymentIntentId, invoiceId } });
  expect(paid.ok()).toBe(true);
}

test('an unpaid invoice is cancelled after a confirmation, and its listing can still be paid', async ({
  page,
}) => {
  const company = `Fundy ${randomUUID().slice(0, 6)} Movers`;
  await registerMoveManager(page.request, company);
  await saveVisaThroughApi(page.request);
  const created = await createListing(page.request, company);

  await page.goto(`/invoices/${created.invoice.id}`);
  await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay now' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: /Cancel invoice MM-\d{4}-\d{6}\?/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel invoice' }).click();
  await expect(page.getByText('The invoice was cancelled.')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);

  // The listing is kept, awaiting payment, with its Pay now.
  await page.goto('/profile/directory-listings');
  const listing = page.getByRole('listitem').filter({ hasText: company });
  await expect(listing.getByText('Awaiting Payment')).toBeVisible();
  await listing.getByRole('link', { name: /Pay now/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByLabel('Province or territory').selectOption('NS');
  const pay = page.getByRole('button', { name: 'Pay CAD $226.86' });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page).toHaveURL(/\/profile\/directory-listings$/, { timeout: 20_000 });
  await expect(
    page.getByRole('listitem').filter({ hasText: company }).getByText('Active', { exact: true }),
  ).toBeVisible();
});

test('a paid directory listing is edited, then renewed from the reminder’s page with the saved card', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const company = `Bluenose ${randomUUID().slice(0, 6)} Movers`;
  await registerMoveManager(page.request, company);
  await saveVisaThroughApi(page.request);
  const created = await createListing(page.request, company);
  await payWithSavedCard(page.request, created.listing.id);

  // Edit: a new description and its French text, for the term already paid.
  await page.goto('/profile/directory-listings');
  const card = page.getByRole('listitem').filter({ hasText: company });
  await card.getByRole('link', { name: `Edit ${company}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Directory Listing' })).toBeVisible();
  const description = page.getByLabel('Description', { exact: true });
  await expect(description).toHaveValue(/South Shore/);
  await description.fill(
    'Careful moves, estate clear-outs and downsizing help across the Maritimes since 2009.',
  );
  await page
    .getByLabel(/^Description in French/)
    .fill('Déménagements soignés, liquidations de successions et aide partout dans les Maritimes.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/profile\/directory-listings$/);
  await expect(page.getByText('Your directory listing was updated.')).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: company }).getByText('Active', { exact: true }),
  ).toBeVisible();

  // Renew: the page the reminder links to shows what will be bought and pays with the saved card.
  await page.goto(`/renew/directory/${created.listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Renew your purchase' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: `Directory listing — 12 months: ${company}` }),
  ).toBeVisible();
  await expect(page.getByText('Next term')).toBeVisible();
  // Taxed by the account's province (never given at this sign-up: the default, Ontario).
  const price = page.locator('dl').filter({ hasText: 'Subtotal' });
  await expect(price).toContainText('HST (ON 13%)$25.87');
  await expect(price).toContainText('Total$224.87 CAD');
  await page.getByRole('button', { name: 'Renew and pay with card •••• 4242' }).click();
  await expect(page).toHaveURL(/\/invoices\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();

  // The link again says it is done, and nothing is bought twice.
  await page.goto(`/renew/directory/${created.listing.id}`);
  await expect(page.getByText('This purchase is already renewed and paid.')).toBeVisible();
});
