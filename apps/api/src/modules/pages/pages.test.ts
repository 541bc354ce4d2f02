import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SHARE_IMAGE_ALT } from '@mariner/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../db/schema.ts';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { createUser, loginAs } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-db.ts';
import { createWebDist, type WebDist } from '../../test/web-dist.ts';
import { createAuction, createCategory, daysFromNow } from '../auctions/test-fixtures.ts';
import { escapeHtml } from './shell.ts';

/**
 * Issue 14: what a search engine or a share preview reads of a public page is in its first HTML
 * answer — title, description, canonical, Open Graph and Twitter tags, JSON-LD — with real statuses.
 */

const PUBLIC_URL = 'https://mariner.example';
const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="generic description" />
    <title>Generic title</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let web: WebDist;
/** The same shell without a server entry: pages answered as the bare shell. */
let shellDist: string;
let seller: UserRow;
let categoryId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  // Heads come from the pages' route modules, through the web app's server render (issue 26).
  web = await createWebDist(SHELL);
  shellDist = await mkdtemp(path.join(os.tmpdir(), 'mm-web-'));
  await writeFile(path.join(shellDist, 'index.html'), SHELL);
  t = await createTestApp({ webDist: web.webDist, config: { publicUrl: PUBLIC_URL } });
  seller = (
    await createUser(t.db, {
      companyName: 'Harbour Auctions',
      advertiserType: 'AUCTIONEER',
      isDirectoryListed: true,
      companyDescription: 'Estate and marine auctions across Newfoundland since 1971.',
      companyDescriptionFr: 'Encans de successions et d’objets marins partout à Terre-Neuve depuis 1971.',
      province: 'NL',
    })
  ).user;
  categoryId = (await createCategory(t.db)).id;
  ids.stJohns = await createAuction(t.app, {
    sellerId: seller.id,
    categoryId,
    title: 'Quidi Vidi boat and marine auction',
    description:
      'Dories, outboards, nets and a lifetime of marine gear from a Quidi Vidi family, viewing the day before.',
    location: '12 Forest Road, St. John’s, NL',
    province: 'NL',
    auctionStartDate: new Date('2027-07-04T12:30:00.000Z'),
    auctionEndDate: new Date('2027-07-04T18:30:00.000Z'),
    featuredImage: '/uploads/auctions/x/front-1600.webp',
  });
  ids.hostile = await createAuction(t.app, {
    sellerId: seller.id,
    categoryId,
    title: '</script><script>alert(1)</script> "quoted" & <b>bold</b>',
    description:
      'A description long enough to be accepted, with </script><script>alert(2)</script> inside it too.',
  });
  ids.pending = await createAuction(t.app, { sellerId: seller.id, categoryId, status: 'PENDING' });
  ids.ended = await createAuction(t.app, {
    sellerId: seller.id,
    categoryId,
    auctionStartDate: daysFromNow(-20),
    auctionEndDate: daysFromNow(-19),
  });
});
afterAll(async () => {
  await t.close();
  await web.remove();
  await rm(shellDist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? 'null'),
  );
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('the head of public pages', () => {
  it('gives the home page its title, canonical, share tags and the site’s Organization and WebSite', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      '<title>Mariner Marketplace — Auctions across Atlantic &#38; Eastern Canada</title>',
    );
    expect(html).not.toContain('Generic title');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
    expect(metaOf(html, 'og:image')).toBe(`${PUBLIC_URL}/og-card.png`);
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'og:image:height')).toBe('630');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    // Early in the head: before the app's script.
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('/assets/index-abc.js'));
    const [organization, site] = jsonLdOf(html);
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Mariner Marketplace' });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${PUBLIC_URL}/auctions?search={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('gives every static public page its own title and description', async () => {
    const titles = new Set<string>();
    for (const url of [
      '/auctions',
      '/calendar',
      '/directory/auctioneers',
      '/directory/services',
      '/advertise',
      '/pricing',
      '/about',
      '/terms',
      '/privacy',
      '/login',
      '/register',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      const title = /<title>(.*?)<\/title>/.exec(response.body)?.[1] ?? '';
      titles.add(title);
      expect(metaOf(response.body, 'description'), url).toBeTruthy();
      expect(response.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}${url}" />`);
    }
    expect(titles.size).toBe(11);
  });

  it('keeps the list’s own filters in its canonical address and drops the rest', async () => {
    const response = await page('/auctions?search=boat&utm_source=x&page=2');
    expect(response.body).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/auctions?search=boat&#38;page=2" />`,
    );
  });

  it('keeps the Items tab in the canonical address, a page of its own with its own title, and drops the default tab', async () => {
    const items = await page('/fr/encans?search=chaise&tab=items&utm_source=x');
    expect(items.body).toContain('<title>Articles des encans à venir — Mariner Marketplace</title>');
    expect(items.body).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/fr/encans?search=chaise&#38;tab=items" />`,
    );
    expect(items.body).toContain(
      `<link rel="alternate" hreflang="en-CA" href="${PUBLIC_URL}/auctions?search=chaise&#38;tab=items" />`,
    );
    const auctions = await page('/auctions?search=boat&tab=auctions');
    expect(auctions.body).toContain('<title>Upcoming auctions — Mariner Marketplace</title>');
    expect(auctions.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/auctions?search=boat" />`);
  });

  it('describes an auction as an Event with the offset of its own zone on that date (Newfoundland)', async () => {
    const response = await page(`/auctions/${ids.stJohns}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(
      '<title>Quidi Vidi boat and marine auction — 12 Forest Road, St. John’s, NL — Mariner Marketplace</title>',
    );
    expect(metaOf(html, 'og:image')).toMatch(
      new RegExp(`^${PUBLIC_URL}/share-cards/auctions/${ids.stJohns}-en-[0-9a-f]{16}\\.jpg$`),
    );
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'og:image:height')).toBe('630');
    expect(metaOf(html, 'og:url')).toBe(`${PUBLIC_URL}/auctions/${ids.stJohns}`);
    const [event] = jsonLdOf(html);
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Quidi Vidi boat and marine auction',
      startDate: '2027-07-04T10:00:00-02:30',
      endDate: '2027-07-04T16:00:00-02:30',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'St. John’s',
          addressRegion: 'NL',
          addressCountry: 'CA',
        },
      },
      image: [`${PUBLIC_URL}/uploads/auctions/x/front-1600.webp`],
      organizer: {
        '@type': 'Organization',
        name: 'Harbour Auctions',
        url: `${PUBLIC_URL}/directory/${seller.id}`,
      },
    });
    // The featured picture, the page's largest, is asked for from the head as its <img> will.
    expect(html).toContain(
      '<link rel="preload" as="image" href="/uploads/auctions/x/front-1600.webp" imagesrcset="/uploads/auctions/x/front-400.webp 400w, /uploads/auctions/x/front-800.webp 800w, /uploads/auctions/x/front-1600.webp 1600w" imagesizes="(min-width: 1024px) 720px, 100vw" fetchpriority="high" />',
    );
  });

  it('keeps an ended auction at its address', async () => {
    expect((await page(`/auctions/${ids.ended}`)).statusCode).toBe(200);
  });

  it('writes user text inert in the title, the meta tags and the JSON-LD', async () => {
    const html = (await page(`/auctions/${ids.hostile}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<script>alert(2)');
    expect(html).not.toContain('<b>bold</b>');
    const [event] = jsonLdOf(html);
    expect(event.name).toBe('</script><script>alert(1)</script> "quoted" & <b>bold</b>');
    expect(/<title>(.*?)<\/title>/.exec(html)?.[1]).toContain('&#60;/script&#62;&#60;script&#62;alert(1)');
  });

  it('describes a directory profile in the page’s language, at its own address (issue 16)', async () => {
    const html = (await page(`/fr/repertoire/${seller.id}`)).body;
    expect(metaOf(html, 'description')).toBe(
      'Encans de successions et d’objets marins partout à Terre-Neuve depuis 1971.',
    );
    const [company] = jsonLdOf(html);
    expect(company).toMatchObject({
      url: `${PUBLIC_URL}/fr/repertoire/${seller.id}`,
      description: 'Encans de successions et d’objets marins partout à Terre-Neuve depuis 1971.',
    });
  });

  it('describes a directory profile as its company', async () => {
    const html = (await page(`/directory/${seller.id}`)).body;
    expect(html).toContain('<title>Harbour Auctions — Mariner Marketplace</title>');
    const [company] = jsonLdOf(html);
    expect(company).toMatchObject({
      '@type': 'Organization',
      name: 'Harbour Auctions',
      url: `${PUBLIC_URL}/directory/${seller.id}`,
    });
  });

  it('gives every share image its alternative text, for X too, in the page’s language (issue 25)', async () => {
    const home = (await page('/')).body;
    expect(metaOf(home, 'twitter:image:alt')).toBe(escapeHtml(SHARE_IMAGE_ALT.en.site));
    expect(metaOf(home, 'og:image:alt')).toBe(escapeHtml(SHARE_IMAGE_ALT.en.site));
    const french = (await page('/fr')).body;
    expect(metaOf(french, 'twitter:image:alt')).toBe(escapeHtml(SHARE_IMAGE_ALT.fr.site));
    const auction = (await page(`/auctions/${ids.stJohns}`)).body;
    expect(metaOf(auction, 'twitter:image:alt')).toBe(
      'Auction card: Quidi Vidi boat and marine auction, in 12 Forest Road, St. John’s, NL',
    );
    const profile = (await page(`/fr/repertoire/${seller.id}`)).body;
    expect(metaOf(profile, 'twitter:image')).toBeDefined();
    expect(metaOf(profile, 'twitter:image:alt')).toBeDefined();
  });

  it('indexes only the calendar months between the first and last listed auction (issue 25)', async () => {
    const robotsOf = async (url: string) => metaOf((await page(url)).body, 'robots');
    for (const url of [
      '/calendar?month=2099-12',
      '/fr/calendrier?month=2099-12',
      '/calendar?month=2000-01',
    ]) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(metaOf(response.body, 'robots'), url).toBe('noindex');
    }
    expect(await robotsOf('/calendar')).toBeUndefined();
    const listed = (await page('/calendar?month=2027-07')).body;
    expect(metaOf(listed, 'robots')).toBeUndefined();
    expect(listed).toContain(`<link rel="canonical" href="${PUBLIC_URL}/calendar?month=2027-07" />`);
    expect(await robotsOf('/fr/calendrier?month=2027-07')).toBeUndefined();
  });

  it('marks pages for signed-in people noindex', async () => {
    const response = await page('/dashboard');
    expect(response.statusCode).toBe(200);
    expect(metaOf(response.body, 'robots')).toBe('noindex');
  });

  it("titles a private page with its route module's head, in its language, from what its loader read", async () => {
    // Issue 26 item 3: the shell's <title> is the one the browser's tab will show.
    const cookie = `${SESSION_COOKIE}=${await loginAs(t.app, seller)}`;
    const titleOf = async (url: string) =>
      /<title>([^<]*)<\/title>/.exec(
        (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', cookie } })).body,
      )?.[1];
    expect(await titleOf('/dashboard')).toBe('Dashboard — Mariner Marketplace');
    expect(await titleOf('/fr/tableau-de-bord')).toBe('Tableau de bord — Mariner Marketplace');
    expect(await titleOf(`/edit-listing/${ids.pending}`)).toMatch(/^Edit: .+ — Mariner Marketplace$/);
    expect(await titleOf(`/fr/modifier-une-annonce/${ids.pending}`)).toMatch(
      /^Modifier\u00a0: .+ — Mariner Marketplace$/,
    );
  });
});

