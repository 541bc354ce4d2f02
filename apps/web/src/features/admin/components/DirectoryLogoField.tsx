import { MESSAGES } from '@mariner/contracts/constants';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '../../../components/Button.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { LogoPicker } from '../../../components/LogoPicker.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useDeleteDirectoryLogo, useUploadDirectoryLogo } from '../api/directory-update.ts';

/**
 * A directory user's logo, uploaded as soon as it is chosen and deleted after a confirmation (spec
 * 001 §2, §5 "Image inputs in admin": images only, the 10MB hint is not enforced here; the server's
 * 5 MB limit and its message are what apply).
 */
export function DirectoryLogoField({ userId, logo }: { userId: string; logo: string | null }) {
  const { t } = useTranslation(['admin-directory', 'messages']);
  const upload = useUploadDirectoryLogo();
  const remove = useDeleteDirectoryLogo();
  const [current, setCurrent] = useState(logo);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  const choose = async (file: File) => {
    setStatus(null);
    setError(undefined);
    try {
      const { url } = await upload.mutateAsync({ id: userId, file });
      setCurrent(url);
      setStatus(t('logo.uploaded'));
    } catch (failure) {
      // The server's reason (too large, not an image) when it gave one.
      setError(errorMessage(failure, MESSAGES.uploadLogoFailed));
    }
  };

  const deleteLogo = async () => {
    setStatus(null);
    setError(undefined);
    try {
      await remove.mutateAsync(userId);
      setCurrent(null);
      setStatus(t('logo.deleted'));
    } catch {
      setError(MESSAGES.deleteLogoFailed);
    }
  };

  return (
    <LogoPicker
      compact
      src={current ?? undefined}
      alt={t('logo.alt')}
      emptyText={t('logo.none')}
      label={t('logo.label')}
      hint={t('logo.hint')}
      error={error}
      busy={busy}
      uploadingText={upload.isPending ? t('logo.uploading') : null}
      success={status}
      onChoose={(file) => void choose(file)}
    >
      {current ? (
        <ConfirmDialog
          trigger={
            <button type="button" disabled={busy} className={buttonClasses('secondary')}>
              <Trash2 aria-hidden="true" className="size-4" />
              {remove.isPending ? t('logo.deleting') : t('logo.delete')}
            </button>
          }
          title={t('logo.confirmTitle')}
          description={t('messages:confirmDeleteLogo')}
          confirmLabel={t('logo.delete')}
          cancelLabel={t('logo.cancel')}
          tone="danger"
          onConfirm={() => void deleteLogo()}
        />
      ) : null}
    </LogoPicker>
  );
}
