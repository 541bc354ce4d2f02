import { Link } from 'react-router';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';

interface BannerPlaceholderProps {
  /** LEADERBOARD is the full-width, 90 px high top slot; SQUARE a 250 px sidebar square (spec 000 §9). */
  size: 'LEADERBOARD' | 'SQUARE';
  className?: string;
}

/**
 * Spec 000 §2: grey placeholders stand where banners will be until banners land (a later issue).
 * No fake advertisers and no numbers (decision 6), only an invitation to advertise.
 */
export function BannerPlaceholder({ size, className }: BannerPlaceholderProps) {
  const { t } = useTranslation('home');
  return (
    <div
      className={cx(
        'flex items-center justify-center gap-x-4 gap-y-1 rounded-lg border-2 border-dashed border-gray-300 bg-gray-200 p-4 text-center text-sm text-gray-700',
        size === 'LEADERBOARD'
          ? 'h-[90px] flex-wrap'
          : 'h-28 flex-col sm:aspect-square sm:h-auto lg:w-[250px]',
        className,
      )}
    >
      <span>{t('banners.placeholder')}</span>
      <Link
        to={paths.advertise}
        className="rounded-sm font-semibold text-primary underline underline-offset-4 hover:text-accent-strong"
      >
        {t('banners.advertiseHere')}
      </Link>
    </div>
  );
}
