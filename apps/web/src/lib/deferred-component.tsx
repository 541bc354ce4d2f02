import { type ComponentType, use, useEffect, useRef } from 'react';
import { i18n, TextsReadLater } from './i18n/index.tsx';
import { useAfterHydration } from './use-after-hydration.ts';

export interface DeferredComponent<P extends object> {
  /** Renders the component once its code is there, suspending (`use`) until then. */
  Component: ComponentType<P>;
  /** Fetches the code (once); a route's loader calls it where the server is to render the component. */
  preload: () => Promise<void>;
}

export interface DeferredOptions {
  /**
   * Issue 26: where the server rendered it, the browser fetches its code only once the page is
   * interactive (`<html data-interactive>`, RootLayout), not while it hydrates: for a part that
   * works as plain HTML meanwhile (text and links, which the browser follows itself, a GET form),
   * so its code is no part of the page's first load. Its server HTML stays as it is until then.
   */
  afterInteractive?: boolean;
  /**
   * The namespaces of its own texts, fetched with its code and awaited with it: the page's loader
   * loads only the page's own, so a part's texts are no part of the first load either.
   */
  texts?: readonly string[];
}

/** Settles once the app has taken the page over (RootLayout marks `<html data-interactive>`). */
export function whenInteractive(): Promise<void> {
  return new Promise((resolve) => {
    const root = document.documentElement;
    if (root.dataset.interactive === 'true') return resolve();
    const observer = new MutationObserver(() => {
      if (root.dataset.interactive !== 'true') return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-interactive'] });
  });
}

/**
 * How many parts the server rendered still wait for their code to hydrate, on
 * `<html data-deferred-pending>`: the journeys wait for none (e2e/support/test.ts) before they
 * click, as a click on a part React has not hydrated is dropped (a link is still followed).
 *
 * The server counts the parts its render showed (`countRenderedPartsIn`) and the browser puts
 * that number there before it hydrates (app/start.tsx); each part takes one off once it has
 * hydrated with its code. Counted as they rendered in the browser, as they were, they came too
 * late: React hydrates what a Suspense boundary holds only after the rest of the page has
 * committed (RootLayout marking the page interactive then), so for a moment the page was
 * interactive with nothing counted, and a journey clicked a list's Save button not yet hydrated.
 * A part is counted once however many times the page shows it, as before.
 */
function partHydrated(): void {
  const root = document.documentElement;
  root.dataset.deferredPending = String(Math.max(0, Number(root.dataset.deferredPending ?? 0) - 1));
}

/** app/start.tsx, before it hydrates a server-rendered page: the parts the server's render showed. */
export function setPendingParts(count: number): void {
  document.documentElement.dataset.deferredPending = String(count);
}

/**
 * Where the server's render being answered counts the after-interactive parts it shows: set once by
 * entry-server.tsx (the render's own scope, as the French names it reads: lib/french-names.ts), so no
 * module state changes during a render. None in a browser.
 */
let partsOfRender: () => Set<object> | undefined = () => undefined;

export function countRenderedPartsIn(source: () => Set<object> | undefined): void {
  partsOfRender = source;
}

/**
 * A component whose code is its own chunk, fetched the first time it renders or is preloaded
 * (issue 26: what only some visitors see, such as a signed-in buyer's upgrade form, is no part of
 * every visitor's first load). Unlike `React.lazy`, once preloaded it renders at once: a route's
 * loader preloads it where the server will show it, so the server's single render (renderToString
 * cannot wait) has it, not a fallback. In the browser a server-rendered one keeps the server's HTML
 * while its code arrives after hydration (its Suspense boundary hydrates then); after a navigation
 * its own Suspense boundary shows the fallback meanwhile. With `afterInteractive`, a server-rendered
 * one asks for its code only once the page is interactive.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { afterInteractive = false, texts = [] }: DeferredOptions = {},
): DeferredComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  let pendingAfterInteractive: Promise<void> | undefined;
  const preload = (): Promise<void> => {
    pending ??= Promise.all([load(), texts.length > 0 ? i18n.loadNamespaces(texts) : undefined]).then(
      ([component]) => {
        loaded = component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // Whether this part of the server's page has been taken off the count (partHydrated).
  let hydratedOnce = false;
  // One promise for every render that waits (React's `use` wants the same one each time).
  const preloadOnceInteractive = (): Promise<void> => {
    pendingAfterInteractive ??= whenInteractive()
      .then(preload)
      .catch((error: unknown) => {
        pendingAfterInteractive = undefined;
        throw error;
      });
    return pendingAfterInteractive;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per component, at module level (as React.lazy).
  function Deferred(props: P) {
    // False on the server and while the browser hydrates the server's HTML.
    const hydrated = useAfterHydration();
    const hydrating = !hydrated && typeof document !== 'undefined';
    // A part of the server's page, which the server counted: one fewer once committed, hence
    // hydrated with its code.
    const ofServerPage = useRef(afterInteractive && hydrating);
    useEffect(() => {
      if (!ofServerPage.current || hydratedOnce) return;
      hydratedOnce = true;
      partHydrated();
    }, []);
    if (!loaded) use(afterInteractive && hydrating ? preloadOnceInteractive() : preload());
    // The server's render has the code (its loader preloaded it): a part for the browser to count.
    else if (afterInteractive && !hydrated) partsOfRender()?.add(Deferred);
    const Loaded = loaded;
    if (!Loaded) return null;
    // Its texts load with its code, not before the page hydrates (TextsReadLater).
    return afterInteractive ? (
      <TextsReadLater>
        <Loaded {...props} />
      </TextsReadLater>
    ) : (
      <Loaded {...props} />
    );
  }
  return { Component: Deferred, preload };
}
