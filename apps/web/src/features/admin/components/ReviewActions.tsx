import type { RejectionReason } from '@mariner/contracts/constants';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button.tsx';
import { dangerOutlineButtonClasses } from '../../../components/button-styles.ts';
import type { RejectionReasonInput } from '../api/rejection-reason.ts';
import { RejectDialog } from './RejectDialog.tsx';

interface ReviewActionsProps {
  approveLabel: string;
  rejectLabel: string;
  /** The buttons' accessible names when a card holds several (e.g. "Approve Harbour Movers"). */
  approveName?: string;
  rejectName?: string;
  disabled: boolean;
  onApprove: () => void;
  onReject: (reason: RejectionReasonInput) => void;
  dialog: { title: string; description: ReactNode; confirmLabel: string };
  /** The queue's reasons (decision 033); an auction's and a banner's by default. */
  reasons?: readonly RejectionReason[];
}

/**
 * Issue 31 item 2: Approve and Reject in the same order and place on every admin queue (Approve
 * first, Reject after it, at the card's end), so a reviewer's hand never lands on the other one.
 */
export function ReviewActions({
  approveLabel,
  rejectLabel,
  approveName,
  rejectName,
  disabled,
  onApprove,
  onReject,
  dialog,
  reasons,
}: ReviewActionsProps) {
  return (
    <div className="flex w-full gap-3 sm:w-auto" data-review-actions="">
      <Button
        className="flex-1 sm:flex-none"
        disabled={disabled}
        aria-label={approveName}
        onClick={onApprove}
      >
        {approveLabel}
      </Button>
      <RejectDialog
        trigger={
          <button
            type="button"
            disabled={disabled}
            aria-label={rejectName}
            className={dangerOutlineButtonClasses('flex-1 sm:flex-none')}
          >
            {rejectLabel}
          </button>
        }
        title={dialog.title}
        description={dialog.description}
        confirmLabel={dialog.confirmLabel}
        onConfirm={onReject}
        {...(reasons ? { reasons } : {})}
      />
    </div>
  );
}
