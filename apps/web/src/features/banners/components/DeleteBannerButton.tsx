import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { buttonClasses } from '../../../components/Button.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';

const dangerBase =
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold ' +
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-danger ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

/** Spec 001 §5: deleting a banner asks 'Are you sure you want to delete this banner ad?'. */
export function DeleteBannerButton({
  name,
  busy,
  onConfirm,
}: {
  name: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation(['banners', 'messages']);
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <button
          type="button"
          disabled={busy}
          aria-label={`${busy ? t('list.deleting') : t('list.delete')} ${name}`}
          className={`${dangerBase} text-danger hover:bg-danger-soft`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {busy ? t('list.deleting') : t('list.delete')}
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-ink/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold text-primary">
            {t('list.confirmTitle')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink">
            {t('messages:confirmDeleteBanner')}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>{t('list.cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className={`${dangerBase} bg-danger text-white hover:bg-[#8f1c13]`}
            >
              {t('list.confirmDelete')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
