import { ADMIN, signIn } from './support/accounts.ts';
import { listApprovedAuction } from './support/listings.ts';
import { stubMapTiles } from './support/map-tiles.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 17 §3: the list's results on a map, a pin opening a small card, by mouse or keyboard. Tiles
 * are refused here (no network in tests): the pins, cards and links are ours and work without them.
 */
test('a visitor opens the map of a search, opens a pin’s card and goes to the auction', async ({
  page,
  playwright,
  baseURL,
}) => {
  await stubMapTiles(page);
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN);
  const categories = await (await admin.get('/api/categories')).json();
  const word = `mapsale${Date.now()}`;
  const ids: string[] = [];
  for (const [title, location, province] of [
    [`Moncton barn sale ${word}`, 'Moncton, NB', 'NB'],
    [`Charlottetown estate ${word}`, 'Charlottetown, PE', 'PE'],
  ]) {
    const start = Date.now() + 6 * 86_400_000;
    const id = await listApprovedAuction(admin, {
      title,
      description: `A ${word} with furniture, tools and collectibles; viewing the morning of the sale.`,
      categoryId: categories[0].id,
      location,
      province,
      auctionStartDate: new Date(start).toISOString(),
      auctionEndDate: new Date(start + 5 * 3_600_000).toISOString(),
    });
    ids.push(id);
  }
  await admin.dispose();

  await page.goto(`/auctions?search=${word}`);
  await page.getByRole('link', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/view=map/);
  const map = page.getByRole('region', { name: /Showing 2 of 2/ });
  // Exact names: each card's heart is a button named "Save <title>", and the list's cards stay on
  // screen until the map's render commits (the address changes first), so a loose name matched a
  // heart on a busy machine, and Enter saved (a visitor: to the sign-in page) instead of opening a card.
  const moncton = map.getByRole('button', { name: `Moncton barn sale ${word}`, exact: true });
  const charlottetown = map.getByRole('button', { name: `Charlottetown estate ${word}`, exact: true });
  await expect(moncton).toBeVisible();
  await expect(charlottetown).toBeVisible();

  // By keyboard: focus a pin, Enter opens its card.
  await charlottetown.focus();
  await page.keyboard.press('Enter');
  const card = page.locator('.leaflet-popup');
  await expect(card.getByRole('link', { name: `Charlottetown estate ${word}` })).toBeVisible();
  await card.getByRole('link', { name: `Charlottetown estate ${word}` }).click();
  await expect(page).toHaveURL(new RegExp(`/auctions/${ids[1]}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Charlottetown estate ${word}` })).toBeVisible();

  // The map's address, shared or reloaded, is rendered by the server (Leaflet cannot load there: it
  // shows the map's placeholder, and the server keeps answering), then the browser draws the map.
  const shared = await page.request.get(`/auctions?search=${word}&view=map`, {
    headers: { accept: 'text/html' },
  });
  expect(shared.status()).toBe(200);
  expect(await shared.text()).toContain('Loading the map');
  await page.goto(`/auctions?search=${word}&view=map`);
  await expect(moncton).toBeVisible();
  expect((await page.request.get('/api/health')).status()).toBe(200);
});
