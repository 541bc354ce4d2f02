import { describe, expect, it } from 'vitest';
import { BANNER_MESSAGES } from '../banners.ts';
import { LOT_IMPORT_MESSAGES } from '../lot-import-values.ts';
import { MESSAGES } from '../messages.ts';
import { PRICING_MESSAGES } from '../pricing.ts';
import { localeFromAcceptLanguage } from './locale.ts';
import { LOT_IMPORT_MESSAGES_FR } from './lot-import-texts.ts';
import { BANNER_MESSAGES_FR, MESSAGES_FR, PRICING_MESSAGES_FR } from './messages-fr.ts';
import { localizeMessage, translateMessage } from './translate.ts';

const tables = [
  ['MESSAGES', MESSAGES, MESSAGES_FR],
  ['PRICING_MESSAGES', PRICING_MESSAGES, PRICING_MESSAGES_FR],
  ['BANNER_MESSAGES', BANNER_MESSAGES, BANNER_MESSAGES_FR],
  ['LOT_IMPORT_MESSAGES', LOT_IMPORT_MESSAGES, LOT_IMPORT_MESSAGES_FR],
] as const;

/** Texts that are the same words in both languages. */
const SAME_IN_BOTH: string[] = [];

describe.each(tables)('%s in French', (_name, english, french) => {
  it('has exactly the English keys', () => {
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
  });

  it('translates every text, keeping its {placeholders}', () => {
    for (const [key, text] of Object.entries(english)) {
      const twin = (french as Record<string, string>)[key] ?? '';
      expect(twin.trim(), key).not.toBe('');
      if (!SAME_IN_BOTH.includes(text)) expect(twin, key).not.toBe(text);
      expect(twin.match(/\{\w+\}/g) ?? [], key).toEqual(text.match(/\{\w+\}/g) ?? []);
    }
  });

  it('follows French typography: a non-breaking space before : ; ! ? and inside guillemets', () => {
    for (const [key, text] of Object.entries(french)) {
      expect(text, key).not.toMatch(/ [:;!?]/);
      expect(text, key).not.toMatch(/[^\u00a0\u202f][;!?](\s|$)/);
      expect(text, key).not.toMatch(/[^\u00a0\s/][:](\s|$)/);
      expect(text, key).not.toMatch(/« |«[^\u00a0\u202f]| »|[^\u00a0\u202f]»/);
      expect(text, key).not.toContain("'");
    }
  });
});

describe('one English text, one French text', () => {
  it('gives the same French wherever two keys share their English', () => {
    const seen = new Map<string, string>();
    for (const [, english, french] of tables) {
      for (const [key, text] of Object.entries(english)) {
        const twin = (french as Record<string, string>)[key];
        if (seen.has(text)) expect(twin, `${key}: ${text}`).toBe(seen.get(text));
        else seen.set(text, twin ?? '');
      }
    }
  });
});

describe('translateMessage', () => {
  it('answers the French twin of a catalogue text, and English as it is', () => {
    expect(translateMessage(MESSAGES.titleRequired, 'fr')).toBe('Le titre est obligatoire');
    expect(translateMessage(MESSAGES.titleRequired, 'en')).toBe(MESSAGES.titleRequired);
    expect(translateMessage(BANNER_MESSAGES.placementSize, 'fr')).toBe(BANNER_MESSAGES_FR.placementSize);
  });

  it('translates the texts built with a limit', () => {
    expect(translateMessage('Must be at most 200 characters', 'fr')).toBe(
      'Doit compter au plus 200\u00a0caractères',
    );
  });

  it('says so when it has no twin, and localizeMessage keeps the English then', () => {
    expect(translateMessage('Something nobody wrote', 'fr')).toBeUndefined();
    expect(localizeMessage('Something nobody wrote', 'fr')).toBe('Something nobody wrote');
  });
});

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['fr-CA', 'fr'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['en-CA,en;q=0.9,fr;q=0.8', 'en'],
    ['de-DE,fr;q=0.5', 'fr'],
    ['en;q=0.2, fr;q=0.7', 'fr'],
    ['fr;q=0, en', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['garbage;;;q=x', 'en'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
