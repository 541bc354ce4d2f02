import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Three years ahead, so the test card never expires between runs. */
export const futureExpiry = () => `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** Saves the payment provider's test Visa through the API, for journeys about what comes after. */
export async function saveVisaThroughApi(request: APIRequestContext) {
  const response = await request.post('/api/payment-methods/save', {
    data: { paymentMethodId: 'pm_card_visa' },
  });
  if (!response.ok())
    throw new Error(`saving the card failed: ${response.status()} ${await response.text()}`);
}

/** Adds the test Visa through the profile's card form; the page must already show /profile. */
export async function addVisaThroughProfile(page: Page) {
  await page.getByRole('button', { name: 'Add Payment Method' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill(futureExpiry());
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Save Card' }).click();
  await expect(page.getByRole('listitem', { name: 'Visa ending in 4242' })).toBeVisible();
}
