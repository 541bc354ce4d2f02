import { registerSignedOut } from './support/accounts.ts';
import { latestMailTo, resetLinkIn } from './support/mailbox.ts';
import { expect, test } from './support/test.ts';

const NEUTRAL = 'If an account exists for that e-mail, we have sent a link to reset the password.';
const CHANGED = 'Your password has been changed. Please log in.';
const INVALID = 'This reset link is invalid or has expired.';

test('a user resets a forgotten password from the mailed link, which works once', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow(); // The server drains its outbox every few seconds: the mail takes a moment to arrive.
  const account = await registerSignedOut(playwright, baseURL);
  const newPassword = 'new-tide-charts-77';
  const asked = new Date();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: NEUTRAL })).toBeVisible();

  const link = resetLinkIn(
    await latestMailTo(account.email, {
      timeoutMs: 15_000,
      after: asked,
      matching: /reset-password\?token=/,
    }),
  );
  expect(link).toMatch(/^\/reset-password\?token=/);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password', { exact: true }).fill('something-else-entirely');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\?token=/);

  await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: CHANGED })).toBeVisible();

  // The link is single-use: opening it again and submitting shows the invalid-link message.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('third-password-99');
  await page.getByLabel('Confirm new password', { exact: true }).fill('third-password-99');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: INVALID })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.firstName}!` })).toBeVisible();

  // The old password no longer signs in (checked through the API, outside the browser).
  const api = await playwright.request.newContext({ baseURL });
  try {
    const old = await api.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(old.status()).toBe(401);
    const fresh = await api.post('/api/auth/login', {
      data: { email: account.email, password: newPassword },
    });
    expect(fresh.status()).toBe(200);
  } finally {
    await api.dispose();
  }
});
