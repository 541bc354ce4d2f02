import type { Locale } from '@mariner/contracts';
import { LOCALES } from '@mariner/contracts/constants';
import i18n, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeOfPath } from '../lib/locale.ts';

/**
 * English and French (issue 16). Each file in locales/<language> is one namespace named after
 * the file (terms.json becomes `terms`), and `messages` is the contracts' catalogue in that
 * language, so `t('messages:passwordsDoNotMatch')` is the spec's text or its French twin.
 *
 * The browser loads only the namespaces a page uses, in the page's language (issue 14: a page's
 * first load carries its own texts, not all of both languages); a server-rendered page names
 * them, and they are loaded before it hydrates (app/start.tsx). The server and the tests have
 * every text at hand (app/i18n-bundled.ts), so a render there never waits.
 */
const EVERY_TEXT_AT_HAND = import.meta.env.SSR || import.meta.env.MODE === 'test';

type Texts = { default: ResourceLanguage };
const lazyFiles = import.meta.glob<Texts>('../locales/*/*.json');

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
 * in its texts, and the footer's sign-up loads them when it has a refusal to show (issue 26).
 */
export const ALWAYS_LOADED = ['common', 'newsletter'];

/** Reads a namespace's file when a page first needs it (one small chunk per language and namespace). */
const lazyTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    const fail = (error: unknown) => done(error instanceof Error ? error.message : String(error), null);
    // A French page's first texts also bring the French names of the vocabularies and the messages'
    // translation (lib/labels.ts, lib/messages.ts), which a French page shows whatever its texts.
    const french = language === 'fr' ? import('./french-messages.ts') : undefined;
    if (namespace === 'messages') {
      // The contracts' catalogue in that language.
      const catalogue = french
        ? french.then(({ MESSAGES_FR }) => MESSAGES_FR)
        : import('./english-messages.ts').then(({ MESSAGES }) => MESSAGES);
      catalogue.then((messages) => done(null, { ...messages }), fail);
      return;
    }
    const load = lazyFiles[fileOf(language, namespace)];
    if (!load) {
      done(null, {});
      return;
    }
    Promise.all([load(), french]).then(([module]) => done(null, module.default), fail);
  },
};

if (!EVERY_TEXT_AT_HAND) i18n.use(lazyTexts);
/** Settles once the language of the address and the namespaces every page shows are loaded. */
export const i18nReady: Promise<unknown> = i18n.use(initReactI18next).init({
  // The address says the language: /fr/… is French.
  lng: typeof window === 'undefined' ? 'en' : localeOfPath(window.location.pathname),
  // The browser loads only the page's language: every French text exists (i18n-complete.test.ts),
  // so a French page never needs the English files (with a fallback, i18next loaded both).
  fallbackLng: EVERY_TEXT_AT_HAND ? 'en' : false,
  supportedLngs: [...LOCALES],
  ns: EVERY_TEXT_AT_HAND ? NAMESPACES : ALWAYS_LOADED,
  defaultNS: 'common',
  // The server and the tests add every text, the contracts' messages included
  // (app/i18n-bundled.ts), right after this synchronous start.
  partialBundledLanguages: true,
  initAsync: !EVERY_TEXT_AT_HAND,
  interpolation: { escapeValue: false },
  returnNull: false,
  // A text asked for but not there (a namespace a component did not declare, so never loaded; a
  // key missing in French) is a bug: said on the console, where tests and journeys catch it.
  saveMissing: true,
  missingKeyHandler: (languages, namespace, key, _fallback, _update, options) => {
    // A key asked for with its own default (a town without a translated name) is not missing.
    if ((options as { defaultValue?: unknown } | undefined)?.defaultValue !== undefined) return;
    console.error(`Missing text ${namespace}:${key} (${[languages].flat().join(', ')})`);
  },
});

/**
 * Loads namespaces in one language: a page's own, with its code (router.tsx), or the ones a rendered
 * page names before it hydrates. In the given language, which may not yet be the one shown (a link
 * to the other language's page loads that page's texts before the switch).
 */
export function loadTexts(locale: Locale, namespaces: readonly string[]): Promise<unknown> {
  const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(locale, namespace));
  return missing.length ? i18n.reloadResources([locale], missing) : Promise.resolve();
}

export { i18n };
