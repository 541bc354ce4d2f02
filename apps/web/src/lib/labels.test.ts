import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../app/i18n.ts';
import { SRC } from '../test/source-files.ts';
import { advertiserTypeText, auctionCategoryLabel, categoryLabel, provinceLabel } from './labels.ts';

describe('the fixed vocabularies in the language shown', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('are English on an English page and French on a French one', async () => {
    expect(provinceLabel('NS')).toBe('Nova Scotia');
    expect(advertiserTypeText('AUCTIONEER')).toBe('Auctioneer');
    expect(categoryLabel('Antiques & Collectibles')).toBe('Antiques & Collectibles');
    await i18n.changeLanguage('fr');
    expect(provinceLabel('NS')).toBe('Nouvelle-Écosse');
    expect(advertiserTypeText('AUCTIONEER')).toBe('Encanteur');
    expect(categoryLabel('Antiques & Collectibles')).toBe('Antiquités et objets de collection');
  });

  it('name an auction’s category by the French name its answer carries, else by the table (decision 023)', async () => {
    const added = { name: 'Snowmobiles', nameFr: 'Motoneiges' };
    expect(auctionCategoryLabel(added)).toBe('Snowmobiles');
    await i18n.changeLanguage('fr');
    expect(auctionCategoryLabel(added)).toBe('Motoneiges');
    expect(auctionCategoryLabel({ name: 'Antiques' })).toBe('Antiquités');
  });

  it('take the French names from app/french-labels.ts, not from every page’s first load', () => {
    // Issue 26: importing the contracts' French tables here would put them on every English page.
    const source = readFileSync(path.join(SRC, 'lib/labels.ts'), 'utf8');
    const imports = [...source.matchAll(/import\s[^;]*?from\s+'@mariner\/contracts[^']*'/gs)].join('\n');
    expect(imports).toContain('PROVINCE_NAMES');
    expect(imports).not.toMatch(
      /_FR\b|provinceName|advertiserTypeLabel|auctionStatusLabel|invoiceItemTypeLabel|categoryName/,
    );
  });
});
