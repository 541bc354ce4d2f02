import { ADMIN, newAccount, registerAuctioneer, signedInPage } from './support/accounts.ts';
import { saveVisaThroughApi } from './support/cards.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 31 item 1: among every buyer's invoices, the admin finds one by its buyer's e-mail in the
 * Invoices tab, opens it, reads it, and comes back to the same search. Three sellers each list an
 * auction through the API (each listing is invoiced at once, decision 4).
 */
test('an admin finds one invoice by the buyer’s e-mail and opens it', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await playwright.request.newContext({ baseURL });
  const categories = await (await api.get('/api/categories')).json();
  await api.dispose();

  const buyers = [newAccount('ledger'), newAccount('ledger'), newAccount('ledger')];
  const invoiceNumbers: string[] = [];
  for (const [n, account] of buyers.entries()) {
    const seller = await playwright.request.newContext({ baseURL });
    await registerAuctioneer(seller, { ...account, companyName: `Ledger Auctions ${n}` });
    // A listing needs a card on file (it is charged when the listing is approved).
    await saveVisaThroughApi(seller);
    const start = Date.now() + (12 + n) * 86_400_000;
    const created = await seller.post('/api/auctions', {
      data: {
        title: `Harbourfront estate sale number ${n}`,
        description: 'Dories, lobster traps, oilskins and a ship’s bell from a Lunenburg boat shed.',
        categoryId: categories[0].id,
        location: 'Lunenburg, NS',
        province: 'NS',
        auctionStartDate: new Date(start).toISOString(),
        auctionEndDate: new Date(start + 4 * 3_600_000).toISOString(),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const invoiceId = (await created.json()).invoice.id as string;
    const invoice = await (await seller.get(`/api/invoices/${invoiceId}/data`)).json();
    invoiceNumbers.push(invoice.data.invoiceNumber);
    await seller.dispose();
  }

  const admin = await signedInPage(browser, ADMIN);
  await admin.goto('/admin?tab=invoices');
  await expect(admin.getByRole('tab', { name: 'Invoices', selected: true })).toBeVisible();
  await expect(admin.getByText(/\d+ invoices?/).first()).toBeVisible();

  // The one buyer's invoice, found by e-mail typed in capitals; the search goes into the address.
  const wanted = buyers[1];
  const number = invoiceNumbers[1] ?? '';
  const search = admin.getByRole('search', { name: 'Find invoices' });
  await search.getByRole('searchbox', { name: 'Search' }).fill(wanted?.email.toUpperCase() ?? '');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(admin).toHaveURL(/q=LEDGER-/);
  const table = admin.getByRole('table', { name: 'Invoices of every buyer' });
  const rows = table.getByRole('rowheader');
  await expect(rows).toHaveCount(1);
  await expect(rows).toHaveText(number);
  const row = table.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText(wanted?.email ?? '');
  await expect(row).toContainText('Unpaid');

  // The number opens the invoice itself; its way back returns to the same search.
  await row.getByRole('link', { name: new RegExp(`Open invoice ${number}`) }).click();
  // The list shows the number and the e-mail too (table and phone cards): wait for the invoice's own page.
  await expect(admin).toHaveURL(/\/invoices\//);
  await expect(admin.getByText(number).first()).toBeVisible();
  await expect(admin.getByText(wanted?.email ?? '')).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
  await admin.getByRole('link', { name: 'Back to all invoices (admin)' }).click();
  await expect(admin).toHaveURL(/tab=invoices/);
  await expect(admin).toHaveURL(/q=LEDGER-/);
  await expect(rows).toHaveText(number);
});
