import { newAccount } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

test('an auctioneer registers and lands on the dashboard, signed in', async ({ page }) => {
  const account = newAccount('register');
  await page.goto('/register');
  // Issue 27: the page opens on the buyer's form; the business form is the second choice.
  await page.getByRole('radio', { name: 'I run auctions or a business' }).check();

  await page.getByRole('radio', { name: /Auctioneer/ }).check();
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password', { exact: true }).fill('not the same password');
  await page.getByLabel('Company name').fill(account.companyName);
  await page.getByLabel('Province or territory').selectOption('NB');
  await page.getByRole('button', { name: 'Create account' }).click();

  // Mismatched passwords are caught on the screen and nothing is sent.
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  await page.getByLabel('Confirm password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.firstName}!` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  // Issue 30: the province asked at sign-up is the account's, the checkout's default.
  expect((await (await page.request.get('/api/auth/session')).json()).user.province).toBe('NB');

  // The session survives a reload: it lives in an httpOnly cookie, not in page state.
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.firstName}!` })).toBeVisible();
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'mm_session');
  expect(session?.httpOnly).toBe(true);
  expect(await page.evaluate(() => JSON.stringify(window.localStorage))).not.toContain(session?.value ?? '∅');
});

test('a service provider must pick a service type, and a taken e-mail is answered "check your e-mail"', async ({
  page,
  request,
}) => {
  const taken = newAccount('taken');
  const response = await request.post('/api/auth/register', {
    data: { ...taken, advertiserType: 'MOVE_MANAGER' },
  });
  expect(response.status()).toBe(201);

  await page.goto('/register');
  // Issue 27: the page opens on the buyer's form; the business form is the second choice.
  await page.getByRole('radio', { name: 'I run auctions or a business' }).check();
  await page.getByRole('radio', { name: /Service Provider/ }).check();
  await page.getByLabel('First name').fill('Jean');
  await page.getByLabel('Last name').fill('Arsenault');
  await page.getByLabel('Email', { exact: true }).fill(taken.email);
  await page.getByLabel('Password', { exact: true }).fill(taken.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(taken.password);
  await page.getByLabel('Company name').fill('Island Movers');
  await page.getByLabel('Province or territory').selectOption('PE');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please select a service type')).toBeVisible();

  await page.getByLabel('Service Type').selectOption({ label: 'Move Manager' });
  await page.getByRole('button', { name: 'Create account' }).click();
  // Decision 013: a taken address is not confirmed to whoever types it; its owner gets a mail.
  await expect(page.getByText('Check your e-mail to continue')).toBeVisible();
  await expect(page.getByText('An account with this email already exists')).toHaveCount(0);
  await expect(page).toHaveURL(/\/register$/);
});
