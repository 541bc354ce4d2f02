import { STATS_MESSAGES, STATS_MESSAGES_FR } from '../auction-stats-values.ts';
import { BANNER_MESSAGES } from '../banner-values.ts';
import { LOT_IMPORT_MESSAGES } from '../lot-import-values.ts';
import { MESSAGES } from '../messages.ts';
import { PRICING_MESSAGES } from '../pricing-values.ts';
import type { Locale } from './locale.ts';
import { LOT_IMPORT_MESSAGES_FR } from './lot-import-texts.ts';
import { BANNER_MESSAGES_FR, MESSAGES_FR, PRICING_MESSAGES_FR } from './messages-fr.ts';

/** Every English message and its French twin, by the English text a schema or service carries. */
const FRENCH_BY_ENGLISH = new Map<string, string>();
for (const [english, french] of [
  [MESSAGES, MESSAGES_FR],
  [PRICING_MESSAGES, PRICING_MESSAGES_FR],
  [BANNER_MESSAGES, BANNER_MESSAGES_FR],
  [LOT_IMPORT_MESSAGES, LOT_IMPORT_MESSAGES_FR],
  [STATS_MESSAGES, STATS_MESSAGES_FR],
] as const) {
  for (const [key, text] of Object.entries(english)) {
    FRENCH_BY_ENGLISH.set(text, (french as Record<string, string>)[key] ?? text);
  }
}

/** Messages built with a number in them (limits written once, in fields.ts and the schemas). */
const FRENCH_PATTERNS: [RegExp, (...groups: string[]) => string][] = [
  [/^Must be at most (\d+) characters$/, (max) => `Doit compter au plus ${max}\u00a0caractères`],
  [
    /^The range must be between 0 and (\d+) days$/,
    (max) => `La période doit compter entre 0 et ${max}\u00a0jours`,
  ],
];

/**
 * The text of a message in `locale`: the schemas and services say it in English (one source of
 * truth), and the edge says it in the reader's language. Undefined for a text the catalogue does
 * not hold, so a caller can fall back (the API to zod's own French, the web app to the text).
 */
export function translateMessage(text: string, locale: Locale): string | undefined {
  if (locale === 'en') return text;
  const french = FRENCH_BY_ENGLISH.get(text);
  if (french !== undefined) return french;
  for (const [pattern, build] of FRENCH_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return build(...match.slice(1));
  }
  return undefined;
}

/** The text in `locale`, or the English text when the catalogue has no twin for it. */
export const localizeMessage = (text: string, locale: Locale): string =>
  translateMessage(text, locale) ?? text;
