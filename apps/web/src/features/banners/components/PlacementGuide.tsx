import type { BannerSize } from '@mariner/contracts';
import { BANNER_DIMENSIONS, PLACEMENTS_BY_SIZE } from '@mariner/contracts/constants';
import { useTranslation } from '../../../lib/i18n/index.tsx';

const SIZES: BannerSize[] = ['LEADERBOARD', 'SQUARE'];

/** Spec 001 §2: which size goes where (spec 001 §5). */
export function PlacementGuide() {
  const { t } = useTranslation('banners');
  return (
    <section aria-labelledby="placement-guide" className="rounded-2xl border border-line bg-white p-6">
      <h2 id="placement-guide" className="text-lg font-bold text-primary">
        {t('guide.title')}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {SIZES.map((size) => (
          <div key={size}>
            <dt className="font-semibold text-ink">
              {t(`sizes.${size}`)} ({BANNER_DIMENSIONS[size].width}×{BANNER_DIMENSIONS[size].height})
            </dt>
            <dd className="mt-1 text-sm text-muted">
              {PLACEMENTS_BY_SIZE[size].map((placement) => t(`placements.${placement}`)).join(', ')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
