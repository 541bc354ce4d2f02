import type { PricingResponse } from '@mariner/contracts';
import { BANNER_DIMENSIONS } from '@mariner/contracts/constants';
import { formatCents } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';

const SIZES = ['LEADERBOARD', 'SQUARE'] as const;

/** Spec 001 §2: the banner card prices each size by the month. */
export function BannerSizes({
  bannerAds,
  isLoading,
}: {
  bannerAds: PricingResponse['bannerAds'];
  isLoading: boolean;
}) {
  const { t } = useTranslation('pricing');
  return (
    <dl className="divide-y divide-line rounded-xl border border-line bg-sand/60">
      {SIZES.map((size) => (
        <div key={size} className="flex items-center justify-between gap-3 px-4 py-3">
          <dt className="flex flex-col text-sm">
            <span className="font-semibold text-ink">{t(`banner.sizes.${size}`)}</span>
            <span className="text-muted">{t('banner.dimensions', BANNER_DIMENSIONS[size])}</span>
          </dt>
          <dd className="text-sm font-semibold whitespace-nowrap text-primary">
            {isLoading ? '…' : t('banner.perMonth', { price: formatCents(bannerAds[size].monthly) })}
          </dd>
        </div>
      ))}
    </dl>
  );
}
