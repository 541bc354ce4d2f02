import { useMutationState } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { APPROVE_ALL_BY_USER_MUTATION_KEY, useApproveAllByUser } from '../api/approve-all-by-user.ts';
import { APPROVE_AUCTION_MUTATION_KEY, useApproveAuction } from '../api/approve-auction.ts';
import { useBulkReview } from '../api/bulk-review.ts';
import { usePendingAuctions } from '../api/get-pending-auctions.ts';
import {
  REJECT_AUCTION_MUTATION_KEY,
  type RejectAuctionInput,
  useRejectAuction,
} from '../api/reject-auction.ts';
import type { RejectionReasonInput } from '../api/rejection-reason.ts';
import { useAuctionQueueFilter } from '../api/review-queue-filters.ts';
import { AdminPagedList, EmptyList } from './AdminPagedList.tsx';
import { AuctionQueueFilters } from './AuctionQueueFilters.tsx';
import { BulkReviewBar, useBulkOutcome, useQueueSelection } from './BulkReviewBar.tsx';
import { groupBySeller } from './group-by-seller.ts';
import type { ReviewAction } from './PendingAuctionCard.tsx';
import { SellerGroupSection } from './SellerGroupSection.tsx';

interface Notice {
  tone: 'success' | 'error';
  text: string;
  /** Changes with every notice, so the same text twice is still announced and focused. */
  key: number;
  /** The control the admin used has left the page: focus moves to the notice instead of the body. */
  takeFocus: boolean;
}

/** Which ids a kind of review call is running for, across every overlapping call. */
function usePendingVariables<T>(mutationKey: readonly string[]): T[] {
  return useMutationState({
    filters: { mutationKey: [...mutationKey], status: 'pending' },
    select: (mutation) => mutation.state.variables as T,
  });
}

/**
 * Spec 001 §2 Pending Auctions: approve, reject, and approve all of one seller's auctions. Issue 31:
 * 50 a page, searched, filtered and sorted by the server with all of it in the address; ticked
 * auctions are approved or rejected together (one reason for all).
 */
