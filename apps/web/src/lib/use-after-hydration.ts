import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Whether the page shown is still the one the server rendered: true until the first navigation (and
 * never where the page arrived as a bare shell), set by app/start.tsx. Parts of that page hydrate
 * late (after-interactive ones, once their code comes), so "maybe hydrating" lasts as long as the
 * page does, not only its first commit.
 */
let firstPageShown = true;

/** app/start.tsx (and tests): whether what mounts now may be hydrating the server's HTML. */
export function setFirstPageShown(shown: boolean): void {
  firstPageShown = shown;
}

const noSubscription = () => () => {};
const mountsInBrowserOnly = () => !firstPageShown;

/**
 * True for a component the browser renders itself, with no server HTML to match (after a
 * navigation); false on the server and on the server's page. Read through `useSyncExternalStore`
 * for its server snapshot: a render to HTML is false wherever it runs (also under jsdom). The store
 * answers false on the server's page while it hydrates, so React finds nothing to re-render.
 */
export function useMountsInBrowserOnly(): boolean {
  return useSyncExternalStore(noSubscription, mountsInBrowserOnly, () => false);
}

/**
 * False while a page is rendered on the server and while the browser hydrates it, true right after
 * (and at once for a component the browser renders after a navigation). For what only a browser can
 * run, such as the map: the server and the hydrating render show the same placeholder, so nothing
 * mismatches.
 *
 * On the server's page it turns as a transition, not as an urgent re-render
 * (`useSyncExternalStore`'s, as it was): right after hydration the page's after-interactive parts
 * (deferredComponent) still wait for their code, and an urgent update reaching their Suspense
 * boundaries makes React drop the server's HTML for their empty fallbacks until the code comes (on a
 * phone the list's cards vanished for most of a second and the footer jumped into view: a layout
 * shift of 0.4–1.6). A transition lets them hydrate first.
 */
export function useAfterHydration(): boolean {
  const inBrowserOnly = useMountsInBrowserOnly();
  const [turned, setTurned] = useState(false);
  useEffect(() => {
    if (!inBrowserOnly && !turned) startTransition(() => setTurned(true));
  }, [inBrowserOnly, turned]);
  return inBrowserOnly || turned;
}
