import { ADMIN, signIn } from './support/accounts.ts';
import { listApprovedAuction } from './support/listings.ts';
// The public pages, one list for this check and the bench's (bench/first-load-js.mjs); `{id}` and
// `{profile}` stand for an auction and a directory profile.
import PUBLIC_PAGES from './support/public-pages.json' with { type: 'json' };
import { expect, test } from './support/test.ts';

/**
 * Issue 26: zod leaves the browser's first load. A public page's scripts, every one Chromium fetches
 * until the app has taken the page over, hold no zod: the browser does not parse answers in a
 * production build, and forms fetch their rules when first checked. (How many kilobytes those
 * scripts weigh is the bench's to say: bench/first-load-js.mjs.)
 */
/** zod's own error class, and the contracts' zod door (packages/contracts/src/zod.ts). */
const ZOD = /ZodError|jitless/;

test('no public page loads zod before it is interactive', async ({ page, request, playwright, baseURL }) => {
  test.setTimeout(120_000);
  // An auction of its own: the journeys' data starts empty.
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN);
  const categories = await (await admin.get('/api/categories')).json();
  const auctionId = await listApprovedAuction(admin, {
    title: `First-load auction ${Date.now()}`,
    description: 'Tools, furniture and a boat trailer; viewing the morning of the sale.',
    categoryId: categories[0].id,
    location: '5 Water Street, Pictou',
    province: 'NS',
    auctionStartDate: '2027-08-07T13:00:00.000Z',
    auctionEndDate: '2027-08-07T19:00:00.000Z',
  });
  await admin.dispose();
  const { auctioneers } = (await (await request.get('/api/directory/auctioneers?limit=1')).json()) as {
    auctioneers: { id: string }[];
  };
  const profile = auctioneers[0];
  // Most scripts (the app's entry, React, the router) are shared by every page: each is read once.
  const zodIn = new Map<string, Promise<boolean>>();
  const holdsZod = (url: string) => {
    let answer = zodIn.get(url);
    if (!answer) {
      answer = request.get(url).then(async (response) => ZOD.test(await response.text()));
      zodIn.set(url, answer);
    }
    return answer;
  };
  for (const route of PUBLIC_PAGES) {
    // The journeys' data may list no auctioneer yet (a journey lists one): the profile is then left out.
    if (route.includes('{profile}') && !profile) continue;
    const address = route.replace('{id}', auctionId).replace('{profile}', profile?.id ?? '');
    const urls = new Set<string>();
    const onResponse = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() === 'script') urls.add(response.url());
    };
    page.on('response', onResponse);
    // The fixture's goto waits for <html data-interactive>.
    await page.goto(address);
    page.off('response', onResponse);
    // The bodies are read again from the server, not from the page's responses: a script still
    // arriving when the next page is opened has no body left to read in the page ("Response body is
    // not available for a response that was navigated away from"). Built assets do not change.
    const loaded = await Promise.all([...urls].map(async (url) => ({ url, zod: await holdsZod(url) })));
    expect(loaded.length, address).toBeGreaterThan(0);
    expect(
      loaded.filter((script) => script.zod).map((script) => script.url),
      address,
    ).toEqual([]);
  }
});
