import { registerAuctioneer } from './support/accounts.ts';
import { expect, type Page, test } from './support/test.ts';

/** Spec 001 §2 Profile (payment methods), §4, §8; spec 000 §2 the create-listing gate. */

/** An expiry three years ahead, as MM/YY. */
const futureExpiry = (month = 12) =>
  `${String(month).padStart(2, '0')}/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

async function addCard(page: Page, number: string, expiry = futureExpiry(), cvc = '123') {
  await page.getByRole('button', { name: 'Add Payment Method' }).click();
  await expect(
    page.getByText('Test mode — use 4242 4242 4242 4242, any future date, any CVC. No real charge is made.'),
  ).toBeVisible();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill(expiry);
  await page.getByLabel('CVC').fill(cvc);
  await page.getByRole('button', { name: 'Save Card' }).click();
}

const savedCard = (page: Page, name: string) => page.getByRole('listitem', { name });

test('a seller adds cards, changes the default and removes one; the gate opens once a card is saved', async ({
  page,
}) => {
  await registerAuctioneer(page.request);

  // The gate: no card yet, so no form, the fee, and the way to add one.
  await page.goto('/create-listing');
  await expect(page.getByRole('heading', { name: 'Payment Method Required' })).toBeVisible();
  await expect(page.getByText(/The listing fee is \$99\.00 CAD\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByLabel('Title', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Add Payment Method' }).click();
  await expect(page).toHaveURL(/\/profile#payment-methods$/);
  const section = page.getByRole('region', { name: 'Payment Methods' });
  await expect(section.getByText('No saved payment methods yet.')).toBeVisible();

  // The first card becomes the default.
  await addCard(page, '4242 4242 4242 4242');
  await expect(section.getByText('Card added.')).toBeVisible();
  const visa = savedCard(page, 'Visa ending in 4242');
  await expect(visa).toBeVisible();
  await expect(visa.getByText('Default', { exact: true })).toBeVisible();
  await expect(visa.getByText(`Expires ${futureExpiry()}`)).toBeVisible();

  // A second card, then made the default.
  await addCard(page, '5555 5555 5555 4444', futureExpiry(6), '321');
  const mastercard = savedCard(page, 'Mastercard ending in 4444');
  await expect(mastercard).toBeVisible();
  await expect(mastercard.getByText('Default', { exact: true })).toHaveCount(0);
  await mastercard.getByRole('button', { name: /Set as default/ }).click();
  await expect(mastercard.getByText('Default', { exact: true })).toBeVisible();
  await expect(visa.getByText('Default', { exact: true })).toHaveCount(0);

  // Removing asks first; Cancel keeps the card.
  await visa.getByRole('button', { name: /Remove/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure you want to remove this card?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(visa).toBeVisible();
  await visa.getByRole('button', { name: /Remove/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(visa).toHaveCount(0);
  await expect(mastercard.getByText('Default', { exact: true })).toBeVisible();

  // The saved card opens the gate.
  await page.goto('/create-listing');
  await expect(page.getByLabel('Title', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Method Required' })).toHaveCount(0);
});

test('a bad card is refused in Stripe’s words and nothing is saved', async ({ page }) => {
  await registerAuctioneer(page.request);
  await page.goto('/profile');
  await addCard(page, '4242 4242 4242 4241');
  await expect(page.getByText('Your card number is invalid.')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveAccessibleDescription('Your card number is invalid.');

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('01/20');
  await page.getByRole('button', { name: 'Save Card' }).click();
  await expect(page.getByText("Your card's expiration date is in the past.")).toBeVisible();

  await page.getByRole('button', { name: 'Cancel' }).click();
  const section = page.getByRole('region', { name: 'Payment Methods' });
  await expect(section.getByText('No saved payment methods yet.')).toBeVisible();
  await page.reload();
  await expect(section.getByText('No saved payment methods yet.')).toBeVisible();
});
