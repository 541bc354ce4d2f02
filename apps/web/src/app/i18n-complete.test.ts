import { describe, expect, it } from 'vitest';
import { catalogue, leaves } from '../test/catalogue.ts';

/**
 * Issue 16: French is kept complete by a check, not by care. Every namespace has both files with
 * the same keys, and each French text keeps the placeholders of its English twin.
 */
const english = catalogue.en;
const french = catalogue.fr;

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}|<(\d+)>/g)].map((m) => m[0]);

describe('the French texts of the web app', () => {
  it('has a French file for every English namespace and no other', () => {
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(Object.keys(english))('%s has the same keys in both languages', (file) => {
    const en = leaves(english[file] ?? {});
    const fr = leaves(french[file] ?? {});
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it.each(Object.keys(english))('%s keeps every placeholder and is not left in English', (file) => {
    const en = leaves(english[file] ?? {});
    const fr = leaves(french[file] ?? {});
    const untranslated: string[] = [];
    for (const [key, text] of en) {
      const twin = fr.get(key) ?? '';
      // `{{count}}` may replace a written "1" in French, where the singular also covers zero.
      const missing = placeholders(text).filter((mark) => !twin.includes(mark));
      expect(missing, `${file} ${key}`).toEqual([]);
      // A sentence (four words or more) the same in both is one nobody translated.
      if (text.split(/\s+/).length >= 4 && twin === text) untranslated.push(key);
    }
    expect(untranslated, `${file}: left in English`).toEqual([]);
  });

  it('writes French spacing: no plain space before « : ; ! ? » nor inside guillemets', () => {
    const offenders: string[] = [];
    for (const [file, texts] of Object.entries(french)) {
      for (const [key, text] of leaves(texts)) {
        const bare = text.replace(/\{\{[^}]*\}\}/g, '').replace(/https?:\/\/\S+/g, '');
        if (/ [:;!?»]|« /.test(bare)) offenders.push(`${file} ${key}: ${text}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
