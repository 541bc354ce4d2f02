import { describe, expect, it } from 'vitest';
import { placeWithProvince } from './places.ts';

describe('placeWithProvince (issue 25)', () => {
  it('adds the province to a place that does not name it', () => {
    expect(placeWithProvince('12 Forest Road, St. John’s', 'NL')).toBe('12 Forest Road, St. John’s, NL');
    expect(placeWithProvince('Kentville', 'NS')).toBe('Kentville, NS');
  });

  it('does not repeat a province the place already ends with, by code or name, in either language', () => {
    for (const location of [
      'Kentville, NS',
      'Kentville NS',
      'Kentville, N.S.',
      'Kentville, ns ',
      'Kentville, Nova Scotia',
    ]) {
      expect(placeWithProvince(location, 'NS')).toBe(location.trim());
    }
    expect(placeWithProvince('Caraquet, Nouveau-Brunswick', 'NB')).toBe('Caraquet, Nouveau-Brunswick');
    expect(placeWithProvince('Gaspé, Quebec', 'QC')).toBe('Gaspé, Quebec');
    expect(placeWithProvince('Gaspé, Québec', 'QC')).toBe('Gaspé, Québec');
  });

  it('still adds it when the place ends with another province', () => {
    expect(placeWithProvince('Moncton, NB', 'NS')).toBe('Moncton, NB, NS');
  });
});
