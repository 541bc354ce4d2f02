import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  localeOfPath,
  matchRoute,
  PUBLIC_ROUTES,
  pathFor,
  ROUTES,
  type RouteId,
  translatePath,
} from './routes.ts';

describe('the address table', () => {
  it('gives every page one English and one French address, French ones under /fr', () => {
    const all = Object.values(ROUTES).flatMap((forms) => [forms.en, forms.fr]);
    expect(new Set(all).size).toBe(all.length);
    for (const forms of Object.values(ROUTES)) {
      expect(forms.fr === '/fr' || forms.fr.startsWith('/fr/')).toBe(true);
      expect(forms.en.startsWith('/fr')).toBe(false);
      expect(forms.fr.match(/:\w+/g)).toEqual(forms.en.match(/:\w+/g));
    }
  });

  it('fills in parameters, encoded', () => {
    expect(pathFor('auction', 'fr', { id: 'a b' })).toBe('/fr/encans/a%20b');
    expect(pathFor('directoryAuctioneers', 'fr')).toBe('/fr/repertoire/encanteurs');
    expect(() => pathFor('auction', 'en')).toThrow(/missing :id/);
  });

  it('matches fixed words before parameters', () => {
    expect(matchRoute('/directory/services')).toMatchObject({ route: 'directoryServices', locale: 'en' });
    expect(matchRoute('/fr/repertoire/encanteurs')).toMatchObject({
      route: 'directoryAuctioneers',
      locale: 'fr',
    });
    expect(matchRoute('/fr/repertoire/42')).toEqual({
      route: 'directoryListing',
      locale: 'fr',
      params: { id: '42' },
    });
    expect(matchRoute('/nowhere')).toBeNull();
    expect(matchRoute('/auctions/%E0%A4%A')).toBeNull();
  });

  it('finds every page from its own address in each language, its parameters decoded (issue 26 item 7)', () => {
    for (const [route, forms] of Object.entries(ROUTES) as [RouteId, Record<'en' | 'fr', string>][]) {
      for (const locale of ['en', 'fr'] as const) {
        const params = Object.fromEntries(
          [...forms[locale].matchAll(/:(\w+)/g)].map(([, name]) => [name, `é ${name}/42`]),
        );
        expect(matchRoute(pathFor(route, locale, params))).toEqual({ route, locale, params });
        expect(matchRoute(`${pathFor(route, locale, params)}/more`.replace('//', '/'))).not.toEqual({
          route,
          locale,
          params,
        });
      }
    }
  });

  it('switches language on the same page, keeping the query', () => {
    expect(translatePath('/auctions?search=tracteur&page=2', 'fr')).toBe('/fr/encans?search=tracteur&page=2');
    expect(translatePath('/fr/encans/abc', 'en')).toBe('/auctions/abc');
    expect(translatePath('/fr', 'en')).toBe('/');
    expect(translatePath('/', 'fr')).toBe('/fr');
    expect(translatePath('/no-such-page', 'fr')).toBe('/fr');
  });

  it('tells the language of an address', () => {
    expect(localeOfPath('/fr/encans')).toBe('fr');
    expect(localeOfPath('/fr')).toBe('fr');
    expect(localeOfPath('/french-fries')).toBe('en');
    expect(localeOfPath('/auctions')).toBe('en');
  });
});

describe('the public pages', () => {
  it('are the ones the first-load bench and its journey measure (e2e/support/public-pages.json)', () => {
    // The bench and the journeys read no contracts (plain Node, and e2e stands apart), so they keep
    // the list as JSON, with `{id}` for an auction and `{profile}` for a directory profile.
    const measured: string[] = JSON.parse(
      readFileSync(new URL('../../../../e2e/support/public-pages.json', import.meta.url), 'utf8'),
    );
    const expected = PUBLIC_ROUTES.map((route) =>
      ROUTES[route].en.replace(':id', route === 'directoryListing' ? '{profile}' : '{id}'),
    );
    expect(measured).toEqual(expected);
  });
});
