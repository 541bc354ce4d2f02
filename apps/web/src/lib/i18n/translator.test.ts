import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator.ts';

const texts = () => {
  const translator = new Translator('en');
  translator.addResourceBundle('en', 'common', {
    hello: 'Hello, {{name}}!',
    nested: { deeper: { text: 'Deep {{what}}' } },
    bids_one: '{{count}} bid',
    bids_other: '{{count}} bids',
    unit: '$t(pricing:perMonth)',
    list: [{ title: 'One {{n}}', text: 'x' }, 'Two {{n}}'],
    contact: 'Write to <email>{{email}}</email>.',
  });
  translator.addResourceBundle('en', 'pricing', { perMonth: 'per month' });
  translator.addResourceBundle('fr', 'common', {
    hello: 'Bonjour, {{name}} !',
    bids_one: '{{count}} enchère',
    bids_other: '{{count}} enchères',
  });
  return translator;
};

describe('Translator', () => {
  it('reads nested keys and fills {{values}}', () => {
    const t = texts().fixedT('common');
    expect(t('hello', { name: 'Ada' })).toBe('Hello, Ada!');
    expect(t('nested.deeper.text', { what: 'water' })).toBe('Deep water');
    expect(t('hello')).toBe('Hello, {{name}}!');
  });

  it('reads another namespace named in the key, and texts nested with $t()', () => {
    const t = texts().fixedT(['common', 'pricing']);
    expect(t('pricing:perMonth')).toBe('per month');
    expect(t('unit')).toBe('per month');
  });

  it('picks the plural form of each language, French counting 0 as one', async () => {
    const translator = texts();
    const t = translator.fixedT('common');
    expect(t('bids', { count: 1 })).toBe('1 bid');
    expect(t('bids', { count: 0 })).toBe('0 bids');
    expect(t('bids', { count: 2 })).toBe('2 bids');
    await translator.changeLanguage('fr');
    const fr = translator.fixedT('common');
    expect(fr('bids', { count: 0 })).toBe('0 enchère');
    expect(fr('bids', { count: 2 })).toBe('2 enchères');
    // French says "many" for a million: the "other" form stands in.
    expect(fr('bids', { count: 1_000_000 })).toBe('1000000 enchères');
  });

  it('gives objects and lists with returnObjects, their strings filled', () => {
    const t = texts().fixedT('common');
    expect(t('list', { returnObjects: true, n: 1 })).toEqual([{ title: 'One 1', text: 'x' }, 'Two 1']);
  });

  it('says a missing text on the console and shows its key, unless the call gives a default', () => {
    const translator = texts();
    const error = vi.fn();
    translator.onMissing = error;
    const t = translator.fixedT('common');
    expect(t('nowhere', { defaultValue: 'Elsewhere' })).toBe('Elsewhere');
    expect(error).not.toHaveBeenCalled();
    expect(t('nowhere')).toBe('nowhere');
    expect(error).toHaveBeenCalledWith('Missing text common:nowhere (en)');
  });

  it('falls back to English only where told to (the server and the tests)', async () => {
    const translator = texts();
    const error = vi.fn();
    translator.onMissing = error;
    await translator.changeLanguage('fr');
    expect(translator.fixedT('common')('unit')).toBe('unit');
    expect(error).toHaveBeenCalledOnce();
    translator.fallbackLanguage = 'en';
    expect(translator.fixedT('common')('unit')).toBe('per month');
  });

  it('keeps one language per clone, on the same texts', () => {
    const english = texts();
    const french = english.cloneIn('fr');
    expect(french.fixedT('common')('hello', { name: 'Ada' })).toBe('Bonjour, Ada !');
    expect(english.fixedT('common')('hello', { name: 'Ada' })).toBe('Hello, Ada!');
  });

  it('loads each namespace once, and switches language once the shown ones are loaded', async () => {
    const translator = new Translator('en');
    const load = vi.fn(async (language: string, namespace: string) => ({ word: `${namespace} ${language}` }));
    translator.load = load;
    await Promise.all([translator.loadNamespaces(['common']), translator.loadNamespaces('common')]);
    expect(load).toHaveBeenCalledOnce();
    const switched = translator.changeLanguage('fr');
    expect(translator.language).toBe('en');
    await switched;
    expect(translator.language).toBe('fr');
    expect(translator.fixedT('common')('word')).toBe('common fr');
  });
});
