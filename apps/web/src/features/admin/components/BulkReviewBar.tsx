import type { BulkReviewResponse } from '@mariner/contracts';
import { REJECTION_REASONS_FOR } from '@mariner/contracts/constants';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/Button.tsx';
import { dangerOutlineButtonClasses } from '../../../components/button-styles.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import type { ReviewQueueKind } from '../api/bulk-review.ts';
import type { RejectionReasonInput } from '../api/rejection-reason.ts';
import { RejectDialog } from './RejectDialog.tsx';

/**
 * Issue 31: which items of a queue's page are ticked. Only ids still on the page count, so a
 * reviewed item (gone from the list) or another page never carries a stale choice.
 */
export function useQueueSelection(pageIds: readonly string[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selected = pageIds.filter((id) => ticked.has(id));
  const toggle = (id: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const setAll = (on: boolean) => setTicked(new Set(on ? pageIds : []));
  return { selected, isSelected: (id: string) => ticked.has(id), toggle, setAll, clear: () => setAll(false) };
}

/** A row's tick box, named after its item ("Select Harbour Movers"). */
export function SelectBox({
  name,
  checked,
  onChange,
}: {
  name: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation('admin-queues');
  return (
    <input
      type="checkbox"
      aria-label={t('select', { name })}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      className="size-5 shrink-0 rounded accent-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    />
  );
}

interface BulkReviewBarProps {
  kind: ReviewQueueKind;
  /** How many items the page shows, and how many of them are ticked. */
  pageCount: number;
  selectedCount: number;
  onSelectAll: (on: boolean) => void;
  busy: boolean;
  onApprove: () => void;
  onReject: (reason: RejectionReasonInput) => void;
}

/**
 * Issue 31: tick all of a page, then approve or reject the ticked items in one call, after a
 * confirmation (a rejection asks for its reason once, for all). Approve comes before Reject, as on
 * every card (ReviewActions).
 */
export function BulkReviewBar({
  kind,
  pageCount,
  selectedCount,
  onSelectAll,
  busy,
  onApprove,
  onReject,
}: BulkReviewBarProps) {
  const { t } = useTranslation('admin-queues');
  const allRef = useRef<HTMLInputElement>(null);
  const all = pageCount > 0 && selectedCount === pageCount;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = selectedCount > 0 && !all;
  }, [selectedCount, all]);
  const none = selectedCount === 0 || busy;

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-white px-4 py-3 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <legend className="sr-only">{t('bulkLabel')}</legend>
      <div className="flex items-center gap-4">
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-ink">
          <input
            ref={allRef}
            type="checkbox"
            checked={all}
            disabled={pageCount === 0}
            onChange={(event) => onSelectAll(event.target.checked)}
            className="size-5 shrink-0 rounded accent-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          />
          {t('selectPage')}
        </label>
        <p className="text-sm text-muted" aria-live="polite">
          {busy ? t('working') : t('selected', { count: selectedCount })}
        </p>
      </div>
      <div className="flex w-full gap-3 sm:w-auto">
        <ConfirmDialog
          trigger={
            <Button className="flex-1 sm:flex-none" disabled={none}>
              {t('approveSelected')}
            </Button>
          }
          title={t(`approveDialog.${kind}`, { count: selectedCount })}
          description={t('approveDialog.text')}
          confirmLabel={t('approveDialog.confirm')}
          cancelLabel={t('cancel')}
          onConfirm={onApprove}
        />
        <RejectDialog
          trigger={
            <button
              type="button"
              disabled={none}
              className={dangerOutlineButtonClasses('flex-1 sm:flex-none')}
            >
              {t('rejectSelected')}
            </button>
          }
          title={t(`rejectDialog.${kind}`, { count: selectedCount })}
          description={t('rejectDialog.text')}
          confirmLabel={t('rejectDialog.confirm')}
          onConfirm={onReject}
          reasons={REJECTION_REASONS_FOR[kind === 'directory-listings' ? 'directoryListing' : 'auction']}
        />
      </div>
    </fieldset>
  );
}

/** What the admin is told after a bulk review: how many were done, and which failed and why. */
export function useBulkOutcome() {
  const { t } = useTranslation('admin-queues');
  return (
    action: 'approve' | 'reject',
    answer: BulkReviewResponse,
    nameOf: (id: string) => string,
  ): { tone: 'success' | 'error'; text: string } => {
    const done = answer.results.filter((result) => result.ok).length;
    const failed = answer.results.filter((result) => !result.ok);
    const parts = [t(`done.${action}`, { count: done })];
    if (failed.length > 0) {
      parts.push(
        t('failed', { count: failed.length }),
        failed.map((result) => `${nameOf(result.id)} (${result.error ?? ''})`).join('; '),
      );
    }
    return { tone: failed.length > 0 ? 'error' : 'success', text: parts.join(' ') };
  };
}
