import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { ADMIN, registerMoveManager, signIn } from './support/accounts.ts';
import { saveVisaThroughApi } from './support/cards.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 30 item 2 ("an advertiser downloads the CSV"): an advertiser's paid, approved banner is
 * clicked; on the banners page the advertiser sees its statistics (totals, CTR and the chart, drawn
 * by the lazily loaded uPlot) and downloads the same days as CSV. The banner is bought through the
 * API (the buying screens have their own journey, banner-journey).
 */

const DAY = 86_400_000;
/** Today on the company's calendar, the day the server files counts under. */
const halifaxToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Halifax',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

test('an advertiser sees a banner’s chart and downloads its statistics as CSV', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const name = `Fundy ${randomUUID().slice(0, 6)} Movers`;

  // 0. A move manager buys a square banner starting in a few seconds; an admin approves it.
  await registerMoveManager(page.request, name, 'banner-stats');
  await saveVisaThroughApi(page.request);
  const image = await sharp({ create: { width: 250, height: 250, channels: 3, background: '#6b2c91' } })
    .png()
    .toBuffer();
  const uploaded = await page.request.post('/api/banners/upload', {
    multipart: { image: { name: 'banner.png', mimeType: 'image/png', buffer: image } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const start = new Date(Date.now() + 3_000);
  const created = await page.request.post('/api/banners', {
    data: {
      advertiserName: name,
      contactEmail: 'ads@example.com',
      targetUrl: 'https://example.com/fundy',
      placement: 'HOMEPAGE_SIDEBAR_3',
      size: 'SQUARE',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 30 * DAY).toISOString(),
      imageUrl: (await uploaded.json()).imageUrl,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const banner = await created.json();
  const intent = await page.request.post('/api/payments/create-payment-intent', {
    data: { paymentType: 'BANNER_AD', bannerAdId: banner.id, province: 'NS' },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const paid = await page.request.post('/api/payments/confirm-payment', {
    data: {
      paymentIntentId: (await intent.json()).paymentIntentId,
      invoiceId: banner.invoice.id,
      bannerAdId: banner.id,
      paymentMethodId: 'pm_card_visa',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN);
  expect((await admin.put(`/api/banners/${banner.id}/approve`)).status()).toBe(200);

  // 1. Once it is served, a visitor's click is counted (the redirect is not followed out).
  const visitor = await playwright.request.newContext({ baseURL });
  await expect(async () => {
    const click = await visitor.get(`/api/banners/${banner.id}/click`, { maxRedirects: 0 });
    expect(click.status()).toBe(302);
  }).toPass({ timeout: 30_000, intervals: [1_000] });

  // 2. The banners page: the period's totals and the chart, drawn once on screen.
  await page.goto('/dashboard/banner-ads');
  const panel = page.getByRole('region', { name: `Statistics of ${name}` });
  await expect(panel.getByText('Click-through rate')).toBeVisible();
  await expect(panel.locator('dd').nth(1)).toHaveText('1');
  const chart = panel.getByRole('figure', { name: 'Impressions and clicks per day' });
  await expect(chart).toBeVisible();
  // uPlot's chunk is fetched once the chart is on screen, and draws on a canvas.
  await expect(chart.locator('canvas')).toBeVisible({ timeout: 15_000 });
  // The same numbers as a table, for a reader who wants them.
  await panel.getByRole('button', { name: 'Show the numbers as a table' }).click();
  const table = panel.getByRole('table', { name: 'Impressions and clicks per day' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(31);

  // 3. Download CSV: the last 30 days, today (Halifax) with the click.
  const downloading = page.waitForEvent('download');
  await panel.getByRole('link', { name: `Download CSV: ${name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^banner-${banner.id}-stats-\\d{4}-\\d{2}-\\d{2}-to-${halifaxToday()}\\.csv$`),
  );
  const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('"Date","Impressions","Clicks","CTR"');
  expect(lines).toHaveLength(32);
  expect(lines.at(-2)).toMatch(new RegExp(`^"${halifaxToday()}","\\d+","1","`));
  expect(lines.at(-1)).toMatch(/^"Total","\d+","1","/);

  // 4. A shorter period asks again.
  await panel.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 7 days' });
  await expect(table.getByRole('row')).toHaveCount(8);
  await admin.dispose();
  await visitor.dispose();
});
