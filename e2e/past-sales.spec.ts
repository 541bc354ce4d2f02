import AxeBuilder from '@axe-core/playwright';
import {
  ADMIN,
  newAccount,
  newIsolatedPage,
  registerAuctioneer,
  signedInPage,
  signIn,
} from './support/accounts.ts';
import { listApprovedAuction } from './support/listings.ts';
import { expect, type Page, test } from './support/test.ts';

const DAY = 86_400_000;

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Issue 28, items 6 and 4: an auctioneer's sale ends; they add its results from their dashboard,
 * and their profile shows it among the past sales with the results. The auction page's Print
 * flyer link gives the flyer as a PDF, in French from the French page.
 */
test('a seller adds results to an ended sale, the profile shows them, and the flyer prints', async ({
  browser,
  playwright,
  baseURL,
}) => {
  // A listed auctioneer (registered through the API) and a sale of theirs, listed by the superadmin.
  const sellerRequest = await playwright.request.newContext({ baseURL });
  const seller = await registerAuctioneer(sellerRequest, newAccount('results'));
  const sellerId: string = (await (await sellerRequest.get('/api/auth/session')).json()).user.id;
  await sellerRequest.dispose();
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN);
  expect(
    (
      await admin.put(`/api/users/${sellerId}/directory-status`, { data: { isDirectoryListed: true } })
    ).status(),
  ).toBe(200);
  const categories = await (await admin.get('/api/categories')).json();
  const title = `Harbourfront estate sale ${Date.now()}`;
  const start = Date.now() + 3 * DAY;
  const listing = {
    title,
    description: 'Dories, brass lanterns, quilts and a workshop of hand tools from a Lunenburg home.',
    categoryId: categories[0].id,
    location: 'Lunenburg, NS',
    province: 'NS',
    auctionStartDate: new Date(start).toISOString(),
    auctionEndDate: new Date(start + 6 * 3_600_000).toISOString(),
  };
  const id = await listApprovedAuction(admin, { ...listing, sellerId });
  // The sale took place last week: an edit (which has no future rule) moves its dates back.
  const ended = Date.now() - 7 * DAY;
  const moved = await admin.put(`/api/auctions/${id}`, {
    data: {
      ...listing,
      auctionStartDate: new Date(ended).toISOString(),
      auctionEndDate: new Date(ended + 6 * 3_600_000).toISOString(),
    },
  });
  expect(moved.status()).toBe(200);
  await admin.dispose();

  // The seller adds the results from their dashboard.
  const page = await signedInPage(browser, seller);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: /Add results/ }).click();
  await expectNoSeriousViolations(page);
  await card.getByLabel(/Results link/).fill('https://results.example/harbourfront');
  await card.getByLabel(/Results note/).fill('Sold 212 lots; the dory went for $1,450.');
  await card.getByRole('button', { name: 'Save results' }).click();
  await expect(card.getByRole('status')).toHaveText('Results saved.');
  await expect(card.getByRole('button', { name: /Edit results/ })).toBeVisible();

  // Anyone sees them on the auctioneer's profile, under Past sales.
  const visitor = await newIsolatedPage(browser);
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.goto(`/directory/${sellerId}`);
  const past = visitor.getByRole('region', { name: 'Past sales' });
  const sale = past.getByRole('article', { name: title });
  await expect(sale).toBeVisible();
  await expect(sale.getByText('Sold 212 lots; the dory went for $1,450.')).toBeVisible();
  await expect(sale.getByRole('link', { name: /See the results/ })).toHaveAttribute(
    'href',
    'https://results.example/harbourfront',
  );
  await expectNoSeriousViolations(visitor);

  // The auction page's Print flyer link gives a PDF; the French page's gives the French one.
  await visitor.goto(`/auctions/${id}`);
  // The sale's own page shows its results too.
  await expect(
    visitor.getByRole('region', { name: 'Results' }).getByText('Sold 212 lots; the dory went for $1,450.'),
  ).toBeVisible();
  const flyerLink = visitor.getByRole('link', { name: /Print flyer/ });
  await expect(flyerLink).toHaveAttribute('href', `/api/auctions/${id}/flyer.pdf`);
  const flyer = await visitor.request.get((await flyerLink.getAttribute('href')) ?? '');
  expect(flyer.status()).toBe(200);
  expect(flyer.headers()['content-type']).toBe('application/pdf');
  expect((await flyer.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await visitor.goto(`/fr/encans/${id}`);
  await expect(visitor.getByRole('link', { name: /Imprimer l’affiche/ })).toHaveAttribute(
    'href',
    `/api/auctions/${id}/flyer.pdf?lang=fr`,
  );
  await visitor.context().close();
  await page.context().close();
});
