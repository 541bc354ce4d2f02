import type { Auction } from '@mariner/contracts';
import { MapPin } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.tsx';

/** Leaflet and its styles are a chunk of their own, fetched only for a visitor who scrolls here. */
const SpotMapView = lazy(async () => ({ default: (await import('./SpotMapView.tsx')).SpotMapView }));

/** Start loading a little before the map comes into view, so it is drawn when it gets there. */
const AHEAD = '300px 0px';

/**
 * Issue 28: a small map of the sale's spot, loaded only when scrolled to, so Leaflet stays out of
 * the page's first load (bench/first-load-js.mjs). Until then, and without JavaScript, the box
 * names the place; the Directions link beside the place works either way. Nothing when the place
 * has no coordinates. (Every browser we serve has IntersectionObserver; one without it keeps the
 * named box, as a page without JavaScript does.)
 */
export function SpotMap({ auction }: { auction: Pick<Auction, 'lat' | 'lng' | 'location'> }) {
  const { t } = useTranslation('auction');
  const boxRef = useRef<HTMLDivElement>(null);
  const [isNear, setIsNear] = useState(false);
  const { lat, lng, location } = auction;
  const isLocated = typeof lat === 'number' && typeof lng === 'number';

  useEffect(() => {
    const box = boxRef.current;
    if (!isLocated || !box || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setIsNear(true);
        observer.disconnect();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [isLocated]);

  if (!isLocated) return null;
  const named = (
    <p className="flex h-full items-center justify-center gap-2 p-4 text-center text-sm font-medium text-muted">
      <MapPin aria-hidden="true" className="size-4 shrink-0" />
      {location}
    </p>
  );
  return (
    <div
      ref={boxRef}
      className="isolate h-52 overflow-hidden rounded-xl border border-line bg-accent-soft/40"
    >
      {isNear ? (
        <Suspense fallback={named}>
          <SpotMapView lat={lat} lng={lng} label={t('place.mapLabel', { location })} />
        </Suspense>
      ) : (
        named
      )}
    </div>
  );
}
