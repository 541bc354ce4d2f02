import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROVINCES, type Province } from './enum-values.ts';
import { PROVINCE_SPELLINGS, provinceKey, provinceNamed, readLocationFilter } from './province-words.ts';

const spellings = PROVINCES.flatMap((code) =>
  PROVINCE_SPELLINGS[code].map((spelling) => [spelling, code] as const),
);

/** A spelling as a person might type it: any case, dots, spaces and hyphens dropped or added. */
const typed = fc
  .record({
    pair: fc.constantFrom(...spellings),
    cases: fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
    dropDots: fc.boolean(),
    spaces: fc.constantFrom('keep', 'drop', 'hyphens'),
    pad: fc.constantFrom('', ' ', '  '),
    stripAccents: fc.boolean(),
  })
  .map(({ pair: [spelling, code], cases, dropDots, spaces, pad, stripAccents }) => {
    let text = stripAccents ? spelling.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : spelling;
    if (dropDots) text = text.replaceAll('.', '');
    if (spaces === 'drop') text = text.replace(/[\s-]/g, '');
    if (spaces === 'hyphens') text = text.replace(/\s/g, '-');
    text = [...text]
      .map((char, i) => (cases[i % cases.length] ? char.toUpperCase() : char.toLowerCase()))
      .join('');
    return { text: `${pad}${text}${pad}`, code: code as Province };
  });

describe('province words (issue 28, item 5)', () => {
  it('gives every spelling one province: no key is shared by two', () => {
    const owner = new Map<string, Province>();
    for (const [spelling, code] of spellings) {
      const key = provinceKey(spelling);
      expect(key, spelling).not.toBe('');
      expect(owner.get(key) ?? code, spelling).toBe(code);
      owner.set(key, code);
    }
  });

  it('reads the forms people write, in both languages', () => {
    const cases: [string, Province][] = [
      ['Nova Scotia', 'NS'],
      ['N.S.', 'NS'],
      ['ns', 'NS'],
      ['Nouvelle-Écosse', 'NS'],
      ['nouvelle ecosse', 'NS'],
      ['PEI', 'PE'],
      ['P.E.I.', 'PE'],
      ['Prince Edward Island', 'PE'],
      ['Île-du-Prince-Édouard', 'PE'],
      ['Î.-P.-É.', 'PE'],
      ['Quebec', 'QC'],
      ['Québec', 'QC'],
      ['QC', 'QC'],
      ['Terre-Neuve-et-Labrador', 'NL'],
      ['Newfoundland', 'NL'],
      ['NL', 'NL'],
      ['New Brunswick', 'NB'],
      ['Nouveau-Brunswick', 'NB'],
      ['N.-B.', 'NB'],
      ['Ontario', 'ON'],
    ];
    for (const [text, code] of cases) expect(provinceNamed(text), text).toBe(code);
  });

  it('maps every spelling, however typed, to its province (property)', () => {
    fc.assert(
      fc.property(typed, ({ text, code }) => {
        expect(provinceNamed(text)).toBe(code);
        expect(readLocationFilter(text)).toEqual({ province: code, town: null });
      }),
      { numRuns: 500 },
    );
  });

  it('reads a town with its province, and a town alone as before', () => {
    expect(readLocationFilter('Truro, Nova Scotia')).toEqual({ province: 'NS', town: 'Truro' });
    expect(readLocationFilter('Saint John NB')).toEqual({ province: 'NB', town: 'Saint John' });
    expect(readLocationFilter('Rimouski QC')).toEqual({ province: 'QC', town: 'Rimouski' });
    expect(readLocationFilter('Ville de Québec')).toEqual({ province: null, town: 'Ville de Québec' });
    expect(readLocationFilter('Charlottetown, Î.-P.-É.')).toEqual({ province: 'PE', town: 'Charlottetown' });
    expect(readLocationFilter('Kentville')).toEqual({ province: null, town: 'Kentville' });
    expect(readLocationFilter('Grand Falls-Windsor')).toEqual({
      province: null,
      town: 'Grand Falls-Windsor',
    });
    expect(provinceNamed('Truro')).toBeNull();
    expect(provinceNamed('')).toBeNull();
  });
});
