import { ADMIN, registerAuctioneer, signIn } from './support/accounts.ts';
import { listApprovedAuction } from './support/listings.ts';
import { stubMapTiles } from './support/map-tiles.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 14: what a search engine or a share previewer reads. It runs no JavaScript, so the page's
 * title, share tags and structured data must be in the HTML itself, with a real status.
 */

test('an auction page tells a crawler its title, share tags and Event, and unknown pages say 404', async ({
  playwright,
  baseURL,
  browser,
}) => {
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN);
  const categories = await (await admin.get('/api/categories')).json();
  const title = `Crawler check estate auction ${Date.now()}`;
  const id = await listApprovedAuction(admin, {
    title,
    description: 'Contents of a seaside home in Lunenburg: dories, brass lanterns, quilts and hand tools.',
    categoryId: categories[0].id,
    location: 'Lunenburg, NS',
    province: 'NS',
    auctionStartDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    auctionEndDate: new Date(Date.now() + 3 * 86_400_000 + 6 * 3_600_000).toISOString(),
  });
  await admin.dispose();

  // As a crawler: the HTML alone, no script run.
  const crawler = await playwright.request.newContext({ baseURL });
  const response = await crawler.get(`/auctions/${id}`, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${title} — Lunenburg, NS — Mariner Marketplace</title>`);
  expect(html).toMatch(/<meta property="og:title" content="[^"]*Crawler check/);
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/auctions\//);
  const event = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}');
  expect(event).toMatchObject({ '@type': 'Event', name: title });
  // Halifax's offset on that date: −04:00 in winter, −03:00 in summer.
  expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[34]:00$/);
  // The share card: a 1200×630 JPEG of this auction, at the address the page names.
  const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(card).toMatch(new RegExp(`/share-cards/auctions/${id}-en-[0-9a-f]{16}\\.jpg$`));
  const cardResponse = await crawler.get(new URL(card).pathname);
  expect(cardResponse.status()).toBe(200);
  expect(cardResponse.headers()['content-type']).toBe('image/jpeg');
  expect(html).toContain('<meta property="og:image:width" content="1200"');
  expect((await crawler.get('/auctions/0b6f6c9a-4d0e-4f53-9a3d-5b1c0e8f7a21')).status()).toBe(404);
  expect((await crawler.get('/no-such-page')).status()).toBe(404);
  const robots = await (await crawler.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(await (await crawler.get('/sitemap.xml')).text()).toContain('<sitemapindex');
  await crawler.dispose();

  // The body is in the HTML too: the auction's own words, not an empty <div id="root">.
  expect(html).toContain('Contents of a seaside home in Lunenburg');

  // With JavaScript off, the browser shows each public page whole, rendered by the server.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/auctions/${id}`);
  await expect(page).toHaveTitle(new RegExp(title));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Contents of a seaside home in Lunenburg')).toBeVisible();
  await page.goto(`/auctions?search=${encodeURIComponent('Crawler check')}`);
  await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
  await page.goto('/directory/auctioneers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The search's answer, not a spinner: the journeys' database may list nobody yet.
  await expect(page.getByText(/^Showing \d+ of \d+$/)).toBeVisible();
  await page.goto('/fr/a-propos');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('link', { name: 'Encans' }).first()).toBeVisible();
  const missing = await page.goto('/auctions/0b6f6c9a-4d0e-4f53-9a3d-5b1c0e8f7a21');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('a server-rendered page hydrates without a mismatch and without fetching its data again', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // The Content-Security-Policy holds without a single violation (zod's eval probe was one).
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  const dataCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/auctions')) dataCalls.push(request.url());
  });
  // Opened from a link shared on Facebook: the tags are dropped from the address, on the server's
  // render and in the browser alike (decision 009), so the page hydrates as the plain address.
  await page.goto('/auctions?utm_source=facebook&fbclid=IwAR0shared');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/auctions$/);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  expect(dataCalls).toEqual([]);
  // Hydrated: the app answers clicks (a client-side navigation, no new document).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test('public pages hydrate without a mismatch in both languages, whichever the server rendered first', async ({
  page,
  playwright,
  baseURL,
}) => {
  // Every public page in both languages, each loaded twice and waited on until interactive: about
  // 90 s on a quiet CI machine since the texts load per page (decision 030), more on a busy one.
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  // The auction page's small map loads its tiles once in view (issue 28).
  await stubMapTiles(page);
  // An approved auction and a listed auctioneer of its own, for their pages.
  const admin = await playwright.request.newContext({ baseURL });
  await signIn(admin, ADMIN);
  const categories = await (await admin.get('/api/categories')).json();
  const start = Date.now() + 5 * 86_400_000;
  const auctionId = await listApprovedAuction(admin, {
    title: `Hydration check sale ${Date.now()}`,
    description: 'Farm machinery, hand tools and household contents from a Kings County homestead.',
    categoryId: categories[0].id,
    location: 'Kentville, NS',
    province: 'NS',
    auctionStartDate: new Date(start).toISOString(),
    auctionEndDate: new Date(start + 6 * 3_600_000).toISOString(),
  });
  const seller = await playwright.request.newContext({ baseURL });
  await registerAuctioneer(seller);
  const auctioneerId: string = (await (await seller.get('/api/auth/session')).json()).user.id;
  await seller.dispose();
  const listed = await admin.put(`/api/users/${auctioneerId}/directory-status`, {
    data: { isDirectoryListed: true },
  });
  expect(listed.status()).toBe(200);
  await admin.dispose();
  // Each French page right after its English twin: a text computed once, when a module first loads
  // on the server, would come out in the wrong language on one of the two (the calendar's weekdays did).
  for (const [english, french] of [
    [`/auctions/${auctionId}`, `/fr/encans/${auctionId}`],
    [`/directory/${auctioneerId}`, `/fr/repertoire/${auctioneerId}`],
    ['/', '/fr'],
    ['/auctions', '/fr/encans'],
    ['/calendar', '/fr/calendrier'],
    ['/directory/auctioneers', '/fr/repertoire/encanteurs'],
    ['/directory/services', '/fr/repertoire/services'],
    ['/advertise', '/fr/annoncer'],
    ['/pricing', '/fr/tarifs'],
    ['/about', '/fr/a-propos'],
    ['/login', '/fr/connexion'],
  ]) {
    for (const path of [english, french, english]) {
      await page.goto(path ?? '/');
      await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
      await page.waitForLoadState('networkidle');
    }
  }
  expect(problems).toEqual([]);
});

