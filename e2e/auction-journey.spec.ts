import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { ADMIN, newAccount, newIsolatedPage, registerAuctioneer, signedInPage } from './support/accounts.ts';
import { saveVisaThroughApi } from './support/cards.ts';
import { fillListingForm, halifaxInput } from './support/listings.ts';
import { expect, test } from './support/test.ts';

/** A real picture for the upload inputs (the server sniffs content, so it must decode). */
const picture = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});

test('an auction goes from creation through review, discovery and saving to editing and deletion', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const word = `Kelpwood${randomUUID().slice(0, 6)}`;
  const title = `${word} Harbour Estate Auction`;
  // The sale's day ("YYYY-MM-DD", two days ahead in Halifax time), to find it on the calendar.
  const startDay = halifaxInput(2, 10).slice(0, 10);

  // 1. A seller creates a listing with a featured image and two gallery images, and pays its fee with
  // their saved card. The card is set up through the API: the create form's payment-method gate and
  // adding a card in the profile are payment-methods.spec.ts' journey.
  const seller = await newIsolatedPage(browser);
  await registerAuctioneer(seller.request);
  await saveVisaThroughApi(seller.request);
  await fillListingForm(seller, { title, startsInDays: 2, location: '21 Elm Avenue' });
  // The town comes from the gazetteer: typed, it becomes its best match when the field is left.
  await seller.getByLabel(/Town or community/).fill('Wolfville');
  await seller.getByLabel(/Town or community/).blur();
  await expect(seller.getByLabel(/Town or community/)).toHaveValue('Wolfville, NS');
  await seller.getByLabel('Catalog URL').fill('https://example.com/catalogue');
  // Issue 28: the facts of the sale, typed on the sale's own clock (Wolfville: Atlantic time).
  await seller.getByLabel('Sale type', { exact: true }).selectOption('HYBRID');
  await seller.getByLabel(/^Online bidding link/).fill('https://bid.example.ca/kelpwood');
  await seller.getByLabel(/^Buyer’s premium/).fill('15');
  await seller.getByRole('checkbox', { name: 'Cash' }).check();
  await seller.getByRole('checkbox', { name: 'Interac e-Transfer' }).check();
  await seller.getByRole('button', { name: 'Add a preview time' }).click();
  await seller.getByLabel('Preview 1 starts').fill(halifaxInput(1, 13));
  await seller.getByLabel('Preview 1 ends').fill(halifaxInput(1, 19));
  await seller.getByLabel(/^Terms of sale\s*\(/).fill('Cash or e-Transfer on the day.\nAs is, where is.');
  await seller.getByLabel('Featured image').setInputFiles(await picture('front.png', '#0b3954'));
  await seller
    .getByLabel('Gallery images')
    .setInputFiles([await picture('lot-1.png', '#1b998b'), await picture('lot-2.png', '#f4a261')]);
  await seller.getByRole('button', { name: 'Create Listing' }).click();
  // The listing fee is paid at checkout with the saved card; then it waits for review.
  await expect(seller).toHaveURL(/\/checkout$/, { timeout: 20_000 });
  await seller.getByLabel('Province or territory').selectOption('NS');
  await seller.getByRole('button', { name: 'Pay CAD $112.86' }).click();
  await expect(seller).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  const mine = seller.getByRole('article', { name: title });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Under Review')).toBeVisible();

  // Not public while it waits for review.
  const visitor = await newIsolatedPage(browser);
  await visitor.goto(`/auctions?search=${word}`);
  await expect(visitor.getByText('No auctions found matching your criteria.')).toBeVisible();

  // 2. An admin approves it from the Pending Auctions tab.
  const admin = await signedInPage(browser, ADMIN);
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: 'Pending Auctions' }).click();
  const pending = admin.getByRole('article', { name: title });
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Auction approved')).toBeVisible();
  await expect(pending).toHaveCount(0);

  // 3. A visitor finds it by search, opens it, walks the lightbox, and sees it on the calendar and home page.
  await visitor.goto('/auctions');
  await visitor.getByRole('searchbox', { name: 'Search' }).fill(word);
  await visitor
    .getByRole('button', { name: /search|apply/i })
    .first()
    .click();
  await expect(visitor).toHaveURL(new RegExp(`search=${word}`));
  await expect(visitor.getByText('Showing 1 of 1 auctions')).toBeVisible();
  // Placed at the town picked, not guessed from the street address: near Wolfville, not Lunenburg.
  await visitor.goto(`/auctions?search=${word}&near=lunenburg-ns&radiusKm=25`);
  await expect(visitor.getByText('No auctions found matching your criteria.')).toBeVisible();
  await visitor.goto(`/auctions?search=${word}&near=wolfville-ns&radiusKm=25&sort=distance`);
  await expect(visitor.getByText('Showing 1 of 1 auctions')).toBeVisible();
  // Issue 28: found by its sale type, and not by another.
  await visitor.goto(`/auctions?search=${word}&saleType=LIVE_WEBCAST`);
  await expect(visitor.getByText('No auctions found matching your criteria.')).toBeVisible();
  await visitor.goto(`/auctions?search=${word}`);
  await visitor.getByRole('checkbox', { name: 'On site and online' }).check();
  await visitor
    .getByRole('button', { name: /search|apply/i })
    .first()
    .click();
  await expect(visitor).toHaveURL(/saleType=HYBRID/);
  await expect(visitor.getByText('Showing 1 of 1 auctions')).toBeVisible();
  await expect(visitor.getByText('+ 15 % buyer’s premium').first()).toBeVisible();
  await visitor.getByRole('link', { name: title }).first().click();
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  // Issue 28: what a buyer needs before going, times on the sale's clock.
  const know = visitor.getByRole('region', { name: 'Know before you go' });
  await expect(know).toContainText('On site and online');
  await expect(know).toContainText('15 %');
  await expect(know).toContainText('Cash, Interac e-Transfer');
  await expect(know).toContainText(/1:00 p\.m\. – 7:00 p\.m\. A[DS]T/);
  await expect(know).toContainText('As is, where is.');
  // Issue 30 item 1: through the counted redirect, to the bidding address stored with the sale.
  const bid = await know.getByRole('link', { name: /Bid online/ }).getAttribute('href');
  expect(bid).toMatch(/^\/api\/auctions\/[0-9a-f-]{36}\/out\?to=bidding$/);
  const bidding = await visitor.request.get(bid ?? '', { maxRedirects: 0 });
  expect(bidding.headers().location).toBe('https://bid.example.ca/kelpwood');
  await expect(visitor.getByText('+ 15 % buyer’s premium')).toHaveCount(2);
  await expect(visitor.getByText('Live')).toBeVisible();
  await visitor
    .getByRole('img', { name: /lot|gallery|image/i })
    .first()
    .click();
  const lightbox = visitor.getByRole('dialog');
  await expect(lightbox).toBeVisible();
  const counter = lightbox.getByText(/^\d+ \/ 3$/);
  const before = await counter.textContent();
  await visitor.keyboard.press('ArrowRight');
  await expect(counter).not.toHaveText(before ?? '');
  await visitor.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();

  await visitor.goto(`/calendar?month=${startDay.slice(0, 7)}`);
  // The day's cell, by its name ("Saturday, November 28, 3 auctions: …"): other journeys' sales may
  // share the day, so this one need not be among the two titles the cell shows.
  const dayName = new Intl.DateTimeFormat('en-CA', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${startDay}T12:00:00Z`));
  await visitor.getByRole('button', { name: new RegExp(`^${dayName}, \\d+ auctions?:`) }).click();
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();

  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { name: 'Featured Auctions' })).toBeVisible();
  await expect(visitor.getByText(title).first()).toBeVisible();

  // 4. A signed-in visitor saves it and finds it in Saved Auctions.
  const fan = await newIsolatedPage(browser);
  await registerAuctioneer(fan.request, newAccount('fan'));
  await fan.goto(`/auctions?search=${word}`);
  await fan.getByRole('button', { name: `Save ${title}` }).click();
  await expect(fan.getByRole('button', { name: `Remove ${title} from saved` })).toBeVisible();
  await fan.goto('/saved-auctions');
  await expect(fan.getByRole('heading', { name: 'Saved Auctions' })).toBeVisible();
  await expect(fan.getByText(title)).toBeVisible();

  // 5. The seller renames it (back to review), then deletes it; it is gone for everyone.
  await seller.goto('/dashboard');
  await seller.getByRole('article', { name: title }).getByRole('link', { name: 'Edit' }).click();
  // The listing's own form: the page also holds the Lots section, whose lots have a Title too (issue 29).
  const listingForm = seller.locator('form', { has: seller.getByRole('button', { name: 'Save Changes' }) });
  await expect(listingForm.getByLabel('Title', { exact: true })).toHaveValue(title);
  const renamed = `${title} (rescheduled)`;
  await listingForm.getByLabel('Title', { exact: true }).fill(renamed);
  await seller.getByRole('button', { name: 'Save Changes' }).click();
  await expect(seller).toHaveURL(/\/dashboard$/);
  // Issue 25: a new title of a live listing is reviewed again, and the seller is told so.
  await expect(
    seller.getByText(
      'The new title, description or terms of sale go back to review before the listing is shown again.',
    ),
  ).toBeVisible();
  const edited = seller.getByRole('article', { name: renamed });
  await edited.getByRole('button', { name: 'Delete' }).click();
  const confirm = seller.getByRole('alertdialog').or(seller.getByRole('dialog'));
  await expect(
    confirm.getByText('Are you sure you want to delete this auction? This action cannot be undone.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(seller.getByText('Auction deleted successfully')).toBeVisible();
  await expect(seller.getByRole('article', { name: renamed })).toHaveCount(0);

  await visitor.goto(`/auctions?search=${word}`);
  await expect(visitor.getByText('No auctions found matching your criteria.')).toBeVisible();
  await fan.goto('/saved-auctions');
  await expect(fan.getByText(renamed)).toHaveCount(0);
});
