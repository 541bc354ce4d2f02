import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** "YYYY-MM-DDTHH:mm" for a datetime-local input, `days` from now at `hour` (Halifax time). */
export function halifaxInput(days: number, hour: number) {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Halifax',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
  return `${day}T${String(hour).padStart(2, '0')}:00`;
}

export interface ListingDraft {
  title: string;
  description?: string;
  location?: string;
  /** The sale runs from 10:00 to 16:00 on that day. */
  startsInDays?: number;
}

/** Fills the required fields of /create-listing for an estate sale in Nova Scotia; the caller submits. */
export async function fillListingForm(
  page: Page,
  {
    title,
    description = 'Contents of a seaside home in Lunenburg: dories, brass lanterns, quilts and hand tools.',
    location = 'Lunenburg, NS',
    startsInDays = 2,
  }: ListingDraft,
) {
  await page.goto('/create-listing');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description', { exact: true }).fill(description);
  await page.getByLabel('Category').selectOption({ label: 'Estate Sales' });
  await page.getByLabel('Location').fill(location);
  await page.getByLabel('Province or territory').selectOption('NS');
  await page.getByLabel('Start date and time').fill(halifaxInput(startsInDays, 10));
  await page.getByLabel('End date and time').fill(halifaxInput(startsInDays, 16));
}

/** An auction listed through the API by `admin` (signed in) and approved, as journeys set up their data. */
export async function listApprovedAuction(
  admin: APIRequestContext,
  data: Record<string, unknown>,
): Promise<string> {
  const created = await admin.post('/api/auctions', { data });
  expect(created.status()).toBe(201);
  const id = (await created.json()).id as string;
  expect((await admin.put(`/api/auctions/${id}/approve`)).status()).toBe(200);
  return id;
}
