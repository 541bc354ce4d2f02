import { ADMIN, newAccount, signIn } from './support/accounts.ts';
import { listApprovedAuction } from './support/listings.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 27, "Checked by": signed out on a phone, tap Save on an auction, sign up as a buyer, and be
 * back on the auction with it saved.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('a visitor on a phone taps Save, joins as a buyer and is back on the auction, saved', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN);
  const categories = await (await admin.get('/api/categories')).json();
  const title = `Cape Breton fiddles ${Date.now()}`;
  const start = Date.now() + 10 * 86_400_000;
  const id = await listApprovedAuction(admin, {
    title,
    description: 'Fiddles, bows and cases from a Mabou workshop, with sheet music and a pump organ.',
    categoryId: categories[0].id,
    location: 'Mabou, NS',
    province: 'NS',
    auctionStartDate: new Date(start).toISOString(),
    auctionEndDate: new Date(start + 4 * 3_600_000).toISOString(),
  });
  await admin.dispose();

  await page.goto(`/auctions/${id}`);
  await page
    .getByRole('button', { name: `Save ${title}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);

  // The buyer's form is the first choice: a name, an e-mail and a password.
  const account = newAccount('buyer');
  await expect(page.getByRole('radio', { name: 'I’m looking for auctions' })).toBeChecked();
  await expect(page.getByLabel('Company name')).toHaveCount(0);
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Join free' }).click();

  // Back on the same auction, the save done and said.
  await expect(page).toHaveURL(new RegExp(`/auctions/${id}$`));
  await expect(page.getByRole('status').filter({ hasText: `Saved: ${title}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${title} from saved` }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const session = await (await page.request.get('/api/auth/session')).json();
  expect(session.user).toMatchObject({ email: account.email.toLowerCase(), role: 'USER' });
  expect((await (await page.request.get(`/api/auctions/${id}/is-saved`)).json()).isSaved).toBe(true);
  // Past the page's width nothing spills over at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
