import type { Banner } from '@mariner/contracts';
import { formatDate } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { usePendingBanners, usePendingBannersPage, useReviewBanner } from '../api/pending-banners.ts';
import { useBannerQueueFilter } from '../api/review-queue-filters.ts';
import { BannerQueueFilters } from './BannerQueueFilters.tsx';
import { ReviewQueuePanel } from './ReviewQueuePanel.tsx';

/** What the admin is told: an approved banner whose payment was refunded now awaits a new one. */
const noticeOf = (decision: 'approve' | 'reject', status: Banner['status']) =>
  decision === 'reject'
    ? 'admin.rejected'
    : status === 'AWAITING_PAYMENT'
      ? 'admin.approvedNeedsPayment'
      : 'admin.approved';

/** The count on the Pending Banner Ads tab, from the panel's cached list. */
export function PendingBannersCount() {
  const { data } = usePendingBanners();
  return data ? String(data.pagination.total) : null;
}

/**
 * Spec 001 §2 Pending Banner Ads: each banner with Approve and Reject (spec 001 §8 failures). Issue
 * 31: 50 a page, searched, filtered and sorted by the server with all of it in the address; ticked
 * banners are approved or rejected together (one reason for all).
 */
export function PendingBannersPanel() {
  const { t } = useTranslation(['banners', 'admin-queues', 'messages', 'common']);
  const [filter, setFilter] = useBannerQueueFilter();
  const query = usePendingBannersPage(filter);
  const approve = useReviewBanner('approve');
  const reject = useReviewBanner('reject');

  return (
    <ReviewQueuePanel
      kind="banners"
      page={query.data && { items: query.data.banners, pagination: query.data.pagination }}
      isError={query.isError}
      loadingLabel={t('admin.loading')}
      filters={<BannerQueueFilters value={filter} onChange={setFilter} />}
      searching={Boolean(filter.search || filter.placement)}
      emptyText={t('admin.empty')}
      summary={(count) => t('admin-queues:bannerSummary', { count })}
      onPageChange={(page) => setFilter({ ...filter, page })}
      nameOf={(banner) => banner.advertiserName}
      approve={approve}
      reject={reject}
      reviewed={(banner, decision, answer) =>
        t(noticeOf(decision, answer.banner.status), { name: banner.advertiserName })
      }
      failed={(decision) =>
        t(decision === 'approve' ? 'messages:approveBannerFailed' : 'messages:rejectBannerFailed')
      }
      labels={{ approve: t('admin.approve'), reject: t('admin.reject') }}
      rejectDialog={(banner) => ({
        title: t('admin.rejectDialog.title'),
        description: t('admin.rejectDialog.text', { name: banner.advertiserName }),
        confirmLabel: t('admin.rejectDialog.confirm'),
      })}
    >
      {(banner) => (
        <>
          <img
            src={banner.imageUrl}
            alt={banner.advertiserName}
            className={
              banner.size === 'LEADERBOARD'
                ? 'h-12 w-full rounded object-cover md:w-72'
                : 'size-28 shrink-0 rounded object-cover'
            }
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
            <h3 className="text-base font-semibold text-primary">{banner.advertiserName}</h3>
            <p className="text-muted">
              {t(`sizes.${banner.size}`)} · {t(`placements.${banner.placement}`)}
            </p>
            <p className="text-muted">
              {t('list.dates', { start: formatDate(banner.startDate), end: formatDate(banner.endDate) })}
            </p>
            <p className="truncate text-muted">
              {banner.contactEmail} · {banner.targetUrl}
            </p>
          </div>
        </>
      )}
    </ReviewQueuePanel>
  );
}
