import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ADMIN, newAccount, signIn } from './support/accounts.ts';
import { listApprovedAuction } from './support/listings.ts';
import { stubMapTiles } from './support/map-tiles.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 28 item 3, on a phone: an auction's page gives directions to its spot, shares its address
 * (here without the Web Share API, so through our own menu), shows the spot on a map once scrolled
 * to, and leads to its auctioneer's profile and other sales. The auctioneer, listed in the
 * directory, and their two sales are set up through the API. Map tiles are refused (no network in
 * tests): the map, its pin and its name are ours and work without them.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The serious and critical axe findings on the page as it is now (as accessibility.spec.ts checks). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a visitor on a phone gets directions, shares the auction, sees its map and reaches its auctioneer', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  // A browser that has the Web Share API would show its own sheet: this visitor's has none.
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
  });
  await stubMapTiles(page);

  const word = randomUUID().slice(0, 6);
  const company = `Lahave ${word} Auctions`;
  const admin = await playwright.request.newContext({ baseURL });
  const account = { ...newAccount('share'), companyName: company };
  const registered = await admin.post('/api/auth/register', {
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      password: account.password,
      advertiserType: 'AUCTIONEER',
      companyName: company,
    },
  });
  expect(registered.status()).toBe(201);
  const seller = ((await registered.json()) as { user: { id: string } }).user;
  // Registering signed this context in as the auctioneer: the admin signs in over it.
  await signIn(admin, ADMIN);
  const listed = await admin.put(`/api/users/${seller.id}/directory-status`, {
    data: { isDirectoryListed: true },
  });
  expect(listed.status()).toBe(200);
  const categories = await (await admin.get('/api/categories')).json();
  const sale = (title: string, location: string, days: number) => {
    const start = Date.now() + days * 86_400_000;
    return listApprovedAuction(admin, {
      title,
      description: 'Dories, brass lanterns, quilts and hand tools; viewing the morning of the sale.',
      categoryId: categories[0].id,
      location,
      province: 'NS',
      sellerId: seller.id,
      auctionStartDate: new Date(start).toISOString(),
      auctionEndDate: new Date(start + 5 * 3_600_000).toISOString(),
    });
  };
  const id = await sale(`Lunenburg waterfront sale ${word}`, 'Lunenburg, NS', 5);
  const otherTitle = `Mahone Bay barn sale ${word}`;
  const other = await sale(otherTitle, 'Mahone Bay, NS', 9);
  const { auction } = (await (await admin.get(`/api/auctions/${id}`)).json()) as {
    auction: { lat: number; lng: number };
  };
  await admin.dispose();
  expect(typeof auction.lat).toBe('number');

  await page.goto(`/auctions/${id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Lunenburg waterfront sale ${word}` }),
  ).toBeVisible();

  // Directions open the map app at the sale's coordinates, in a new tab.
  const directions = page.getByRole('link', { name: /Directions/ });
  const href = new URL((await directions.getAttribute('href')) ?? '');
  expect(href.host).toBe('www.google.com');
  expect(href.searchParams.get('destination')).toBe(`${auction.lat},${auction.lng}`);
  await expect(directions).toHaveAttribute('target', '_blank');

  // Share: our menu, with the page's address in every link; Copy link copies it.
  const address = `${origin}/auctions/${id}`;
  const share = page.getByRole('button', { name: 'Share', exact: true });
  await share.click();
  const menu = page.getByRole('dialog', { name: 'Share this auction' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`,
  );
  await expect(menu.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(address).replace(/[.%]/g, '\\$&')}$`),
  );
  expect(await menu.getByRole('link', { name: 'E-mail' }).getAttribute('href')).toContain(
    encodeURIComponent(address),
  );
  await menu.getByRole('button', { name: 'Copy link' }).click();
  await expect(menu.getByRole('status')).toHaveText('Link copied');
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(share).toBeFocused();

  // The map is not loaded until scrolled to.
  const mapPanel = page.getByRole('region', { name: 'On the map' });
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  await mapPanel.scrollIntoViewIfNeeded();
  await expect(
    mapPanel.getByRole('region', { name: 'Map of the auction’s location: Lunenburg, NS' }),
  ).toBeVisible();
  await expect(mapPanel.locator('.leaflet-container .auction-pin')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The seller box: their other sale, and their profile.
  const sellerBox = page.getByRole('region', { name: 'Seller' });
  const more = sellerBox.getByRole('region', { name: 'More from this auctioneer' });
  await expect(more.getByRole('link', { name: new RegExp(otherTitle) })).toHaveAttribute(
    'href',
    `/auctions/${other}`,
  );
  await sellerBox.getByRole('link', { name: company, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/directory/${seller.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
});
