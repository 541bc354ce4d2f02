import { readFile } from 'node:fs/promises';
import { ADMIN, signIn } from './support/accounts.ts';
import { listApprovedAuction } from './support/listings.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 17: a visitor puts an auction in their own calendar — the .ics download carries the
 * auction's own zone (St. John's, half an hour off Atlantic time), and Google Calendar gets a link.
 */
test('a visitor downloads an auction in St. John’s for their calendar at its local time', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN);
  const categories = await (await admin.get('/api/categories')).json();
  const title = `Quidi Vidi marine auction ${Date.now()}`;
  const id = await listApprovedAuction(admin, {
    title,
    description: 'Dories, outboards, nets and a lifetime of marine gear; viewing the day before.',
    categoryId: categories[0].id,
    location: '12 Forest Road, St. John’s',
    province: 'NL',
    auctionStartDate: '2027-07-04T12:30:00.000Z',
    auctionEndDate: '2027-07-04T18:30:00.000Z',
  });
  await admin.dispose();

  await page.goto(`/auctions/${id}`);
  const panel = page.getByRole('region', { name: 'Add to calendar' });
  await expect(panel).toBeVisible();
  // Issue 30 item 1: the link is counted by the server, which sends the visitor on to Google.
  const counted = await panel.getByRole('link', { name: /Google Calendar/ }).getAttribute('href');
  const redirect = await page.request.get(counted ?? '', { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  const google = new URL(redirect.headers().location ?? '');
  expect(google.host).toBe('calendar.google.com');
  expect(google.searchParams.get('ctz')).toBe('America/St_Johns');
  expect(google.searchParams.get('dates')).toBe('20270704T123000Z/20270704T183000Z');

  const downloading = page.waitForEvent('download');
  await panel.getByRole('link', { name: /Download for any calendar/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^quidi-vidi-marine-auction-\d+\.ics$/);
  const ics = await readFile((await download.path()) ?? '', 'utf8');
  expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/St_Johns');
  expect(ics).toContain('DTSTART;TZID=America/St_Johns:20270704T100000');
  expect(ics).toContain(`SUMMARY:${title}`);
});