describe('real statuses', () => {
  it.each([
    ['an unknown auction', '/auctions/0b6f6c9a-4d0e-4f53-9a3d-5b1c0e8f7a21'],
    ['a malformed auction id', '/auctions/not-an-id'],
    ['an auction under review', () => `/auctions/${ids.pending}`],
    ['an unknown directory profile', '/directory/0b6f6c9a-4d0e-4f53-9a3d-5b1c0e8f7a21'],
    ['an unknown address', '/no/such/page'],
  ])('answers 404 with the not-found page for %s', async (_name, url) => {
    const response = await page(typeof url === 'function' ? url() : url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Page not found — Mariner Marketplace</title>');
    expect(metaOf(response.body, 'robots')).toBe('noindex');
    expect(response.body).toContain('<div id="root">');
  });
});

describe('French pages (issue 16)', () => {
  const alternatesOf = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((m) => [
        m[1],
        m[2],
      ]),
    );

  it('serves /fr/… in French with lang="fr" and reciprocal hreflang links', async () => {
    const french = await page('/fr/encans?search=tracteur&utm_source=x');
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('<html lang="fr"');
    expect(french.body).toContain('<title>Encans à venir — Mariner Marketplace</title>');
    expect(french.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/fr/encans?search=tracteur" />`);
    expect(metaOf(french.body, 'og:locale')).toBe('fr_CA');
    const pair = {
      'en-CA': `${PUBLIC_URL}/auctions?search=tracteur`,
      'fr-CA': `${PUBLIC_URL}/fr/encans?search=tracteur`,
      'x-default': `${PUBLIC_URL}/auctions?search=tracteur`,
    };
    expect(alternatesOf(french.body)).toEqual(pair);
    const english = await page('/auctions?search=tracteur');
    expect(english.body).toContain('<html lang="en"');
    expect(alternatesOf(english.body)).toEqual(pair);
  });

  it('gives a French auction page its French address and the English one as its twin', async () => {
    const response = await page(`/fr/encans/${ids.stJohns}`);
    expect(response.statusCode).toBe(200);
    expect(alternatesOf(response.body)).toMatchObject({
      'en-CA': `${PUBLIC_URL}/auctions/${ids.stJohns}`,
      'fr-CA': `${PUBLIC_URL}/fr/encans/${ids.stJohns}`,
    });
  });

  it('answers an unknown French address 404 in French', async () => {
    const response = await page('/fr/nulle-part');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="fr"');
    expect(metaOf(response.body, 'robots')).toBe('noindex');
  });

  it('sends a French browser’s first visit of the home page to /fr, unless the visitor chose English', async () => {
    const ask = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/?ref=mail', headers: { accept: 'text/html', ...headers } });
    const french = await ask({ 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' });
    expect(french.statusCode).toBe(302);
    expect(french.headers.location).toBe('/fr?ref=mail');
    expect(french.headers.vary).toContain('Accept-Language');
    const choseEnglish = await ask({ 'accept-language': 'fr-CA', cookie: 'lang=en' });
    expect(choseEnglish.statusCode).toBe(200);
    const choseFrench = await ask({ 'accept-language': 'en-CA', cookie: 'lang=fr' });
    expect(choseFrench.headers.location).toBe('/fr?ref=mail');
    expect((await ask({ 'accept-language': 'en-CA' })).statusCode).toBe(200);
  });
});

describe('crawling', () => {
  it('serves robots.txt that keeps crawlers out of the API and private pages and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /admin');
    // Issue 16: the French private pages too.
    expect(response.body).toContain('Disallow: /fr/tableau-de-bord');
    expect(response.body).toContain('Disallow: /fr/modifier-une-annonce/');
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('serves a sitemap index whose children list the pages, profiles and auctions with lastmod', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<sitemapindex');
    const children = [...index.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(children).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/sitemaps/static.xml`,
        `${PUBLIC_URL}/sitemaps/directory.xml`,
        `${PUBLIC_URL}/sitemaps/auctions-upcoming-1.xml`,
        `${PUBLIC_URL}/sitemaps/auctions-recent-1.xml`,
      ]),
    );
    const upcoming = (await t.app.inject({ method: 'GET', url: '/sitemaps/auctions-upcoming-1.xml' })).body;
    expect(upcoming).toContain(`${PUBLIC_URL}/auctions/${ids.stJohns}`);
    expect(upcoming).toContain('<lastmod>');
    expect(upcoming).not.toContain(ids.pending);
    expect(upcoming).not.toContain(ids.ended);
    const recent = (await t.app.inject({ method: 'GET', url: '/sitemaps/auctions-recent-1.xml' })).body;
    expect(recent).toContain(ids.ended);
    const directory = (await t.app.inject({ method: 'GET', url: '/sitemaps/directory.xml' })).body;
    expect(directory).toContain(`${PUBLIC_URL}/directory/${seller.id}`);
    const statics = (await t.app.inject({ method: 'GET', url: '/sitemaps/static.xml' })).body;
    expect(statics).toContain(`${PUBLIC_URL}/pricing`);
    // Issue 16: each page in both languages, each entry naming its twin and the English default.
    expect(statics).toContain(`<loc>${PUBLIC_URL}/fr/tarifs</loc>`);
    expect(upcoming).toContain(`<loc>${PUBLIC_URL}/fr/encans/${ids.stJohns}</loc>`);
    expect(upcoming).toContain(
      `<xhtml:link rel="alternate" hreflang="fr-CA" href="${PUBLIC_URL}/fr/encans/${ids.stJohns}"/>`,
    );
    expect(upcoming).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/auctions/${ids.stJohns}"/>`,
    );
    expect(directory).toContain(`<loc>${PUBLIC_URL}/fr/repertoire/${seller.id}</loc>`);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/auctions-upcoming-9.xml' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/nope.xml' })).statusCode).toBe(404);
  });

  it('keeps one entry per sitemap however many addresses ask for it (issue 25)', async () => {
    const redirected = await t.app.inject({ method: 'GET', url: '/sitemaps/auctions-upcoming-1.xml?v=1' });
    expect(redirected.statusCode).toBe(301);
    expect(redirected.headers.location).toBe('/sitemaps/auctions-upcoming-1.xml');
    for (let v = 0; v < 2_000; v++) {
      await t.app.inject({ method: 'GET', url: `/sitemaps/auctions-upcoming-1.xml?v=${v}` });
    }
    for (let chunk = 2; chunk < 80; chunk++) {
      await t.app.inject({ method: 'GET', url: `/sitemaps/auctions-recent-${chunk}.xml` });
    }
    await t.app.inject({ method: 'GET', url: '/sitemaps/auctions-upcoming-1.xml' });
    // At most the index, static, directory and the two first chunks: chunks past the last are not kept.
    expect(t.app.sitemapCache.size).toBeLessThanOrEqual(5);
  });
});

