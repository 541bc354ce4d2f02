import { act, Suspense, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

type Names = Awaited<ReturnType<typeof freshModule>>;

/** A part reading a French name, with hooks of its own after it (as a province picker has). */
function Province({ names }: { names: Names }) {
  const name = names.frenchName('province', 'NS', 'Nova Scotia', (labels) => labels.provinceName('NS', 'fr'));
  const [shown] = useState(() => name);
  useEffect(() => {}, []);
  return <p>{shown}</p>;
}

const page = (names: Names) => (
  <Suspense fallback={<p>…</p>}>
    <Province names={names} />
  </Suspense>
);

let root: Root | undefined;
afterEach(async () => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  (await import('./locale.ts')).applyLocale('en');
  vi.resetModules();
});

describe('the French names of the vocabularies in a browser (issue 26)', () => {
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

  it('load for a part hydrating with a name not shipped, without React giving up on its boundary', async () => {
    // React replays the part once the names have loaded; by then they are at hand, and were `use()`
    // skipped then, the hooks after it would be updated though never mounted (#467, then #422).
    const server = await freshModule();
    server.setFrenchLabels(frenchTables);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(server));
    document.body.append(container);

    const browser = await freshModule();
    browser.loadFrenchLabelsWith(async () => browser.setFrenchLabels(frenchTables));
    const problems: unknown[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await act(async () => {
        root = hydrateRoot(container, page(browser), {
          onRecoverableError: (error) => problems.push(error),
        });
      });
    } finally {
      errors.mockRestore();
    }
    expect(problems).toEqual([]);
    expect(container.textContent).toBe('Nouvelle-Écosse');
  });
});
