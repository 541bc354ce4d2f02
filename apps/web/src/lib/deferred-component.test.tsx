import { act, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense, useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  countRenderedPartsIn,
  deferredComponent,
  setPendingParts,
  whenInteractive,
} from './deferred-component.tsx';
import { i18n, Translator, TranslatorProvider, useTranslation } from './i18n/index.tsx';
import { setFirstPageShown, useAfterHydration } from './use-after-hydration.ts';
import { NARROW_SCREEN, useMediaQuery } from './use-media-query.ts';

function Part({ label }: { label: string }) {
  return <p>{label}</p>;
}

const root = document.documentElement;

// Other files' pages mark the same document interactive (RootLayout).
const unmark = () => {
  delete root.dataset.interactive;
  delete root.dataset.deferredPending;
};
beforeEach(unmark);
afterEach(() => {
  unmark();
  // A test's server render counted its parts in a set of its own (entry-server.tsx: the render's scope).
  countRenderedPartsIn(() => undefined);
});

describe('whenInteractive', () => {
  it('settles once the app marks <html data-interactive>, at once if it already has', async () => {
    let settled = false;
    const waiting = whenInteractive().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    root.dataset.interactive = 'true';
    await waiting;
    expect(settled).toBe(true);
    await expect(whenInteractive()).resolves.toBeUndefined();
  });
});

/** A phone's list: reads its texts, the screen's width and whether it has hydrated, around the cards. */
function ListPage({ cards }: { cards: ReactNode }) {
  const { t } = useTranslation('page');
  const onPhone = useMediaQuery(NARROW_SCREEN);
  const hydrated = useAfterHydration();
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{onPhone ? t('phone') : t('wide')}</p>
      <p>{hydrated ? 'map' : 'placeholder'}</p>
      <Suspense fallback={null}>{cards}</Suspense>
    </>
  );
}

/** A page around a part: marks itself interactive once committed, as RootLayout does. */
function Shell({ part, onInteractive }: { part: ReactNode; onInteractive: () => void }) {
  useEffect(() => {
    root.dataset.interactive = 'true';
    onInteractive();
  }, [onInteractive]);
  return <Suspense fallback={null}>{part}</Suspense>;
}

describe('a part hydrated once the page is interactive (issue 26)', () => {
  it('keeps the server’s HTML while the page hydrates, and asks for its code only once interactive', async () => {
    // The server's render: its loader preloaded the part, so the HTML holds it whole.
    const onServer = deferredComponent(async () => Part, { afterInteractive: true });
    await onServer.preload();
    const serverParts = new Set<object>();
    countRenderedPartsIn(() => serverParts);
    const html = renderToString(
      <Suspense fallback={null}>
        <onServer.Component label="Seller: Fundy Auctions" />
      </Suspense>,
    );
    expect(html).toContain('Seller: Fundy Auctions');
    expect(html).not.toContain('<!--$!-->');
    // Counted by the server, put on <html> by the browser before it hydrates (app/start.tsx).
    expect(serverParts.size).toBe(1);
    setPendingParts(1);

    // The browser, hydrating that HTML: the code is not asked for until the page is interactive.
    setFirstPageShown(true);
    const load = vi.fn(async () => Part);
    const inBrowser = deferredComponent(load, { afterInteractive: true });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    let hydrated: Root | undefined;
    await act(async () => {
      hydrated = hydrateRoot(
        container,
        <Suspense fallback={null}>
          <inBrowser.Component label="Seller: Fundy Auctions" />
        </Suspense>,
      );
    });
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Seller: Fundy Auctions');
    expect(root.dataset.deferredPending).toBe('1');

    await act(async () => {
      root.dataset.interactive = 'true';
    });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(root.dataset.deferredPending).toBe('0'));
    // React's development build says a render that suspended on `use` was followed by one that did
    // not call it (the part, loaded, renders without waiting): the pattern React.lazy has too; a
    // production build does not check it. The test setup fails a test on any other console.error.
    const errors = vi.mocked(console.error);
    expect(errors.mock.calls.every(([message]) => String(message).includes('conditional-use-of-use'))).toBe(
      true,
    );
    errors.mockClear();
    // Hydrated with its code: nothing left for a journey to wait for, the same HTML on screen.
    expect(container.textContent).toBe('Seller: Fundy Auctions');
    act(() => hydrated?.unmount());
    container.remove();
  });

  it('keeps the server’s HTML while its code comes, whatever the page around it does meanwhile', async () => {
    // A phone's list: the page reads its texts, the screen's width and whether it has hydrated, and
    // all three change right after hydration, while the cards' code is still on its way.
    const phone = vi.fn((query: string) => ({
      matches: query === NARROW_SCREEN,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.stubGlobal('matchMedia', phone);
    const translator = new Translator('en');
    translator.addResourceBundle('en', 'page', { title: 'Auctions', phone: 'Filters', wide: 'Search' });
    const onServer = deferredComponent(async () => Part, { afterInteractive: true });
    await onServer.preload();
    const serverParts = new Set<object>();
    countRenderedPartsIn(() => serverParts);
    const html = renderToString(
      <TranslatorProvider i18n={translator}>
        <ListPage cards={<onServer.Component label="12 auctions" />} />
      </TranslatorProvider>,
    );
    expect(html).toContain('12 auctions');
    setPendingParts(serverParts.size);

    let arrive: (part: typeof Part) => void = () => {};
    const inBrowser = deferredComponent(() => new Promise<typeof Part>((resolve) => (arrive = resolve)), {
      afterInteractive: true,
    });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    setFirstPageShown(true);
    let hydrated: Root | undefined;
    await act(async () => {
      hydrated = hydrateRoot(
        container,
        <TranslatorProvider i18n={translator}>
          <ListPage cards={<inBrowser.Component label="12 auctions" />} />
        </TranslatorProvider>,
      );
    });
    await act(async () => {
      root.dataset.interactive = 'true';
    });
    // Another part's texts arrive (the footer's sign-up): the page reads none of them.
    await act(async () => translator.addResourceBundle('en', 'newsletter', { title: 'Stay informed' }));
    // The page's turn to the phone's controls and to "hydrated" waits (transitions) for the cards,
    // which are still the server's.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(container.textContent).toContain('12 auctions');
    expect(root.dataset.deferredPending).toBe('1');

    await act(async () => arrive(Part));
    await waitFor(() => expect(root.dataset.deferredPending).toBe('0'));
    await waitFor(() => expect(container.textContent).toContain('Filters'));
    expect(container.textContent).toContain('map');
    expect(container.textContent).toContain('12 auctions');
    const errors = vi.mocked(console.error);
    expect(errors.mock.calls.every(([message]) => String(message).includes('conditional-use-of-use'))).toBe(
      true,
    );
    errors.mockClear();
    act(() => hydrated?.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });

  it('is counted before anything hydrates: the page is never interactive with a part left uncounted', async () => {
    // React hydrates a Suspense boundary's content only after the rest of the page has committed,
    // when RootLayout marks the page interactive: counted as it rendered in the browser, the part
    // was not yet counted then, and a journey clicked it unhydrated (a list's Save button).
    const onServer = deferredComponent(async () => Part, { afterInteractive: true });
    await onServer.preload();
    let countWhenInteractive: string | undefined;
    const interactive = () => {
      countWhenInteractive = root.dataset.deferredPending;
    };
    const serverParts = new Set<object>();
    countRenderedPartsIn(() => serverParts);
    const html = renderToString(
      <Shell part={<onServer.Component label="12 auctions" />} onInteractive={interactive} />,
    );
    const parts = serverParts.size;
    expect(parts).toBe(1);

    setFirstPageShown(true);
    const inBrowser = deferredComponent(async () => Part, { afterInteractive: true });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    setPendingParts(parts);
    let hydrated: Root | undefined;
    await act(async () => {
      hydrated = hydrateRoot(
        container,
        <Shell part={<inBrowser.Component label="12 auctions" />} onInteractive={interactive} />,
      );
    });
    expect(countWhenInteractive).toBe('1');
    await waitFor(() => expect(root.dataset.deferredPending).toBe('0'));
    expect(container.textContent).toBe('12 auctions');
    vi.mocked(console.error).mockClear();
    act(() => hydrated?.unmount());
    container.remove();
  });

  it('rendered by the browser itself (a navigation), fetches its code at once', async () => {
    const load = vi.fn(async () => Part);
    const part = deferredComponent(load, { afterInteractive: true });
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <part.Component label="Lot 12" />
        </Suspense>,
      );
    });
    expect(await screen.findByText('Lot 12')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(root.dataset.deferredPending).toBeUndefined();
  });

  it('once preloaded (a loader did), renders at once, with no fallback', async () => {
    const part = deferredComponent(async () => Part, { afterInteractive: true });
    await part.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <part.Component label="Know before you go" />
      </Suspense>,
    );
    expect(screen.getByText('Know before you go')).toBeInTheDocument();
  });
});

