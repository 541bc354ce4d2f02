import sharp from 'sharp';
import { ADMIN, newAccount, newIsolatedPage, registerAuctioneer, signIn } from './support/accounts.ts';
import { listApprovedAuction } from './support/listings.ts';
import { expect, test } from './support/test.ts';

/** A real picture for the upload input (the server sniffs content, so it must decode). */
const picture = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

/**
 * Issue 29: a seller fills the catalogue of a live auction from its edit page (two lots, a photo),
 * and a visitor reads it on the auction's page and lands on a shared lot's anchor.
 */
test('a seller adds lots with a photo to a live auction, and a visitor opens a shared lot', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const seller = await newIsolatedPage(browser);
  await registerAuctioneer(seller.request, newAccount('lots'));
  const session = await (await seller.request.get('/api/auth/session')).json();

  // The auction is set up through the API: listed for the seller by the superadmin, and approved.
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN);
  const categories = await (await admin.get('/api/categories')).json();
  const start = Date.now() + 12 * 86_400_000;
  const id = await listApprovedAuction(admin, {
    sellerId: session.user.id,
    title: `Farmhouse contents sale ${Date.now()}`,
    description: 'Pine furniture, crocks, quilts and a workshop of tools; viewing the morning of the sale.',
    categoryId: categories[0].id,
    location: 'Truro, NS',
    province: 'NS',
    auctionStartDate: new Date(start).toISOString(),
    auctionEndDate: new Date(start + 5 * 3_600_000).toISOString(),
  });
  await admin.dispose();

  // The seller adds two lots from the listing's edit page, and a photo to the second.
  await seller.goto(`/edit-listing/${id}`);
  const lots = seller.getByRole('region', { name: 'Lots' });
  await expect(lots.getByText('No lots yet.')).toBeVisible();
  await lots.getByLabel(/Lot number/).fill('12');
  await lots.getByLabel('Title', { exact: true }).fill('Nova Scotia pine blanket box');
  await lots.getByLabel(/Low estimate/).fill('300');
  await lots.getByLabel(/High estimate/).fill('500');
  await lots.getByRole('button', { name: 'Add lot' }).click();
  await expect(lots.getByText('Lot 12 added.')).toBeVisible();
  await lots.getByLabel(/Lot number/).fill('12A');
  await lots.getByLabel('Title', { exact: true }).fill('Salt-glazed crocks');
  await lots.getByLabel('Quantity').fill('3');
  await lots.getByRole('button', { name: 'Add lot' }).click();
  await expect(lots.getByText('Lot 12A added.')).toBeVisible();
  await lots.getByLabel('Add photos to lot 12A').setInputFiles(await picture('crocks.png', '#8d6e63'));
  await expect(lots.getByText('1 photo added to lot 12A.')).toBeVisible();
  await expect(lots.getByRole('button', { name: 'Remove photo 1 of lot 12A' })).toBeVisible();
  await seller.context().close();

  // A visitor sees the catalogue, and a shared lot's address lands on that lot.
  const visitor = await newIsolatedPage(browser);
  await visitor.goto(`/auctions/${id}#lot-12A`);
  const catalogue = visitor.getByRole('region', { name: 'Catalogue: 2 lots' });
  await expect(catalogue).toBeVisible();
  await expect(catalogue.getByText('Estimate $300.00 – $500.00')).toBeVisible();
  const shared = visitor.locator('#lot-12A');
  await expect(shared).toBeInViewport();
  await expect(shared.getByRole('heading', { name: 'Salt-glazed crocks' })).toBeVisible();
  await expect(shared.getByText('Quantity: 3')).toBeVisible();
  await shared.getByRole('button', { name: 'Photo 1 of 1 of lot 12A' }).click();
  await expect(visitor.getByRole('dialog')).toBeVisible();
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByRole('dialog')).toHaveCount(0);
  await visitor.context().close();
});
