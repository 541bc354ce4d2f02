import { withoutTracking } from '@mariner/contracts/constants';

/**
 * Drops a click's tracking tags (`fbclid`, `utm_*`…) from the address bar before the app takes the
 * page over: the server rendered the page for the address without them (decision 009), so the app
 * starts from the same one, and a visitor who shares the page again shares its clean address.
 */
export function dropTrackingFromAddress(win: Window = window): void {
  const here = new URL(win.location.href);
  const clean = withoutTracking(here);
  if (clean.href === here.href) return;
  win.history.replaceState(win.history.state, '', `${clean.pathname}${clean.search}${clean.hash}`);
}
