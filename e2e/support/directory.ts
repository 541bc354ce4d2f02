import type { Page } from '@playwright/test';

/** Searches the public services directory by name, optionally narrowed to one service type. */
export async function searchServices(page: Page, query: string, serviceType?: string) {
  await page.goto('/directory/services');
  await page.getByRole('searchbox', { name: 'Search' }).fill(query);
  if (serviceType) await page.getByLabel('Service type').selectOption({ label: serviceType });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}
