import type { Locale } from '@mariner/contracts';

type Localize = (text: string, locale: Locale) => string;
let french: Localize | undefined;

/**
 * The contracts' messages are English (one source of truth); their French twins, with the table
 * that maps one to the other, come with the French `messages` namespace (app/french-messages.ts, loaded by
 * app/i18n.ts for a page or form that shows one), so no page carries them unless it does (issue 26).
 */
export function setFrenchMessages(localize: Localize): void {
  french = localize;
}

/** A message of the contracts (a server's refusal, a form rule) in `locale`. */
export const localizeMessage = (text: string, locale: Locale): string =>
  locale === 'fr' && french ? french(text, locale) : text;
