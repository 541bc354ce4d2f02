import { randomUUID } from 'node:crypto';
import { ADMIN, newIsolatedPage, signedInPage } from './support/accounts.ts';
import { saveVisaThroughApi } from './support/cards.ts';
import { fillListingForm } from './support/listings.ts';
import { expect, test } from './support/test.ts';

/**
 * Spec 001 §2 Admin → Users (decisions 4, 9, 10): a superadmin creates a seller from the Users tab
 * and trusts them with free listings; the seller's listing goes live without review. The superadmin
 * then changes the seller's role (which signs them out) and deletes the account.
 */

test('a superadmin creates a trusted seller whose listing goes live unreviewed, then edits and deletes them', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = randomUUID().slice(0, 8);
  const seller = {
    email: `managed-${suffix}@e2e.test`,
    password: 'harbour-lights-42',
    firstName: 'Evangeline',
    lastName: `Doucet${suffix}`,
    companyName: 'Grand-Pré Auctions',
  };
  const name = `${seller.firstName} ${seller.lastName}`;
  const word = `Dykeland${suffix.replace(/[0-9]/g, 'x')}`;
  const title = `${word} Farm Auction`;

  // 1. The superadmin opens the Users tab and creates the seller through the form.
  const admin = await signedInPage(browser, ADMIN);
  await admin.goto('/admin?tab=users');
  await expect(admin.getByRole('tab', { name: /Users/, selected: true })).toBeVisible();
  const create = admin.getByRole('region', { name: 'Create User' });
  await create.getByLabel('Email').fill(seller.email);
  await create.getByLabel('Password', { exact: true }).fill(seller.password);
  await create.getByLabel('First Name').fill(seller.firstName);
  await create.getByLabel('Last Name').fill(seller.lastName);
  await create.getByLabel('Role').selectOption({ label: 'Seller' });
  await create.getByLabel(/Company Name/).fill(seller.companyName);
  await create.getByRole('button', { name: 'Create User' }).click();
  await expect(create.getByText('User created successfully')).toBeVisible();

  // 2. Found by e-mail, marked Trusted and given free auction listings.
  const search = admin.getByRole('search', { name: 'Find users' });
  await search.getByRole('searchbox', { name: 'Search' }).fill(seller.email);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByRole('rowheader', { name: name })).toBeVisible();
  const trusted = admin.getByRole('button', { name: `Auto-approve listings of ${name}` });
  await expect(trusted).toHaveAttribute('aria-pressed', 'false');
  await expect(trusted).toHaveText('Manual Review');
  await trusted.click();
  await expect(trusted).toHaveAttribute('aria-pressed', 'true');
  await expect(trusted).toHaveText('Trusted');
  const freeListings = admin.getByRole('button', { name: `Free auction listings for ${name}` });
  await freeListings.click();
  await expect(freeListings).toHaveAttribute('aria-pressed', 'true');
  await expect(freeListings).toHaveText('Free');

  // 3. The seller signs in, has a card saved (the create form asks for one; through the API, as adding
  // one in the profile is payment-methods.spec.ts) and lists an auction: free, and live at once
  // without an admin's review.
  const page = await signedInPage(browser, seller);
  await saveVisaThroughApi(page.request);
  await fillListingForm(page, {
    title,
    description:
      'Dykeland hay equipment, Acadian furniture and a barn full of tools from the Annapolis Valley.',
    location: 'Grand-Pré, NS',
    startsInDays: 3,
  });
  await page.getByRole('button', { name: 'Create Listing' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByRole('article', { name: title }).getByText('Live')).toBeVisible();

  const visitor = await newIsolatedPage(browser);
  await visitor.goto(`/auctions?search=${word}`);
  await expect(visitor.getByRole('link', { name: title }).first()).toBeVisible();

  // 4. The superadmin changes the seller's role in the edit dialog; the seller is signed out.
  await admin.reload();
  await search.getByRole('searchbox', { name: 'Search' }).fill(seller.email);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(admin.getByRole('rowheader', { name: name })).toBeVisible();
  await admin.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByLabel('Email')).toHaveValue(seller.email);
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'User' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(admin.getByText('User updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name }) });
  await expect(row.getByRole('cell', { name: 'User', exact: true })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);

  // 5. The superadmin deletes the account after the confirmation; its listing is gone too.
  await admin.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = admin.getByRole('alertdialog');
  await expect(
    confirm.getByText('Are you sure you want to delete this user? This action cannot be undone.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete user' }).click();
  await expect(admin.getByText('User deleted successfully')).toBeVisible();
  await expect(admin.getByText('No users found')).toBeVisible();

  await visitor.goto(`/auctions?search=${word}`);
  await expect(visitor.getByText('No auctions found matching your criteria.')).toBeVisible();
  const again = await page.request.post('/api/auth/login', {
    data: { email: seller.email, password: seller.password },
  });
  expect(again.status()).toBe(401);
});
