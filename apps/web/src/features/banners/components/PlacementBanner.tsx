import type { ServedPlacement } from '@mariner/contracts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { usePlacementBanner } from '../api/banners-api.ts';
import { BannerImageLink } from './BannerImageLink.tsx';

/** A square banner on the auction list (CATEGORY_PAGE) or detail (LISTING_DETAIL); nothing when none. */
export function PlacementBanner({ placement }: { placement: ServedPlacement }) {
  // 'Sponsored' is every page's (common): the list and the auction page need no `banners` texts (issue 26).
  const { t } = useTranslation();
  const { data: banner } = usePlacementBanner(placement);
  if (!banner) return null;
  return (
    <aside aria-label={t('sponsored')} className="flex flex-col items-center gap-1">
      <span className="text-xs uppercase tracking-wide text-muted">{t('sponsored')}</span>
      <BannerImageLink banner={banner} />
    </aside>
  );
}
