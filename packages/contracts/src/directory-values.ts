// The directories' values and helpers without zod (`@mariner/contracts/constants`); their schemas are
// in directory.ts, which re-exports all of this.
import { SERVICE_PROVIDER_TYPES, type ServiceProviderType } from './enum-values.ts';
import type { Locale } from './i18n/locale.ts';

/** Whether a value (an address's `?type=`) is one of the service directory's types. */
export const isServiceProviderType = (value: unknown): value is ServiceProviderType =>
  typeof value === 'string' && (SERVICE_PROVIDER_TYPES as readonly string[]).includes(value);

/** A card's description is cut to about this many characters, on a word boundary, by the server. */
export const DIRECTORY_EXCERPT_LENGTH = 240;

/** The most auctions a profile shows (spec 001 §3 activeAuctions; one page of the auctions list). */
export const DIRECTORY_PROFILE_AUCTIONS = 12;

/**
 * The text a page in `locale` shows of an English and a French version (issue 16): its own
 * language's when written, else the other; `lang` says which, for the `lang` attribute.
 */
export function textIn(
  locale: Locale,
  english: string | null,
  french: string | null,
): { text: string | null; lang: Locale } {
  if (locale === 'fr' && french) return { text: french, lang: 'fr' };
  if (english) return { text: english, lang: 'en' };
  return french ? { text: french, lang: 'fr' } : { text: null, lang: locale };
}
