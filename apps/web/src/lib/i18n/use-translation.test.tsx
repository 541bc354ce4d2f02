import { act, Suspense } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TranslatorProvider, useTranslation } from './index.tsx';
import { Translator } from './translator.ts';

function Flyer() {
  const { t } = useTranslation('auction-later');
  return <p>{t('flyer.title')}</p>;
}

const page = (translator: Translator) => (
  <TranslatorProvider i18n={translator}>
    <Suspense fallback={<p>…</p>}>
      <Flyer />
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
  it('hydrates a part whose texts arrive while it waits, without React giving up on its boundary', async () => {
    // The server had the texts; the browser loads them when the part first renders (a CI run on a
    // busy machine saw React #422, caused by #467: a hook after the conditional `use()` on replay).
    const server = new Translator('en');
    server.addResourceBundle('en', 'auction-later', { flyer: { title: 'Flyer' } });
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(server));
    document.body.append(container);

    const browser = new Translator('en');
    browser.load = async () => ({ flyer: { title: 'Flyer' } });
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
    expect(container.textContent).toBe('Flyer');
  });
});
