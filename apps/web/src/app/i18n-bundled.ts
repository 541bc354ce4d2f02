import type { Texts, Translator } from '../lib/i18n/index.tsx';
import { MESSAGES } from './english-messages.ts';
import './french-labels.ts';
import { MESSAGES_FR } from './french-messages.ts';

/**
 * Every text of both languages, for the server's renders and the tests, which never wait for a
 * namespace to load. The browser's bundle never imports this module (app/i18n.ts loads each
 * namespace on first use there).
 */
const files = import.meta.glob<{ default: Texts }>('../locales/*/*.json', { eager: true });

export function addEveryText(i18n: Translator): void {
  i18n.addResourceBundle('en', 'messages', { ...MESSAGES });
  i18n.addResourceBundle('fr', 'messages', { ...MESSAGES_FR });
  for (const [path, module] of Object.entries(files)) {
    const [, , locale, file] = path.split('/');
    if (locale && file) i18n.addResourceBundle(locale, file.replace(/\.json$/, ''), module.default);
  }
}
