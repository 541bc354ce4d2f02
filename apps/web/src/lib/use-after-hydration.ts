import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while a page is rendered on the server and while the browser hydrates it, true from then on
 * (and at once for a page the browser renders itself). For what only a browser can run, such as the
 * map: the server and the hydrating render show the same placeholder, so nothing mismatches.
 */
export const useAfterHydration = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
