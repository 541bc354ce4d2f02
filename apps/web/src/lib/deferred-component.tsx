import { type ComponentType, use } from 'react';

export interface DeferredComponent<P extends object> {
  /** Renders the component once its code is there, suspending (`use`) until then. */
  Component: ComponentType<P>;
  /** Fetches the code (once); a route's loader calls it where the server is to render the component. */
  preload: () => Promise<void>;
}

/**
 * A component whose code is its own chunk, fetched the first time it renders or is preloaded
 * (issue 26: what only some visitors see, such as a signed-in buyer's upgrade form, is no part of
 * every visitor's first load). Unlike `React.lazy`, once preloaded it renders at once: a route's
 * loader preloads it where the server will show it, so the server's single render (renderToString
 * cannot wait) has it, not a fallback. In the browser a server-rendered one keeps the server's HTML
 * while its code arrives after hydration (its Suspense boundary hydrates then); after a navigation
 * its own Suspense boundary shows the fallback meanwhile.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): DeferredComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = (): Promise<void> => {
    pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per component, at module level (as React.lazy).
  function Deferred(props: P) {
    if (!loaded) use(preload());
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : null;
  }
  return { Component: Deferred, preload };
}
