import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ADMIN, registerMoveManager, signedInPage } from './support/accounts.ts';
import { saveVisaThroughApi } from './support/cards.ts';
import { type APIRequestContext, expect, test } from './support/test.ts';

/**
 * Spec 001 §2 Admin → Pending Banner Ads, §4, §8; decisions 4 and 6: an admin approves one paid
 * banner and rejects another; the rejected one is refunded in full and its invoice says so. The
 * banners are bought through the API (the buying screens have their own journey, banner-journey).
 */

const cad = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const DAY = 86_400_000;

interface PaidBanner {
  name: string;
  id: string;
  invoiceId: string;
  total: number;
}

/** A square banner for a sidebar slot, starting in two days, paid with the test visa in Nova Scotia. */
async function buyBanner(request: APIRequestContext, name: string, placement: string): Promise<PaidBanner> {
  const image = await sharp({ create: { width: 250, height: 250, channels: 3, background: '#1b6f5c' } })
    .png()
    .toBuffer();
  const uploaded = await request.post('/api/banners/upload', {
    multipart: { image: { name: 'banner.png', mimeType: 'image/png', buffer: image } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);

  const start = new Date(Date.now() + 2 * DAY);
  const created = await request.post('/api/banners', {
    data: {
      advertiserName: name,
      contactEmail: 'ads@example.com',
      targetUrl: `https://example.com/${encodeURIComponent(name)}`,
      placement,
      size: 'SQUARE',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 30 * DAY).toISOString(),
      imageUrl: (await uploaded.json()).imageUrl,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const banner = await created.json();
  expect(banner.paymentRequired).toBe(true);

  const intent = await request.post('/api/payments/create-payment-intent', {
    data: { paymentType: 'BANNER_AD', bannerAdId: banner.id, province: 'NS' },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { paymentIntentId, total } = await intent.json();
  const paid = await request.post('/api/payments/confirm-payment', {
    data: {
      paymentIntentId,
      invoiceId: banner.invoice.id,
      bannerAdId: banner.id,
      paymentMethodId: 'pm_card_visa',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return { name, id: banner.id, invoiceId: banner.invoice.id, total };
}

test('an admin approves one pending banner and rejects another, which is refunded on its invoice', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const suffix = randomUUID().slice(0, 6);

  // 0. A move manager with a saved card buys two banners (through the API).
  await registerMoveManager(page.request, `Bluenose ${suffix} Movers`, 'banner-review');
  await saveVisaThroughApi(page.request);
  const kept = await buyBanner(page.request, `Bluenose ${suffix} Spring`, 'HOMEPAGE_SIDEBAR_1');
  const refused = await buyBanner(page.request, `Bluenose ${suffix} Autumn`, 'HOMEPAGE_SIDEBAR_2');

  // 1. Both wait in the Pending Banner Ads tab; one is approved, the other rejected.
  const admin = await signedInPage(browser, ADMIN);
  await admin.goto('/admin?tab=pending-banners');
  await expect(admin.getByRole('tab', { name: 'Pending Banner Ads', selected: true })).toBeVisible();
  const keptCard = admin.getByRole('article', { name: kept.name });
  const refusedCard = admin.getByRole('article', { name: refused.name });
  await expect(keptCard).toBeVisible();
  await expect(refusedCard).toBeVisible();

  await keptCard.getByRole('button', { name: `Approve ${kept.name}` }).click();
  await expect(admin.getByText(`${kept.name}'s banner ad is approved.`)).toBeVisible();
  await expect(keptCard).toHaveCount(0);

  await refusedCard.getByRole('button', { name: `Reject ${refused.name}` }).click();
  const why = admin.getByRole('dialog', { name: 'Reject this banner ad?' });
  await why.getByRole('radio', { name: 'Duplicate listing' }).check();
  await why.getByRole('button', { name: 'Reject banner ad' }).click();
  await expect(admin.getByText(`${refused.name}'s banner ad is rejected.`)).toBeVisible();
  await expect(refusedCard).toHaveCount(0);
  await admin.context().close();

  // 2. The advertiser sees the outcomes on the banner list.
  await page.goto('/dashboard/banner-ads');
  const row = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(row(kept.name).getByText('Approved', { exact: true })).toBeVisible();
  await expect(row(refused.name).getByText('Rejected', { exact: true })).toBeVisible();

  // 3. The rejected, paid banner is refunded in full and its invoice says so; the other stays paid.
  await page.goto(`/invoices/${refused.invoiceId}`);
  await expect(page.getByText('Refunded', { exact: true }).first()).toBeVisible();
  await expect(page.locator('dl', { hasText: 'Subtotal' })).toContainText(`−${cad(refused.total)} CAD`);

  await page.goto(`/invoices/${kept.invoiceId}`);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByText('Refunded', { exact: true })).toHaveCount(0);

  await page.goto('/invoices');
  await expect(page.getByRole('row', { name: new RegExp(`Banner ad — .*: ${refused.name}`) })).toContainText(
    'Refunded',
  );
  await expect(page.getByRole('row', { name: new RegExp(`Banner ad — .*: ${kept.name}`) })).toContainText(
    'Paid',
  );
});
