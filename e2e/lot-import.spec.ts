import sharp from 'sharp';
import { ADMIN, newAccount, newIsolatedPage, registerAuctioneer, signIn } from './support/accounts.ts';
import { listApprovedAuction } from './support/listings.ts';
import { expect, test } from './support/test.ts';
import { storedZip } from './support/zip.ts';

const jpeg = (colour: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

const csv = (...lines: string[]) => ({
  name: 'lots.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${lines.join('\r\n')}\r\n`),
});

const HEADER =
  'lot,title,description,estimate low,estimate high,quantity,category,title FR,description FR,photos';

/**
 * Issue 29 item 2: a seller imports the catalogue from a sheet and a ZIP of photos. A sheet with a
 * wrong row is refused whole with a row-by-row report; fixed, it runs as a job whose report
 * survives a reload, creates the lots with their photos, and a visitor sees them in the
 * auction's catalogue.
 */
test('a seller imports a sheet with photos, and a visitor sees the catalogue', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const seller = await newIsolatedPage(browser);
  await registerAuctioneer(seller.request, newAccount('lotimport'));
  const session = await (await seller.request.get('/api/auth/session')).json();

  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN);
  const categories = await (await admin.get('/api/categories')).json();
  const start = Date.now() + 12 * 86_400_000;
  const id = await listApprovedAuction(admin, {
    sellerId: session.user.id,
    title: `Farm dispersal sale ${Date.now()}`,
    description: 'Tractors, hay wagons, a workshop of tools and household goods; viewing the day before.',
    categoryId: categories[0].id,
    location: 'Truro, NS',
    province: 'NS',
    auctionStartDate: new Date(start).toISOString(),
    auctionEndDate: new Date(start + 5 * 3_600_000).toISOString(),
  });
  await admin.dispose();

  await seller.goto(`/edit-listing/${id}`);
  const importer = seller.getByRole('region', { name: 'Import lots' });
  await expect(importer.getByRole('link', { name: 'CSV, French headers' })).toHaveAttribute(
    'href',
    '/api/auctions/lots/import-template?format=csv&lang=fr',
  );
  const photos = {
    name: 'photos.zip',
    mimeType: 'application/zip',
    buffer: storedZip([
      { name: 'photos/tractor-1.jpg', content: await jpeg('#2e7d32') },
      { name: 'photos/tractor-2.jpg', content: await jpeg('#1b5e20') },
      { name: 'photos/wagon.jpg', content: await jpeg('#8d6e63') },
    ]),
  };

  // A wrong row: nothing is imported, and the report names its row and column.
  await importer
    .getByLabel(/Sheet of lots/)
    .setInputFiles(
      csv(
        HEADER,
        '1,John Deere 5055E tractor,,"15,000",22000,,,Tracteur John Deere,,tractor-1.jpg;tractor-2.jpg',
        '2,,,,,,,,,',
      ),
    );
  await importer.getByLabel(/Photos \(ZIP\)/).setInputFiles(photos);
  await importer.getByRole('button', { name: 'Import lots' }).click();
  const report = importer.getByRole('table', { name: 'Rows to fix' });
  await expect(report).toBeVisible();
  await expect(report.getByRole('row').nth(1)).toHaveText(/3\s*title\s*Lot title is required/);
  await expect(seller.getByText('No lots yet.')).toBeVisible();

  // Fixed, the sheet creates the lots with their photos.
  await importer
    .getByLabel(/Sheet of lots/)
    .setInputFiles(
      csv(
        HEADER,
        '1,John Deere 5055E tractor,,"15,000",22000,,,Tracteur John Deere,,tractor-1.jpg;tractor-2.jpg',
        '2,Hay wagon,Steel frame,1200.50,1800,2,,,,wagon.jpg',
      ),
    );
  await importer.getByRole('button', { name: 'Import lots' }).click();
  // The photos are stored by a job (decision 031): its id is in the address, and the report comes once it is done.
  await expect(seller).toHaveURL(/[?&]importJob=[0-9a-f-]{36}/);
  await expect(importer.getByRole('status')).toHaveText('Import done. Lots created: 2. Lots updated: 0.');
  // A reload shows the same job's report, read back from the server.
  await seller.reload();
  await expect(importer.getByRole('status')).toHaveText('Import done. Lots created: 2. Lots updated: 0.');
  const lots = seller.getByRole('region', { name: 'Lots' });
  await expect(lots.getByRole('button', { name: 'Remove photo 2 of lot 1' })).toBeVisible();
  await expect(lots.getByRole('button', { name: 'Remove photo 1 of lot 2' })).toBeVisible();
  await seller.context().close();

  // A visitor reads the catalogue with the imported photos.
  const visitor = await newIsolatedPage(browser);
  await visitor.goto(`/auctions/${id}#lot-2`);
  const catalogue = visitor.getByRole('region', { name: 'Catalogue: 2 lots' });
  await expect(catalogue).toBeVisible();
  await expect(catalogue.getByRole('heading', { name: 'John Deere 5055E tractor' })).toBeVisible();
  await expect(catalogue.getByText('Estimate $15,000.00 – $22,000.00')).toBeVisible();
  const wagon = visitor.locator('#lot-2');
  await expect(wagon.getByText('Quantity: 2')).toBeVisible();
  await wagon.getByRole('button', { name: 'Photo 1 of 1 of lot 2' }).click();
  await expect(visitor.getByRole('dialog')).toBeVisible();
  await visitor.keyboard.press('Escape');
  await expect(catalogue.getByRole('button', { name: 'Photo 2 of 2 of lot 1' })).toBeVisible();
  await visitor.context().close();
});
