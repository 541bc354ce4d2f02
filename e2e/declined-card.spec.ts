import { randomUUID } from 'node:crypto';
import { registerAuctioneer } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/** Spec 001 §4 Payment flow and §8: a declined card shows the card's message; another card pays. */

const futureExpiry = () => `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

test('a declined new card shows its message, and a good card then pays', async ({ page }) => {
  test.setTimeout(60_000);
  await registerAuctioneer(page.request);

  // The listing, made through the API with a Stripe test id for the saved card the gate wants.
  const setupCard = await page.request.post('/api/payment-methods/save', {
    data: { paymentMethodId: 'pm_card_visa' },
  });
  expect(setupCard.ok()).toBe(true);
  const categories = await (await page.request.get('/api/categories')).json();
  const list = Array.isArray(categories) ? categories : categories.categories;
  const start = Date.now() + 3 * 86_400_000;
  const title = `Tidewater ${randomUUID().slice(0, 6)} Boat Auction`;
  const created = await page.request.post('/api/auctions', {
    data: {
      title,
      description: 'Dories, outboard motors, lobster traps and marine hardware from a Lunenburg boatyard.',
      categoryId: list[0].id,
      auctionStartDate: new Date(start).toISOString(),
      auctionEndDate: new Date(start + 6 * 3_600_000).toISOString(),
      location: 'Lunenburg, NS',
      province: 'NS',
    },
  });
  expect(created.status()).toBe(201);
  expect((await created.json()).paymentRequired).toBe(true);

  // The dashboard's Pay now opens the checkout for it.
  await page.goto('/dashboard');
  await page
    .getByRole('article', { name: title })
    .getByRole('link', { name: /Pay now/ })
    .click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('radio', { name: 'Use a new card' }).check();
  await expect(
    page.getByText('Test mode — use 4242 4242 4242 4242, any future date, any CVC. No real charge is made.'),
  ).toBeVisible();

  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill(futureExpiry());
  await page.getByLabel('CVC').fill('123');
  const pay = page.getByRole('button', { name: /^Pay CAD \$\d+\.\d{2}$/ });
  await pay.click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(pay).toBeEnabled();

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByText('Payment successful! Your purchase has been completed.')).toBeVisible();
  await expect(page.getByRole('article', { name: title }).getByText('Under Review')).toBeVisible();
});
