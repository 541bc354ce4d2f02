import { useCallback, useSyncExternalStore } from 'react';

/** Screens narrower than Tailwind's `sm` (640 px): phones held upright. */
export const NARROW_SCREEN = '(max-width: 639.98px)';

/**
 * Whether the screen matches `query`, following it as it changes (a phone turned sideways). False
 * on the server and while the browser hydrates, so both render the same HTML; a page's CSS is what
 * lays out the server's HTML for a narrow screen, this only chooses what JavaScript adds.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
