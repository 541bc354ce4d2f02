import type { Locale, RouteId } from '@mariner/contracts';
import { MESSAGES, MESSAGES_FR, pathFor } from '@mariner/contracts/constants';
import { describe, expect, it } from 'vitest';
import { CATEGORY, makeAuction, makeList } from '../features/auctions/test-data.ts';
import { catalogue, textsOf } from '../test/catalogue.ts';
import { apiAnswer, makeUser } from '../test/fixtures.ts';
import { renderedPage as renderPage } from '../test/rendered-page.ts';

/**
 * Issue 16: a page rendered in French says nothing in English. Each page is rendered as the
 * server renders it, at its French address, and its text and read attributes are searched for
 * every English sentence of the catalogue (locales/en and the contracts' messages) that French
 * does not share.
 */
/** Runs of at least three words between placeholders and tags: a sentence one can recognise. */
const sentencesOf = (text: string) =>
  text
    .split(/\{\{[^}]*\}\}|<\/?\d+>|\n/)
    .map((part) => part.trim())
    .filter((part) => part.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word)).length >= 3);

const frenchTexts = new Set(textsOf(catalogue.fr, MESSAGES_FR));
const englishSentences = [
  ...new Set(
    textsOf(catalogue.en, MESSAGES)
      .filter((text) => !frenchTexts.has(text))
      .flatMap(sentencesOf),
  ),
];

const ORIGIN = 'http://localhost:3000';
const auction = makeAuction(3, {
  titleFr: 'Encan de la succession du port de Lunenburg',
  descriptionFr: 'Contenu d’une maison au bord de la mer : doris, lanternes en laiton et courtepointes.',
});
const seller = makeUser({ language: 'fr', province: 'QC' });

/** The API as the server reads it for a page: enough for every public page to show its content. */
function frenchApi(signedIn: boolean) {
  return async (path: string) => {
    const pathname = path.split('?')[0];
    if (pathname === '/api/auth/session') return apiAnswer(200, { user: signedIn ? seller : null });
    if (pathname === '/api/auctions') return apiAnswer(200, makeList([auction, makeAuction(4)]));
    if (pathname === `/api/auctions/${auction.id}`) return apiAnswer(200, { auction });
    if (pathname === '/api/categories') return apiAnswer(200, [CATEGORY]);
    return apiAnswer(404, { error: 'NOT_FOUND', message: MESSAGES_FR.notFound });
  };
}

/** What a reader meets: the text, and the attributes read aloud or shown. */
function readableText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const attributes = [...body.querySelectorAll('[aria-label], [placeholder], [alt], [title]')].flatMap(
    (element) =>
      ['aria-label', 'placeholder', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [body.textContent ?? '', ...attributes].join('\n').replace(/\s+/g, ' ');
}

const PUBLIC: [RouteId, Record<string, string>?][] = [
  ['home'],
  ['auctions'],
  ['auction', { id: auction.id }],
  ['calendar'],
  ['directoryAuctioneers'],
  ['directoryServices'],
  ['advertise'],
  ['pricing'],
  ['login'],
  ['register'],
  ['forgotPassword'],
  ['about'],
  ['terms'],
  ['privacy'],
];
const SIGNED_IN: RouteId[] = ['dashboard', 'createListing', 'profile', 'invoices', 'alerts'];

async function englishOn(route: RouteId, params: Record<string, string> = {}, signedIn = false) {
  const locale: Locale = 'fr';
  const page = await renderPage({
    url: `${ORIGIN}${pathFor(route, locale, params)}`,
    locale,
    readApi: frenchApi(signedIn),
  });
  const text = readableText(page.html);
  return englishSentences.filter((sentence) => text.includes(sentence));
}

describe('a page rendered in French', () => {
  it('has English sentences to look for', () => {
    expect(englishSentences.length).toBeGreaterThan(300);
    expect(englishSentences).toContain('Your e-mail address');
  });

  it.each(PUBLIC)('%s contains no English sentence of the catalogue', async (route, params) => {
    expect(await englishOn(route, params)).toEqual([]);
  });

  it.each(SIGNED_IN)('%s, signed in, contains no English sentence of the catalogue', async (route) => {
    expect(await englishOn(route, {}, true)).toEqual([]);
  });

  it('would notice one', async () => {
    const page = await renderPage({ url: `${ORIGIN}/about`, locale: 'en', readApi: frenchApi(false) });
    const text = readableText(page.html);
    expect(englishSentences.filter((sentence) => text.includes(sentence)).length).toBeGreaterThan(5);
  });
});
