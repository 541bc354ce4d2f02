import { expect, test } from './support/test.ts';

test('the footer leads to the terms and privacy pages, and unknown addresses get a not-found page', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Nova Scotia', { exact: false }).first()).toBeVisible();

  await footer.getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Terms');
  await expect(page.getByText('July 31, 2025').first()).toBeVisible();

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');

  await page.getByRole('banner').getByRole('link', { name: 'About' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('link', { name: /Advertise with us/ })).toHaveAttribute('href', '/advertise');

  // Issue 14: an address that is no page answers 404, with the not-found page.
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
