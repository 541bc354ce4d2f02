import { AUCTION_CATEGORY_NAMES_FR, categoryName, DIRECTORY_SERVICE_CATEGORIES } from '@mariner/contracts';
import { describe, expect, it } from 'vitest';
import { CATEGORY_NAMES } from './categories.ts';

/** Issue 16: the demo data's categories read in French on French pages. */
describe('category names in French', () => {
  it('has a French name for every category the seed creates, and no stray one', () => {
    expect(Object.keys(AUCTION_CATEGORY_NAMES_FR).sort()).toEqual([...CATEGORY_NAMES].sort());
    for (const name of CATEGORY_NAMES)
      expect(categoryName(name, 'fr'), name).not.toBe(name === 'Art' ? '' : name);
  });

  it('has a French name for every directory service category', () => {
    for (const name of DIRECTORY_SERVICE_CATEGORIES) expect(categoryName(name, 'fr'), name).not.toBe(name);
  });

  it('keeps a name it does not know, in both languages', () => {
    expect(categoryName('Snowmobiles', 'fr')).toBe('Snowmobiles');
    expect(categoryName('Antiques', 'en')).toBe('Antiques');
  });
});
