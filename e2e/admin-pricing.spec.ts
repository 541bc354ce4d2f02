import { randomUUID } from 'node:crypto';
import { ADMIN, newAccount } from './support/accounts.ts';
import { type APIRequestContext, expect, test, waitingForTheApp } from './support/test.ts';

/**
 * Spec 001 §2 Admin dashboard → Pricing, §5 Pricing edit, §7, §8: a superadmin changes the square
 * banner's price in dollars and /pricing shows it; an ADMIN who types the tab's address is sent
 * to /admin. Other journeys assert decision 2's default prices (pricing, advertise, banner and
 * checkout journeys), so the change is undone in `finally` as soon as it has been seen.
 */

const PRICING = '/api/payments/pricing';

async function squarePriceCents(request: APIRequestContext): Promise<number> {
  const response = await request.get(PRICING);
  expect(response.ok()).toBe(true);
  return (await response.json()).bannerAds.SQUARE.monthly;
}

test('a superadmin changes the square banner price and the pricing page shows it', async ({ page }) => {
  const login = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  const original = await squarePriceCents(page.request);
  const changed = original === 15137 ? 15238 : 15137;
  const dollars = (cents: number) => (cents / 100).toFixed(2);

  await page.goto('/admin?tab=pricing');
  await expect(page.getByRole('tab', { name: 'Pricing', selected: true })).toBeVisible();
  const square = page.getByLabel('Square banner (250x250)');
  await expect(square).toHaveValue(dollars(original));
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toBeDisabled();

  try {
    // Typed with a third decimal: rounded half up to the cent (spec 001 §5).
    await square.fill(`${dollars(changed - 1)}5`);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText('Pricing updated successfully!')).toBeVisible();
    await expect(square).toHaveValue(dollars(changed));
    await expect(save).toBeDisabled();
    expect(await squarePriceCents(page.request)).toBe(changed);

    await page.goto('/pricing');
    await expect(
      page.getByRole('article', { name: 'Banner Ads' }).getByText(`$${dollars(changed)}/month`),
    ).toBeVisible();
  } finally {
    const restored = await page.request.put(PRICING, {
      data: { key: 'BANNER_SQUARE_MONTHLY', value: original },
    });
    expect(restored.ok()).toBe(true);
  }
});

test('an admin who is not a superadmin is sent from the pricing tab to /admin', async ({ browser }) => {
  // A plain ADMIN, created by the superadmin through the API (spec 001 §7 POST /users).
  const superadmin = await browser.newContext();
  const account = newAccount(`admin-${randomUUID().slice(0, 4)}`);
  try {
    expect((await superadmin.request.post('/api/auth/login', { data: ADMIN })).ok()).toBe(true);
    const created = await superadmin.request.post('/api/users', {
      data: {
        email: account.email,
        password: account.password,
        firstName: account.firstName,
        lastName: account.lastName,
        role: 'ADMIN',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await superadmin.close();
  }

  const context = await browser.newContext();
  const page = waitingForTheApp(await context.newPage());
  const login = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok()).toBe(true);

  await page.goto('/admin?tab=pricing');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pending Auctions', selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pricing' })).toHaveCount(0);
  await expect(page.getByLabel('Square banner (250x250)')).toHaveCount(0);
  await context.close();
});
