import { MESSAGES } from '@mariner/contracts';
import i18n, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * English first; every visible text sits behind a key so French can follow. Each file in
 * locales/en is one namespace named after the file (static.json becomes `static`), and `messages`
 * is built from the contracts' MESSAGES, so `t('messages:passwordsDoNotMatch')` is the spec's text.
 */
const files = import.meta.glob<{ default: ResourceLanguage }>('../locales/en/*.json', { eager: true });

const english: ResourceLanguage = { messages: { ...MESSAGES } };
for (const [path, module] of Object.entries(files)) {
  const namespace = path
    .split('/')
    .pop()
    ?.replace(/\.json$/, '');
  if (namespace) english[namespace] = module.default;
}

export const resources: Resource = { en: english };

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en'],
  ns: Object.keys(english),
  defaultNS: 'common',
  resources,
  // Resources are bundled, so initialising synchronously means the first render already has texts.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
