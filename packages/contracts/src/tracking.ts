/**
 * Query parameters that only say where a click came from (a Facebook share's `fbclid`, campaign
 * `utm_*` tags…): no page reads them, and each click carries its own, so a page is the same
 * without them. The server renders and keeps pages by their address without them (decision 009),
 * and the browser drops them from its address before the app takes the page over, so both agree.
 */
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'yclid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
]);

export const isTrackingParam = (name: string): boolean =>
  TRACKING_PARAMS.has(name.toLowerCase()) || name.toLowerCase().startsWith('utm_');

/** The address without its tracking parameters (the others keep their order and values). */
export function withoutTracking(url: URL): URL {
  const clean = new URL(url);
  for (const name of [...clean.searchParams.keys()]) {
    if (isTrackingParam(name)) clean.searchParams.delete(name);
  }
  // An address whose query was all tracking loses its `?` too.
  if (clean.searchParams.size === 0) clean.search = '';
  return clean;
}
