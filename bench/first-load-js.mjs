// Issue 26: the JavaScript a public page makes a phone download before it is interactive, counted
// as Chromium fetches it: every script response (the ones the HTML names, the modulepreloads the
// app adds, the chunks each stage imports, the texts), from the first request until the app says it
// has taken the page over (<html data-interactive>, set by RootLayout once hydrated; a request counts
// when it started before the mark, both on the page's clock). Each body is
// gzipped here at level 9, so the figure does not depend on which encoding the server picked.
// Run alone against a running server: node bench/first-load-js.mjs http://127.0.0.1:3200 [--scripts]
// (--scripts lists each page's scripts, largest first; --french measures each page's French twin too). A page over the goal makes the process exit
// non-zero (alone or in `npm run bench`), so the goal is checked, not only printed.
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import PUBLIC_PAGES from '../e2e/support/public-pages.json' with { type: 'json' };

const GOAL_KB = 150;

/**
 * Each public route, the same list e2e/first-load.spec.ts checks for zod; `{id}` and `{profile}` are
 * filled with a real auction and directory profile.
 */
const PUBLIC_ROUTES = PUBLIC_PAGES;

/** A mid-range phone, as Lighthouse's mobile audit emulates one (Moto G Power). */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

const chromiumPath = () =>
  [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
    (path) => path && existsSync(path),
  );

/** Opens `address` in a fresh phone context; the scripts fetched before and after it was interactive. */
async function measurePage(browser, address) {
  const context = await browser.newContext(PHONE);
  // The moment the app marks <html data-interactive>, on the page's own clock: a script the app asks
  // for right after it (a part hydrated once the page is interactive, lib/deferred-component.tsx) is
  // not first-load, though its request may reach this process before the page's mark does.
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.interactive !== 'true') return;
      window.__interactiveAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, attributeFilter: ['data-interactive'], subtree: true });
  });
  const page = await context.newPage();
  const scripts = new Map(); // url → { before: boolean, bytes: Promise<number> }
  let interactive = false;
  page.on('request', (request) => {
    if (request.resourceType() !== 'script' || scripts.has(request.url())) return;
    const entry = { before: !interactive, bytes: Promise.resolve(0) };
    scripts.set(request.url(), entry);
    entry.bytes = request
      .response()
      .then((response) => response?.body())
      .then((body) => (body ? gzipSync(body, { level: 9 }).length : 0))
      .catch(() => 0);
  });
  try {
    const response = await page.goto(address, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`${address} answered ${response?.status()}`);
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', null, {
      timeout: 30_000,
    });
    interactive = true;
    // What the page goes on fetching on its own (a map, a banner's code): shown, not counted.
    await page.waitForLoadState('networkidle');
    // Each script's request start on the page's clock (Resource Timing), against the mark's.
    const { interactiveAt, starts } = await page.evaluate(() => ({
      interactiveAt: window.__interactiveAt,
      starts: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
    }));
    const startOf = new Map(starts.reverse());
    let before = 0;
    let after = 0;
    const files = [];
    for (const [url, entry] of scripts) {
      const bytes = await entry.bytes;
      const start = startOf.get(url);
      const isBefore =
        typeof interactiveAt === 'number' && start !== undefined ? start < interactiveAt : entry.before;
      if (isBefore) {
        before += bytes;
        files.push({ file: new URL(url).pathname, kb: bytes / 1024 });
      } else after += bytes;
    }
    return { kb: before / 1024, laterKb: after / 1024, scripts: files.length, files };
  } finally {
    await context.close();
  }
}

const json = async (url) => (await fetch(url)).json();

/**
 * Real addresses for the routes with ids, read from the running server: its first auction, and
 * the first listed auctioneer's (else service company's) profile. A route with nothing to show is
 * left out, and said so.
 */
async function addressesOf(origin) {
  const [{ auctions }, { auctioneers }, { services }] = await Promise.all([
    json(`${origin}/api/auctions?limit=1`),
    json(`${origin}/api/directory/auctioneers?limit=1`),
    json(`${origin}/api/directory/services?limit=1`),
  ]);
  const ids = { '{id}': auctions[0]?.id, '{profile}': (auctioneers[0] ?? services[0])?.id };
  const english = PUBLIC_ROUTES.flatMap((route) => {
    const placeholder = Object.keys(ids).find((key) => route.includes(key));
    if (placeholder && !ids[placeholder]) {
      console.log(`first-load JavaScript: ${route} left out, the server has none to show`);
      return [];
    }
    return [
      {
        route,
        address: `${origin}${placeholder ? route.replace(placeholder, ids[placeholder]) : route}`,
        placeholder,
      },
    ];
  });
  if (!process.argv.includes('--french')) return english;
  // `--french`: each page's French twin, as the English page names it (its hreflang="fr-CA" link).
  const french = await Promise.all(
    english.map(async ({ address, placeholder }) => {
      const html = await (await fetch(address)).text();
      const href = /<link rel="alternate" hreflang="fr-CA" href="([^"]+)"/.exec(html)?.[1];
      if (!href) throw new Error(`${address} names no French page`);
      const path = new URL(href).pathname;
      const frenchRoute = placeholder ? path.replace(ids[placeholder], placeholder) : path;
      return { route: frenchRoute, address: `${origin}${path}`, placeholder };
    }),
  );
  return [...english, ...french];
}

/** One row per public route; null when there is no Chromium. */
export async function firstLoadJs(origin) {
  const executablePath = chromiumPath();
  if (!executablePath) return null;
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const rows = [];
    for (const { route, address } of await addressesOf(origin)) {
      rows.push({ route, ...(await measurePage(browser, address)) });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

export async function printFirstLoadJs(origin) {
  const rows = await firstLoadJs(origin);
  if (!rows) {
    console.log('\nNo Chromium found (set CHROME_PATH): first-load JavaScript skipped.');
    return [];
  }
  console.log(
    '\nFirst-load JavaScript per public page (gzip -9 of every script Chromium fetched until interactive, phone):',
  );
  console.table(
    rows.map((row) => ({
      route: row.route,
      'KB gzip': Number(row.kb.toFixed(1)),
      scripts: row.scripts,
      'later KB': Number(row.laterKb.toFixed(1)),
      goal: `≤ ${GOAL_KB} KB ${row.kb <= GOAL_KB ? 'met' : 'MISSED'}`,
    })),
  );
  const missed = rows.filter((row) => row.kb > GOAL_KB);
  if (missed.length) {
    console.error(
      `First-load JavaScript over ${GOAL_KB} KB on ${missed.map((row) => row.route).join(', ')}: the bench will exit 1.`,
    );
    process.exitCode = 1;
  }
  if (process.argv.includes('--scripts')) {
    for (const row of rows) {
      console.log(`\n${row.route}`);
      for (const { file, kb } of row.files.sort((a, b) => b.kb - a.kb))
        console.log(`  ${kb.toFixed(1).padStart(6)} KB  ${file}`);
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2];
  if (!origin) throw new Error('usage: node bench/first-load-js.mjs <origin of a running server>');
  await printFirstLoadJs(origin.replace(/\/$/, ''));
}
