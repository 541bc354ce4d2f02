import { ADMIN, confirmEmailOf, newAccount, registerAuctioneer, signIn } from './support/accounts.ts';
import { listApprovedAuction } from './support/listings.ts';
import { countMailsTo, latestMailTo } from './support/mailbox.ts';
import { expect, test, waitingForTheApp } from './support/test.ts';

/**
 * Issue 17 §5: a buyer saves a search and is told once when a new auction matches, then stops the
 * alert from the mail's own link without signing in.
 */
test('a saved search mails exactly one digest for a newly approved match, and its link stops it', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // It waits for the digest job (every 2 s here) after its settle time, then for one more run.
  test.setTimeout(90_000);
  const word = `decoys${Date.now()}`;
  const account = await registerAuctioneer(page.request, newAccount('alerts'));
  await confirmEmailOf(page.request, account.email);
  const mailsBefore = await countMailsTo(account.email);
  await page.goto(`/auctions?search=${word}`);
  await page.getByRole('button', { name: 'Get e-mails for this search' }).click();
  const form = page.getByRole('form', { name: 'Save this search' });
  await expect(form.getByLabel('Name of this search')).toHaveValue(word);
  await form.getByLabel('E-mail me').selectOption('INSTANT');
  await form.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText(`Saved “${word}”.`)).toBeVisible();

  // A matching auction is listed and approved afterwards.
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN);
  const categories = await (await admin.get('/api/categories')).json();
  const start = Date.now() + 12 * 86_400_000;
  const title = `Hand-carved ${word} and duck calls`;
  await listApprovedAuction(admin, {
    title,
    description: `A lifetime collection of ${word}, duck calls and marsh paintings from Tantramar.`,
    categoryId: categories[0].id,
    location: 'Sackville, NB',
    province: 'NB',
    auctionStartDate: new Date(start).toISOString(),
    auctionEndDate: new Date(start + 4 * 3_600_000).toISOString(),
  });
  await admin.dispose();

  const mail = await latestMailTo(account.email, { timeoutMs: 30_000, matching: /New auctions? match/ });
  expect(mail).toContain(`New auctions match your search “${word}”`);
  expect(mail).toContain(title);
  // Long headers are folded onto the next line.
  expect(mail).toMatch(/^List-Unsubscribe:\s+<https?:\/\/[^>]+\/api\/alerts\/unsubscribe\?token=/m);
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  // A later digest run mails nothing more. Seen without waiting a fixed time: the search's watermark
  // moves on past where it was once this mail had come (that run would have queued a second mail in
  // the same transaction); then a mail asked for afterwards arrives, and the outbox sends the oldest
  // first, so a second digest would have come before it.
  const watermark = async () => {
    const list = await page.request.get('/api/saved-searches');
    const searches: { name: string; checkedUntil: string }[] = (await list.json()).savedSearches;
    return Date.parse(searches.find((search) => search.name === word)?.checkedUntil ?? '');
  };
  const afterMail = await watermark();
  expect(afterMail).toBeGreaterThan(0);
  await expect.poll(watermark, { timeout: 30_000 }).toBeGreaterThan(afterMail);
  const markerAsked = new Date();
  const reset = await page.request.post('/api/auth/forgot-password', { data: { email: account.email } });
  expect(reset.ok()).toBe(true);
  await latestMailTo(account.email, { after: markerAsked, matching: /reset-password\?token=/ });
  expect(await countMailsTo(account.email, /New auctions? match/)).toBe(1);
  expect(await countMailsTo(account.email)).toBe(mailsBefore + 2);

  // The link at its foot works signed out.
  const link = /https?:\/\/[^\s/]+(\/unsubscribe\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
  expect(link).not.toBe('');
  const visitor = waitingForTheApp(await (await browser.newContext()).newPage());
  await visitor.goto(link);
  await visitor.getByRole('button', { name: 'Stop these e-mails' }).click();
  await expect(visitor.getByText(`Done: no more e-mails for “${word}”.`)).toBeVisible();
  await visitor.context().close();
});
