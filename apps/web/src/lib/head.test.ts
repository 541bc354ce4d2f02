import type { PageHead } from '@mariner/contracts/page-head';
import { afterEach, describe, expect, it } from 'vitest';
import { applyHead } from './head.ts';

const page = (overrides: Partial<PageHead> = {}): PageHead => ({
  status: 200,
  lang: 'fr',
  title: 'Encan de ferme — Truro — Mariner Marketplace',
  description: 'Tracteurs et outils',
  canonical: 'https://mariner.example/fr/encans/a1',
  ogType: 'article',
  image: { url: 'https://mariner.example/card.png', alt: 'Encan' },
  jsonLd: [],
  noindex: false,
  alternates: { en: 'https://mariner.example/auctions/a1', fr: 'https://mariner.example/fr/encans/a1' },
  ...overrides,
});

const attribute = (selector: string, name: string) =>
  document.head.querySelector(selector)?.getAttribute(name);

describe('applyHead (issue 26: the head a crawler reads after a navigation)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('writes the page’s title, description, canonical address and languages', () => {
    document.head.innerHTML = [
      '<meta name="description" content="The home page" />',
      '<link rel="canonical" href="https://mariner.example/" />',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
    ].join('');
    applyHead(page(), '/fr/encans/a1');

    expect(document.title).toBe('Encan de ferme — Truro — Mariner Marketplace');
    expect(document.documentElement.lang).toBe('fr');
    expect(attribute('meta[name="description"]', 'content')).toBe('Tracteurs et outils');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(attribute('link[rel="canonical"]', 'href')).toBe('https://mariner.example/fr/encans/a1');
    expect(attribute('link[hreflang="en-CA"]', 'href')).toBe('https://mariner.example/auctions/a1');
    expect(attribute('link[hreflang="fr-CA"]', 'href')).toBe('https://mariner.example/fr/encans/a1');
    expect(attribute('link[hreflang="x-default"]', 'href')).toBe('https://mariner.example/auctions/a1');
    expect(attribute('meta[property="og:url"]', 'content')).toBe('https://mariner.example/fr/encans/a1');
    expect(attribute('meta[name="twitter:title"]', 'content')).toBe(document.title);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    // The first page's JSON-LD described another page: it goes (only the server builds JSON-LD).
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('says noindex and drops the canonical and language links of a page not to index', () => {
    applyHead(page(), '/fr/encans/a1');
    applyHead(page({ noindex: true, status: 404 }), '/fr/encans/none');

    expect(attribute('meta[name="robots"]', 'content')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();

    applyHead(page(), '/fr/encans/a1');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it('keeps the server’s JSON-LD on the page it was written for', () => {
    document.head.innerHTML = '<script type="application/ld+json">{"@type":"Event"}</script>';
    applyHead(page(), `${window.location.pathname}${window.location.search}`);
    expect(document.head.querySelector('script[type="application/ld+json"]')).not.toBeNull();
  });
});
