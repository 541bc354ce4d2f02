import { MESSAGES } from '@mariner/contracts';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { buttonClasses } from '../../../components/Button.tsx';
import { Field } from '../../../components/Field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteDirectoryLogo, useUploadDirectoryLogo } from '../api/directory-update.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

export const fileInputClasses =
  'block w-auto max-w-full cursor-pointer rounded-lg text-sm text-muted file:mr-4 file:cursor-pointer ' +
  'file:rounded-lg file:border-0 file:bg-primary file:px-4 file:py-2.5 file:text-sm file:font-semibold ' +
  'file:text-white hover:file:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-accent';

/**
 * A directory user's logo, uploaded as soon as it is chosen and deleted after a confirmation (spec
 * 001 §2, §5 "Image inputs in admin": images only, the 10MB hint is not enforced here; the server's
 * 5 MB limit and its message are what apply).
 */
export function DirectoryLogoField({ userId, logo }: { userId: string; logo: string | null }) {
  const { t } = useTranslation(['admin-directory', 'messages']);
  const upload = useUploadDirectoryLogo();
  const remove = useDeleteDirectoryLogo();
  const input = useRef<HTMLInputElement>(null);
  const [current, setCurrent] = useState(logo);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
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
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-5">
      <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-sand">
        {current ? (
          <img src={current} alt={t('logo.alt')} className="size-full object-contain" />
        ) : (
          <span className="px-2 text-center text-xs text-muted">{t('logo.none')}</span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <Field label={t('logo.label')} hint={t('logo.hint')} error={error}>
          {(control) => (
            <input
              ref={input}
              type="file"
              accept="image/*"
              disabled={busy}
              className={fileInputClasses}
              onChange={(event) => void choose(event.target.files?.[0])}
              {...control}
            />
          )}
        </Field>
        {upload.isPending ? (
          <p role="status" className="text-sm text-muted">
            {t('logo.uploading')}
          </p>
        ) : null}
        {status ? <Alert tone="success">{status}</Alert> : null}
        {current ? (
          <div>
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
          </div>
        ) : null}
      </div>
    </div>
  );
}
