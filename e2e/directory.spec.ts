import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test.ts';

/**
 * Spec 001 §2 Public directories, as a visitor sees them on a server started without demo data.
 * Nobody can be listed through the product yet (paid directory listings land with another part of
 * issue 6), and other journeys may list someone later, so the empty states are reached with a search
 * nobody can match rather than by counting on an empty directory.
 */
const nobody = () => `no-such-company-${randomUUID().slice(0, 8)}`;

test('a visitor searches the auctioneer directory, finds nobody and is invited to get listed', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Auctioneers' }).first().click();
  await expect(page).toHaveURL(/\/directory\/auctioneers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Auctioneer Directory' })).toBeVisible();

  const term = nobody();
  await page.getByRole('searchbox', { name: 'Search' }).fill(term);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?search=${term}$`));
  await expect(page.getByText('No auctioneers found.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

  // The search survives a reload: it lives in the address.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(term);
  await expect(page.getByText('No auctioneers found.')).toBeVisible();

  const cta = page.getByRole('complementary', { name: 'Are you an auctioneer?' });
  await cta.getByRole('link', { name: 'Get listed' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('a visitor filters the services directory by type and is invited to get listed', async ({ page }) => {
  await page.goto('/directory/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services Directory' })).toBeVisible();

  const term = nobody();
  await page.getByRole('searchbox', { name: 'Search' }).fill(term);
  await page.getByLabel('Service type').selectOption({ label: 'Legal & Estate Services' });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?search=${term}&type=LEGAL_SERVICE$`));
  await expect(page.getByText('No services found.')).toBeVisible();

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(/\/directory\/services$/);
  await expect(page.getByLabel('Service type')).toHaveValue('');

  await expect(page.getByRole('link', { name: 'Get listed' })).toHaveAttribute('href', '/register');
});

test('an unknown directory profile says Advertiser not found and leads back to the auctioneers', async ({
  page,
}) => {
  await page.goto(`/directory/${randomUUID()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Advertiser not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Auctioneers' }).click();
  await expect(page).toHaveURL(/\/directory\/auctioneers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Auctioneer Directory' })).toBeVisible();
});
