import type { Locale } from '@mariner/contracts';
import { loadFrenchLabels, loadFrenchLabelsWith } from '../lib/french-names.ts';
import { i18n, type Texts } from '../lib/i18n/index.tsx';
import { localeOfPath } from '../lib/locale.ts';

/**
 * English and French (issue 16), on the app's own translator (decision 030: i18next and
 * react-i18next were 18 KB of every page's first load). Each file in locales/<language> is one
 * namespace named after the file (terms.json becomes `terms`), and `messages` is the contracts'
 * catalogue in that language, so `t('messages:passwordsDoNotMatch')` is the spec's text or its
 * French twin.
 *
 * The browser loads only the namespaces a page uses, in the page's language (issue 14: a page's
 * first load carries its own texts, not all of both languages); a server-rendered page names
 * them, and they are loaded before it hydrates (app/start.tsx). The server and the tests have
 * every text at hand (app/i18n-bundled.ts), so a render there never waits.
 */
const EVERY_TEXT_AT_HAND = import.meta.env.SSR || import.meta.env.MODE === 'test';

const lazyFiles = import.meta.glob<{ default: Texts }>('../locales/*/*.json');

const fileOf = (locale: string, namespace: string) => `../locales/${locale}/${namespace}.json`;

/** The namespaces there are (the English files name them). */
export const NAMESPACES: string[] = [
  'messages',
  ...Object.keys(lazyFiles)
    .filter((path) => path.startsWith('../locales/en/'))
    .map((path) => path.replace('../locales/en/', '').replace(/\.json$/, '')),
];

/**
 * What every page shows (header, footer, errors), loaded before the first render. The contracts'
 * `messages` (12 KB: every rule and refusal of the API) are not: a page that shows one lists them
 * in its texts, and the footer's sign-up loads them when it has a refusal to show (issue 26). Nor
 * are `newsletter`'s: the footer's sign-up loads them with its code (NewsletterSignupLater.tsx).
 */
export const ALWAYS_LOADED = ['common'];

/** Reads a namespace's file when a page first needs it (one small chunk per language and namespace). */
async function readTexts(language: string, namespace: string): Promise<Texts> {
  if (namespace === 'messages') {
    // The contracts' catalogue in that language; the French one with the translation of the
    // contracts' English messages (lib/messages.ts), which only a page or form showing one needs.
    const messages =
      language === 'fr'
        ? (await import('./french-messages.ts')).MESSAGES_FR
        : (await import('./english-messages.ts')).MESSAGES;
    return { ...messages };
  }
  const load = lazyFiles[fileOf(language, namespace)];
  if (!load) return {};
  return (await load()).default;
}

if (EVERY_TEXT_AT_HAND) {
  // Every French text exists (i18n-complete.test.ts); English stands in where a test or the server
  // meets one that does not, as i18next's fallback did. The browser loads only the page's language.
  i18n.fallbackLanguage = 'en';
} else {
  i18n.load = readTexts;
  // The French names of the vocabularies (lib/labels.ts): with a French page's texts on a
  // navigation (loadTexts), not before a server-rendered page hydrates (it ships the names it shows).
  loadFrenchLabelsWith(() => import('./french-labels.ts'));
  // The address says the language: /fr/… is French.
  i18n.language = localeOfPath(window.location.pathname);
}

/** Settles once the language of the address and the namespaces every page shows are loaded. */
export const i18nReady: Promise<unknown> = i18n.loadNamespaces(ALWAYS_LOADED);

/**
 * Loads a page's namespaces in one language, with its code (router.tsx), and in French the French
 * names of the vocabularies (lib/labels.ts). In the given language, which may not yet be the one
 * shown (a link to the other language's page loads that page's texts before the switch).
 */
export function loadTexts(locale: Locale, namespaces: readonly string[]): Promise<unknown> {
  return Promise.all([
    i18n.loadNamespacesIn(locale, namespaces),
    locale === 'fr' ? loadFrenchLabels() : undefined,
  ]);
}

/**
 * The namespaces a server-rendered page names, loaded before it hydrates; the vocabularies' names
 * it shows came with its HTML (`labels` in its state, lib/labels.ts), so no more is loaded.
 */
export function loadRenderedTexts(locale: Locale, namespaces: readonly string[]): Promise<unknown> {
  return i18n.loadNamespacesIn(locale, namespaces);
}

export { i18n };
