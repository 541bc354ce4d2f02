import {
  REJECTION_NOTE_MAX,
  REJECTION_REASONS_FOR,
  type RejectionReason,
  rejectionReasonText,
} from '@mariner/contracts/constants';
import { Dialog } from 'radix-ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { buttonClasses } from '../../../components/Button.tsx';
import { dangerButtonClasses } from '../../../components/button-styles.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { currentLocale } from '../../../lib/locale.ts';
import type { RejectionReasonInput } from '../api/rejection-reason.ts';

interface RejectDialogProps {
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: (reason: RejectionReasonInput) => void;
  /** The queue's reasons (decision 033); an auction's and a banner's by default. */
  reasons?: readonly RejectionReason[];
}

/**
 * Issue 31 item 2: a rejection asks why, from contracts' list of reasons (in the page's language)
 * plus an optional note, required for Other, so the seller is told something useful. Radix moves
 * focus in, traps Tab, closes on Escape and gives focus back to the trigger; the reasons are native
 * radios, so arrow keys move between them.
 */
export function RejectDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
  reasons = REJECTION_REASONS_FOR.auction,
}: RejectDialogProps) {
  const { t } = useTranslation(['admin', 'messages']);
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState<RejectionReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<'reason' | 'note' | null>(null);
  const noteId = useId();
  const errorId = useId();
  const locale = currentLocale();

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setCode(null);
      setNote('');
      setError(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = note.trim();
    if (!code) return setError('reason');
    if (code === 'OTHER' && !trimmed) return setError('note');
    onConfirm({ code, note: trimmed || null });
    reset(false);
  };

  const errorText =
    error === 'reason'
      ? t('messages:rejectionReasonInvalid')
      : error === 'note'
        ? t('messages:rejectionNoteRequired')
        : null;

  return (
    <Dialog.Root open={open} onOpenChange={reset}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
            <Dialog.Title className="text-lg font-bold text-primary">{title}</Dialog.Title>
            <Dialog.Description className="text-sm text-muted">{description}</Dialog.Description>
            <fieldset
              className="flex flex-col gap-2"
              aria-describedby={error === 'reason' ? errorId : undefined}
            >
              <legend className="mb-1 text-sm font-semibold text-ink">{t('rejectReason.legend')}</legend>
              {reasons.map((reason) => (
                <label key={reason} className="flex min-h-6 items-center gap-2 text-sm text-ink">
                  <input
                    type="radio"
                    name="rejection-reason"
                    value={reason}
                    checked={code === reason}
                    onChange={() => {
                      setCode(reason);
                      setError(null);
                    }}
                    className="size-4 accent-danger"
                  />
                  {rejectionReasonText(reason, locale)}
                </label>
              ))}
            </fieldset>
            <div className="flex flex-col gap-1">
              <label htmlFor={noteId} className="text-sm font-semibold text-ink">
                {code === 'OTHER' ? t('rejectReason.noteRequired') : t('rejectReason.note')}
              </label>
              <textarea
                id={noteId}
                value={note}
                maxLength={REJECTION_NOTE_MAX}
                rows={3}
                required={code === 'OTHER'}
                aria-invalid={error === 'note' || undefined}
                aria-describedby={error === 'note' ? errorId : undefined}
                onChange={(event) => {
                  setNote(event.target.value);
                  if (error === 'note') setError(null);
                }}
                className="rounded-lg border border-line px-3 py-2 text-sm text-ink focus-visible:outline-2 focus-visible:outline-primary"
              />
              <p className="text-xs text-muted">{t('rejectReason.noteHint')}</p>
            </div>
            {errorText ? (
              <p id={errorId} role="alert" className="text-sm font-semibold text-danger">
                {errorText}
              </p>
            ) : null}
            <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close type="button" className={buttonClasses('secondary')}>
                {t('pendingAuctions.cancel')}
              </Dialog.Close>
              <button type="submit" className={dangerButtonClasses()}>
                {confirmLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
