import type { Pagination } from '@mariner/contracts';
import type { RejectionReason } from '@mariner/contracts/constants';
import type { UseMutationResult } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { type ReviewQueueKind, useBulkReview } from '../api/bulk-review.ts';
import type { RejectionReasonInput } from '../api/rejection-reason.ts';
import { AdminPagedList, EmptyList } from './AdminPagedList.tsx';
import { BulkReviewBar, SelectBox, useBulkOutcome, useQueueSelection } from './BulkReviewBar.tsx';
import { ReviewActions } from './ReviewActions.tsx';

type Decision = 'approve' | 'reject';
type ReviewMutation<Answer> = UseMutationResult<Answer, Error, { id: string; reason?: RejectionReasonInput }>;

interface ReviewQueuePanelProps<Item extends { id: string }, Answer> {
  kind: Exclude<ReviewQueueKind, 'auctions'>;
  /** The page as searched and sorted (its rows stay while the next page loads). */
  page: { items: Item[]; pagination: Pagination } | undefined;
  isError: boolean;
  loadingLabel: string;
  /** Above the filters. */
  intro?: ReactNode;
  filters: ReactNode;
  /** A search or filter is applied: an empty page says "no match" rather than "nothing waits". */
  searching: boolean;
  emptyText: string;
  summary: (count: number) => string;
  onPageChange: (page: number) => void;
  /** The item's name: its card's label, its tick box's and buttons' names, the notices'. */
  nameOf: (item: Item) => string;
  approve: ReviewMutation<Answer>;
  reject: ReviewMutation<Answer>;
  /** The notice after one item's decision, and after a failed one. */
  reviewed: (item: Item, decision: Decision, answer: Answer) => string;
  failed: (decision: Decision) => string;
  labels: { approve: string; reject: string };
  rejectDialog: (item: Item) => { title: string; description: ReactNode; confirmLabel: string };
  /** The queue's reasons (decision 033); an auction's and a banner's by default. */
  reasons?: readonly RejectionReason[];
  /** The card's picture and details, between the tick box and the buttons. */
  children: (item: Item) => ReactNode;
}

/**
 * Issue 31: a review queue's page (banners, directory listings): the paged list with its filters,
 * a card per item with its tick box and Approve and Reject where every queue has them, and the bulk
 * bar deciding the ticked items together (one reason for all). Each decision is told in a notice.
 */
export function ReviewQueuePanel<Item extends { id: string }, Answer>(
  props: ReviewQueuePanelProps<Item, Answer>,
) {
  const { page, approve, reject, nameOf } = props;
  const { t } = useTranslation(['admin-queues', 'messages', 'common']);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const selection = useQueueSelection(page?.items.map((item) => item.id) ?? []);
  const bulk = useBulkReview(props.kind);
  const bulkOutcome = useBulkOutcome();

  const bulkReview = (action: Decision, reason?: RejectionReasonInput) => {
    const ids = selection.selected;
    const nameOfId = (id: string) => {
      const item = page?.items.find((candidate) => candidate.id === id);
      return item ? nameOf(item) : id;
    };
    setNotice(null);
    bulk.mutate(reason ? { ids, action, reason } : { ids, action }, {
      onSuccess: (answer) => {
        selection.clear();
        setNotice(bulkOutcome(action, answer, nameOfId));
      },
      onError: () => setNotice({ tone: 'error', text: t('admin-queues:bulkFailed') }),
    });
  };

  const review = (item: Item, decision: Decision, reason?: RejectionReasonInput) => {
    setNotice(null);
    (decision === 'approve' ? approve : reject).mutate(reason ? { id: item.id, reason } : { id: item.id }, {
      onSuccess: (answer) => setNotice({ tone: 'success', text: props.reviewed(item, decision, answer) }),
      onError: () => setNotice({ tone: 'error', text: props.failed(decision) }),
    });
  };

  if (props.isError && !page) return <Alert tone="error">{t('messages:dashboardLoadFailed')}</Alert>;
  if (!page) return <Spinner label={props.loadingLabel} />;
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
      {props.intro}
      {props.filters}
      <AdminPagedList
        query={{ page, isError: props.isError }}
        loadingLabel={props.loadingLabel}
        errorText={t('messages:dashboardLoadFailed')}
        empty={
          props.searching ? (
            <EmptyList text={t('admin-queues:noMatch')} />
          ) : (
            <EmptyList icon={Inbox} text={props.emptyText} />
          )
        }
        summary={props.summary}
        pageOf={(current, totalPages) => t('admin-queues:pageOf', { page: current, totalPages })}
        onPageChange={props.onPageChange}
        className="flex flex-col gap-5"
        toolbar={
          <BulkReviewBar
            kind={props.kind}
            pageCount={page.items.length}
            selectedCount={selection.selected.length}
            onSelectAll={selection.setAll}
            busy={bulk.isPending}
            onApprove={() => bulkReview('approve')}
            onReject={(reason) => bulkReview('reject', reason)}
          />
        }
      >
        {(items) => (
          <ul className="flex flex-col gap-4">
            {items.map((item) => (
              <li key={item.id}>
                <article
                  aria-label={nameOf(item)}
                  className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm md:flex-row md:items-center"
                >
                  <SelectBox
                    name={nameOf(item)}
                    checked={selection.isSelected(item.id)}
                    onChange={(on) => selection.toggle(item.id, on)}
                  />
                  {props.children(item)}
                  <div className="flex shrink-0">
                    <ReviewActions
                      approveLabel={props.labels.approve}
                      rejectLabel={props.labels.reject}
                      approveName={`${props.labels.approve} ${nameOf(item)}`}
                      rejectName={`${props.labels.reject} ${nameOf(item)}`}
                      disabled={busy(item.id)}
                      onApprove={() => review(item, 'approve')}
                      onReject={(reason) => review(item, 'reject', reason)}
                      dialog={props.rejectDialog(item)}
                      {...(props.reasons ? { reasons: props.reasons } : {})}
                    />
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </AdminPagedList>
    </div>
  );
}
