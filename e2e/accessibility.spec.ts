import AxeBuilder from '@axe-core/playwright';
import { ADMIN, signIn } from './support/accounts.ts';
import { listApprovedAuction } from './support/listings.ts';
import { expect, test } from './support/test.ts';

for (const path of [
  '/',
  '/auctions',
  '/calendar',
  '/saved-auctions',
  '/login',
  '/register',
  // Issue 27: the pages mailed links open, in both languages.
  '/sign-in/link?token=not-a-real-token',
  '/fr/confirmer-courriel?token=not-a-real-token',
  '/about',
  '/terms',
  '/privacy',
  '/no-such-page',
]) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

// Issue 28: an auction page with every fact of its sale stated (a hybrid sale), in both languages.
test('an auction page with its sale facts has no serious accessibility violations', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN);
  const categories = await (await admin.get('/api/categories')).json();
  const start = Date.now() + 8 * 86_400_000;
  const id = await listApprovedAuction(admin, {
    title: `Shipwright's tools and marine antiques ${Date.now()}`,
    description: 'Planes, adzes, caulking irons, brass fittings and ship models from a Mahone Bay loft.',
    categoryId: categories[0].id,
    location: 'Mahone Bay, NS',
    province: 'NS',
    auctionStartDate: new Date(start).toISOString(),
    auctionEndDate: new Date(start + 5 * 3_600_000).toISOString(),
    saleType: 'HYBRID',
    biddingUrl: 'https://bid.example.ca/shipwright',
    buyersPremiumPercent: 12.5,
    paymentMethods: ['CASH', 'DEBIT', 'E_TRANSFER'],
    previewTimes: [
      { start: new Date(start - 86_400_000).toISOString(), end: new Date(start - 79_200_000).toISOString() },
    ],
    pickupTimes: [
      { start: new Date(start + 86_400_000).toISOString(), end: new Date(start + 93_600_000).toISOString() },
    ],
    terms: 'Cash, debit or e-Transfer on the day.\nEverything sold as is, where is.',
    termsFr: 'Comptant, débit ou virement le jour même.\nTout est vendu tel quel.',
  });
  await admin.dispose();
  for (const path of [`/auctions/${id}`, `/fr/encans/${id}`]) {
    await page.goto(path);
    await expect(
      page.getByRole('region', { name: /Know before you go|À savoir avant d’y aller/ }),
    ).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
