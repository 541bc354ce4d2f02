import { describe, expect, it } from 'vitest';
import { emailCore } from './like.ts';

/** Issue 31 item 4: the part of an e-mail search the trigram index is asked for. */
describe('emailCore', () => {
  it('is the words touching the @, a part of the search', () => {
    expect(emailCore('bench-user-4242@')).toBe('4242@');
    expect(emailCore('jean.tremblay@gmail.com')).toBe('tremblay@gmail');
    expect(emailCore('Élise.Côté@Exemple.ca')).toBe('Côté@Exemple');
    for (const search of ['bench-user-4242@', 'jean.tremblay@gmail.com', 'a b@c']) {
      expect(search).toContain(emailCore(search));
    }
  });

  it('keeps the separator before a word of one or two characters, so the index gets the whole word', () => {
    expect(emailCore('bench-seller-42@')).toBe('-42@');
    expect(emailCore('bench-seller-7@example')).toBe('-7@example');
    expect(emailCore('jo.li@gmail.com')).toBe('.li@gmail');
    // Nothing before the word: the word as it is.
    expect(emailCore('42@example.ca')).toBe('42@example');
    for (const search of ['bench-seller-42@', 'x jo@y.ca']) expect(search).toContain(emailCore(search));
  });

  it('is null for a search without @, a lone @, or one that is its own core', () => {
    expect(emailCore('tremblay')).toBeNull();
    expect(emailCore('@')).toBeNull();
    expect(emailCore('anne@example')).toBeNull();
  });
});
