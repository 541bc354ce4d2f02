import type { ReactNode } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import type { ImageUploadFailure } from '../api/upload-auction-images.ts';
import { fileKey } from './file-key.ts';

interface UploadFailuresProps {
  title: string;
  failures: ImageUploadFailure[];
  /** What to do about the missing pictures. */
  hint: string;
  /** Where to go from here: the listing exists, so the seller must never be left to send it again. */
  actions: ReactNode;
}

/** The listing was saved but some pictures were refused: which ones, the server's reason, and a way on. */
export function UploadFailures({ title, failures, hint, actions }: UploadFailuresProps) {
  const { t } = useTranslation('listings');
  return (
    <Alert tone="error">
      <p className="font-semibold">{title}</p>
      <ul className="mt-2 list-disc pl-5 font-normal">
        {failures.map((failure) => (
          <li key={fileKey(failure.file)}>
            {failure.message
              ? t('uploads.failure', { name: failure.file.name, message: failure.message })
              : t('uploads.failureUnknown', { name: failure.file.name })}
          </li>
        ))}
      </ul>
      <p className="mt-2 font-normal">{hint}</p>
      <div className="mt-3 flex flex-wrap gap-3">{actions}</div>
    </Alert>
  );
}
