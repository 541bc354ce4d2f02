import type { BannerStatus } from '@mariner/contracts';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';

const TONES: Record<BannerStatus | 'EXPIRED', string> = {
  ACTIVE: 'bg-green-100 text-green-800',
  APPROVED: 'bg-blue-100 text-blue-800',
  PENDING: 'bg-amber-100 text-amber-900',
  AWAITING_PAYMENT: 'bg-orange-100 text-orange-900',
  REJECTED: 'bg-red-100 text-red-800',
  EXPIRED: 'bg-gray-200 text-gray-700',
};

export function BannerStatusBadge({ status }: { status: BannerStatus | 'EXPIRED' }) {
  const { t } = useTranslation('banners');
  return (
    <span className={cx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[status])}>
      {t(`status.${status}`)}
    </span>
  );
}
