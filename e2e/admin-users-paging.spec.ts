import { randomUUID } from 'node:crypto';
import { ADMIN, signedInPage } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 31 item 1: with more users than one page holds, the superadmin pages through the Users
 * tab, finds one user by e-mail, and changes their role in the edit dialog; the search stays in
 * the address, so a reload shows the same user.
 */
test('a superadmin finds one user among many by e-mail and changes their role', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await signedInPage(browser, ADMIN);
  const batch = randomUUID().slice(0, 8);
  const emailOf = (n: number) => `crowd-${batch}-${String(n).padStart(2, '0')}@e2e.test`;

  // Sixty sellers through the API, ten at a time (each one's password is hashed on the server).
  for (let start = 0; start < 60; start += 10) {
    await Promise.all(
      Array.from({ length: 10 }, async (_, offset) => {
        const n = start + offset;
        const response = await admin.request.post('/api/users', {
          data: {
            email: emailOf(n),
            password: 'harbour-lights-42',
            firstName: 'Crowd',
            lastName: `Member${batch}${String(n).padStart(2, '0')}`,
            role: 'SELLER',
            companyName: `Crowd Auctions ${n}`,
          },
        });
        expect(response.status(), await response.text()).toBe(201);
      }),
    );
  }

  // More than one page: the list says how many pages there are and offers the next.
  await admin.goto('/admin?tab=users');
  await expect(admin.getByRole('tab', { name: /Users/, selected: true })).toBeVisible();
  await expect(admin.getByText(/Page 1 of \d+/)).toBeVisible();
  const pages = admin.getByRole('navigation', { name: 'Pagination' });
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(admin).toHaveURL(/page=2/);
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  // The one user, found by e-mail; the search goes into the address and back to the first page.
  const wanted = emailOf(37);
  const name = `Crowd Member${batch}37`;
  const search = admin.getByRole('search', { name: 'Find users' });
  await search.getByRole('searchbox', { name: 'Search' }).fill(wanted.toUpperCase());
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(admin).toHaveURL(/q=CROWD/);
  await expect(admin).not.toHaveURL(/page=/);
  await expect(admin.getByRole('rowheader')).toHaveCount(1);
  await expect(admin.getByRole('rowheader', { name })).toContainText(wanted);

  // The role changes in the edit dialog; focus returns to its Edit button.
  const edit = admin.getByRole('button', { name: `Edit ${name}` });
  await edit.click();
  const dialog = admin.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByLabel('Email')).toHaveValue(wanted);
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Admin' });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(admin.getByText('User updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  // The address keeps the search: a reload shows the same user, now an admin, and the role filter finds them.
  await admin.reload();
  const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name }) });
  await expect(row.getByRole('cell', { name: 'Admin', exact: true })).toBeVisible();
  await search.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Admin' });
  await expect(admin).toHaveURL(/role=ADMIN/);
  await expect(admin.getByRole('rowheader', { name })).toBeVisible();
});
