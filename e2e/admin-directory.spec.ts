import { randomUUID } from 'node:crypto';
import { ADMIN, registerMoveManager, registerSignedOut, signIn } from './support/accounts.ts';
import { searchServices } from './support/directory.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * Spec 001 §2 Directory tab: a superadmin edits a service company's directory information and lists
 * it; the company appears in the public services directory; unlisting takes it out again. The
 * company registers through the API on a context of its own; the page is the superadmin's.
 */
async function openDirectoryTab(page: Page, company: string) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Directory', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search directory users' }).fill(company);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const card = page.getByRole('article', { name: company });
  await expect(card).toBeVisible();
  return card;
}

test('a superadmin edits and lists a service company, visitors find it, and unlisting removes it', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Three rounds of admin console and public directory: past 30 s on a busy two-core machine.
  test.setTimeout(60_000);
  const company = `Bluenose ${randomUUID().slice(0, 6)} Movers`;
  await registerSignedOut(playwright, baseURL, (api) => registerMoveManager(api, company));
  await signIn(page.request, ADMIN);

  // Not listed yet: nobody finds it.
  await searchServices(page, company);
  await expect(page.getByText('No services found.')).toBeVisible();

  // 1. The superadmin edits its directory information and lists it.
  let card = await openDirectoryTab(page, company);
  await expect(card.getByText('Not listed')).toBeVisible();
  await card.getByRole('button', { name: `Edit directory information of ${company}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Directory information' });
  await dialog
    .getByLabel(/^Description(?! in French)/)
    .fill('Careful moves for estates and downsizing households along the South Shore.');
  await dialog.getByLabel(/Website/).fill('https://bluenose-movers.example');
  await dialog.getByLabel(/Phone/).fill('(902) 555-0142');
  await dialog.getByLabel(/Address/).fill('12 Montague Street, Lunenburg, NS');
  await dialog.getByRole('checkbox', { name: 'Listed in the directory' }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Directory information of ${company} saved.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('In the public directory')).toBeVisible();

  // 2. Visitors find it in the services directory, with what the superadmin wrote.
  await searchServices(page, company);
  const entry = page.getByRole('article', { name: company });
  await expect(entry).toBeVisible();
  await expect(entry.getByText('12 Montague Street, Lunenburg, NS')).toBeVisible();
  await expect(entry.getByText(/Careful moves for estates/)).toBeVisible();

  // 3. Unlisting takes it out again.
  card = await openDirectoryTab(page, company);
  // The box shows the saved state: it turns off once the server has unlisted the company, which
  // Playwright's uncheck() does not wait for (it failed a try when the answer came after its check).
  await card.getByRole('checkbox', { name: `Listed in directory: ${company}` }).click();
  await expect(page.getByText(`${company} is no longer listed in the directory.`)).toBeVisible();
  await expect(card.getByText('Not listed')).toBeVisible();
  await expect(card.getByRole('checkbox', { name: `Listed in directory: ${company}` })).not.toBeChecked();

  await searchServices(page, company);
  await expect(page.getByText('No services found.')).toBeVisible();
  await expect(page.getByRole('article', { name: company })).toHaveCount(0);
});
