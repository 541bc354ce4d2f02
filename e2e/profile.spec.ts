import { registerAuctioneer } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * Spec 001 §2 Profile, §5 its rules, §8, §9: an auctioneer edits their names and company, is told
 * when the website lacks its scheme, then saves, sees the success message and lands on the
 * dashboard; the profile keeps the new details. (Cards have their own journey, payment-methods.)
 */
test('an auctioneer edits the profile, fixes a bad website, saves and lands on the dashboard', async ({
  page,
}) => {
  const account = await registerAuctioneer(page.request);
  await page.goto('/profile/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');

  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue(account.email);
  await expect(email).toHaveAttribute('readonly');

  await page.getByLabel('First name').fill('Anne');
  await page.getByLabel('Last name').fill('Comeau');
  await page.getByLabel('Company name').fill('Comeau Estate Auctions');
  await page.getByLabel('Company phone').fill('+1 (902) 555-0147');
  const website = page.getByLabel('Website');

  // The website needs its scheme: nothing is saved and the field says why.
  await website.fill('www.comeau-auctions.ca');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Website must start with http:// or https://')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/edit$/);

  await website.fill('https://comeau-auctions.ca');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  // Spec 001 §9: the dashboard follows after 1.5 seconds, the message carried along.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByLabel('First name')).toHaveValue('Anne');
  await expect(page.getByLabel('Last name')).toHaveValue('Comeau');
  await expect(page.getByLabel('Company name')).toHaveValue('Comeau Estate Auctions');
  await expect(page.getByLabel('Company phone')).toHaveValue('+1 (902) 555-0147');
  await expect(website).toHaveValue('https://comeau-auctions.ca');
});
