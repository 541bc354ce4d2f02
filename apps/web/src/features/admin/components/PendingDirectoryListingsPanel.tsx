import { REJECTION_REASONS_FOR } from '@mariner/contracts/constants';
import { Building2 } from 'lucide-react';
import { formatDate } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import {
  useDirectoryReviewPage,
  usePendingDirectoryListings,
  useReviewDirectoryListing,
} from '../api/directory-review.ts';
import { useDirectoryReviewFilter } from '../api/review-queue-filters.ts';
import { DirectoryReviewFilters } from './DirectoryReviewFilters.tsx';
import { ReviewQueuePanel } from './ReviewQueuePanel.tsx';

/** The count on the Directory Listings tab: the queue's total. */
export function PendingDirectoryListingsCount() {
  const { data } = usePendingDirectoryListings();
  return data ? String(data.pagination.total) : null;
}

/**
 * Issue 31 item 2 (decision 033): paid directory listings are live from payment and reviewed here,
 * with Approve and Reject where every queue has them and the same bulk bar. A rejection takes the
 * owner's profile out of the public directories until they resubmit.
 */
export function PendingDirectoryListingsPanel() {
  const { t } = useTranslation(['admin-queues', 'admin', 'messages', 'common']);
  const [filter, setFilter] = useDirectoryReviewFilter();
  const query = useDirectoryReviewPage(filter);
  const approve = useReviewDirectoryListing('approve');
  const reject = useReviewDirectoryListing('reject');

  return (
    <ReviewQueuePanel
      kind="directory-listings"
      page={query.data && { items: query.data.listings, pagination: query.data.pagination }}
      isError={query.isError}
      loadingLabel={t('admin-queues:directoryListing.loading')}
      intro={<p className="text-sm text-muted">{t('admin-queues:directoryListing.intro')}</p>}
      filters={<DirectoryReviewFilters value={filter} onChange={setFilter} />}
      searching={Boolean(filter.search)}
      emptyText={t('admin-queues:directoryListing.empty')}
      summary={(count) => t('admin-queues:directoryListingSummary', { count })}
      onPageChange={(page) => setFilter({ ...filter, page })}
      nameOf={(listing) => listing.companyName}
      approve={approve}
      reject={reject}
      reviewed={(listing, decision) =>
        t(`admin-queues:directoryListing.${decision === 'approve' ? 'approved' : 'rejected'}`, {
          name: listing.companyName,
        })
      }
      failed={() => t('admin-queues:directoryListing.failed')}
      labels={{
        approve: t('admin-queues:directoryListing.approve'),
        reject: t('admin-queues:directoryListing.reject'),
      }}
      rejectDialog={(listing) => ({
        title: t('admin-queues:directoryListing.rejectTitle'),
        description: t('admin-queues:directoryListing.rejectText', { name: listing.companyName }),
        confirmLabel: t('admin-queues:directoryListing.rejectConfirm'),
      })}
      reasons={REJECTION_REASONS_FOR.directoryListing}
    >
      {(listing) => (
        <>
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
        </>
      )}
    </ReviewQueuePanel>
  );
}
