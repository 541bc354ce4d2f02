import { XCircle } from 'lucide-react';
import { buttonClasses } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';

interface CancelInvoiceButtonProps {
  invoiceNumber: string;
  busy: boolean;
  onCancel: () => void;
  /** The list's compact button names its invoice for screen readers. */
  compact?: boolean;
}

/**
 * Issue 30 item 6: Cancel next to Pay now on an unpaid invoice, after a confirmation (focus goes to
 * "Keep invoice", the safe choice, and back to this button when the dialog closes).
 */
export function CancelInvoiceButton({
  invoiceNumber,
  busy,
  onCancel,
  compact = false,
}: CancelInvoiceButtonProps) {
  const { t } = useTranslation('invoices');
  return (
    <ConfirmDialog
      tone="danger"
      trigger={
        <button
          type="button"
          disabled={busy}
          aria-label={compact ? t('cancel.labelFor', { number: invoiceNumber }) : undefined}
          className={buttonClasses(compact ? 'ghost' : 'secondary')}
        >
          <XCircle aria-hidden="true" className="size-4" />
          {busy ? t('cancel.busy') : t('cancel.button')}
        </button>
      }
      title={t('cancel.title', { number: invoiceNumber })}
      description={t('cancel.text')}
      confirmLabel={t('cancel.confirm')}
      cancelLabel={t('cancel.keep')}
      onConfirm={onCancel}
    />
  );
}