function Texts({ namespace }: { namespace: string }) {
  const { t } = useTranslation(namespace);
  return <p>{t('title')}</p>;
}

const CardsTexts = () => <Texts namespace="cards" />;

describe('the texts a part hydrated once interactive reads (issue 26)', () => {
  it('are not named to the browser by a server render: the part loads them with its code', async () => {
    const translator = new Translator('fr');
    translator.addResourceBundle('fr', 'page', { title: 'Encans' });
    translator.addResourceBundle('fr', 'cards', { title: 'Cartes' });
    const read = new Set<string>();
    translator.onRead = (namespace) => read.add(namespace);
    const later = deferredComponent(async () => CardsTexts, {
      afterInteractive: true,
    });
    const atOnce = deferredComponent(async () => CardsTexts);
    await Promise.all([later.preload(), atOnce.preload()]);
    const page = (part: ReactNode) =>
      renderToString(
        <TranslatorProvider i18n={translator}>
          <Texts namespace="page" />
          <Suspense fallback={null}>{part}</Suspense>
        </TranslatorProvider>,
      );

    // Rendered whole, in the page's language, but only the page's own namespace is named.
    expect(page(<later.Component />)).toContain('Cartes');
    expect([...read]).toEqual(['page']);
    // A part that hydrates with the page still names its own.
    read.clear();
    expect(page(<atOnce.Component />)).toContain('Cartes');
    expect([...read].sort()).toEqual(['cards', 'page']);
  });
});

describe('a part’s own texts (the `texts` option)', () => {
  it('are fetched with its code, and it renders only once both are there', async () => {
    let textsArrived = () => {};
    const loading = vi.spyOn(i18n, 'loadNamespaces').mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          textsArrived = resolve;
        }),
    );
    try {
      const load = vi.fn(async () => Part);
      const part = deferredComponent(load, { afterInteractive: true, texts: ['cards'] });
      await act(async () => {
        render(
          <Suspense fallback={<p>loading</p>}>
            <part.Component label="Lot 12" />
          </Suspense>,
        );
      });
      // The code is there; its texts are not yet: still the fallback, never the part without its texts.
      expect(load).toHaveBeenCalledTimes(1);
      expect(loading).toHaveBeenCalledWith(['cards']);
      expect(screen.getByText('loading')).toBeInTheDocument();
      expect(screen.queryByText('Lot 12')).toBeNull();
      await act(async () => textsArrived());
      expect(await screen.findByText('Lot 12')).toBeInTheDocument();
    } finally {
      loading.mockRestore();
    }
  });
});
