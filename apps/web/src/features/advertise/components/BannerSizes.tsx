import type { PricingResponse } from '@mariner/contracts';
import { BANNER_DIMENSIONS } from '@mariner/contracts/constants';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { Price } from './Price.tsx';

const SIZES = ['LEADERBOARD', 'SQUARE'] as const;

/** Spec 000 §9, 001 §2: the two banner sizes, where each shows, and its monthly price. */
export function BannerSizes({
  bannerAds,
  isLoading,
}: {
  bannerAds: PricingResponse['bannerAds'];
  isLoading: boolean;
}) {
  const { t } = useTranslation('advertise');
  return (
    <ul aria-label={t('banner.sizesLabel')} className="flex flex-col gap-3">
      {SIZES.map((size) => (
        <li
          key={size}
          className="flex flex-col gap-3 rounded-xl border border-line bg-sand/60 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-semibold text-ink">
              {t(`banner.sizes.${size}.name`)}{' '}
              <span className="font-normal text-muted">
                {t('banner.dimensions', BANNER_DIMENSIONS[size])}
              </span>
            </p>
            <p className="text-sm text-muted">{t(`banner.sizes.${size}.where`)}</p>
          </div>
          <div className="shrink-0 sm:text-right">
            <Price cents={bannerAds[size].monthly} unit={t('banner.unit')} isLoading={isLoading} size="md" />
          </div>
        </li>
      ))}
    </ul>
  );
}
