import { MESSAGES, type User } from '@mariner/contracts';
import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Field } from '../../../components/Field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteLogo, useUploadLogo } from '../api/logo.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { logoFileError } from './logo-file.ts';

const fileInputClasses =
  'block w-auto max-w-full cursor-pointer rounded-lg text-sm text-transparent file:mr-4 file:cursor-pointer ' +
  'file:rounded-lg file:border-0 file:bg-primary file:px-4 file:py-2.5 file:text-sm file:font-semibold ' +
  'file:text-white hover:file:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-accent';

/** A preview address for the chosen file while it uploads, revoked when it is no longer shown. */
function usePreview(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Spec 001 §2/§5: the company logo. A chosen file is checked, previewed and uploaded at once (the
 * server stores it on the profile); the current logo can be deleted after a confirmation.
 */
export function LogoField({ user }: { user: Pick<User, 'id' | 'companyLogo'> }) {
  const { t } = useTranslation(['profile', 'messages']);
  const upload = useUploadLogo();
  const remove = useDeleteLogo();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string | null>(null);
  const preview = usePreview(pending);
  const shown = preview ?? user.companyLogo ?? undefined;

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setStatus(null);
    const refusal = logoFileError(file);
    setError(refusal ?? undefined);
    if (refusal) return;
    setPending(file);
    try {
      await upload.mutateAsync(file);
      setStatus(t('logo.uploaded'));
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.uploadLogoFailed));
    } finally {
      setPending(null);
    }
  };

  const deleteLogo = async () => {
    setStatus(null);
    setError(undefined);
    try {
      await remove.mutateAsync(user.id);
      setStatus(t('logo.deleted'));
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.deleteLogoFailed));
    }
  };

  const busy = upload.isPending || remove.isPending;

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-5">
      <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-sand">
        {shown ? (
          <img src={shown} alt={t('logo.alt')} className="size-full object-contain" />
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
        {user.companyLogo && !pending ? (
          <div>
            <ConfirmButton
              title={t('logo.confirmTitle')}
              description={t('messages:confirmDeleteLogo')}
              confirmLabel={t('logo.delete')}
              busy={busy}
              onConfirm={() => void deleteLogo()}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {remove.isPending ? t('logo.deleting') : t('logo.delete')}
            </ConfirmButton>
          </div>
        ) : null}
      </div>
    </div>
  );
}
