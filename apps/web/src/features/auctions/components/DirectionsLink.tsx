import type { Auction } from '@mariner/contracts';
import { Navigation } from 'lucide-react';
import { ExternalLink } from '../../../components/ExternalLink.tsx';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';

/**
 * Issue 28: driving directions to the sale. One universal Google Maps address serves everyone: it
 * opens the Google Maps app on Android (and on iPhones that have it), the browser's map otherwise,
 * and needs no guess at the device. An Apple Maps link for Apple devices would need the user agent,
 * which the server render cannot rely on (a CDN keeps one page for every visitor), and swapping the
 * link after hydration would change it under the visitor's finger.
 */
export const directionsUrl = (lat: number, lng: number): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${lat},${lng}`)}`;

const link =
  'flex w-fit items-center gap-1.5 rounded-sm text-sm font-semibold text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/** Under the address, on a line of its own. Nothing when the place of the sale is not known (no coordinates from the gazetteer). */
export function DirectionsLink({
  auction,
  className,
}: {
  auction: Pick<Auction, 'lat' | 'lng'>;
  className?: string;
}) {
  const { t } = useTranslation('auction');
  const { lat, lng } = auction;
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  return (
    <ExternalLink href={directionsUrl(lat, lng)} className={cx(link, className)}>
      <Navigation aria-hidden="true" className="size-4" />
      {t('place.directions')}
    </ExternalLink>
  );
}
