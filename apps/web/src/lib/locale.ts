import type { Locale } from '@mariner/contracts';
import { i18n } from './i18n/translator.ts';

/**
 * Issue 16: the page's language is its address (French pages live under /fr). The app's
 * translator holds the language being shown; links, formats and API calls read it from here.
 */
export const localeOfPath = (pathname: string): Locale =>
  pathname === '/fr' || pathname.startsWith('/fr/') ? 'fr' : 'en';

/**
 * Where the language of the page being shown is read, beyond the browser's one translator: the server's
 * entry points it at the render being answered (entry-server.tsx), whose language each render has
 * of its own; undefined outside one.
 */
let renderLocale: () => Locale | undefined = () => undefined;

/** Set once, by the server's entry. */
export function readLocaleFrom(source: () => Locale | undefined): void {
  renderLocale = source;
}

export const currentLocale = (): Locale => renderLocale() ?? (i18n.language === 'fr' ? 'fr' : 'en');

/** The Intl locale of the language shown: Canadian English or Canadian French (1 234,56 $). */
export const intlLocale = (): 'en-CA' | 'fr-CA' => (currentLocale() === 'fr' ? 'fr-CA' : 'en-CA');

/** A label's colon as each language writes it: "Email:" and « Courriel : » (no-break space). */
export const colon = (): string => (currentLocale() === 'fr' ? '\u00a0:' : ':');

/** The cookie that remembers a visitor's choice, read by the server on their next visit to `/`. */
export const LANGUAGE_COOKIE = 'lang';
const YEAR_SECONDS = 365 * 24 * 3600;

/** Shows the app in `locale`: texts, `<html lang>` and every link built from now on. */
export function applyLocale(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Remembers a choice made with the language switch. */
export function rememberLocale(locale: Locale): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference; the Cookie Store API is not in every browser we serve.
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}