describe('the page cache (issue 25)', () => {
  it('does not grow with addresses an outsider makes up', async () => {
    // A thousand rendered pages would take minutes: the rendered kind is checked on a few addresses,
    // the thousand on the same app without its server entry (the shell and its head from the address).
    t.app.pageCache.forgetAll();
    for (let v = 0; v < 3; v++) {
      await t.app.inject({ method: 'GET', url: `/about?v=${v}` });
      await t.app.inject({ method: 'GET', url: `/no-such-page-${v}` });
      await t.app.inject({ method: 'GET', url: `/calendar?month=2${String(v).padStart(3, '0')}-01` });
    }
    expect(t.app.pageCache.size).toBe(0);
    const shellOnly = await createTestApp({ webDist: shellDist, config: { publicUrl: PUBLIC_URL } });
    try {
      for (let v = 0; v < 1_000; v++) {
        await shellOnly.app.inject({ method: 'GET', url: `/about?v=${v}` });
        await shellOnly.app.inject({ method: 'GET', url: `/no-such-page-${v}` });
        await shellOnly.app.inject({
          method: 'GET',
          url: `/calendar?month=2${String(v).padStart(3, '0')}-01`,
        });
      }
      // At most January 2027, between the listed auctions: a page of its own.
      expect(shellOnly.app.pageCache.size).toBeLessThanOrEqual(1);
      expect((await shellOnly.app.inject({ method: 'GET', url: '/about?v=1' })).statusCode).toBe(200);
    } finally {
      await shellOnly.close();
    }
    expect((await t.app.inject({ method: 'GET', url: '/about?v=1' })).statusCode).toBe(200);
  });
});

describe('compression', () => {
  it('compresses JSON and HTML answers for a client that takes brotli', async () => {
    const json = await t.app.inject({
      method: 'GET',
      url: '/api/auctions',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(json.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(json.rawPayload).toString()).auctions.length).toBeGreaterThan(0);
    const html = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(html.headers['content-encoding']).toBe('gzip');
  });

  it('compresses a rendered page in one call, with its length, not through a stream (issue 26)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/auctions', headers: { accept: 'text/html' } });
    // Larger than @fastify/compress's own limit for one call (8 KiB on two cores, 4 KiB on more).
    expect(plain.body.length).toBeGreaterThan(8192);
    for (const encoding of ['br', 'gzip']) {
      const page = await t.app.inject({
        method: 'GET',
        url: '/auctions',
        headers: { accept: 'text/html', 'accept-encoding': encoding },
      });
      expect(page.headers['content-encoding']).toBe(encoding);
      // A stream's answer has no length (chunked); one compressed in one call says its length.
      expect(page.headers['transfer-encoding']).toBeUndefined();
      expect(Number(page.headers['content-length'])).toBe(page.rawPayload.length);
      const body = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(page.rawPayload).toString();
      expect(body).toBe(plain.body);
    }
  });
});
