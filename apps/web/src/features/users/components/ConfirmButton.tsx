import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../../components/Button.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';

/** Button.tsx has no danger variant; these match its shape with the danger colours. */
const dangerBase =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger ' +
  'disabled:cursor-not-allowed disabled:opacity-60';
const dangerGhost = `${dangerBase} text-danger hover:bg-danger-soft`;
const dangerSolid = `${dangerBase} bg-danger text-white hover:bg-[#8f1c13]`;

interface ConfirmButtonProps {
  /** The trigger's content (its accessible name). */
  children: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
}

/**
 * Spec 001 §2/§5: deleting a logo or a card asks first. A Radix AlertDialog: focus moves into it
 * (Cancel first, the safe choice), Escape cancels, and focus returns to the trigger when it closes.
 */
export function ConfirmButton({
  children,
  title,
  description,
  confirmLabel,
  busy,
  onConfirm,
}: ConfirmButtonProps) {
  const { t } = useTranslation('profile');
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <button type="button" disabled={busy} className={dangerGhost}>
          {children}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold text-primary">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>{t('cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action onClick={onConfirm} className={dangerSolid}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
