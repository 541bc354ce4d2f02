import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { ADMIN, newAccount, newIsolatedPage, registerAuctioneer, signedInPage } from './support/accounts.ts';
import { saveVisaThroughApi } from './support/cards.ts';
import { listApprovedAuction } from './support/listings.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 31 item 3 (decision 023): a superadmin adds a category, renames it in French, a seller
 * finds it in the listing form, and the superadmin merges it into another category. A new
 * category shows on every page that lists them, so this journey makes its own two categories,
 * never touches the others, and runs after the other journeys (playwright.config.ts).
 */
test('a superadmin adds a category, renames it in French, a seller lists in it, and it is merged', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const suffix = randomUUID().slice(0, 6);
  const name = `Snowmobiles ${suffix}`;
  const target = `Winter Vehicles ${suffix}`;
  const admin = await signedInPage(browser, ADMIN);

  // Two new categories through the tab's form.
  await admin.goto('/admin?tab=categories');
  await expect(admin.getByRole('tab', { name: 'Categories', selected: true })).toBeVisible();
  const add = admin.getByRole('region', { name: 'Add a category' });
  for (const [english, french] of [
    [name, `Motoneiges ${suffix}`],
    [target, `Véhicules d’hiver ${suffix}`],
  ] as const) {
    await add.getByLabel('English name').fill(english);
    await add.getByLabel('French name').fill(french);
    await add.getByRole('button', { name: 'Add Category' }).click();
    await expect(admin.getByRole('listitem', { name: english })).toBeVisible();
  }

  // Renamed in French: the row and the French readers of the list see it at once.
  const row = admin.getByRole('listitem', { name });
  await row.getByText(`Edit ${name}`).click();
  const renamedFr = `Motoneiges et traîneaux ${suffix}`;
  await row.getByLabel('French name').fill(renamedFr);
  await row.getByRole('button', { name: 'Save Names' }).click();
  await expect(row.getByText(`French: ${renamedFr}`)).toBeVisible();
  const french = await admin.request.get('/api/categories', { headers: { 'accept-language': 'fr-CA' } });
  expect((await french.json()).map((c: { name: string }) => c.name)).toContain(renamedFr);

  // A seller finds it in the listing form.
  const seller = await newIsolatedPage(browser);
  await registerAuctioneer(seller.request, newAccount('categories'));
  // Listing asks for a saved card first (the payment-method gate); it is not this journey's subject.
  await saveVisaThroughApi(seller.request);
  await seller.goto('/create-listing');
  const category = seller.getByLabel('Category');
  await category.selectOption({ label: name });
  await expect(category.locator('option:checked')).toHaveText(name);
  // …and by its new French name on the French form.
  await seller.goto('/fr/creer-une-annonce');
  await seller.getByLabel('Catégorie').selectOption({ label: renamedFr });

  // An auction in it (set up through the API, as journeys do), then the merge from the tab.
  const sellerId = (await (await seller.request.get('/api/auth/session')).json()).user.id;
  const categories = (await (await admin.request.get('/api/categories')).json()) as {
    id: string;
    name: string;
  }[];
  const ownId = categories.find((c) => c.name === name)?.id;
  const start = Date.now() + 20 * 86_400_000;
  const auctionId = await listApprovedAuction(admin.request, {
    sellerId,
    title: `Snowmobile and sled dispersal ${suffix}`,
    description: 'Four snowmobiles, two cargo sleds, helmets and a trailer; viewing the morning of the sale.',
    categoryId: ownId,
    location: 'Truro, NS',
    province: 'NS',
    auctionStartDate: new Date(start).toISOString(),
    auctionEndDate: new Date(start + 5 * 3_600_000).toISOString(),
  });

  // A French reader of the auction reads the category's French name.
  await seller.goto(`/fr/encans/${auctionId}`);
  await expect(seller.getByText(renamedFr).first()).toBeVisible();

  await admin.reload();
  const used = admin.getByRole('listitem', { name });
  await expect(used.getByText('1 auction', { exact: true })).toBeVisible();
  await used.getByText(`Edit ${name}`).click();
  await used.getByLabel('Move its auctions to').selectOption({ label: target });
  // The tab, an edit panel open, has no serious accessibility violation.
  const axe = await new AxeBuilder({ page: admin }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await used.getByRole('button', { name: 'Merge and Delete' }).click();
  const dialog = admin.getByRole('alertdialog', { name: `Merge ${name} into ${target}?` });
  await dialog.getByRole('button', { name: 'Merge and Delete' }).click();
  await expect(admin.getByRole('listitem', { name })).toHaveCount(0);
  await expect(
    admin.getByRole('listitem', { name: target }).getByText('1 auction', { exact: true }),
  ).toBeVisible();

  // The auction reads its new category at once.
  await seller.goto(`/auctions/${auctionId}`);
  await expect(seller.getByText(target).first()).toBeVisible();
});
