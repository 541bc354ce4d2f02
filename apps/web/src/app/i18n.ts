import { LOCALES, type Locale, MESSAGES, MESSAGES_FR } from '@mariner/contracts';
import i18n, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeOfPath } from '../lib/locale.ts';

/**
 * English and French (issue 16). Each file in locales/<language> is one namespace named after
 * the file (static.json becomes `static`), and `messages` is the contracts' catalogue in that
 * language, so `t('messages:passwordsDoNotMatch')` is the spec's text or its French twin.
 */
const files = {
  en: import.meta.glob<{ default: ResourceLanguage }>('../locales/en/*.json', { eager: true }),
  fr: import.meta.glob<{ default: ResourceLanguage }>('../locales/fr/*.json', { eager: true }),
} satisfies Record<Locale, unknown>;

const catalogue: Record<Locale, ResourceLanguage> = { en: { ...MESSAGES }, fr: { ...MESSAGES_FR } };

function resourcesOf(locale: Locale): ResourceLanguage {
  const language: ResourceLanguage = { messages: catalogue[locale] };
  for (const [path, module] of Object.entries(files[locale])) {
    const namespace = path
      .split('/')
      .pop()
      ?.replace(/\.json$/, '');
    if (namespace) language[namespace] = module.default;
  }
  return language;
}

export const resources: Resource = { en: resourcesOf('en'), fr: resourcesOf('fr') };

void i18n.use(initReactI18next).init({
  // The address says the language: /fr/… is French.
  lng: typeof window === 'undefined' ? 'en' : localeOfPath(window.location.pathname),
  fallbackLng: 'en',
  supportedLngs: [...LOCALES],
  ns: Object.keys(resources.en ?? {}),
  defaultNS: 'common',
  resources,
  // Resources are bundled, so initialising synchronously means the first render already has texts.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
