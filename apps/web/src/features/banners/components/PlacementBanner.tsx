import type { ServedPlacement } from '@mariner/contracts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { usePlacementBanner } from '../api/banners-api.ts';
import { BannerImageLink } from './BannerImageLink.tsx';

/** A square banner on the auction list (CATEGORY_PAGE) or detail (LISTING_DETAIL); nothing when none. */
export function PlacementBanner({ placement }: { placement: ServedPlacement }) {
  const { t } = useTranslation('banners');
  const { data: banner } = usePlacementBanner(placement);
  if (!banner) return null;
  return (
    <aside aria-label={t('slot.sponsored')} className="flex flex-col items-center gap-1">
      <span className="text-xs uppercase tracking-wide text-muted">{t('slot.sponsored')}</span>
      <BannerImageLink banner={banner} />
    </aside>
  );
}