test('a rendered page fetches all of the app’s scripts at once, not one stage after another', async ({
  page,
}) => {
  // On a slow link a waterfall is plain: a stage's files found only once the stage before has run
  // are asked for after an answer has come back. Fetched at once, every request leaves before the
  // first answer arrives (half a second later here, whatever the machine's load).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 500,
    downloadThroughput: 4 * 1024 * 1024,
    uploadThroughput: 1024 * 1024,
  });
  await page.goto('/about');
  const listed = JSON.parse(
    await page.evaluate(() => document.getElementById('app-chunks')?.textContent ?? '[]'),
  ) as string[];
  // Each stage of src/main.tsx is listed: React with the router, and the app's shell (one chunk
  // each, apps/web/vite.config.ts). The page's own chunk is not: the app loads it.
  for (const stage of ['react', 'app']) {
    expect(
      listed.some((file) => file.startsWith(`/assets/${stage}-`)),
      `${stage} in ${listed}`,
    ).toBe(true);
  }
  // …and the entry imports none of them: each stage runs after the first paint, in its own task
  // (an entry importing the app's chunk ran the whole app before anything was painted).
  const html = await (await page.request.get('/about')).text();
  const entryImports = [...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map(([, href]) => href);
  expect(entryImports.filter((href) => /\/assets\/(react|app)-/.test(href ?? ''))).toEqual([]);
  const timings = await page.evaluate(
    (files) =>
      files.map((file) => {
        const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
          (resource) => new URL(resource.name).pathname === file,
        );
        return entry ? { file, start: entry.startTime, end: entry.responseEnd } : null;
      }),
    listed,
  );
  // Every listed script was fetched (none is stale)…
  expect(timings).not.toContain(null);
  const fetched = timings as { file: string; start: number; end: number }[];
  // …and the last request left before the first answer came back.
  const lastStart = Math.max(...fetched.map((timing) => timing.start));
  const firstEnd = Math.min(...fetched.map((timing) => timing.end));
  expect(lastStart, JSON.stringify(fetched)).toBeLessThan(firstEnd);
});
