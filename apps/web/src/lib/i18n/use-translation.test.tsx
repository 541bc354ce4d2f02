import { act, Suspense, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TranslatorProvider, useTranslation } from './index.tsx';
import { Translator } from './translator.ts';

function Flyer() {
  const { t } = useTranslation('auction-later');
  return <p>{t('flyer.title')}</p>;
}

/** A part with hooks of its own after useTranslation (the auction filters: a query after it). */
function Filters() {
  const { t } = useTranslation(['auction-later', 'auctions']);
  const [shown] = useState(() => t('flyer.title'));
  useEffect(() => {}, []);
  return <p>{shown}</p>;
}

const page = (translator: Translator, Part: () => React.JSX.Element = Flyer) => (
  <TranslatorProvider i18n={translator}>
    <Suspense fallback={<p>…</p>}>
      <Part />
    </Suspense>
  </TranslatorProvider>
);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('useTranslation', () => {
  it.each([
    ['the hook alone', Flyer],
    ['hooks of its own after it', Filters],
  ])(
    'hydrates a part whose texts arrive while it waits (%s), without React giving up on its boundary',
    async (_, Part) => {
      // The server had the texts; the browser loads them when the part first renders (a CI run on a
      // busy machine saw React #422, caused by #467: a hook after the conditional `use()` on replay;
      // the search page's filters showed it too, their query's hooks following useTranslation).
      const server = new Translator('en');
      server.addResourceBundle('en', 'auction-later', { flyer: { title: 'Flyer' } });
      server.addResourceBundle('en', 'auctions', { filters: { title: 'Filters' } });
      const container = document.createElement('div');
      container.innerHTML = renderToString(page(server, Part));
      document.body.append(container);

      // The page's own namespace is there already; the part's other one is not.
      const browser = new Translator('en');
      browser.addResourceBundle('en', 'auctions', { filters: { title: 'Filters' } });
      browser.load = async () => ({ flyer: { title: 'Flyer' } });
      const problems: unknown[] = [];
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        await act(async () => {
          root = hydrateRoot(container, page(browser, Part), {
            onRecoverableError: (error) => problems.push(error),
          });
        });
      } finally {
        errors.mockRestore();
      }
      expect(problems).toEqual([]);
      expect(container.textContent).toBe('Flyer');
    },
  );
});
