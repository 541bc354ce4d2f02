import { MAX_GALLERY_IMAGES } from '@mariner/contracts/constants';
import { useState } from 'react';
import { Field } from '../../../components/Field.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { fileKey } from './file-key.ts';
import { fileInputClasses, ImageTile } from './ImageTile.tsx';
import { useObjectUrls } from './use-object-urls.ts';

interface GalleryFieldProps {
  /** New files, uploaded one call each after the listing is saved. */
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** On edit: the gallery addresses the listing keeps (sent as `images`). */
  kept: string[];
  onKeptChange: (kept: string[]) => void;
  error?: string;
}

/**
 * Spec 000 §2: the gallery. Each choice adds to the new files (so a seller can pick from several
 * folders); any of them can be removed before upload, and on edit any current image too.
 */
export function GalleryField({ files, onFilesChange, kept, onKeptChange, error }: GalleryFieldProps) {
  const { t } = useTranslation(['listings', 'messages']);
  const previews = useObjectUrls(files);
  const [tooMany, setTooMany] = useState(false);

  const add = (chosen: File[]) => {
    const room = MAX_GALLERY_IMAGES - kept.length - files.length;
    setTooMany(chosen.length > room);
    onFilesChange([...files, ...chosen.slice(0, Math.max(room, 0))]);
  };

  const removeFile = (file: File) => {
    setTooMany(false);
    onFilesChange(files.filter((item) => item !== file));
  };

  return (
    <div className="flex flex-col gap-3">
      <Field
        label={t('form.galleryImages')}
        hint={t('form.imageHint')}
        error={error ?? (tooMany ? t('messages:tooManyGalleryImages') : undefined)}
      >
        {(control) => (
          <input
            type="file"
            accept="image/*"
            multiple
            className={fileInputClasses}
            onChange={(event) => {
              add(Array.from(event.target.files ?? []));
              // Cleared so the same file can be chosen again after removing it.
              event.target.value = '';
            }}
            {...control}
          />
        )}
      </Field>
      {kept.length + files.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {kept.map((url, index) => (
            <li key={url}>
              <ImageTile
                src={url}
                caption={t('form.currentPhoto', { number: index + 1 })}
                removeLabel={t('form.removePhoto', { number: index + 1 })}
                onRemove={() => onKeptChange(kept.filter((item) => item !== url))}
              />
            </li>
          ))}
          {files.map((file) => (
            <li key={fileKey(file)}>
              <ImageTile
                src={previews.get(file)}
                caption={file.name}
                removeLabel={t('form.removeFile', { name: file.name })}
                onRemove={() => removeFile(file)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('form.noGalleryImages')}</p>
      )}
    </div>
  );
}
