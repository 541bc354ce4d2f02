import type { Banner } from '@mariner/contracts';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { RejectionNotice } from '../../../components/RejectionNotice.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { intlLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { BannerStatusBadge } from './BannerStatusBadge.tsx';
import { displayStatus } from './banner-stats.ts';
import { bannerCheckoutState } from './checkout-state.ts';
import { DeleteBannerButton } from './DeleteBannerButton.tsx';

interface BannerRowProps {
  banner: Banner;
  /** Leave out for a read-only preview (the dashboard's latest three). */
  onDelete?: (() => void) | undefined;
  deleting?: boolean;
  /** Issue 31 item 2: sends a rejected banner back to review (with the list's actions only). */
  onResubmit?: (() => void) | undefined;
  resubmitting?: boolean;
  /** Issue 30 item 2: shown under the row across its width (the banner's statistics on the list). */
  details?: ReactNode;
}

/** One banner: image, status, placement, dates and its counted impressions and clicks (decision 6). */
export function BannerRow({
  banner,
  onDelete,
  deleting = false,
  onResubmit,
  resubmitting = false,
  details,
}: BannerRowProps) {
  const { t } = useTranslation('banners');
  const navigate = useNavigate();
  const status = displayStatus(banner);
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm sm:flex-row sm:flex-wrap sm:items-center">
      <img
        src={banner.imageUrl}
        alt={banner.advertiserName}
        className={
          banner.size === 'LEADERBOARD'
            ? 'h-12 w-full rounded object-cover sm:w-64'
            : 'size-24 shrink-0 rounded object-cover'
        }
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-semibold text-primary">{banner.advertiserName}</h3>
          <BannerStatusBadge status={status} />
        </div>
        <p className="text-sm text-muted">
          {t(`sizes.${banner.size}`)} · {t(`placements.${banner.placement}`)}
        </p>
        <p className="text-sm text-muted">
          {t('list.dates', { start: formatDate(banner.startDate), end: formatDate(banner.endDate) })}
        </p>
        <dl className="mt-1 flex gap-6 text-sm">
          <div className="flex gap-1">
            <dt className="text-muted">{t('list.impressions')}</dt>
            <dd className="font-semibold text-ink">{banner.impressions.toLocaleString(intlLocale())}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-muted">{t('list.clicks')}</dt>
            <dd className="font-semibold text-ink">{banner.clicks.toLocaleString(intlLocale())}</dd>
          </div>
        </dl>
        {banner.rejection ? (
          <RejectionNotice rejection={banner.rejection}>
            {onResubmit ? <p className="text-muted">{t('list.resubmitHint')}</p> : null}
          </RejectionNotice>
        ) : null}
      </div>
      {onDelete ? (
        <div className="flex shrink-0 flex-wrap gap-2">
          {banner.status === 'AWAITING_PAYMENT' ? (
            <Button
              variant="primary"
              aria-label={`${t('list.payNow')} ${banner.advertiserName}`}
              onClick={() =>
                navigate(paths.checkout, {
                  state: bannerCheckoutState(
                    banner,
                    t('checkoutDescription', { name: banner.advertiserName }),
                  ),
                })
              }
            >
              {t('list.payNow')}
            </Button>
          ) : null}
          {banner.status === 'REJECTED' && onResubmit ? (
            <Button
              variant="secondary"
              disabled={resubmitting}
              aria-label={`${t('list.resubmit')} ${banner.advertiserName}`}
              onClick={onResubmit}
            >
              {t('list.resubmit')}
            </Button>
          ) : null}
          <DeleteBannerButton name={banner.advertiserName} busy={deleting} onConfirm={onDelete} />
        </div>
      ) : null}
      {details ? <div className="w-full min-w-0 sm:basis-full">{details}</div> : null}
    </li>
  );
}
