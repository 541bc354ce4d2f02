import type { AdminDirectoryListing } from '@mariner/contracts';
import { REJECTION_REASONS_FOR } from '@mariner/contracts/constants';
import { Building2, Inbox } from 'lucide-react';
import { useRef, useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Pagination } from '../../../components/Pagination.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useBulkReview } from '../api/bulk-review.ts';
import {
  useDirectoryReviewPage,
  usePendingDirectoryListings,
  useReviewDirectoryListing,
} from '../api/directory-review.ts';
import type { RejectionReasonInput } from '../api/rejection-reason.ts';
import { useDirectoryReviewFilter } from '../api/review-queue-filters.ts';
import { BulkReviewBar, SelectBox, useBulkOutcome, useQueueSelection } from './BulkReviewBar.tsx';
import { DirectoryReviewFilters } from './DirectoryReviewFilters.tsx';
import { ReviewActions } from './ReviewActions.tsx';

/** The count on the Directory Listings tab: the queue's total. */
export function PendingDirectoryListingsCount() {
  const { data } = usePendingDirectoryListings();
  return data ? String(data.pagination.total) : null;
}

/**
 * Issue 31 item 2 (decision 033): paid directory listings are live from payment and reviewed here,
 * with Approve and Reject where every queue has them (ReviewActions) and the same bulk bar. A
 * rejection takes the owner's profile out of the public directories until they resubmit.
 */
export function PendingDirectoryListingsPanel() {
  const { t } = useTranslation(['admin-queues', 'admin', 'messages', 'common']);
  const [filter, setFilter] = useDirectoryReviewFilter();
  const query = useDirectoryReviewPage(filter);
  const approve = useReviewDirectoryListing('approve');
  const reject = useReviewDirectoryListing('reject');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const selection = useQueueSelection(query.data?.listings.map((listing) => listing.id) ?? []);
  const bulk = useBulkReview('directory-listings');
  const bulkOutcome = useBulkOutcome();

  const bulkReview = (action: 'approve' | 'reject', reason?: RejectionReasonInput) => {
    const ids = selection.selected;
    const nameOf = (id: string) =>
      query.data?.listings.find((listing) => listing.id === id)?.companyName ?? id;
    setNotice(null);
    bulk.mutate(reason ? { ids, action, reason } : { ids, action }, {
      onSuccess: (answer) => {
        selection.clear();
        setNotice(bulkOutcome(action, answer, nameOf));
      },
      onError: () => setNotice({ tone: 'error', text: t('admin-queues:bulkFailed') }),
    });
  };

  const review = (
    listing: AdminDirectoryListing,
    decision: 'approve' | 'reject',
    reason?: RejectionReasonInput,
  ) => {
    setNotice(null);
    (decision === 'approve' ? approve : reject).mutate(
      reason ? { id: listing.id, reason } : { id: listing.id },
      {
        onSuccess: () =>
          setNotice({
            tone: 'success',
            text: t(`admin-queues:directoryListing.${decision === 'approve' ? 'approved' : 'rejected'}`, {
              name: listing.companyName,
            }),
          }),
        onError: () => setNotice({ tone: 'error', text: t('admin-queues:directoryListing.failed') }),
      },
    );
  };

  if (query.isError && !query.data) return <Alert tone="error">{t('messages:dashboardLoadFailed')}</Alert>;
  if (!query.data) return <Spinner label={t('admin-queues:directoryListing.loading')} />;
  const listings = query.data.listings;
  const { page, totalPages } = query.data.pagination;
  const busy = (id: string) =>
    bulk.isPending ||
    (approve.isPending && approve.variables?.id === id) ||
    (reject.isPending && reject.variables?.id === id);

  return (
    <div className="flex flex-col gap-5">
      {notice ? (
        <Alert tone={notice.tone} dismissLabel={t('common:dismiss')} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}
      <p className="text-sm text-muted">{t('admin-queues:directoryListing.intro')}</p>
      <DirectoryReviewFilters value={filter} onChange={setFilter} />
      {listings.length === 0 && filter.search ? (
        <p className="rounded-2xl border border-dashed border-line bg-white px-6 py-10 text-center text-muted">
          {t('admin-queues:noMatch')}
        </p>
      ) : listings.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-white px-6 py-14 text-center">
          <Inbox aria-hidden="true" className="size-6 text-accent-strong" />
          <p className="text-base font-semibold text-primary">{t('admin-queues:directoryListing.empty')}</p>
        </div>
      ) : (
        <>
          <p ref={summaryRef} tabIndex={-1} className="text-sm text-muted" aria-live="polite">
            {t('admin-queues:directoryListingSummary', { count: query.data.pagination.total })}
            {totalPages > 1 ? ` ${t('admin-queues:pageOf', { page, totalPages })}` : null}
          </p>
          <BulkReviewBar
            kind="directory-listings"
            pageCount={listings.length}
            selectedCount={selection.selected.length}
            onSelectAll={selection.setAll}
            busy={bulk.isPending}
            onApprove={() => bulkReview('approve')}
            onReject={(reason) => bulkReview('reject', reason)}
          />
          <ul className="flex flex-col gap-4">
            {listings.map((listing) => (
              <li key={listing.id}>
                <article
                  aria-label={listing.companyName}
                  className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm md:flex-row md:items-center"
                >
                  <SelectBox
                    name={listing.companyName}
                    checked={selection.isSelected(listing.id)}
                    onChange={(on) => selection.toggle(listing.id, on)}
                  />
                  {listing.logo ? (
                    <img src={listing.logo} alt="" className="size-20 shrink-0 rounded object-contain" />
                  ) : (
                    <div className="flex size-20 shrink-0 items-center justify-center rounded bg-primary-soft">
                      <Building2 aria-hidden="true" className="size-8 text-muted" />
                    </div>
                  )}
                  <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                    <h3 className="text-base font-semibold text-primary">{listing.companyName}</h3>
                    <p className="text-muted">
                      {t('admin-queues:directoryListing.owner', {
                        name: `${listing.owner.firstName} ${listing.owner.lastName}`.trim(),
                        email: listing.owner.email,
                      })}
                    </p>
                    <p className="line-clamp-3 whitespace-pre-line text-ink">{listing.description}</p>
                    <p className="text-muted">{listing.categories.join(' · ')}</p>
                    <p className="truncate text-muted">
                      {[listing.phone, listing.email, listing.website].filter(Boolean).join(' · ')}
                    </p>
                    {listing.activatedAt ? (
                      <p className="text-muted">
                        {t('admin-queues:directoryListing.live', { date: formatDate(listing.activatedAt) })}
                      </p>
                    ) : null}
                  </div>
                  <div className="flex shrink-0">
                    <ReviewActions
                      approveLabel={t('admin-queues:directoryListing.approve')}
                      rejectLabel={t('admin-queues:directoryListing.reject')}
                      approveName={`${t('admin-queues:directoryListing.approve')} ${listing.companyName}`}
                      rejectName={`${t('admin-queues:directoryListing.reject')} ${listing.companyName}`}
                      disabled={busy(listing.id)}
                      onApprove={() => review(listing, 'approve')}
                      onReject={(reason) => review(listing, 'reject', reason)}
                      reasons={REJECTION_REASONS_FOR.directoryListing}
                      dialog={{
                        title: t('admin-queues:directoryListing.rejectTitle'),
                        description: t('admin-queues:directoryListing.rejectText', {
                          name: listing.companyName,
                        }),
                        confirmLabel: t('admin-queues:directoryListing.rejectConfirm'),
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
              summaryRef.current?.focus();
            }}
          />
        </>
      )}
    </div>
  );
}
