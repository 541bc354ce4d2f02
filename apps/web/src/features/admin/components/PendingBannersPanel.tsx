import type { Banner } from '@mariner/contracts';
import { Inbox } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useBulkReview } from '../api/bulk-review.ts';
import { usePendingBanners, usePendingBannersPage, useReviewBanner } from '../api/pending-banners.ts';
import type { RejectionReasonInput } from '../api/rejection-reason.ts';
import { useBannerQueueFilter } from '../api/review-queue-filters.ts';
import { BannerQueueFilters } from './BannerQueueFilters.tsx';
import { BulkReviewBar, SelectBox, useBulkOutcome, useQueueSelection } from './BulkReviewBar.tsx';
import { ReviewActions } from './ReviewActions.tsx';

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
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const selection = useQueueSelection(query.data?.banners.map((banner) => banner.id) ?? []);
  const bulk = useBulkReview('banners');
  const bulkOutcome = useBulkOutcome();

  const bulkReview = (action: 'approve' | 'reject', reason?: RejectionReasonInput) => {
    const ids = selection.selected;
    const nameOf = (id: string) =>
      query.data?.banners.find((banner) => banner.id === id)?.advertiserName ?? id;
    setNotice(null);
    bulk.mutate(reason ? { ids, action, reason } : { ids, action }, {
      onSuccess: (answer) => {
        selection.clear();
        setNotice(bulkOutcome(action, answer, nameOf));
      },
      onError: () => setNotice({ tone: 'error', text: t('admin-queues:bulkFailed') }),
    });
  };

  const review = (banner: Banner, decision: 'approve' | 'reject', reason?: RejectionReasonInput) => {
    setNotice(null);
    (decision === 'approve' ? approve : reject).mutate(
      reason ? { id: banner.id, reason } : { id: banner.id },
      {
        onSuccess: (answer) =>
          setNotice({
            tone: 'success',
            text: t(noticeOf(decision, answer.banner.status), { name: banner.advertiserName }),
          }),
        onError: () =>
          setNotice({
            tone: 'error',
            text: t(decision === 'approve' ? 'messages:approveBannerFailed' : 'messages:rejectBannerFailed'),
          }),
      },
    );
  };

  if (query.isError && !query.data) return <Alert tone="error">{t('messages:dashboardLoadFailed')}</Alert>;
  if (!query.data) return <Spinner label={t('admin.loading')} />;
  const banners = query.data.banners;
  const { page, totalPages } = query.data.pagination;
  const busy = (id: string) =>
    bulk.isPending ||
    (approve.isPending && approve.variables?.id === id) ||
    (reject.isPending && reject.variables?.id === id);
  const searching = Boolean(filter.search || filter.placement);

  return (
    <div className="flex flex-col gap-5">
      {notice ? (
        <Alert tone={notice.tone} dismissLabel={t('common:dismiss')} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}
      <BannerQueueFilters value={filter} onChange={setFilter} />
      {banners.length === 0 && searching ? (
        <p className="rounded-2xl border border-dashed border-line bg-white px-6 py-10 text-center text-muted">
          {t('admin-queues:noMatch')}
        </p>
      ) : banners.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-white px-6 py-14 text-center">
          <Inbox aria-hidden="true" className="size-6 text-accent-strong" />
          <p className="text-base font-semibold text-primary">{t('admin.empty')}</p>
        </div>
      ) : (
        <>
          <p ref={summaryRef} tabIndex={-1} className="text-sm text-muted" aria-live="polite">
            {t('admin-queues:bannerSummary', { count: query.data.pagination.total })}
            {totalPages > 1 ? ` ${t('admin-queues:pageOf', { page, totalPages })}` : null}
          </p>
          <BulkReviewBar
            kind="banners"
            pageCount={banners.length}
            selectedCount={selection.selected.length}
            onSelectAll={selection.setAll}
            busy={bulk.isPending}
            onApprove={() => bulkReview('approve')}
            onReject={(reason) => bulkReview('reject', reason)}
          />
          <ul className="flex flex-col gap-4">
            {banners.map((banner) => (
              <li key={banner.id}>
                <article
                  aria-label={banner.advertiserName}
                  className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm md:flex-row md:items-center"
                >
                  <SelectBox
                    name={banner.advertiserName}
                    checked={selection.isSelected(banner.id)}
                    onChange={(on) => selection.toggle(banner.id, on)}
                  />
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
                      {t('list.dates', {
                        start: formatDate(banner.startDate),
                        end: formatDate(banner.endDate),
                      })}
                    </p>
                    <p className="truncate text-muted">
                      {banner.contactEmail} · {banner.targetUrl}
                    </p>
                  </div>
                  <div className="flex shrink-0">
                    <ReviewActions
                      approveLabel={t('admin.approve')}
                      rejectLabel={t('admin.reject')}
                      approveName={`${t('admin.approve')} ${banner.advertiserName}`}
                      rejectName={`${t('admin.reject')} ${banner.advertiserName}`}
                      disabled={busy(banner.id)}
                      onApprove={() => review(banner, 'approve')}
                      onReject={(reason) => review(banner, 'reject', reason)}
                      dialog={{
                        title: t('admin.rejectDialog.title'),
                        description: t('admin.rejectDialog.text', { name: banner.advertiserName }),
                        confirmLabel: t('admin.rejectDialog.confirm'),
                      }}
                    />
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={totalPages}
            onPageChange={(next) => {
              setFilter({ ...filter, page: next });
              // The page links sit below the list: the reader goes back to its top.
              summaryRef.current?.focus();
            }}
          />
        </>
      )}
    </div>
  );
}
