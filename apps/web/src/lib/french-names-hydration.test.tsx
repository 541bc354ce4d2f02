import { act, Suspense, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';

const frenchTables = {
  provinceName: () => 'Nouvelle-Écosse',
  advertiserTypeLabel: () => 'Encanteur',
  auctionStatusLabel: () => 'En ligne',
  invoiceItemTypeLabel: () => 'Annonce d’encan',
  categoryName: () => 'Antiquités',
};

/** A fresh copy of the module, as a page that has not loaded the French names yet has it. */
async function freshNames() {
  vi.resetModules();
  const names = await import('./french-names.ts');
  (await import('./locale.ts')).applyLocale('fr');
  return names;
}

type Names = Awaited<ReturnType<typeof freshNames>>;

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

it('hydrates a part whose French name was not shipped, loading the names, without React giving up on its boundary', async () => {
  // React replays the part once the names have loaded; by then they are at hand, and were `use()`
  // skipped then, the hooks after it would be updated though never mounted (#467, then #422).
  const server = await freshNames();
  server.setFrenchLabels(frenchTables);
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(server));
  document.body.append(container);

  const browser = await freshNames();
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
