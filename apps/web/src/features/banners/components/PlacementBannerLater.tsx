import type { ServedPlacement } from '@mariner/contracts';
import { Suspense } from 'react';
import { deferredComponent } from '../../../lib/deferred-component.tsx';

/**
 * Issue 26: the square banner beside the list and the auction (a picture and a link) hydrates once
 * the page is interactive, so its code (the banners' API, their placements) is no part of either
 * page's first load; the routes' loaders fetch it where the server renders the page, and on a
 * navigation (`preloadPlacementBanner`).
 */
const banner = deferredComponent(async () => (await import('./PlacementBanner.tsx')).PlacementBanner, {
  afterInteractive: true,
});

export const preloadPlacementBanner = banner.preload;

export function PlacementBannerLater({ placement }: { placement: ServedPlacement }) {
  return (
    <Suspense fallback={null}>
      <banner.Component placement={placement} />
    </Suspense>
  );
}
