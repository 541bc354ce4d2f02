import { startTransition, useEffect, useState } from 'react';
import { useMountsInBrowserOnly } from './use-after-hydration.ts';

/** Screens narrower than Tailwind's `sm` (640 px): phones held upright. */
export const NARROW_SCREEN = '(max-width: 639.98px)';

const matchesNow = (query: string): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/**
 * Whether the screen matches `query`, following it as it changes (a phone turned sideways). False
 * on the server and while the browser hydrates, so both render the same HTML; a page's CSS is what
 * lays out the server's HTML for a narrow screen, this only chooses what JavaScript adds.
 *
 * It follows the screen by transitions, not by `useSyncExternalStore`'s urgent re-renders: right
 * after hydration the page's after-interactive parts may still wait for their code, and an urgent
 * update reaching their boundaries drops their server HTML until it comes (useAfterHydration).
 */
export function useMediaQuery(query: string): boolean {
  const inBrowserOnly = useMountsInBrowserOnly();
  const [followed, setFollowed] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const follow = () => startTransition(() => setFollowed(list.matches));
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  return followed ?? (inBrowserOnly && matchesNow(query));
}
