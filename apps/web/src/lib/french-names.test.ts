import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: the tests' own has every French name at hand (app/i18n-bundled.ts). */
async function freshModule() {
  vi.resetModules();
  const names = await import('./french-names.ts');
  const { applyLocale } = await import('./locale.ts');
  applyLocale('fr');
  return names;
}

const frenchTables = {
  provinceName: () => 'Nouvelle-Écosse',
  advertiserTypeLabel: () => 'Encanteur',
  auctionStatusLabel: () => 'En ligne',
  invoiceItemTypeLabel: () => 'Annonce d’encan',
  categoryName: () => 'Antiquités',
};

describe('the French names of the vocabularies in a browser (issue 26)', () => {
  afterEach(async () => {
    (await import('./locale.ts')).applyLocale('en');
    vi.resetModules();
  });

  it('are the ones the server shipped with the page, before any is loaded', async () => {
    const names = await freshModule();
    const load = vi.fn(async () => {});
    names.loadFrenchLabelsWith(load);
    names.takeShippedLabels({ 'province:NS': 'Nouvelle-Écosse' });
    expect(
      names.frenchName('province', 'NS', 'Nova Scotia', (labels) => labels.provinceName('NS', 'fr')),
    ).toBe('Nouvelle-Écosse');
    expect(load).not.toHaveBeenCalled();
  });

  it('load all of them for a name not shipped (a navigation), once', async () => {
    const names = await freshModule();
    const load = vi.fn(async () => names.setFrenchLabels(frenchTables));
    names.loadFrenchLabelsWith(load);
    await Promise.all([names.loadFrenchLabels(), names.loadFrenchLabels()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(
      names.frenchName('category', 'Antiques', 'Antiques', (labels) => labels.categoryName('Antiques', 'fr')),
    ).toBe('Antiquités');
  });

  it('are recorded where the server asks, by kind and key', async () => {
    const names = await freshModule();
    names.setFrenchLabels(frenchTables);
    const read: Record<string, string> = {};
    names.recordLabelsIn(() => read);
    names.frenchName('province', 'NS', 'Nova Scotia', (labels) => labels.provinceName('NS', 'fr'));
    expect(read).toEqual({ 'province:NS': 'Nouvelle-Écosse' });
  });
});
