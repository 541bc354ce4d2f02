import { randomUUID } from 'node:crypto';
import { ADMIN, signedInPage } from './support/accounts.ts';
import { countMailsTo, latestMailTo } from './support/mailbox.ts';
import { type APIRequestContext, expect, test } from './support/test.ts';

/**
 * Issue 31 item 4 (decision 028): an admin writes a campaign in both languages, previews it in
 * French, sends a test to themself, then sends it; each confirmed subscriber gets it once in their
 * language with a one-click unsubscribe, an unconfirmed one gets nothing. Subjects stay ASCII so
 * they can be read from the raw mail without decoding RFC 2047 words.
 */

/** A newsletter sign-up through the API in a language, confirmed from its mail unless told not to. */
async function subscriber(request: APIRequestContext, language: 'en' | 'fr', confirm = true) {
  const email = `campaign-${language}-${randomUUID().slice(0, 8)}@e2e.test`;
  const asked = new Date();
  const signUp = await request.post('/api/newsletter/subscribe', {
    data: { email, source: 'footer' },
    headers: { 'accept-language': language === 'fr' ? 'fr-CA' : 'en-CA' },
  });
  expect(signUp.ok()).toBe(true);
  if (!confirm) return email;
  const mail = await latestMailTo(email, { after: asked });
  const token = /\/confirm(?:er)?[^?\s]*\?token=([\w-]+)/.exec(mail.replace(/=\r?\n/g, ''))?.[1];
  expect(token, 'a confirm link in the mail').toBeTruthy();
  const confirmed = await request.get(`/api/newsletter/confirm?token=${token}`);
  expect(confirmed.ok()).toBe(true);
  return email;
}

/** A raw mail with its folded header lines joined back. */
const unfold = (raw: string) => raw.replace(/\r?\n[ \t]+/g, ' ');

test('an admin writes, previews, tests and sends a campaign to confirmed subscribers once', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = randomUUID().slice(0, 6);
  const subjectEn = `Spring sales ${suffix}`;
  const subjectFr = `Ventes du printemps ${suffix}`;
  const english = await subscriber(request, 'en');
  const french = await subscriber(request, 'fr');
  const unconfirmed = await subscriber(request, 'en', false);

  const admin = await signedInPage(browser, ADMIN);
  await admin.goto('/admin?tab=newsletter');
  const campaigns = admin.getByRole('region', { name: 'Campaigns' });
  await campaigns.getByRole('button', { name: 'New Campaign' }).click();
  const form = admin.getByRole('form', { name: 'New campaign' });
  await form.getByLabel('Subject (English)').fill(subjectEn);
  await form.getByLabel('Subject (French)').fill(subjectFr);
  await form.getByLabel('Message (English, Markdown)').fill('# Hello\n\nOur **spring** sales start soon.');
  await form
    .getByLabel('Message (French, Markdown)')
    .fill('# Bonjour\n\nNos ventes du **printemps** commencent.');
  await form.getByRole('button', { name: 'Save Draft' }).click();

  // Saved, it opens in preview; in French the sandboxed frame shows the French letter.
  const preview = admin.getByRole('region', { name: `Preview: ${subjectEn}` });
  await expect(preview).toBeVisible();
  await expect(preview.frameLocator('iframe').getByRole('heading', { name: 'Hello' })).toBeVisible();
  await preview.getByRole('button', { name: 'French' }).click();
  await expect(preview.frameLocator('iframe').getByRole('heading', { name: 'Bonjour' })).toBeVisible();
  await expect(preview.locator('iframe')).toHaveAttribute('sandbox', '');

  // A test in French to the admin only.
  const testAsked = new Date();
  await preview.getByRole('button', { name: 'Send Test to Me' }).click();
  await expect(preview.getByText(`A test in French is on its way to ${ADMIN.email}.`)).toBeVisible();
  const testMail = unfold(await latestMailTo(ADMIN.email, { after: testAsked, matching: /Essai/ }));
  expect(testMail).toMatch(new RegExp(`^Subject: \\[Essai\\] ${subjectFr}$`, 'm'));
  expect(await countMailsTo(english)).toBe(1); // its confirmation request only

  // Send, after a confirmation that says how many will get it.
  await preview.getByRole('button', { name: 'Close Preview' }).click();
  const row = campaigns.getByRole('row', { name: new RegExp(subjectEn) });
  await expect(row.getByRole('cell', { name: 'Draft' })).toBeVisible();
  await row.getByRole('button', { name: 'Send…' }).click();
  const dialog = admin.getByRole('alertdialog', { name: `Send “${subjectEn}”?` });
  await expect(dialog.getByText(/It goes to \d+ confirmed subscribers?/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Send Now' }).click();
  // The worker queues, the outbox sends, the counts follow; then it reads Sent.
  await expect(row.getByRole('cell', { name: 'Sent', exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(row.getByText(/0 queued, \d+ sent, 0 failed/)).toBeVisible();

  const toEnglish = unfold(await latestMailTo(english, { matching: new RegExp(suffix), timeoutMs: 30_000 }));
  const toFrench = unfold(await latestMailTo(french, { matching: new RegExp(suffix), timeoutMs: 30_000 }));
  expect(toEnglish).toMatch(new RegExp(`^Subject: ${subjectEn}$`, 'm'));
  expect(toFrench).toMatch(new RegExp(`^Subject: ${subjectFr}$`, 'm'));
  expect(toEnglish).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  expect(await countMailsTo(english)).toBe(2);
  expect(await countMailsTo(french)).toBe(2);
  expect(await countMailsTo(unconfirmed)).toBe(1);

  // One click: the mail client posts to the header's address, no login, no page.
  const unsubscribe =
    /^List-Unsubscribe: <https?:\/\/[^/>]+(\/api\/newsletter\/unsubscribe\?token=[\w-]+)>/m.exec(
      toEnglish,
    )?.[1];
  expect(unsubscribe, 'a List-Unsubscribe header').toBeTruthy();
  const oneClick = await request.post(unsubscribe ?? '', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status()).toBe(200);
  await admin.close();
});