export function PendingAuctionsPanel() {
  const { t } = useTranslation(['admin', 'admin-queues', 'messages']);
  const [filter, setFilter] = useAuctionQueueFilter();
  const query = usePendingAuctions(filter);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  const show = (tone: Notice['tone'], text: string, takeFocus: boolean) =>
    setNotice((current) => ({ tone, text, takeFocus, key: (current?.key ?? 0) + 1 }));

  useEffect(() => {
    if (notice?.takeFocus) noticeRef.current?.focus();
  }, [notice]);

  const approve = useApproveAuction({
    // An approved listing whose payment was refunded awaits a new one (issue 25): the admin is told.
    onSuccess: (_id, answer) =>
      show(
        'success',
        t(
          answer.auction.status === 'AWAITING_PAYMENT'
            ? 'messages:auctionApprovedNeedsPayment'
            : 'messages:auctionApproved',
        ),
        true,
      ),
    onError: () => show('error', t('messages:approveAuctionFailed'), false),
  });
  const reject = useRejectAuction({
    onSuccess: () => show('success', t('messages:auctionRejected'), true),
    onError: () => show('error', t('messages:rejectAuctionFailed'), false),
  });
  const approveAll = useApproveAllByUser({
    onSuccess: (_body, answer) =>
      // The contract's text carries `{count}` in single braces, not i18next's double ones.
      show('success', t('messages:auctionsApprovedCount').replace('{count}', String(answer.count)), true),
    onError: () => show('error', t('messages:approveAllAuctionsFailed'), false),
  });

  const approving = usePendingVariables<string>(APPROVE_AUCTION_MUTATION_KEY);
  const rejecting = usePendingVariables<RejectAuctionInput>(REJECT_AUCTION_MUTATION_KEY).map(({ id }) => id);
  const approvingAllFor = usePendingVariables<{ userId: string }>(APPROVE_ALL_BY_USER_MUTATION_KEY).map(
    (body) => body.userId,
  );
  const busyAuction = (id: string): ReviewAction | null =>
    approving.includes(id) ? 'approve' : rejecting.includes(id) ? 'reject' : null;

  const auctions = query.data?.auctions;
  const groups = useMemo(() => (auctions ? groupBySeller(auctions) : []), [auctions]);
  const selection = useQueueSelection(auctions?.map((auction) => auction.id) ?? []);
  const bulk = useBulkReview('auctions');
  const bulkOutcome = useBulkOutcome();
  const bulkReview = (action: 'approve' | 'reject', reason?: RejectionReasonInput) => {
    const ids = selection.selected;
    const titleOf = (id: string) => auctions?.find((auction) => auction.id === id)?.title ?? id;
    bulk.mutate(reason ? { ids, action, reason } : { ids, action }, {
      onSuccess: (answer) => {
        const outcome = bulkOutcome(action, answer, titleOf);
        selection.clear();
        show(outcome.tone, outcome.text, true);
      },
      onError: () => show('error', t('admin-queues:bulkFailed'), false),
    });
  };

  const noticeRegion = notice ? (
    <div key={notice.key} ref={noticeRef} tabIndex={-1} className="rounded-lg">
      <Alert tone={notice.tone} dismissLabel={t('common:dismiss')} onDismiss={() => setNotice(null)}>
        {notice.text}
      </Alert>
    </div>
  ) : null;

  // A failed background refetch keeps the list on screen; only a first load that fails shows the error.
  if (query.isError && !query.data) {
    return (
      <div className="flex flex-col gap-4">
        {noticeRegion}
        <Alert tone="error">
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
            <span>{t('messages:dashboardLoadFailed')}</span>
            <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
              {t('pendingAuctions.tryAgain')}
            </Button>
          </div>
        </Alert>
      </div>
    );
  }

  if (!query.data) return <Spinner label={t('pendingAuctions.loading')} />;

  const searching = Boolean(filter.search || filter.province);

  return (
    <div className="flex flex-col gap-5">
      {noticeRegion}
      <AuctionQueueFilters value={filter} onChange={setFilter} />
      <AdminPagedList
        query={{ page: { items: query.data.auctions, pagination: query.data.pagination }, isError: false }}
        loadingLabel={t('pendingAuctions.loading')}
        errorText={t('messages:dashboardLoadFailed')}
        empty={
          searching ? (
            <EmptyList text={t('admin-queues:noMatch')} />
          ) : (
            <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-white px-6 py-14 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
                <Inbox aria-hidden="true" className="size-6" />
              </span>
              <p className="text-base font-semibold text-primary">{t('pendingAuctions.empty')}</p>
              <p className="max-w-sm text-sm text-muted">{t('pendingAuctions.emptyHint')}</p>
            </div>
          )
        }
        summary={(count) => t('pendingAuctions.summary', { count })}
        pageOf={(page, totalPages) => t('admin-queues:pageOf', { page, totalPages })}
        onPageChange={(page) => setFilter({ ...filter, page })}
        className="flex flex-col gap-5"
        toolbar={
          <BulkReviewBar
            kind="auctions"
            pageCount={query.data.auctions.length}
            selectedCount={selection.selected.length}
            onSelectAll={selection.setAll}
            busy={bulk.isPending}
            onApprove={() => bulkReview('approve')}
            onReject={(reason) => bulkReview('reject', reason)}
          />
        }
      >
        {() =>
          groups.map((group) => (
            <SellerGroupSection
              key={group.sellerId}
              group={group}
              busyAuction={busyAuction}
              isApprovingAll={approvingAllFor.includes(group.sellerId)}
              onApprove={(id) => approve.mutate(id)}
              onReject={(id, reason) => reject.mutate({ id, ...reason })}
              onApproveAll={({ sellerId }) => approveAll.mutate({ userId: sellerId })}
              isSelected={selection.isSelected}
              onSelect={selection.toggle}
            />
          ))
        }
      </AdminPagedList>
    </div>
  );
}
