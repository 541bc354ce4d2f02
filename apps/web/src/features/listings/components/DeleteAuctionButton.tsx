import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { buttonClasses } from '../../../components/Button.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';

/** Button.tsx has no danger variant; these match its shape with the danger colours. */
const dangerBase =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger ' +
  'disabled:cursor-not-allowed disabled:opacity-60';
const dangerGhost = `${dangerBase} text-danger hover:bg-danger-soft`;
const dangerSolid = `${dangerBase} bg-danger text-white hover:bg-[#8f1c13]`;

interface DeleteAuctionButtonProps {
  title: string;
  busy: boolean;
  onConfirm: () => void;
}

/**
 * Spec 000 §5: deleting asks first. A Radix AlertDialog: focus moves into it (Cancel first, the
 * safe choice), Escape cancels, and focus returns to this button when it closes.
 */
export function DeleteAuctionButton({ title, busy, onConfirm }: DeleteAuctionButtonProps) {
  const { t } = useTranslation(['listings', 'messages']);
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <button type="button" disabled={busy} className={dangerGhost}>
          <Trash2 aria-hidden="true" className="size-4" />
          {busy ? t('mine.deleting') : t('mine.delete')}
          <span className="sr-only"> {title}</span>
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold text-primary">
            {t('mine.confirmTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink">
            {t('messages:confirmDeleteAuction')}
          </AlertDialog.Description>
          <p className="mt-2 truncate text-sm font-semibold text-ink" title={title}>
            {title}
          </p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>{t('mine.cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action onClick={onConfirm} className={dangerSolid}>
              {t('mine.confirmDelete')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
