import { randomUUID } from 'node:crypto';
import { ADMIN } from './support/accounts.ts';
import { latestMailTo } from './support/mailbox.ts';
import { expect, test } from './support/test.ts';

/**
 * Decision 12 and spec 001 §2 (Newsletter tab, /newsletter/confirm): a visitor subscribes in the
 * footer, confirms from the mailed link, and an admin sees the confirmed address in the tab and in
 * the CSV export.
 */

const CHECK_EMAIL = 'Please check your email to confirm your subscription.';
const CONFIRMED = 'Thank you! Your newsletter subscription is confirmed.';

/** The path and query of the confirm link in a mail, to open against the journeys' base URL. */
function confirmLinkIn(text: string): string {
  const match = /https?:\/\/[^\s/]+(\/newsletter\/confirm\?token=[^\s<>"')]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no confirm link in the mail:\n${text}`);
  return match[1];
}

test('a visitor subscribes in the footer, confirms by mail, and the admin sees and exports it', async ({
  page,
}) => {
  test.slow(); // The server drains its outbox every few seconds: the mail takes a moment to arrive.
  const email = `reader-${randomUUID().slice(0, 8)}@e2e.test`;
  const asked = new Date();

  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const form = footer.getByRole('form', { name: 'Newsletter sign-up' });
  await form.getByLabel('Your e-mail address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status').filter({ hasText: CHECK_EMAIL })).toBeVisible();

  const mail = await latestMailTo(email, { timeoutMs: 15_000, after: asked });
  expect(mail).toMatch(/^Subject: Confirm your Mariner Marketplace newsletter subscription$/im);
  const link = confirmLinkIn(mail);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter confirmation' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: CONFIRMED })).toBeVisible();
  await expect(page).toHaveTitle(/Newsletter confirmation/);

  // Single use: the same link a second time is refused.
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: /invalid, already used or expired/ })).toBeVisible();

  // The admin's Newsletter tab shows the address as active and confirmed, from the footer.
  const login = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok()).toBe(true);
  await page.goto('/admin?tab=newsletter');
  await page.getByLabel('Confirmed').selectOption({ label: 'Yes' });
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();
  // Cells after the e-mail's row header: user, source, active, confirmed, created.
  const cells = row.getByRole('cell');
  await expect(cells.nth(1)).toHaveText('Footer');
  await expect(cells.nth(2)).toHaveText('Yes');
  await expect(cells.nth(3)).toHaveText('Yes');

  // The Export CSV button downloads a dated file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);

  // The same export through the admin's session holds the address, every field quoted.
  const exported = await page.request.get('/api/newsletter/subscribers/export?confirmed=true');
  expect(exported.status()).toBe(200);
  expect(exported.headers()['content-type']).toBe('text/csv; charset=utf-8');
  // A UTF-8 byte order mark first, so spreadsheets read accented names right.
  const csv = (await exported.text()).replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toBe(
    '"Email","First Name","Last Name","Company","Source","Active","Confirmed","Created At"',
  );
  expect(csv).toMatch(
    new RegExp(`^"${email.replace(/[.]/g, '\\.')}","","","","footer","Yes","Yes","[^"]+"\\r$`, 'm'),
  );
});
