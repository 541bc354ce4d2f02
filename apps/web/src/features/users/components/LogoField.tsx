import type { User } from '@mariner/contracts';
import { MESSAGES } from '@mariner/contracts/constants';
import { Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { LogoPicker } from '../../../components/LogoPicker.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useDeleteLogo, useUploadLogo } from '../api/logo.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { logoFileError } from './logo-file.ts';

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
  const [pending, setPending] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string | null>(null);
  const preview = usePreview(pending);
  const shown = preview ?? user.companyLogo ?? undefined;

  const choose = async (file: File) => {
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
    <LogoPicker
      src={shown}
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
      {user.companyLogo && !pending ? (
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
      ) : null}
    </LogoPicker>
  );
}
