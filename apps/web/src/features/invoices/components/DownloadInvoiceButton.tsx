import { Download } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';

interface DownloadInvoiceButtonProps {
  invoiceNumber: string;
  busy: boolean;
  onDownload: () => void;
  label?: string;
  className?: string;
}

/** Named with the invoice's number for screen readers, since a list holds many of them. */
export function DownloadInvoiceButton({
  invoiceNumber,
  busy,
  onDownload,
  label,
  className,
}: DownloadInvoiceButtonProps) {
  const { t } = useTranslation('invoices');
  return (
    <Button
      variant="ghost"
      onClick={onDownload}
      disabled={busy}
      aria-label={label ? undefined : t('downloadInvoice', { number: invoiceNumber })}
      className={className}
    >
      <Download aria-hidden="true" className="size-4" />
      {busy ? t('downloading') : (label ?? t('download'))}
    </Button>
  );
}
